"""Struggle for Rome's board kit: the shipped kit, damaged kits, sessions that carry theirs, what the table taught."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import kitfiles, saves
from engine.kits import KitError, dumps, loads
from rulesets.struggle_for_rome import INFO
from tests.struggle_for_rome.helpers import EXAMPLES, add_city, count, example_kit, new

RULESET = INFO.load()
ROOT = Path(__file__).resolve().parents[2]
SHIPPED = (ROOT / "rulesets" / "struggle_for_rome" / "kit.toml").read_text(encoding="utf-8")
TEST_BOARD = EXAMPLES.read_text(encoding="utf-8")


def _load(text: str) -> object:
    return loads(text, RULESET.kit_schema, RULESET.id, "k.toml")


def test_the_shipped_kit_holds_what_the_sources_give_and_says_what_is_missing() -> None:
    kit = kitfiles.shipped(RULESET)
    assert kit.known("cities", "roma", "towers") == 5  # L3
    assert kit.known("cities", "roma", "province") is None  # not printed in any source found
    assert [kit.known("provinces", p, "cities") for p in ("germania", "gallia")] == [8, 8]
    assert kit.counts["cities"] == 40 and len(kit.entries("crossings")) == 8
    assert kit.missing() == [
        "cities: 39 of 40 entries missing; 4 facts unknown",
        "crossings: 16 facts unknown",
    ]
    assert all(kit.sources[name] for name in kit.sections)
    assert loads(dumps(kit), RULESET.kit_schema, RULESET.id, "again") == kit


def test_the_province_names_have_one_copy_in_the_kit() -> None:
    # The tile stacks and labels need the provinces before any session: they read the shipped kit.
    from rulesets.struggle_for_rome.data import PROVINCES

    kit = kitfiles.shipped(RULESET)
    assert PROVINCES.ids() == [e["id"] for e in kit.entries("provinces")]
    assert PROVINCES.resolve("Jižní Itálie").id == "south-italy"


LUGDUNUM = 'eagle = false, three = false, landscapes = ["g9"] },\n    { id = "narbo"'
GALLIA = '{ id = "gallia", name = "Gallia", cities = '
BURDIGALA = 'towers = 4, province = "gallia", eagle = true'
DAMAGES = [
    (SHIPPED, ("towers = 5", "towers = 6"), "cities.roma.towers: 6 is above 5"),
    (SHIPPED, ("towers = 5", "towers = 4"), "cities.roma.towers: Roma has 5 towers (L3)"),
    (SHIPPED, ('province = "?"', 'province = "dacia"'), "cities.roma.province: no provinces entry 'dacia'"),
    (SHIPPED, ('start = "red" }', 'start = "purple" }'), "crossings.red-start-1.start: expected one of"),
    (SHIPPED, ('{ id = "gallia"', '{ id = "dacia"'), "provinces.dacia: the provinces are germania"),
    (SHIPPED, ("count = 40", "count = 0"), "cities.count: 1 entries, but the board has 0"),
    (TEST_BOARD, ('["s", "p1"]', '["s", "nowhere"]'), "arrows.a2.ends: no crossing or city 'nowhere'"),
    (TEST_BOARD, ("towers = 2, province", "towers = 5, province"), "cities.verona.towers: only Roma has 5"),
    (TEST_BOARD, (BURDIGALA, BURDIGALA.replace("4", "3")), "cities.burdigala.eagle: an eagle city has at least 4"),
    (TEST_BOARD, ('cities = ["narbo"]', 'cities = ["verona"]'), "crossings.t.cities: verona is beside it but shares"),
    (TEST_BOARD, (GALLIA + "8", GALLIA + "6"), "cities.burdigala.province: Gallia has 6 cities on the board"),
    (TEST_BOARD, ('start = "blue" }', 'start = "red" }'), "crossings.blue-start-1.start: red has 2 start crossings"),
    (TEST_BOARD, (LUGDUNUM, LUGDUNUM.replace("false", "true", 1)), "cities.lugdunum.eagle: an eagle city has at least"),
]


@pytest.mark.parametrize(("text", "change", "message"), DAMAGES)
def test_a_damaged_kit_is_refused_in_one_line_naming_the_key(text: str, change: tuple[str, str], message: str) -> None:
    old, replacement = change
    assert old in text
    with pytest.raises(KitError) as refused:
        _load(text.replace(old, replacement, 1))
    assert str(refused.value).startswith(f"k.toml: {message}") and "\n" not in str(refused.value)


def test_the_third_eagle_of_a_province_is_refused() -> None:
    # L17: two eagle cities a province.
    third = TEST_BOARD.replace(
        '{ id = "arelate", name = "Arelate", towers = 2, province = "gallia", eagle = false',
        '{ id = "arelate", name = "Arelate", towers = 4, province = "gallia", eagle = true',
    ).replace(
        '{ id = "tolosa", name = "Tolosa", towers = 2, province = "gallia", eagle = false',
        '{ id = "tolosa", name = "Tolosa", towers = 4, province = "gallia", eagle = true',
    )
    with pytest.raises(KitError, match=r"k\.toml: cities\.burdigala\.eagle: Gallia has 2 eagle cities"):
        _load(third)


def test_setup_lays_out_every_city_the_kit_knows() -> None:
    # L3: a tile on every city; with three players a III city takes the spare colour's wagon instead.
    session = new(kit=example_kit())
    assert sorted(session.table.game.placed) == sorted(e["id"] for e in example_kit().entries("cities"))
    assert count(session, "city:verona", "tile") == 1 and count(session, "city:roma", "tile") == 1
    assert count(session, "box", "tile") == 40 - 10 - 9  # 10 left out with three players
    marked = TEST_BOARD.replace(
        '"north-italy", eagle = false, three = false', '"north-italy", eagle = false, three = true'
    )
    three = loads(marked, RULESET.kit_schema, RULESET.id, "k")
    session = new(kit=three)
    assert count(session, "city:verona", "wagon:orange") == 1 and count(session, "city:verona", "tile") == 0
    assert session.summary()["places"][1]["summary"] == "2 towers, North Italy, out of play"


def test_a_session_made_with_a_kit_opens_without_the_kit_file(tmp_path: Path) -> None:
    path = tmp_path / "board.toml"
    path.write_text(TEST_BOARD, encoding="utf-8")
    kit = kitfiles.read(path, RULESET)
    session = new(kit=kit)
    session.act("roll-resources", {"dice": "1,3"})  # a 4: the steppe field and hills
    save = tmp_path / "game.toml"
    saves.save(session, save)
    path.unlink()
    loaded = saves.load(save)
    assert loaded.same_as(session) and loaded.table.kit.known("cities", "verona", "towers") == 2
    assert count(loaded, "hand:red", "grain") == 2 and count(loaded, "hand:white", "ore") == 1


def test_learned_fills_in_what_the_table_added() -> None:
    session = new()
    session.act("add-city", {"city": "Rome", "province": "south-italy", "eagle": False, "neutral": False})
    add_city(session, "Augusta", 2, "germania")
    for i in range(8):  # 8 a province (L3): a ninth is refused (test_typed)
        add_city(session, f"Gallic town {i}", 2, "gallia")
    kit = RULESET.learned(session.context(), session.table.kit)
    assert kit.entry("cities", "roma") == {
        "id": "roma", "name": "Roma", "aliases": ["Rome", "Řím"], "towers": 5, "province": "south-italy",
        "eagle": False, "three": False, "landscapes": "?",
    }  # fmt: skip
    assert kit.known("cities", "augusta", "province") == "germania" and kit.known("cities", "augusta", "towers") == 2
    assert len([e for e in kit.entries("cities") if e.get("province") == "gallia"]) == 8
    assert "add-city" in kit.sources["cities"]
    again = loads(dumps(kit), RULESET.kit_schema, RULESET.id, "exported")
    assert again == kit
    # The next game starts with what this one learned: Roma and Augusta are laid out at setup.
    later = new(kit=again)
    assert count(later, "city:augusta", "tile") == 1 and count(later, "city:roma", "tile") == 1
    assert RULESET.learned(later.context(), again) is again  # nothing new to learn


def test_add_city_checks_the_kit_and_asks_only_what_it_lacks() -> None:
    session = new(kit=example_kit())
    refused = session.propose("add-city", {"city": "Verona"})
    assert refused.violations[0].physical and "Verona is on the map already" in refused.violations[0].message
    # The test kit lists 9 of 40 cities: a new one needs its facts.
    rules = [v.message for v in session.propose("add-city", {"city": "Tarraco"}).violations]
    assert rules == ["say how many towers the city has", "say which province the city lies in (the colour of its tile)"]
    add_city(session, "Tarraco", 3, "hispania")
    assert count(session, "city:tarraco", "tile") == 1

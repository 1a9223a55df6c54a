"""Board kits: strict loading (one line naming file and key), unknown facts, round trips, sessions that carry theirs."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import kitfiles, saves
from engine.errors import BadInput, SaveError
from engine.kits import Kit, KitError, dumps, loads
from tests.conftest import finish_harvest, new_market
from tests.fixture_game.ruleset import KIT

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = (ROOT / "tests" / "fixture_game" / "kit.toml").read_text(encoding="utf-8")


def _load(text: str) -> Kit:
    return loads(text, KIT, "market-day", "k.toml")


def test_the_shipped_kit_loads_and_says_what_is_missing() -> None:
    kit = _load(SHIPPED)
    assert kit.known("buildings", "tower", "cost") == 5
    assert kit.known("stalls", "bread", "goods") is None  # written "?": not known yet
    assert kit.missing() == ["stalls: 1 of 3 entries missing; 1 fact unknown"]
    assert kit.catalogue("buildings").resolve("HUT").id == "house"


def test_export_then_import_gives_the_same_kit() -> None:
    kit = _load(SHIPPED)
    assert _load(dumps(kit)) == kit


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (('kit = "market-day"', 'kit = "hellas"'), "k.toml: kit: this is not a kit of market-day"),
        (("format = 1", "format = 2"), "k.toml: format: expected format = 1"),
        (("cost = 5", "cost = 12"), "k.toml: buildings.tower.cost: 12 is above 9"),
        (("cost = 5", 'cost = "five"'), "k.toml: buildings.tower.cost: expected a whole number"),
        (("points = 3 },", "points = 3, colour = 1 },"), "k.toml: buildings.tower.colour: unknown fact"),
        (('{ id = "tower"', '{ id = "house"'), "k.toml: buildings.house: id given twice"),
        (('neighbours = ["bread"]', 'neighbours = ["bred"]'), "k.toml: stalls.fish.neighbours: no stalls entry 'bred'"),
        (('neighbours = ["fish"]', "neighbours = []"), "k.toml: stalls.fish.neighbours: bread does not list fish back"),
        (('goods = ["fish"]', 'goods = ["gold"]'), "k.toml: stalls.fish.goods: expected one of fish, bread, wine"),
        (("[stalls]", "[stall]"), "k.toml: stall: market-day kits have no section 'stall'"),
        (('source = "not printed', 'sauce = "not printed'), "k.toml: stalls.sauce: unknown key"),
        (("count = 3", "count = 1"), "k.toml: stalls.count: 2 entries, but the board has 1"),
        (("cost = 3, ", ""), "k.toml: buildings.house.cost: missing"),
        (("[buildings]", "[buildings"), "k.toml: bad TOML"),
    ],
)
def test_a_bad_kit_is_one_line_naming_the_key(change: tuple[str, str], message: str) -> None:
    old, new = change
    assert old in SHIPPED
    with pytest.raises(KitError) as refused:
        _load(SHIPPED.replace(old, new, 1))
    assert str(refused.value).startswith(message) and "\n" not in str(refused.value)


def test_a_session_reads_facts_from_its_kit_and_keeps_a_copy(tmp_path: Path) -> None:
    cheap = _load(SHIPPED.replace("cost = 5", "cost = 2"))
    session = new_market(2)
    from engine.session import Session

    session = Session.new(session.ruleset, [("Ann", None), ("Bo", None)], kit=cheap)
    finish_harvest(session)
    session.act("next")
    session.act("next")
    session.act("buy", {"item": "tower"})  # 2 coins by this kit
    assert session.summary()["players"][0]["coins"] == 1
    path = tmp_path / "s.toml"
    saves.save(session, path)
    loaded = saves.load(path)  # no kit file anywhere: the save carries its own
    assert loaded.same_as(session) and loaded.table.kit.known("buildings", "tower", "cost") == 2


def test_applying_a_corrected_kit_is_an_event_undo_takes_back(tmp_path: Path) -> None:
    session = new_market(2)
    assert session.table.kit.known("buildings", "tower", "cost") == 5
    event = session.apply_kit(_load(SHIPPED.replace("cost = 5", "cost = 4")))
    assert event.type == "apply-kit" and session.table.kit.known("buildings", "tower", "cost") == 4
    assert session.describe_event(event) == "The table brings in a corrected board kit"
    path = tmp_path / "s.toml"
    saves.save(session, path)
    assert saves.load(path).table.kit.known("buildings", "tower", "cost") == 4
    session.undo()
    assert session.table.kit.known("buildings", "tower", "cost") == 5
    assert "apply-kit" not in [a.name for a in session.available()]


def test_a_damaged_kit_inside_a_save_is_one_line(tmp_path: Path) -> None:
    session = new_market(2)
    path = tmp_path / "s.toml"
    saves.save(session, path)
    path.write_text(path.read_text().replace("cost = 5", "cost = 50"))
    with pytest.raises(SaveError, match=r"s.toml: kits\[1\]: buildings.tower.cost: 50 is above 9"):
        saves.load(path)


def test_the_users_kit_wins_over_the_shipped_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABULA_DATA", str(tmp_path))
    ruleset = new_market(2).ruleset
    assert kitfiles.current(ruleset).origin == "shipped"
    mine = _load(SHIPPED.replace("cost = 5", "cost = 6"))
    path = kitfiles.save_user_kit(mine)
    assert path == tmp_path / "kits" / "market-day.toml"
    assert kitfiles.current(ruleset).known("buildings", "tower", "cost") == 6
    other = tmp_path / "other.toml"
    other.write_text(SHIPPED.replace("cost = 5", "cost = 7"))
    assert kitfiles.current(ruleset, other).known("buildings", "tower", "cost") == 7


def test_editing_one_fact_at_a_time_keeps_the_kit_sound() -> None:
    from engine.kitedit import with_entry, with_fact, without_entry

    kit = _load(SHIPPED)
    assert with_fact(kit, KIT, "buildings", "tower", "cost", " 4 ").known("buildings", "tower", "cost") == 4
    assert with_fact(kit, KIT, "buildings", "tower", "cost", "?").known("buildings", "tower", "cost") is None
    with pytest.raises(KitError, match="is not a whole number"):
        with_fact(kit, KIT, "buildings", "tower", "cost", "four")
    with pytest.raises(BadInput, match="no stall 'brad'; did you mean Bread stall"):
        with_fact(kit, KIT, "stalls", "fish", "neighbours", "brad")
    added = with_entry(kit, KIT, "stalls", "Wine stall")
    assert added.entry("stalls", "wine-stall") == {
        "id": "wine-stall",
        "name": "Wine stall",
        "goods": "?",
        "neighbours": "?",
    }
    with pytest.raises(KitError, match="no stalls entry 'bread'"):
        without_entry(kit, KIT, "stalls", "bread")  # the fish stall still lists it

"""Civilization's board kit: the shipped kit, damaged kits refused in one line, sessions carrying theirs, learned()."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import kitfiles, saves
from engine.errors import RuleRefused
from engine.kits import KitError, dumps, loads
from rulesets.civilization import INFO
from rulesets.civilization.kit import GAME, SCHEMA, shipped
from tests.civilization.helpers import add_techs, count, go_to, kit_with, learn, new, realm, set_realm

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = (ROOT / "rulesets" / "civilization" / "kit.toml").read_text(encoding="utf-8")


def test_the_shipped_kit_validates_and_says_what_is_still_unknown() -> None:
    kit = kitfiles.shipped(INFO.load())
    assert kit == shipped() and kit.origin == "shipped"
    sizes = {name: len(kit.entries(name)) for name in kit.sections}
    assert sizes == {
        "techs": 45,
        "governments": 7,
        "buildings": 16,
        "units": 4,
        "unit_cards": 13,
        "figures": 2,
        "wonders": 27,
        "relics": 5,
        "huts": 18,
        "civilizations": 16,
        "persons": 43,
        "policies": 4,
        "resources": 6,
        "track": 1,
    }
    # The rulebook's numbers win over the fan sources: l. 34, l. 204, l. 7.
    assert [kit.known("techs", t, "level") for t in ("irrigation", "writing", "space-flight")] == [1, 3, 5]
    assert kit.known("techs", "irrigation", "city_limit") == 3
    assert kit.known("civilizations", "china", "start_tech") == "writing"
    # The Academy's and France's combat bonuses come from no printed source the rulebook allows (issue 36).
    assert kit.missing() == [
        "buildings: 1 fact unknown",
        "civilizations: 1 fact unknown",
        "figures: 2 facts unknown",
        "policies: 1 fact unknown",
        "track: 4 facts unknown",
        "unit_cards: 26 facts unknown",
        "units: 3 facts unknown",
    ]
    assert all(kit.sources[name] for name in kit.sections)
    assert loads(dumps(kit), SCHEMA, GAME, "exported") == kit


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            ('id = "irrigation", name = "Irrigation", aliases = ["Zavlažování"], level = 1', "level = 1", "level = 6"),
            "techs.irrigation.level: 6 is above 5",
        ),
        (
            ('{ id = "market", name = "Market", cost = 7, tech = "currency"', 'tech = "currency"', 'tech = "banking"'),
            "techs.currency.building: buildings.market.tech names banking, not currency",
        ),
        (
            (
                '{ id = "republic", name = "Republic", aliases = ["Republika"], tech = "code-of-laws"',
                '"code-of-laws"',
                '"writing"',
            ),
            "techs.code-of-laws.government: governments.republic.tech names writing, not code-of-laws",
        ),
        (
            (
                'id = "stonehenge", name = "Stonehenge", era = "ancient"',
                '["monarchy", "gunpowder"]',
                '["gunpowder"]',
            ),
            "wonders.stonehenge.obsoleted_by: does not list monarchy, whose card obsoletes ancient wonders",
        ),
        (
            ('{ id = "china", name = "China"', 'start_tech = "writing"', 'start_tech = "wrting"'),
            "civilizations.china.start_tech: no techs entry 'wrting'",
        ),
        (
            ('{ id = "harbor", name = "Harbor"', 'name = "Harbor"', 'name = "Angkor Wat"'),
            "buildings: what a city builds: 'angkor-wat' and 'harbor' both answer to 'angkorwat'",
        ),
        (
            ('{ id = "flight", name = "Flight", level = 4', "level = 4", "level = 4, rank = 2"),
            "techs.flight.rank: an upgrade icon gives both the unit types and their rank",
        ),
    ],
)
def test_a_damaged_kit_is_refused_in_one_line_naming_the_key(change: tuple[str, str, str], message: str) -> None:
    line, old, new_text = change
    at = SHIPPED.index(line)
    end = SHIPPED.index("\n", at)
    damaged = SHIPPED[:at] + SHIPPED[at:end].replace(old, new_text, 1) + SHIPPED[end:]
    with pytest.raises(KitError) as refused:
        loads(damaged, SCHEMA, GAME, "kit.toml")
    assert str(refused.value) == f"kit.toml: {message}"


def test_a_session_made_with_a_kit_opens_without_the_kit_file(tmp_path: Path) -> None:
    # A table whose printing lets Irrigation hold 4 cities: the save keeps that kit.
    mine = kit_with(("techs", "irrigation", "city_limit", 4))
    session = new(("Ondrej", "china"), ("Filip", "rome"), kit=mine)
    session.act("set-dial", {"player": "Ondrej", "dial": "trade", "value": "6"})  # logged: the load replays it
    go_to(session, "research")
    session.act("research", {"tech": "irrigation"})
    path = tmp_path / "s.toml"
    saves.save(session, path)
    loaded = saves.load(path)
    assert loaded.same_as(session) and loaded.table.kit.known("techs", "irrigation", "city_limit") == 4
    assert "Ondrej may now hold 4 cities." in loaded.outcome(len(loaded.events))


def test_what_the_table_entered_is_learned_for_the_next_game() -> None:
    # A kit that does not know Rome's start tech nor Mysticism's level.
    partial = kit_with(("civilizations", "rome", "start_tech", "?"), ("techs", "mysticism", "level", "?"))
    session = new(("Ondrej", "china"), ("Filip", "rome"), kit=partial)
    session.act("start-tech", {"player": "Filip", "tech": "code of laws"})
    session.act("add-tech", {"name": "Mysticism", "level": "2"})
    session.act("add-tech", {"name": "Sun Worship", "level": "1", "government": "yes", "obsoletes": "yes"})
    session.act("add-wonder", {"name": "Great Library"})
    session.act("add-building", {"name": "Colosseum"})
    session.act("add-person", {"name": "Leonardo da Vinci"})
    kit = session.ruleset.learned(session.context(), session.table.kit)
    assert kit.known("civilizations", "rome", "start_tech") == "code-of-laws"
    assert kit.known("techs", "mysticism", "level") == 2
    assert kit.entry("techs", "sun-worship") == {
        "id": "sun-worship",
        "name": "Sun Worship",
        "level": 1,
        "government": "sun-worship",
        "obsoletes": ["ancient", "medieval", "modern"],
    }
    assert kit.known("governments", "sun-worship", "tech") == "sun-worship"
    assert "sun-worship" in kit.known("wonders", "stonehenge", "obsoleted_by")  # both sides agree
    assert kit.entry("wonders", "great-library") == {
        "id": "great-library",
        "name": "Great Library",
        "era": "?",
        "cost": "?",
        "obsoleted_by": "?",
    }
    assert "wonders" not in kit.counts  # 28 wonders now: the board's 27 was not the whole story
    assert kit.known("buildings", "colosseum", "cost") is None and kit.entry("persons", "leonardo-da-vinci")
    assert loads(dumps(kit), SCHEMA, GAME, "exported") == kit
    # The next game starts from the learned kit: nothing is asked again.
    again = new(("Ondrej", "china"), ("Filip", "rome"), kit=kit)
    assert count(again, "pyramid:rome", "code-of-laws") == 1 and realm(again, 1).start_tech == "code-of-laws"
    assert again.propose("add-tech", {"name": "Sun Worship", "level": "1"}).violations
    assert "sun-worship" in again.catalogue("government").ids()


def test_a_tech_whose_level_the_kit_lacks_is_asked_once() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"), kit=kit_with(("techs", "mysticism", "level", "?")))
    learn(session, 0, ["pottery"])
    set_realm(session, 0, trade=27)
    go_to(session, "research")
    with pytest.raises(RuleRefused, match="Tech level: the kit does not give Mysticism's level"):
        session.act("research", {"tech": "mysticism"})
    session.act("add-tech", {"name": "mysticism", "level": "2"})
    session.act("research", {"tech": "mysticism"})
    assert session.outcome(len(session.events))[0] == "Ondrej researches Mysticism (level 2): trade 27, 0 coins."


def test_an_old_save_replays_where_the_kit_now_knows_what_it_added() -> None:
    # Saves from before the kit listed Code of Laws and placed start techs themselves.
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    forced = session.act("add-tech", {"name": "Code of Laws", "level": "1"}, force=True)
    session.act("start-tech", {"player": "Filip", "tech": "code of laws"}, force=True)
    assert forced.forced and count(session, "pyramid:rome", "code-of-laws") == 1
    assert count(session, "techs:rome", "tech-card-1") == 0


def test_add_tech_asks_the_rank_an_upgrade_icon_shows() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    refused = session.propose("add-tech", {"name": "Lance", "level": "2", "upgrade": "cavalry"})
    assert [v.message for v in refused.violations] == ["an upgrade icon shows a rank: give the rank, 2, 3 or 4"]
    add_techs(session, [("Sling", 1)])
    assert "sling" in session.catalogue("tech").ids()


def test_learning_leaves_the_shipped_kit_as_it_was() -> None:
    # A crossed-wonder tech added during play was written into the wonders' lists of the shipped kit itself
    # (the learned copy shared them), so every later session of the process saw a tech it did not have.
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    before = list(session.table.kit.known("wonders", "stonehenge", "obsoleted_by"))
    session.act("add-tech", {"name": "Sun Worship", "level": "1", "obsoletes": "yes"})
    learned = session.ruleset.learned(session.context(), session.table.kit)
    assert "sun-worship" in learned.known("wonders", "stonehenge", "obsoleted_by")
    assert session.table.kit.known("wonders", "stonehenge", "obsoleted_by") == before
    assert kitfiles.shipped(INFO.load()).known("wonders", "stonehenge", "obsoleted_by") == before

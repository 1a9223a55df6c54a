"""Fix 7, item 1: a province takes no more cities than the kit prints for it, counting the cities the kit
knows and not only those on the app's map (a three-player game leaves kit cities of unknown III mark off it)."""

from __future__ import annotations

from engine import kitfiles
from engine.kits import UNKNOWN, Kit, from_data
from rulesets.struggle_for_rome import INFO
from rulesets.struggle_for_rome.kit import SCHEMA
from tests.struggle_for_rome.helpers import add_city, new

#: The play-test's kit: three Gallia cities taught on a four-player evening (their III mark never asked).
TAUGHT = ("Brigantium", "Massilia", "Genava")


def taught_kit() -> Kit:
    """The shipped kit plus the three Gallia cities, III mark unknown."""
    kit = kitfiles.shipped(INFO.load())
    data = kit.to_data()
    section = data["cities"]
    extra = [
        {"id": n.lower(), "name": n, "towers": 2, "province": "gallia", "eagle": False, "three": UNKNOWN}
        for n in TAUGHT
    ]
    section["entries"] = [*section["entries"], *extra]
    return from_data(data, SCHEMA, kit.game, "test")


def test_the_ninth_gallia_city_is_refused_when_the_kit_knows_three_off_the_map() -> None:
    session = new(3, kit=taught_kit())
    for n in range(5):
        add_city(session, f"Gallia {n + 1}", 2, "gallia")
    before = len(session.events)
    refused = session.propose(
        "add-city", {"city": "Nemausus", "towers": 2, "province": "gallia", "eagle": False, "neutral": False}
    )
    assert [v.message for v in refused.violations] == [
        "Gallia has 8 cities on the board, and the board kit knows all 8 already"
    ]
    assert not refused.forcible and len(session.events) == before
    # A city the kit knows is one of the eight: it still goes on the map.
    session.act("add-city", {"city": "Genava", "neutral": False})
    assert any(c.id == "genava" for c in session.table.game.cities)

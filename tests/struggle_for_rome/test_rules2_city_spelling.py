"""Play-test 9: "The table tells the city verona": add-city names a known city typed in another case as the
catalogue spells it, in the log as in the map; a new city the table names keeps the spelling it typed."""

from __future__ import annotations

from engine.session import Session
from tests.struggle_for_rome.helpers import new


def _line(session: Session) -> str:
    """The log's line for the latest event."""
    return session.narrator.describe_event(session.events[-1], len(session.events))


def test_a_known_city_typed_in_another_case_is_named_as_the_catalogue_spells_it() -> None:
    session = new(4)
    session.act("add-city", {"city": "Verona", "towers": 3, "province": "north-italy", "eagle": False})
    session.act("add-city", {"city": "verona", "neutral": False})
    assert _line(session) == "The table tells the city Verona"
    assert session.outcome(len(session.events)) == ["Verona is not marked III."]
    assert [c.name for c in session.table.game.cities] == ["Verona"]


def test_several_known_cities_are_named_as_the_catalogue_spells_them() -> None:
    session = new(4)
    for name in ("Verona", "Patavium"):
        session.act("add-city", {"city": name, "towers": 3, "province": "north-italy", "eagle": False})
    session.act("add-city", {"city": "VERONA, patavium", "neutral": False})
    assert _line(session) == "The table tells the city Verona, Patavium"


def test_a_new_city_keeps_the_spelling_the_table_typed() -> None:
    session = new(4)
    session.act("add-city", {"city": "Augusta raurica", "towers": 3, "province": "germania", "eagle": False})
    assert _line(session) == "The table tells the city Augusta raurica"
    assert "named" not in session.events[-1].args
    assert [c.name for c in session.table.game.cities] == ["Augusta raurica"]


def test_a_typed_named_that_is_not_the_city_is_refused() -> None:
    """``named`` is worked out from ``city=``; typed, it logged "The table tells the city Roma" for a new city."""
    from tests.struggle_for_rome.helpers import new

    session = new(4)
    refused = session.propose("add-city", {"city": "Ann's plan", "towers": 3, "province": "gallia", "named": "roma"})
    assert [v.message for v in refused.violations] == ["named= is worked out from city=: leave it out"]

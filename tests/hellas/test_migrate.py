"""Saves written by the first Hellas rules (version 1) load under version 2."""

from __future__ import annotations

from pathlib import Path

from engine import saves
from rulesets.hellas.migrate import migrate_v1
from tests.hellas.helpers import on

V1 = Path(__file__).parent / "data" / "v1-session.toml"


def test_a_version_1_session_replays_with_reactions_as_the_opponents() -> None:
    session = saves.load(V1)
    lines = [session.describe_event(e, i) for i, e in enumerate(session.events, start=1)]
    assert "Theseus plays Ships defend" in lines and "Ariadne plays Void" in lines
    reaction = next(e for e in session.events if e.args.get("card") == "ships-defend")
    assert reaction.type == "react" and reaction.actor == "Theseus"
    attack = next(e for e in session.events if e.type == "attack")
    assert attack.args["sources"] == ["athens", "athens"]
    assert on(session, "argos") == (0, 2, 1)  # taken by Ariadne: 3 against 2 by sea once the void stood
    assert session.table.position.turn == 0 and session.ruleset.version == "17"
    # Its coast was described by neighbours: it goes on that way (version 3 lays new coasts on the grid).
    assert session.options["coast_by_hand"] is True
    # Its answers and descriptions go on as its rules took them (version 4: the attack's own answer).
    assert session.options["one_pass"] is True and session.options["loose_sides"] is True
    assert session.options["island_tiles"] is True  # version 5: every tile shows land on a side
    assert session.options["stacked_answers"] is True  # version 6: the attacker's word on each reaction


def test_version_1_cards_fields_are_renamed() -> None:
    data = {
        "players": [{"name": "A", "faction": "light"}, {"name": "B", "faction": "dark"}],
        "events": [
            {"t": "deal", "by": "A", "a": {"player": "A", "cards": ["void", "flood", "plus-one"]}},
            {"t": "play", "by": "A", "a": {"player": "A", "card": "swap-city", "city": "x", "city_b": "y"}},
            {"t": "play", "by": "A", "a": {"player": "A", "card": "reuse", "cards": ["plus-one"]}},
            {"t": "play", "by": "A", "a": {"player": "A", "card": "discard-to-three", "cards": ["flood", "void"]}},
            {"t": "play", "by": "A", "a": {"player": "B", "card": "retreat"}},
            {"t": "resolve", "by": "A", "a": {"retreat_to": "z"}},
        ],
    }
    events = migrate_v1(data)["events"]
    assert events[0]["a"] == {"player": "A", "zeus": "void", "poseidon": "flood", "ares": "plus-one"}
    assert events[1]["a"]["their_city"] == "y" and "city_b" not in events[1]["a"]
    assert events[2]["a"]["taken"] == "plus-one"
    assert events[4] == {"t": "discard", "by": "B", "at": 0, "a": {"player": "B", "cards": ["flood", "void"]}}
    assert events[5]["t"] == "react" and events[5]["by"] == "B" and events[5]["a"]["city"] == "z"
    assert events[6]["a"] == {}

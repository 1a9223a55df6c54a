"""Issue 34, a new player's first and second evenings on the shipped kit: the app asks for the printed facts
it lacks, works the income out as soon as it is told them, and keeps what was taught for the next game."""

from __future__ import annotations

import random

import pytest

from engine.errors import BadInput
from engine.kits import dumps, loads
from engine.session import Session
from rulesets.struggle_for_rome import INFO
from tests.struggle_for_rome.helpers import NAMES, count, new, place, tell_the_steppe

RULESET = INFO.load()


def test_after_a_roll_the_app_asks_for_what_it_lacks() -> None:
    """Play-test: every income was typed, and nothing said what the app needed to work it out."""
    session = new(4)
    session.act("roll-resources", {"dice": "1,3"})
    assert session.outcome(len(session.events))[1:3] == [
        "Whoever this roll brings resources enters them (receive).",
        "Told once, the app works it out from this roll on: the landscapes beside the start crossings "
        "(add-landscape, then add-crossing).",
    ]
    with pytest.raises(BadInput, match=r"a crossing not on the app's map yet is told once with add-crossing$"):
        session.propose("stand", {"tribe": "cavalry", "crossing": "Iron gate"})


def test_a_lone_figure_on_an_untold_start_crossing_brings_what_both_would() -> None:
    """Ann's cavalry has left; her infantry stands on one of her start crossings, which the app was not told.
    Both touch the Steppe field, so a 4 brings her its grain; a 10 only by the first, so the app asks, and once
    told it works the roll out there and then (no receive for it)."""
    session = tell_the_steppe(new(4))
    session.act("add-crossing", {"crossing": "Limes gate", "landscapes": "Steppe hills"})
    place(session, 0, "cavalry", "limes-gate")
    session.act("roll-resources", {"dice": "1,3"})  # 4: the field by either start crossing, the hills by the gate
    assert [count(session, "hand:red", "grain"), count(session, "hand:red", "ore")] == [2, 1]
    session.act("roll-resources", {"dice": "4,6"})  # 10: the pasture by the first start crossing only
    said = session.outcome(len(session.events))
    assert said[2:4] == [
        "Ann enters their own income (receive).",
        "Told once, the app works it out from this roll on: which start crossing Ann's infantry stands on (stand).",
    ]
    session.act("stand", {"player": "Ann", "tribe": "infantry", "crossing": "red-start-1"})
    assert session.outcome(len(session.events))[-1] == (
        "Income for the 10 worked out from what was told: Ann 1 pasture card to draw and name."
    )
    assert session.table.game.owed(0) == 1 and 0 in session.table.game.served
    # Older saves typed it: the same table with their rules leaves Ann's income to her.
    old = Session.new(
        RULESET, [(n, None) for n in NAMES], rng=random.Random(3), options={"typed_what_the_app_knows": True}
    )
    for _ in NAMES:
        old.act("starting-card", {"card": "cattle"})
    tell_the_steppe(old)
    old.act("add-crossing", {"crossing": "Limes gate", "landscapes": "Steppe hills"})
    place(old, 0, "cavalry", "limes-gate")
    old.act("roll-resources", {"dice": "1,3"})
    assert count(old, "hand:red", "grain") == 1


def test_a_city_taught_at_a_table_of_four_is_on_the_next_games_map() -> None:
    """Second evening: the cities the first evening added came back "not on the app's map yet", as nobody asked
    a table of four their III mark. With four players they are laid out; with three the mark decides."""
    first = new(4)
    first.act("add-city", {"city": "Lauriacum", "towers": 2, "province": "germania"})
    kit = loads(dumps(RULESET.learned(first.context(), first.kits[0])), RULESET.kit_schema, RULESET.id, "learned")
    assert kit.known("cities", "lauriacum", "three") is None
    later = new(4, kit=kit)
    assert count(later, "city:lauriacum", "tile") == 1
    assert later.propose("add-city", {"city": "Lauriacum"}).violations  # on the map already
    three = new(3, kit=kit)
    assert count(three, "city:lauriacum", "tile") == 0

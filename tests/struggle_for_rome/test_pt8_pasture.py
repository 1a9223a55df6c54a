"""Play-test 8 (issue 34): with the pasture deck down to one kind, the card owed is drawn by itself, and a card
the deck cannot give is refused saying what it holds."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.struggle_for_rome.helpers import count, new, put


def _owes_a_card() -> Session:
    """Ann's start crossings touch a pasture 10; the deck holds only cattle, the face-up pile every horse."""
    session = new(3)
    session.act("add-landscape", {"name": "Ten pasture", "kind": "pasture", "number": 10})
    session.act("add-landscape", {"name": "Wood", "kind": "forest"})
    for colour in ("red", "blue", "white"):
        land = "Ten pasture" if colour == "red" else "Wood"
        for n in (1, 2):
            session.act("add-crossing", {"crossing": f"{colour}-start-{n}", "landscapes": land})
    horses = count(session, "deck:pasture", "horse")
    put(session, "discard:pasture", "horse", horses, "deck:pasture")
    session.act("roll-resources", {"dice": "4,6"})
    assert session.table.game.owed(0) == 1
    return session


def test_the_only_kind_left_is_drawn_by_itself() -> None:
    session = _owes_a_card()
    cattle = count(session, "hand:red", "cattle")
    session.act("receive", {"player": "Ann"})
    assert count(session, "hand:red", "cattle") == cattle + 1 and session.table.game.owed(0) == 0
    assert session.outcome(len(session.events))[0].startswith("Ann draws 1 pasture card: the pasture deck could")


def test_a_horse_from_a_deck_of_cattle_says_why() -> None:
    session = _owes_a_card()
    with pytest.raises(RuleRefused, match="the pasture deck holds only one kind now"):
        session.act("receive", {"player": "Ann", "horse": 1})


def test_an_idle_tribe_taking_a_horse_from_a_deck_of_cattle_is_told_why() -> None:
    from tests.struggle_for_rome.helpers import to_phase

    session = new(3)
    put(session, "discard:pasture", "horse", count(session, "deck:pasture", "horse"), "deck:pasture")
    to_phase(session, "cavalry")
    said = [v.said() for v in session.propose("idle", {"take": "horse"}).violations]
    assert any("holds only one kind now" in s for s in said), said

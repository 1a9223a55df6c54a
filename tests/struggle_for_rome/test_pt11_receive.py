"""Play-test 11, B1: a ``receive`` naming nobody is the income of the first player the header names as waited
for, never another's (the play-test's bare entries went to Hugo, Filip, Gita, Eva under "Hugo, Eva, Filip,
Gita")."""

from __future__ import annotations

from engine.summary import waiting_for
from tests.struggle_for_rome.helpers import count, new
from tests.struggle_for_rome.test_pt7_receive import _board


def test_bare_receives_follow_the_header_order() -> None:
    """Cy owes a pasture card for the 6 and Bo one for the 10; the header says "Bo, Cy": the first bare card
    is Bo's, the next Cy's (before, the earliest roll's player, Cy, took the first)."""
    session = _board()
    session.act("roll-resources", {"dice": "3,3"})
    session.act("roll-resources", {"dice": "4,6"})
    assert waiting_for(session) == ["Bo", "Cy"]
    assert session.act("receive", {"horse": 1}).actor == "Bo"
    assert waiting_for(session) == ["Cy"]
    assert session.act("receive", {"horse": 1}).actor == "Cy"
    assert count(session, "hand:blue", "horse") == 1 and count(session, "hand:white", "horse") == 1


def test_income_that_is_not_the_first_named_is_refused_not_given_to_another() -> None:
    """With an untaught board everyone's income is waited for, Ann's first: grain typed bare is Ann's, whatever
    is typed, and each next bare entry the next name's."""
    session = new(4)
    session.act("roll-resources", {"dice": "4,6"})
    order = waiting_for(session)
    assert order == ["Ann", "Bo", "Cy", "Di"]
    for player in order:
        assert session.act("receive", {"grain": 1}).actor == player

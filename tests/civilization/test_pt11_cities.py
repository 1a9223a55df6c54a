"""Play-test 11, bug 8: a city named tells who acts with it; building in another player's city is no override."""

from __future__ import annotations

from tests.civilization.helpers import go_to, new


def test_the_city_named_says_who_acts() -> None:
    # x19: build city=china item=army in Anna's turn: "China capital is Bob's city, not Anna's; use --force".
    session = new(("Anna", "egypt"), ("Bob", "china"), ("Cyril", "germany"))
    go_to(session, "city")
    proposal = session.propose("harvest", {"city": "china-capital", "resource": "iron"})
    assert proposal.actor == 1
    assert any(v.message == "it is Anna's turn, not Bob's" for v in proposal.violations)


def test_acting_with_another_players_city_cannot_be_forced() -> None:
    session = new(("Anna", "egypt"), ("Bob", "china"), ("Cyril", "germany"))
    go_to(session, "city")
    proposal = session.propose("harvest", {"city": "china-capital", "resource": "iron"}, actor="Anna")
    assert not proposal.forcible
    assert any("China capital is Bob's city, not Anna's" in v.message for v in proposal.violations)

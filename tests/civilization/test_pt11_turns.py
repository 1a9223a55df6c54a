"""Play-test 11, bugs 1 and 7: an event card ends nobody's turn; one player's ``next`` does not end research for
another who may still research."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.civilization.helpers import go_to, new, put, set_realm


def _movement(bob_has_figures: bool) -> Session:
    session = new(("Anna", "egypt"), ("Bob", "china"), ("Cyril", "germany"))
    if not bob_has_figures:
        for kind, n in session.table.ledger.holding("board:china"):
            put(session, kind, n, "board:china", "supply:china")
    go_to(session, "movement")
    put(session, "event", 1, "deck", "hand:china")
    return session


def test_the_next_players_event_card_leaves_the_turn_alone() -> None:
    # x5: play-event --as Anna in Cyril's movement turn said "Cyril's turn ends: Anna, next in turn, acted".
    session = _movement(bob_has_figures=True)
    session.act("play-event", {}, actor="Bob")
    assert session.table.position.turn == 0
    assert not any("turn" in line for line in session.outcome(len(session.events)))


def test_an_event_card_of_a_player_with_no_figures_leaves_the_turn_alone() -> None:
    # x4: play-event --as Petr (no figures) in Jana's turn said "Jana's turn is over: nothing left to decide".
    session = _movement(bob_has_figures=False)
    session.act("play-event", {}, actor="Bob")
    assert session.table.position.turn == 0
    assert not any("nothing left to decide" in line for line in session.outcome(len(session.events)))


def test_a_move_of_the_next_player_still_hands_the_turn_over() -> None:
    session = _movement(bob_has_figures=True)
    session.act("village", {"won": "no"}, actor="Bob")
    assert session.table.position.turn == 1


def _research() -> Session:
    session = new(("Anna", "egypt"), ("Bob", "china"), ("Cyril", "germany"))
    go_to(session, "research")
    set_realm(session, 0, trade=4)
    set_realm(session, 1, trade=0)
    set_realm(session, 2, trade=8)
    return session


def test_next_of_a_player_who_cannot_research_does_not_end_research_for_another() -> None:
    # e2 #64: next --as Anna --yes (4 trade) ended research for Cyril, and the log said Anna ended it.
    session = _research()
    with pytest.raises(RuleRefused) as refused:
        session.act("next", {}, actor="Anna")
    assert "Cyril may still research: Cyril ends it (next --as Cyril)" in str(refused.value)
    assert session.phase.id == "research"


def test_the_header_waits_for_whoever_may_still_research_and_a_bare_next_is_theirs() -> None:
    session = _research()
    assert session.ruleset.waiting(session.context()) == [2]
    assert session.propose("next", {}).actor == 2

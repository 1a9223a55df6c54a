"""Play-test 12, bug 2: no action a player may take outside their own turn ends the turn holder's turn (``coins``
and ``set-dial`` of the next player ended Cyril's Movement turn, as ``play-event`` did in play-test 11)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.session import Session
from rulesets.civilization import any_time, turns
from tests.civilization.helpers import go_to, put, set_realm
from tests.civilization.helpers import new as new_session

#: What each action open to a player who does not hold the turn is tried with, in the holder's Movement turn.
TRIED: dict[str, dict[str, Any]] = {
    "coins": {"change": "1", "from": "person"},
    "set-dial": {"dial": "trade", "value": "5"},
    "play-event": {},
    "great-person": {"person": "sun-tzu"},
    "invest": {"coins": "1"},
    "trade": {"to": "Cyril", "amount": "1"},
    "collect-trade": {"amount": "3"},
    "research": {"tech": "pottery"},
    "start-tech": {"tech": "pottery"},
    "national-start": {"item": "pyramids"},
    "start-pieces": {"printed": "yes"},
}
#: Actions with no player of their own (the table's), or open only to the two sides of a battle, which holds every
#: turn until its result is recorded.
NOT_A_PLAYERS = {"collect-all", "add-tech", "add-wonder", "add-building", "add-person", "front"}


def _movement() -> Session:
    session = new_session(("Anna", "egypt"), ("Bob", "china"), ("Cyril", "germany"))
    go_to(session, "movement")
    put(session, "event", 1, "deck", "hand:china")
    put(session, "coin", 2, "bank", "coins:china")
    set_realm(session, 1, pending_persons=1, trade=6)
    return session


def test_every_action_open_outside_the_turn_is_walked() -> None:
    open_to_others = {a.name for a in _movement().ruleset.actions if any_time.outside_turn(a)}
    assert open_to_others == set(TRIED) | NOT_A_PLAYERS


@pytest.mark.parametrize("name", sorted(TRIED))
def test_the_next_players_action_open_to_anyone_leaves_the_turn_alone(name: str) -> None:
    # x3: coins --as Anna (next in turn) in Cyril's Movement turn said "Cyril's turn ends: Anna, next in turn,
    # acted"; so did set-dial.
    session = _movement()
    session.act(name, TRIED[name], actor="Bob", force=True)  # forced: some belong to other phases
    assert session.table.position.turn == 0
    assert not any("turn ends" in line for line in session.outcome(len(session.events)))


def test_a_move_of_the_next_player_still_hands_the_turn_over() -> None:
    session = _movement()
    session.act("village", {"won": "no"}, actor="Bob")
    assert session.table.position.turn == 1


def test_a_way_back_to_despotism_gives_no_start_turn() -> None:
    # Item 5: a player out of Despotism had a start turn every round (a bare next) for a change nobody makes.
    session = new_session(("Petr", "rome"), ("Jana", "china"))  # Rome starts with Code of Laws (Republic)
    put(session, "settler:rome", 1, "board:rome", "supply:rome")
    set_realm(session, 0, government="republic")
    assert not turns.can_start(session.context(), 0)
    set_realm(session, 0, government="despotism")
    assert turns.can_start(session.context(), 0)  # Republic researched and not in use: a change to decide

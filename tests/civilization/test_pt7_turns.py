"""Play-test 7: fewer bare ``next``. Moves are not recorded, so the next player's find or battle in movement ends
the turn before, as at the table."""

from __future__ import annotations

from engine.session import Session
from rulesets.civilization import INFO
from tests.civilization.helpers import go_to, new


def _three() -> Session:
    return new(("Jana", "china"), ("Petr", "rome"), ("Eva", "germany"))


def test_the_next_players_hut_ends_the_movement_turn_before() -> None:
    # e1: every player before the one who acted in movement typed a bare next.
    session = _three()
    go_to(session, "movement")
    assert session.turn_player is not None and session.turn_player.name == "Jana"
    events = len(session.events)
    session.act("hut", {"reward": "coin"}, actor="Petr")
    assert len(session.events) == events + 1  # no next typed
    assert session.turn_player is not None and session.turn_player.name == "Petr"
    said = session.outcome(len(session.events))
    assert any("Jana" in line for line in said[:1]), said


def test_the_start_guide_does_not_say_the_start_player_passed_in_round_one() -> None:
    start = INFO.load().phases[0]
    assert "has passed left" not in start.guide

"""Play-test 12, item 1: the opponent's own option ends the turn before it (no ``next``); their answers inside the
turn (a pass, a reaction) do not. Saves before version 17 keep typing ``next``."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.hidden import check_lines
from engine.session import Session
from rulesets.hellas.migrate import BEFORE_V17
from tests.hellas.helpers import DARK, LIGHT, at_turns, on, tile

ENDS = "Light's turn ends: Dark, next in turn, has begun."


def _after_regroup(options: dict[str, object] | None = None) -> Session:
    """Light's voyage to Pylos and her regroup into it, a Two extra figures still in hand (the turn goes on)."""
    session = at_turns(
        tile("x", LIGHT, 3, 2), tile("y", DARK, 1, 1), hands=({"two-extra": 1}, {"void": 1}), options=options
    )
    session.act("voyage", {"name": "Pylos", "temple": "no", "land": "x", "sea": "x,y", "ship_from": "x"})
    session.act("regroup", {"from": "x", "to": "pylos", "greeks": 1})
    assert session.turn_player is not None and session.turn_player.name == "Light"
    return session


def _turn(session: Session) -> str:
    assert session.turn_player is not None
    return session.turn_player.name


def test_the_opponents_reinforcements_end_the_turn_and_say_so() -> None:
    session = _after_regroup()
    proposal = session.propose("reinforce", {"greeks": ["y"]}, actor="Dark")
    assert proposal.legal, proposal.violations
    assert any(ENDS in line for line in check_lines(session, proposal))
    session.act("reinforce", {"greeks": ["y"]}, actor="Dark")
    assert _turn(session) == "Dark" and on(session, "y") == (DARK, 2, 1)
    assert ENDS in session.outcome(len(session.events))
    assert not any(e.type == "next" for e in session.events)


def test_a_pass_on_the_holders_card_keeps_the_turn() -> None:
    session = _after_regroup()
    session.act("play", {"card": "two-extra", "count": 1})
    proposal = session.propose("pass", actor="Dark")
    assert proposal.legal and not any(ENDS in line for line in check_lines(session, proposal))
    event = session.act("pass", actor="Dark")
    assert event.actor == "Dark"
    assert "Dark lets Light's Two extra figures stand." in session.outcome(len(session.events))
    assert not any(ENDS in line for line in session.outcome(len(session.events)))
    assert _turn(session) == "Light" and session.table.position.acted == ()
    assert on(session, "pylos") == (LIGHT, 3, 0)  # the voyage's Greek, one regrouped, one extra


def test_an_older_save_keeps_next() -> None:
    session = _after_regroup({BEFORE_V17: True})
    with pytest.raises(RuleRefused, match="it is Light's turn, not Dark's"):
        session.act("reinforce", {"greeks": ["y"]}, actor="Dark")
    session.act("next")
    session.act("reinforce", {"greeks": ["y"]}, actor="Dark")
    assert _turn(session) == "Dark"

"""PhaseSpec.handover_turn_only: only an action the next player could not take in the holder's turn hands it over.

Market Day's market with a handover, where the player next in turn may also give a tithe inside the holder's turn
(as Hellas's opponent answers a card): that tithe keeps the turn; a gift, the holder's kind of action, hands it over.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.errors import RuleRefused
from engine.hidden import check_lines
from engine.ruleset import Ruleset
from engine.session import Session
from engine.state import Context
from tests.conftest import finish_harvest
from tests.fixture_game import INFO


def _holder_or_next(ctx: Context) -> tuple[int, ...]:
    """The turn holder and the player after them may tithe (the next player's answer in the holder's turn)."""
    turn = ctx.position.turn
    if turn is None:
        return tuple(range(len(ctx.players)))
    return (turn, (turn + 1) % len(ctx.players))


def _market(turn_only: bool = True, handover: bool = True) -> Ruleset:
    """Market Day whose market hands over (``turn_only``: only actions the next player may not take now)."""
    base = type(INFO.load())

    class Answering(base):  # type: ignore[valid-type, misc]
        phases = tuple(
            replace(p, handover=lambda ctx: handover, handover_turn_only=turn_only) if p.id == "market" else p
            for p in base.phases
        )
        actions = tuple(replace(a, who=_holder_or_next) if a.name == "tithe" else a for a in base.actions)

    return Answering()


def _session(ruleset: Ruleset) -> Session:
    session = Session.new(ruleset, [(n, None) for n in ("Ann", "Bo", "Cy")], rng=random.Random(1))
    finish_harvest(session)
    return session


def _turn(session: Session) -> str | None:
    player = session.turn_player
    return None if player is None else player.name


def test_an_answer_inside_the_turn_keeps_it() -> None:
    session = _session(_market())
    assert _turn(session) == "Ann"
    proposal = session.propose("tithe", {"amount": 1}, actor="Bo")
    assert proposal.legal
    assert not any("turn ends" in line for line in check_lines(session, proposal))
    session.act("tithe", {"amount": 1}, actor="Bo")
    assert (_turn(session), session.table.position.acted) == ("Ann", ())
    assert not any("turn ends" in line for line in session.outcome(len(session.events)))


def test_an_action_of_the_holders_kind_hands_the_turn_over() -> None:
    session = _session(_market())
    session.act("tithe", {"amount": 1}, actor="Bo")  # the answer first: the turn stays Ann's
    proposal = session.propose("give", {"to": "Ann", "amount": 1}, actor="Bo")
    assert proposal.legal
    assert any("Ann's turn ends: Bo, next in turn, has begun." in line for line in check_lines(session, proposal))
    session.act("give", {"to": "Ann", "amount": 1}, actor="Bo")
    assert (_turn(session), session.table.position.acted) == ("Bo", (0,))
    # Replay reads it alike: the same table from the log alone.
    again = Session.new(session.ruleset, [(n, None) for n in ("Ann", "Bo", "Cy")], rng=random.Random(1))
    again.replay(session.events)
    assert again.table == session.table


def test_without_the_flag_the_answer_ends_the_turn() -> None:
    """The flag is what keeps the turn: a plain handover takes any action of the next player's."""
    session = _session(_market(turn_only=False))
    session.act("tithe", {"amount": 1}, actor="Bo")
    assert (_turn(session), session.table.position.acted) == ("Bo", (0,))


def test_a_handover_switched_off_by_the_table_refuses() -> None:
    """``handover`` as a function of the table (a rules version): off, the next player waits for ``next``."""
    session = _session(_market(handover=False))
    with pytest.raises(RuleRefused, match="it is Ann's turn, not Bo's"):
        session.act("give", {"to": "Ann", "amount": 1}, actor="Bo")
    session.act("tithe", {"amount": 1}, actor="Bo")
    assert _turn(session) == "Ann"

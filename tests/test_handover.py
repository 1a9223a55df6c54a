"""PhaseSpec.handover: the next player's action ends the turn before it, as a typed ``next`` would."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.actions import Violation
from engine.errors import RuleRefused
from engine.hidden import check_lines
from engine.ruleset import Ruleset
from engine.session import Session
from engine.state import Context
from tests.conftest import finish_harvest
from tests.fixture_game import INFO


def _handing(owing: bool = False) -> Ruleset:
    """Market Day with its market handing over; ``owing``: a turn holder with 3 coins or more owes a tithe."""
    base = type(INFO.load())

    class Handing(base):  # type: ignore[valid-type, misc]
        phases = tuple(replace(p, handover=True) if p.id == "market" else p for p in base.phases)

        def turn_may_end(self, ctx: Context) -> list[Violation]:
            turn = ctx.position.turn
            if owing and turn is not None and ctx.count(ctx.own("purse", turn), "coin") > 2:
                return [Violation("Tithe", "the holder owes a tithe", "market")]
            return []

    return Handing()


def _session(ruleset: Ruleset) -> Session:
    session = Session.new(ruleset, [(n, None) for n in ("Ann", "Bo", "Cy")], rng=random.Random(1))
    finish_harvest(session)
    return session


def _turn(session: Session) -> str | None:
    player = session.turn_player
    return None if player is None else player.name


def test_the_next_players_action_ends_the_turn_and_says_so() -> None:
    session = _session(_handing())
    assert (session.step_name, _turn(session)) == ("trade", "Ann")
    proposal = session.propose("tithe", {"amount": 1}, actor="Bo")
    assert proposal.legal
    lines = check_lines(session, proposal)
    assert "Ann's turn ends: Bo, next in turn, has begun." in lines[1]
    session.act("tithe", {"amount": 1}, actor="Bo")
    position = session.table.position
    assert (_turn(session), position.acted) == ("Bo", (0,))
    assert "Bo's turn." in session.outcome(len(session.events))
    # Cy, next after Bo, may act in turn as well; Ann, who has acted, may not.
    with pytest.raises(RuleRefused, match="Bo's turn"):
        session.act("tithe", {"amount": 1}, actor="Ann")
    session.act("give", {"to": "Ann", "amount": 1}, actor="Cy")
    assert (_turn(session), session.table.position.acted) == ("Cy", (0, 1))


def test_a_player_further_on_is_still_refused() -> None:
    session = _session(_handing())
    with pytest.raises(RuleRefused, match="it is Ann's turn, not Cy's"):
        session.act("tithe", {"amount": 1}, actor="Cy")
    assert _turn(session) == "Ann" and not session.table.position.acted


def test_a_turn_holder_who_owes_keeps_the_turn() -> None:
    session = _session(_handing(owing=True))
    assert session.table.ledger.count("purse:red", "coin") == 3  # 1 at the start, 2 harvested
    with pytest.raises(RuleRefused, match="it is Ann's turn, not Bo's"):
        session.act("tithe", {"amount": 1}, actor="Bo")
    session.act("tithe", {"amount": 1})  # Ann pays what she owed
    session.act("tithe", {"amount": 1}, actor="Bo")
    assert _turn(session) == "Bo"


def test_without_the_declaration_nothing_changes() -> None:
    session = _session(INFO.load())
    with pytest.raises(RuleRefused, match="it is Ann's turn, not Bo's"):
        session.act("tithe", {"amount": 1}, actor="Bo")


def test_undo_redo_and_replay_keep_the_handover() -> None:
    ruleset = _handing()
    session = _session(ruleset)
    session.act("tithe", {"amount": 1}, actor="Bo")
    session.act("give", {"to": "Ann", "amount": 1}, actor="Cy")
    after = session.table
    session.undo(2)
    assert _turn(session) == "Ann"
    session.redo(2)
    assert session.table == after
    again = Session.new(ruleset, [(n, None) for n in ("Ann", "Bo", "Cy")], rng=random.Random(1))
    again.replay(session.events)
    assert again.table == after and again.table.position.acted == (0, 1)

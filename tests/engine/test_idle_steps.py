"""Play-test leftovers (Mare Nostrum's preset start waited for a typed end): a step taken in turn whose turn
order is empty goes on by itself where the ruleset says so (``Ruleset.passes_idle_steps``), and the log says
it; a ruleset that does not say so waits as before (older logs replay as they were taken)."""

from __future__ import annotations

import random

from engine.session import Session
from engine.state import Context
from tests.fixture_game.ruleset import MarketDay


class _IdleMarket(MarketDay):
    """Market Day where nobody has anything to do in one step of the market (``idle``)."""

    idle = ""
    passes = True

    def turn_order(self, ctx: Context) -> tuple[int, ...]:
        return () if ctx.step == self.idle else super().turn_order(ctx)

    def passes_idle_steps(self, ctx: Context) -> bool:
        return self.passes


def _market(idle: str, passes: bool = True) -> Session:
    ruleset = _IdleMarket()
    ruleset.idle, ruleset.passes = idle, passes
    session = Session.new(ruleset, [("Ann", None), ("Bo", None)], rng=random.Random(1))
    for name in ("Ann", "Bo"):
        session.act("harvest", {"player": name})
    return session


def test_an_idle_first_step_is_passed_and_said() -> None:
    session = _market("trade")
    session.act("next-phase")
    assert (session.phase.id, session.step_name, session.turn_player) == ("market", "build", session.players[0])
    said = session.outcome(len(session.events))
    assert "Nobody has anything to do in Market phase (trade): it passes." in said
    assert "Market phase (build) begins." in said


def test_an_idle_last_step_ends_the_phase_and_says_so() -> None:
    session = _market("build")
    session.act("next-phase")
    session.act("next", actor="Ann")
    session.act("next", actor="Bo")
    assert session.phase.id == "duel"
    said = session.outcome(len(session.events))
    assert said[-2:] == ["Nobody has anything left to do in the Market phase: it ends.", "Duel phase begins."]


def test_a_ruleset_that_does_not_say_so_waits_as_before() -> None:
    session = _market("trade", passes=False)
    session.act("next-phase")
    assert (session.phase.id, session.step_name, session.turn_player) == ("market", "trade", None)
    assert not any("Nobody has" in line for line in session.outcome(len(session.events)))


def test_a_typed_next_phase_says_nothing_of_the_steps_it_skips() -> None:
    session = _market("")
    session.act("next-phase")
    session.act("next-phase")  # the trade's turns and the build step, skipped by the table's word
    assert session.phase.id == "duel"
    assert not any("Nobody has" in line for line in session.outcome(len(session.events)))

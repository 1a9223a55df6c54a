"""Play-test 8, bug 3: the ``start-pieces`` question stays owed until answered (it lapsed when round 1 ended, and
Greece played the game in Despotism); a late answer puts Egypt's wonder in Pending."""

from __future__ import annotations

import random

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from rulesets.civilization import INFO
from rulesets.civilization.kit import shipped
from tests.civilization.helpers import TRACK, go_to, realm


def _asked(*players: tuple[str, str]) -> Session:
    """The shipped kit: nobody has said yet what the printed sheets give."""
    return Session.new(INFO.load(), list(players), rng=random.Random(1), kit=shipped(), options=TRACK)


def test_next_phase_is_refused_while_a_sheet_is_unanswered() -> None:
    # x1: A (Japan) answered, B (Greece) did not; next-phase ended the start with no warning.
    session = _asked(("A", "japan"), ("B", "greece"))
    session.act("start-pieces", {"printed": "yes"}, actor="A")
    session.act("policy", {"policy": "militarism"}, actor="A")
    events = len(session.events)
    with pytest.raises(RuleRefused, match=r"Start pieces: still to check once on the printed sheet.*B: Democracy"):
        session.act("next-phase")
    assert len(session.events) == events and session.phase.id == "start"


def test_the_question_is_still_answered_after_the_first_round() -> None:
    session = _asked(("A", "japan"), ("B", "greece"))
    go_to(session, "trade")
    go_to(session, "start")  # round 2, forced past the question
    assert session.table.position.round == 2
    from engine.summary import obligations

    pending = " ".join(v.message for v, _ in obligations(session))
    assert "B: Democracy as the start government" in pending
    session.act("start-pieces", {"printed": "yes"}, actor="B")
    assert (realm(session, 1).government, realm(session, 1).free_policy) == ("democracy", True)


def test_a_late_answer_puts_egypts_wonder_in_pending() -> None:
    # e1 round 1: after the last collect-trade the state waited for Tomas, but Pending was empty.
    session = _asked(("A", "egypt"), ("B", "rome"))
    go_to(session, "trade")
    session.act("start-pieces", {"printed": "yes"}, actor="A")
    pending = " ".join(session.ruleset.pending(session.context()))
    assert "A's ancient wonder (national-start)" in pending


def test_pending_says_each_duty_once() -> None:
    # The free policy and the start pieces were each said twice in Pending (a line and the phase's duty).
    from engine.summary import obligations

    session = _asked(("A", "japan"), ("B", "greece"))
    session.act("start-pieces", {"printed": "yes"}, actor="A")
    lines = [*session.ruleset.pending(session.context()), *(v.message for v, _ in obligations(session))]
    assert sum("choose a free policy" in line for line in lines) == 1
    assert sum("Democracy as the start government" in line for line in lines) == 1

"""Play-test 11: a coin gain the app cannot check never wins the game unasked (ptr10 bug 2, half fixed)."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.civilization.helpers import give_person, go_to, new, put


def _petr_with_hannibal() -> Session:
    session = new(("Jana", "china"), ("Petr", "rome"))
    go_to(session, "trade")
    give_person(session, 1, "hannibal")
    return session


def test_a_gain_from_a_person_that_would_win_is_asked_first() -> None:
    # x9: coins change=15 from=person --as Petr --check was "allowed" (Petr holds only Hannibal), and would win.
    session = _petr_with_hannibal()
    with pytest.raises(RuleRefused) as refused:
        session.act("coins", {"change": "15", "from": "person"}, actor="Petr")
    said = str(refused.value)
    assert "15 coins would win the game for Petr (15 win)" in said
    assert not session.table.winners


def test_forced_it_is_the_tables_word_and_wins() -> None:
    session = _petr_with_hannibal()
    session.act("coins", {"change": "15", "from": "person"}, actor="Petr", force=True)
    assert session.table.winners == (1,)


def test_investments_count_towards_the_win_asked_about() -> None:
    session = _petr_with_hannibal()
    put(session, "coin", 13, "bank", "investments:rome")
    with pytest.raises(RuleRefused):
        session.act("coins", {"change": "2", "from": "person"}, actor="Petr")


def test_a_small_gain_is_not_asked() -> None:
    session = _petr_with_hannibal()
    session.act("coins", {"change": "2", "from": "person"}, actor="Petr")
    assert session.table.ledger.count("coins:rome", "coin") == 2

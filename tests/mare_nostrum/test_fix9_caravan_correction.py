"""Issue 32: ``correct kind=caravan`` of a province counted only the caravans whose good was not named yet (the
named ones stand on the province's symbols): "Carthage has 3 caravans" added 3 more to its 2 named ones. A
correction now counts the holders the game counts together (``Ruleset.counted_with``), and still moves only the
difference, so the ledger keeps every caravan."""

from __future__ import annotations

import pytest

from engine.errors import TabulaError
from engine.session import Session
from rulesets.mare_nostrum.components import province_holder, symbol_holder
from tests.mare_nostrum.helpers import finish_setup, new_game, table


def _carthage() -> Session:
    session = new_game("egypt", "carthage", "greece")
    finish_setup(session)
    assert table(session).caravans("carthage") == ["grain", "grain"]  # named: on the grain symbols
    return session


def _correct(session: Session, count: int, holder: str = "province:carthage.land") -> None:
    raw = {"holder": holder, "kind": "caravan", "count": count, "reason": "counted again", "source": "box"}
    session.act("correct", raw)


def test_a_province_s_caravans_count_the_named_ones() -> None:
    session = _carthage()
    totals = session.table.ledger.totals()
    _correct(session, 3)
    board = table(session)
    assert board.caravans("carthage") == ["grain", "grain"] and board.unnamed_caravans("carthage") == 1
    said = session.outcome(len(session.events))
    assert said[0] == "Correction: Carthage: 3 caravans now (was 2; 1 caravan came from the box)."
    assert session.table.ledger.totals() == totals


def test_a_province_holding_that_many_named_caravans_is_no_change() -> None:
    session = _carthage()
    with pytest.raises(TabulaError, match="holds 2 caravans already"):
        _correct(session, 2)


def test_fewer_caravans_leave_where_the_count_says_which() -> None:
    session = _carthage()
    _correct(session, 1)  # only grain symbols hold them: one grain caravan goes
    assert table(session).caravans("carthage") == ["grain"]
    _correct(session, 2)
    _correct(session, 0)  # all of them go, named or not
    board = table(session)
    assert board.caravans("carthage") == [] and board.unnamed_caravans("carthage") == 0


def test_fewer_caravans_in_several_places_name_the_one_that_changed() -> None:
    session = _carthage()
    _correct(session, 3)  # one with its good not named yet: which one went is not known
    before = session.table.ledger
    with pytest.raises(TabulaError, match="correct the one that changed"):
        _correct(session, 2)
    assert session.table.ledger == before
    assert session.table.ledger.count(symbol_holder("carthage", "grain"), "caravan") == 2
    assert session.table.ledger.count(province_holder("carthage"), "caravan") == 1

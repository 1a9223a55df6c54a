"""Play-test 11, B2: a refused build kept the part of its price it could not pay as the board's fact
(``slaves=2`` refused, "holds 1 of the 2 slaves"; the right ``slaves=1`` then refused, "the kit prints 2")."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.aquileia.helpers import give_cards, new, place_all, set_coins, to_phase


def _forum() -> Session:
    session = new()
    session.teaches = False  # kept for this session only: nothing is written outside the test
    set_coins(session, 0, bronze=1, silver=2)
    give_cards(session, 0, "slave-1")
    place_all(session, {"Blue": ["forum-1"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "forum")
    return session


def test_slaves_the_builder_cannot_pay_are_not_kept() -> None:
    session = _forum()
    args = {"tile": "blue villa 6", "coins": "silver,silver,bronze"}
    with pytest.raises(RuleRefused, match="holds 1 of the 2 slaves"):
        session.act("build", {**args, "slaves": 2})
    session.act("build", {**args, "slaves": 1})  # not "the kit prints 2, not 1"
    assert session.table.game.patricians[0].buildings[-1].tile == "villa-blue-6"


def test_a_price_that_was_paid_is_still_kept_when_the_slaves_fall_short() -> None:
    """What the refusal did not question (the coins, paid in full) is kept, as before."""
    session = _forum()
    with pytest.raises(RuleRefused) as refused:
        session.act("build", {"tile": "blue villa 6", "coins": "silver,silver,bronze", "slaves": 2})
    assert refused.value.kept
    assert session.stated == [{"buildings": [{"id": "villa-blue-6", "coins": ["silver", "silver", "bronze"]}]}]

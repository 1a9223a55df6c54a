"""Play-test 8 (issue 34), P4: ``move … grain=1`` with no grain said "Ann cannot pay", though her gold paid the
3-gold price: the refusal names the missing grain and the way the hand can pay."""

from __future__ import annotations

from tests.struggle_for_rome.helpers import hand, new, put, to_phase


def test_grain_named_but_missing_says_so_and_that_gold_pays() -> None:
    session = new(3)
    to_phase(session, "cavalry")
    hand(session, "red", grain=0)
    put(session, "purse:red", "gold", 8, "bank")
    said = [v.said() for v in session.propose("move", {"land": 2, "grain": 1}).violations]
    assert said[0] == (
        "Move cost: the move costs 1 land arrow: 1 grain or 3 gold; Ann has 0 grain, not the 1 grain named: "
        "without grain= the move is paid as the hand allows"
    ), said
    assert session.propose("move", {"land": 2}).legal

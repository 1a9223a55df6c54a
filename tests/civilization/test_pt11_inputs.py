"""Play-test 11, fewer inputs: the giver of a deal in a game of two."""

from __future__ import annotations

from tests.civilization.helpers import go_to, new, realm


def test_a_deal_in_a_game_of_two_is_given_by_the_other_player() -> None:
    # k5: trade to=B asked "say who acts (A or B)", though only A can give to B.
    session = new(("A", "rome"), ("B", "china"))
    go_to(session, "trade")
    session.act("collect-trade", {"amount": "5"}, actor="A")
    session.act("collect-trade", {"amount": "3"}, actor="B")
    session.act("trade", {"to": "B", "amount": "2"})
    assert session.events[-1].actor == "A"
    assert (realm(session, 0).trade, realm(session, 1).trade) == (3, 5)

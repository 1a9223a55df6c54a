"""Play-test 7 (issue 34), N5: the report told each player's horses and cattle mid-game, though pasture cards
are drawn face down (L5, L7): it counts them together, as the table saw them drawn."""

from __future__ import annotations

from engine.story import incomes
from tests.struggle_for_rome.test_pt7_receive import _board


def test_the_report_counts_pasture_cards_without_their_kind() -> None:
    session = _board()
    session.act("roll-resources", {"dice": "3,3"})  # Cy draws one for the 6
    session.act("roll-resources", {"dice": "4,6"})  # Bo one for the 10
    session.act("receive", {"horse": 1})
    session.act("receive", {"cattle": 1})
    (row,) = incomes(session)
    assert row.amounts[1] == row.amounts[2] == {"pasture cards": 1}
    assert not any("horse" in said or "cattle" in said for said in row.said)

"""Play-test 10: Pending lines that said what the table could not do (bug 9) or said a thing twice."""

from __future__ import annotations

from tests.mare_nostrum.test_blockade import _petr_in_strategy


def test_no_next_line_while_greece_answers_a_transport() -> None:
    # Bug 9 (s1 #170): "Petr moves and fights; next ends the turn" while next was not offered.
    session = _petr_in_strategy()
    session.act("move-legion", {"to": "north-of-athens", "count": 2})
    pending = [p["text"] for p in session.summary()["pending"]]
    assert not any("next ends the turn" in line for line in pending), pending
    assert session.propose("next", {"player": "Honza"}).violations  # Greece answers first

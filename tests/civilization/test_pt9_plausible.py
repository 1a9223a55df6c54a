"""Play-test 9, item 3: counts the printed game bounds are asked first; bug 6: a marker the table applies leaves
the map."""

from __future__ import annotations

import pytest

from engine.errors import TabulaError
from rulesets.civilization.components import on_board, travel_speed
from tests.civilization.helpers import count, faction, go_to, new


def test_more_finds_than_the_figures_reach_are_asked_first() -> None:
    # x5: 9 Teacher huts in one turn by a player with 2 figures.
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "movement")
    ctx = session.context()
    most = (on_board(ctx, 0, "army") + on_board(ctx, 0, "settler")) * travel_speed(ctx, 0)
    assert most > 0
    for _ in range(most):
        session.act("hut", {"reward": "coin"})
    before = len(session.events)
    with pytest.raises(TabulaError) as raised:
        session.act("hut", {"reward": "coin"})
    assert f"reach at most {most} markers a round" in str(raised.value)
    assert len(session.events) == before
    session.act("hut", {"reward": "coin"}, force=True)  # the table's word: the map may say otherwise
    assert len(session.events) == before + 1


def test_a_trade_count_the_dial_cannot_hold_is_asked_first() -> None:
    # x7: 30 trade from one city capped to 27 without a question.
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "trade")
    with pytest.raises(TabulaError) as raised:
        session.act("collect-trade", {"amount": 30})
    assert "30 trade is more than the dial holds (27): 3 would be lost even from 0" in str(raised.value)
    session.act("collect-trade", {"amount": 27})
    assert session.events[-1].args["amount"] == 27


def test_a_marker_the_table_applies_leaves_the_map() -> None:
    # x21: hut reward=hut-friendly-barbarian gives=other put the marker in the token pile (l. 144).
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "movement")
    session.act("hut", {"reward": "hut-friendly-barbarian", "gives": "other"})
    assert count(session, f"stock:{faction(session, 0)}", "hut") == 0
    # The table applies its coins from the bank, as the outcome says.
    session.act("coins", {"change": 1, "from": "hut"})
    assert session.events[-1].type == "coins"

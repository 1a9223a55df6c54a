"""Play-test 10: Trade closed with collect-all, so no bare next ends it."""

from __future__ import annotations

from engine.session import Session
from tests.civilization.helpers import go_to, new, set_realm


def _round_two_trade(forget: bool) -> Session:
    """Ann and Bob collected in round 1; in round 2's trade Bob's count is forgotten when ``forget``."""
    session = new(("Ann", "rome"), ("Bob", "china"))
    go_to(session, "trade")
    session.act("collect-trade", {"amount": "5"}, actor="Ann")
    session.act("collect-trade", {"amount": "3"}, actor="Bob")
    if forget:
        set_realm(session, 1, counted=())
    go_to(session, "start")
    go_to(session, "trade")
    return session


def test_collect_all_close_ends_trade_at_once() -> None:
    session = _round_two_trade(forget=False)
    session.act("collect-all", {"close": "yes"})
    assert session.phase.id == "city"
    assert "No deals this round: Trade ends." in session.outcome(len(session.events))


def test_a_closed_trade_ends_when_the_last_player_collects() -> None:
    session = _round_two_trade(forget=True)
    session.act("collect-all", {"close": "yes"})
    assert session.phase.id == "trade"
    assert "No deals this round: Trade ends once the rest have collected." in session.outcome(len(session.events))
    session.act("collect-trade", {"amount": "4"}, actor="Bob")
    assert session.phase.id == "city"


def test_collect_all_without_close_leaves_trade_open_for_deals() -> None:
    session = _round_two_trade(forget=False)
    session.act("collect-all")
    assert session.phase.id == "trade"

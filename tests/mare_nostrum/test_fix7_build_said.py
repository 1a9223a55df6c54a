"""Play-test 6: after a builder's last purchase the header said "turn: Katka" while the table waited on the
Statesman naming who builds next; who acts next is the Statesman (engine.summary.acts_next)."""

from __future__ import annotations

from engine.summary import acts_next
from tests.mare_nostrum.test_issue32_build import KATKAS_SETS, _build_phase


def test_the_statesman_acts_next_once_the_builder_can_buy_nothing() -> None:
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    session.act("buy", {"item": "legion", "province": "carthage", "cards": KATKAS_SETS[0]})
    # Katka can still buy: she acts next.
    assert acts_next(session) == "Katka"
    for cards in KATKAS_SETS[1:]:
        session.act("buy", {"item": "legion", "province": "carthage", "cards": cards})
    assert session.turn_player is not None and session.turn_player.name == "Katka"
    assert session.ruleset.awaited(session.context()) == "next"
    assert acts_next(session) == "Petr"  # the Statesman names who builds next


def test_show_says_the_statesman_acts_next() -> None:
    from engine.summary import summary
    from tui.show_text import render

    session = _build_phase()
    session.act("next", {"player": "Katka"})
    for cards in KATKAS_SETS:
        session.act("buy", {"item": "legion", "province": "carthage", "cards": cards})
    assert "turn: Katka; next to act: Petr" in render(session, summary(session))


def test_a_purchase_reads_with_its_article() -> None:
    # Play-test 6 (issue 38's example): the log said "Ann buys legion".
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    event = session.act("buy", {"item": "legion", "province": "carthage", "cards": KATKAS_SETS[0]})
    assert session.describe_event(event, len(session.events)) == "Katka buys a legion"

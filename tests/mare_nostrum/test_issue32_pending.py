"""Issue 32: the Pending lines say what the table waits for as the new orders have it: the exchange only once
the role cards are handed out, and who acts after the builder named ahead."""

from __future__ import annotations

from tests.mare_nostrum.test_issue32_build import _build_phase
from tests.mare_nostrum.test_issue32_trade import _round_two_with_a_merchant_to_choose


def test_the_exchange_line_waits_for_the_role_cards() -> None:
    session = _round_two_with_a_merchant_to_choose()
    lines = session.ruleset.pending(session.context())
    assert any("chooses the new Merchant" in line for line in lines), lines
    assert not any("sets the exchange size" in line for line in lines), lines
    session.act("give-role", {"role": "merchant", "player": "Ann"})
    session.act("give-role", {"role": "commander", "player": "Cy"})
    assert any("sets the exchange size" in line for line in session.ruleset.pending(session.context()))


def test_who_builds_after_the_turn_is_said_once_named() -> None:
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    assert any("names who builds next" in line for line in session.ruleset.pending(session.context()))
    session.act("next", {"player": "Mirek"})  # named ahead: Katka's turn goes on
    lines = session.ruleset.pending(session.context())
    assert "Mirek acts after Katka." in lines and not any("names who builds next" in line for line in lines), lines

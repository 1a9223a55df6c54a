"""Play-test 6: a correction of a hand said "now holds 3 cards (was 4)", neither what nor where; the cards stay
counted (the hand is secret) and where they went is said (engine.table_actions.correction_outcome)."""

from __future__ import annotations

from tests.mare_nostrum.test_issue32_build import _build_phase


def test_a_hand_corrected_says_where_the_cards_went_not_which() -> None:
    session = _build_phase()
    raw = {"holder": "Katka's hand", "kind": "taxes", "count": "2", "reason": "miscounted", "source": "bank"}
    session.act("correct", raw)
    said = session.outcome(len(session.events))
    assert said[0] == "Correction: Katka's hand now holds 8 cards (was 9; 1 card back to the bank)."
    assert "taxes" not in " ".join(said)
    raw = {"holder": "Katka's hand", "kind": "taxes", "count": "4", "reason": "short", "source": "bank"}
    session.act("correct", raw)
    assert session.outcome(len(session.events))[0] == (
        "Correction: Katka's hand now holds 10 cards (was 8; 2 cards from the bank)."
    )

"""Play-test 6: a correction of a hand said "now holds 3 cards (was 4)", neither what nor where; the cards stay
counted (the hand is secret) and where they went is said (engine.table_actions.correction_outcome)."""

from __future__ import annotations

from tests.mare_nostrum.test_issue32_build import _build_phase


def test_a_hand_corrected_says_which_kind_and_where_it_went() -> None:
    session = _build_phase()
    raw = {"holder": "Katka's hand", "kind": "taxes", "count": "2", "reason": "miscounted", "source": "bank"}
    session.act("correct", raw)
    said = session.outcome(len(session.events))
    # The kind is the one the command typed for all to read (play-test 9 asked which cards).
    assert said[0] == "Correction: Katka's hand: 8 cards now (was 9; 1 tax card went back to the bank)."
    raw = {"holder": "Katka's hand", "kind": "taxes", "count": "4", "reason": "short", "source": "bank"}
    session.act("correct", raw)
    assert session.outcome(len(session.events))[0] == (
        "Correction: Katka's hand: 10 cards now (was 8; 2 tax cards came from the bank)."
    )

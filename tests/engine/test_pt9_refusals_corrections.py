"""Play-test 9 engine leftovers: a missing printed fact offered only when nothing else refuses the action
(engine.errors.specific), a correction's wording and its default source (engine.table_actions)."""

from __future__ import annotations

import pytest

from engine.errors import Fact, RuleRefused, Violation, unknown_fact
from rulesets.mare_nostrum.ruleset import MareNostrum
from tests.mare_nostrum.test_issue32_build import _build_phase

_BORDER = Fact("Does the board show Ionian bordering East of Athens?", "connect", (("a", "ionian"), ("b", "athens")))


def _unknown_border() -> Violation:
    return unknown_fact("Fleets", "the kit does not say that Ionian borders East of Athens", "military", _BORDER)


def test_a_move_out_of_turn_is_not_offered_the_fact() -> None:
    # ptr9 Mare Nostrum bug 6: during Petr's turn Honza's fleet move was refused only for the unknown border.
    nobody = Violation("Turn order", "nobody may take the move-fleet action now", "turns")
    refused = RuleRefused("move-fleet", [nobody, _unknown_border()])
    assert [v.rule for v in refused.violations] == ["Turn order", "Fleets"]
    assert refused.facts() == ()
    assert "nobody may take the move-fleet action now" in str(refused)


def test_the_fact_alone_is_still_offered() -> None:
    assert RuleRefused("move-fleet", [_unknown_border()]).facts() == (_BORDER,)


def test_the_actions_own_reason_still_replaces_the_turns() -> None:
    nobody = Violation("Turn order", "nobody may take the move-fleet action now", "turns")
    moved = Violation("Fleets", "every fleet at East of Athens has moved this turn", "military")
    refused = RuleRefused("move-fleet", [nobody, moved, _unknown_border()])
    assert [v.rule for v in refused.violations] == ["Fleets", "Fleets"]
    assert refused.facts() == ()


def test_a_plural_holder_reads_right_and_a_hand_names_the_kind() -> None:
    session = _build_phase()
    raw = {"holder": "Katka's hand", "kind": "taxes", "count": "4", "reason": "short", "source": "bank"}
    session.act("correct", raw)
    said = session.outcome(len(session.events))[0]
    assert said == "Correction: Katka's hand: 10 cards now (was 9; 1 tax card came from the bank)."


@pytest.mark.usefixtures("czech")
def test_czech_says_where_without_declining_a_name() -> None:
    session = _build_phase()
    raw = {"holder": "Katka's hand", "kind": "taxes", "count": "2", "reason": "omyl", "source": "bank"}
    session.act("correct", raw)
    said = session.outcome(len(session.events))[0]
    assert said.startswith("Oprava: ") and "teď 8 karet (předtím 9; " in said and "→" in said, said
    assert "zpět do:" not in said and "now" not in said


def test_a_kind_with_a_home_goes_back_there(monkeypatch: pytest.MonkeyPatch) -> None:
    # ptr9 Civilization: an event card corrected out of a hand went "back to the box", not to its deck.
    monkeypatch.setattr(MareNostrum, "kind_home", lambda self, kind: "bank" if kind == "taxes" else None)
    session = _build_phase()
    bank = session.table.ledger.count("bank", "taxes")
    session.act("correct", {"holder": "Katka's hand", "kind": "taxes", "count": "2", "reason": "miscounted"})
    assert session.events[-1].args["source"] == "bank"
    assert session.table.ledger.count("bank", "taxes") == bank + 1

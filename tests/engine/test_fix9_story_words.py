"""Issue 34: the story said "1 pasture cards": a game's word for an income that is no component (Struggle for
Rome counts pasture cards drawn face down together) had no singular. A ruleset gives such words counted
(``Ruleset.income_words``); a word without one is said after its count as before ("9 trade")
(engine.story._words)."""

from __future__ import annotations

import pytest

from engine.i18n import N_, set_language
from engine.story import incomes
from rulesets.struggle_for_rome.told import PASTURE_CARDS
from tests.struggle_for_rome.test_pt7_receive import _board

#: What Struggle for Rome's ruleset declares (the counted message is its catalogue's, with its Czech forms).
WORDS = {PASTURE_CARDS: (N_("{n} pasture card"), N_("{n} pasture cards"))}


def test_a_counted_word_that_is_no_component_agrees_with_its_count(monkeypatch: pytest.MonkeyPatch) -> None:
    session = _board()
    monkeypatch.setattr(session.ruleset, "income_words", WORDS)
    session.act("roll-resources", {"dice": "3,3"})  # Cy draws one pasture card for the 6
    session.act("roll-resources", {"dice": "4,6"})  # Bo one for the 10
    session.act("receive", {"horse": 1})
    session.act("receive", {"cattle": 1})
    (row,) = incomes(session)
    assert row.said[1] == row.said[2] == "1 pasture card"
    set_language("cs")
    try:
        (row,) = incomes(session)
        assert row.said[1] == "1 karta pastvin"
    finally:
        set_language("en")

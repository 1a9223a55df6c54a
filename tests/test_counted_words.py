"""Counts read as words (issue 31): no message hedges its plural with "(s)" or "(es)", and a count of
cards takes the word's singular or plural (``1 tax``, never ``1 taxes``), in Czech its three forms."""

from __future__ import annotations

import re

import pytest

from engine.i18n import tr
from tests.mare_nostrum.test_round import _started

DOMAINS = ["tabula", "mare_nostrum", "aquileia", "struggle_for_rome", "hellas", "civilization"]

#: "fortress(es)", "event(s)": a plural the code could have counted.
HEDGED = re.compile(r"[A-Za-z]\((?:e?s)\)")


@pytest.mark.parametrize("domain", DOMAINS)
def test_no_message_hedges_its_plural(domain: str) -> None:
    from tests.po import domains, extracted

    folders, _locale = domains()[domain]
    hedged = []
    for key, places in extracted(folders).items():
        texts = key if isinstance(key, tuple) else (key,)
        hedged += [f"{text!r} at {places[0][0]}:{places[0][1]}" for text in texts if HEDGED.search(text)]
    assert hedged == []


def _offers_laid() -> list[str]:
    session = _started()
    session.act("exchange-size", {"count": 1})
    # Several may offer at once (Mare Nostrum rules v12): each offer names its player, as at the table.
    session.act("offer", {"player": "Ann", "cards": "taxes"})
    session.act("offer", {"player": "Bo", "cards": "fish"})
    session.act("offer", {"player": "Cy", "cards": "oil"})
    return list(session.ruleset.pending(session.context()))


def test_one_tax_card_on_offer_is_one_tax() -> None:
    said = _offers_laid()
    assert "On offer from Ann: 1 tax." in said
    assert "On offer from Bo: 1 fish." in said
    assert not any("1 taxes" in line for line in said)


def test_one_tax_card_on_offer_in_czech(czech: None) -> None:
    said = _offers_laid()
    offer = tr("On offer from {player}: {cards}.").format(player="Ann", cards="1 karta daní")
    assert offer in said


def test_a_purchase_paid_with_one_tax_card_says_one_tax() -> None:
    from rulesets.mare_nostrum.words import card_amount

    assert [card_amount("taxes", n) for n in (1, 3)] == ["1 tax", "3 taxes"]
    assert card_amount("grain", 2) == "2 grain"

"""Play-test 9 (N6): a correction naming no source takes from (and puts back to) where the game keeps the
kind: gold and grain the bank, pasture cards the deck, a player's figures their supply."""

from __future__ import annotations

from tests.struggle_for_rome.helpers import count, new


def test_gold_comes_from_the_bank_without_source() -> None:
    session = new(4)
    bank = count(session, "bank", "gold")
    session.act("correct", {"holder": "Bo's purse", "kind": "gold", "count": 6, "reason": "test"})
    assert count(session, "purse:blue", "gold") == 6 and count(session, "bank", "gold") == bank - 1


def test_a_pasture_card_comes_from_the_deck_and_a_figure_from_the_supply() -> None:
    session = new(4)
    deck = count(session, "deck:pasture", "horse")
    session.act("correct", {"holder": "hand:blue", "kind": "horse", "count": 1, "reason": "test"})
    assert count(session, "deck:pasture", "horse") == deck - 1
    supply = count(session, "supply:blue", "horseman:blue")
    held = count(session, "cavalry:blue", "horseman:blue")
    session.act("correct", {"holder": "cavalry:blue", "kind": "horseman:blue", "count": held + 1, "reason": "test"})
    assert count(session, "supply:blue", "horseman:blue") == supply - 1

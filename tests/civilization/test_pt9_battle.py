"""Play-test 9, bug 4: ``battle`` with a card still to play says so before it asks for the loot."""

from __future__ import annotations

import pytest

from engine.errors import TabulaError
from tests.civilization.helpers import set_realm
from tests.civilization.test_fight import _table


def test_cards_still_to_play_are_said_before_the_loot() -> None:
    # E2 R2: battle while Bob still held a card gave "Cyril picks the loot now... loot=trade".
    session = _table()
    set_realm(session, 1, trade=5)  # Filip, who loses, has trade to take
    session.act("attack", {"defender": "Ondrej", "city": "Xian"})
    session.act("front", {"unit": "infantry", "attack": "2", "health": "3"})
    session.act("front", {"unit": "artillery", "attack": "3", "health": "2", "against": "1"})
    session.act("front", {"unit": "cavalry", "attack": "3", "health": "3", "against": "1"})
    session.act("front", {"unit": "infantry", "attack": "1", "health": "4", "against": "1"})
    with pytest.raises(TabulaError) as raised:
        session.act("battle", {})
    said = str(raised.value)
    # Play-test 12: the loot is not asked ahead of cards that can still change the result.
    assert "cards still to play: Filip 1" in said and "loot" not in said, said


def test_the_czech_loot_question_lists_czech_values(czech: None) -> None:
    # "kořist=trade|coin ... kořist=none": the field takes the Czech words.
    session = _table()
    set_realm(session, 1, trade=5)
    session.act("attack", {"defender": "Ondrej", "city": "Xian"})
    for card in (
        {"unit": "infantry", "attack": "2", "health": "3"},
        {"unit": "artillery", "attack": "3", "health": "2", "against": "1"},
        {"unit": "cavalry", "attack": "3", "health": "3", "against": "1"},
        {"unit": "infantry", "attack": "1", "health": "4", "against": "1"},
        {"unit": "infantry", "attack": "2", "health": "3"},
    ):
        session.act("front", card)
    with pytest.raises(TabulaError) as raised:
        session.act("battle", {"armies_lost": "1"})
    said = str(raised.value)
    assert "kořist=obchod" in said and "kořist=žádná" in said and "none" not in said, said

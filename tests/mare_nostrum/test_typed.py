"""What the table types is what happens: a value the rules do not allow is refused (and, where the table
may override, applied as typed), never swapped for one that fits or dropped without a word."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.mare_nostrum.helpers import caravans, deal, hand_of, own, petrs_attack, rules_of, table
from tests.mare_nostrum.test_round import _started


def _marched() -> Session:
    """p.9: Petr's 3 legions march into Athens, held by Honza's legion and fortress."""
    session = petrs_attack()
    session.act("move-legion", {"from": "south-of-rome", "to": "athens", "count": 3})
    return session


def test_fortresses_lost_are_as_typed_or_refused() -> None:
    """p.9: each side picks which of its losses are fortresses; a choice its units or losses do not allow
    is refused, not traded for one that fits (Honza's second loss taken from his fortress anyway)."""
    session = _marched()
    two_losses = {"attacker_rolls": "6,3,2", "defender_rolls": "3"}  # 11 points: Honza loses 2 units
    assert "Losses" in rules_of(session, "battle", {**two_losses, "defender_lose_fortresses": 0})
    with pytest.raises(RuleRefused) as forced:
        session.act("battle", {**two_losses, "defender_lose_fortresses": 0}, force=True)
    assert not forced.value.forcible  # Honza has one legion there: no override loses two
    no_loss = {"attacker_rolls": "1,1,1", "defender_rolls": "3"}  # 3 points: Honza loses nothing
    assert set(rules_of(session, "battle", {**no_loss, "defender_lose_fortresses": 1})) == {"Losses"}
    assert not session.propose("battle", {**no_loss, "defender_lose_fortresses": 1}).forcible
    assert rules_of(session, "battle", {**no_loss, "attacker_lose_fortresses": 0}) == []
    # Left out, the losses are taken legions first, as before.
    session.act("battle", two_losses)
    assert (table(session).legions("athens", "greece"), table(session).fortresses("athens", "greece")) == (0, 0)


def test_neutrals_lose_legions_first_and_a_forced_choice_is_kept() -> None:
    """p.9: neutrals lose their legions first; another choice typed is refused, and forced it is what happens."""
    session = petrs_attack(legions=4)
    # Neutral Egypt holds its capital Alexandria with a legion and a fortress.
    session.act("connect", {"a": "south-of-rome", "b": "alexandria"})
    session.act("move-legion", {"from": "south-of-rome", "to": "alexandria", "count": 4})
    # 5,1,1,1 = 8 against Egypt's legion and fortress: Egypt loses 1 unit, its legion by the rules.
    fight = {"place": "alexandria", "defender": "egypt", "attacker_rolls": "5,1,1,1", "defender_rolls": "1"}
    assert rules_of(session, "battle", {**fight, "defender_lose_fortresses": 1}) == ["Neutrals"]
    assert rules_of(session, "battle", {**fight, "defender_lose_fortresses": 0}) == []
    session.act("battle", {**fight, "defender_lose_fortresses": 1}, force=True)
    board = table(session)
    assert (board.legions("alexandria", "egypt"), board.fortresses("alexandria", "egypt")) == (1, 0)


def _won_thebes() -> Session:
    """Petr's 3 legions beat neutral Egypt's legion in Thebes, where a wine caravan stands."""
    session = petrs_attack()
    caravans(session, "thebes", "wine", 1)
    session.act("connect", {"a": "south-of-rome", "b": "thebes"})
    session.act("move-legion", {"from": "south-of-rome", "to": "thebes", "count": 3})
    session.act("battle", {"place": "thebes", "defender": "egypt", "attacker_rolls": "6,3,2", "defender_rolls": "1"})
    return session


def test_nebuchadnezzars_card_is_the_one_named() -> None:
    """p.13: Nebuchadnezzar's owner takes the ravaged building's good; a card named otherwise (or without him)
    is refused, and forced it is the card named that is taken, not the caravan's."""
    session = _won_thebes()
    wine = {"province": "thebes", "building": "caravan:wine"}
    assert rules_of(session, "ravage", {**wine, "good": "wine"}) == ["Nebuchadnezzar"]  # Petr lacks him
    own(session, "Petr", "nebuchadnezzar")
    assert rules_of(session, "ravage", {**wine, "good": "wine"}) == []
    assert rules_of(session, "ravage", {**wine, "good": "grain"}) == ["Nebuchadnezzar"]
    before = hand_of(session, "Petr")
    session.act("ravage", {**wine, "good": "grain"}, force=True)
    after = hand_of(session, "Petr")
    assert (after.get("grain", 0) - before.get("grain", 0), after.get("wine", 0) - before.get("wine", 0)) == (1, 0)


def test_a_purchase_refuses_the_fields_it_has_no_use_for() -> None:
    """A goods symbol for a temple, a province for a wonder, a free piece's province for a legion: nothing at
    the table could follow them, so they are refused (saying to leave them out), never dropped unsaid."""
    session = _started()
    deal(session, "Ann", {"taxes": 20})
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next", {"player": "Ann"})
    for args, field in (
        ({"item": "temple", "province": "antioch", "good": "wine"}, "good"),
        ({"item": "legion", "province": "babylon", "bonus_province": "antioch"}, "bonus province"),
        ({"item": "pyramids", "province": "antioch"}, "province"),
    ):
        refused = session.propose("buy", args)
        [placement] = [v for v in refused.violations if v.rule == "Placement"]
        assert not refused.forcible and placement.mend == f"leave {field} out"
    assert rules_of(session, "buy", {"item": "temple", "province": "antioch"}) == []


def test_free_pieces_and_free_purchases_take_nothing_unsaid() -> None:
    """p.12: Hammurabi's influence is free, so cards named to pay for it are refused; the Statue of Zeus's
    free fortress comes only while one is in reserve, so a province named for it with none is refused."""
    session = _started()
    deal(session, "Ann", {"taxes": 20})
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next", {"player": "Ann"})
    free = {"item": "influence", "province": "antioch", "free": True, "cards": "taxes"}
    refused = session.propose("buy", free)
    assert [(v.rule, v.mend) for v in refused.violations if v.mend] == [("Card set", "leave cards out")]
    session.act("correct", {"holder": "reserve:babylon", "kind": "fortress:babylon", "count": 0, "reason": "t"})
    refused = session.propose("buy", {"item": "zeus", "bonus_province": "babylon", "cards": "taxes," * 8 + "taxes"})
    said = [(v.message, v.mend) for v in refused.violations if v.mend]
    assert not refused.forcible and said == [
        ("Ann's reserve holds no fortress to place for free", "leave bonus province out")
    ]
    assert session.propose("buy", {"item": "zeus", "cards": "taxes," * 8 + "taxes"}).legal


def test_a_take_forced_out_of_turn_is_the_named_players() -> None:
    """p.6: the taker's turn passes to whom they took from; Cy, forcing a take in Ann's turn, takes the card
    herself (Ann took it: the player named was replaced by the one whose turn it was)."""
    session = _started()
    session.act("exchange-size", {"count": 1})
    for name, cards in (("Ann", "taxes"), ("Bo", "fish"), ("Cy", "oil")):
        session.act("offer", {"cards": cards}, actor=name)
    session.act("take", {"from": "Ann", "card": "taxes"})  # Bo, the Merchant, takes first
    assert [v.rule for v in session.propose("take", {"from": "Bo", "card": "fish"}, actor="Cy").violations]
    ann, cy = hand_of(session, "Ann").get("fish", 0), hand_of(session, "Cy").get("fish", 0)
    session.act("take", {"from": "Bo", "card": "fish"}, actor="Cy", force=True)
    session.act("take", {"from": "Cy", "card": "oil"})  # Bo takes the last offer: the exchange ends with it
    assert hand_of(session, "Cy").get("fish", 0) == cy + 1 and hand_of(session, "Ann").get("fish", 0) == ann

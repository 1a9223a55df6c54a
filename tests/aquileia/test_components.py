"""Aquileia's components in the ledger: nothing is created or destroyed, and ``--force`` cannot make it so."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from rulesets.aquileia.idle import ASKED
from rulesets.aquileia.state import Building
from tests.aquileia.helpers import (
    coins,
    give_buildings,
    give_cards,
    hand,
    last_outcome,
    new,
    place_all,
    set_coins,
    to_phase,
    totals,
)

ALL_39 = {"gold": 39, "silver": 39, "bronze": 39}


def test_counts_from_the_rulebook() -> None:
    """l.1: 39 coins a metal; 5 servants, 9 houses, a tie marker each; decks of 22, 17, 12 and 6. l.2: purses."""
    session = new()
    every = session.table.ledger.totals()
    assert totals(session) == ALL_39
    assert every["servant:blue"] == 5 and every["house:blue"] == 9 and every["tie:blue"] == 1
    decks = {
        d: sum(n for _, n in session.table.ledger.holding(f"deck:{d}"))
        for d in ("slaves", "equi", "stadium", "theatre")
    }
    assert decks == {"slaves": 22, "equi": 17, "stadium": 12, "theatre": 6}
    assert coins(session, 0) == {"gold": 1, "silver": 1, "bronze": 2}
    assert dict(session.table.ledger.holding("bank")) == {"gold": 35, "silver": 35, "bronze": 31}


def test_portus_coins_still_under_servants_go_to_the_bank_when_portus_ends() -> None:
    """Issue 11: Portus ended with coins under servants deleted them (39 became 38). l.8: the coin pays the bank."""
    session = new()
    # Red on Latro keeps the paid spaces waiting (without Latro they activate as Portus begins).
    place_all(session, {"Blue": ["portus-bronze"], "Yellow": ["portus-gold"], "Red": ["latro"], "Vlada": []})
    to_phase(session, "portus")
    with pytest.raises(
        RuleRefused, match="still to pay and activate: Portus bronze \\(Blue\\), Portus gold \\(Yellow\\)"
    ):
        session.act("next-phase")
    bank = dict(session.table.ledger.holding("bank"))
    session.act("next-phase", force=True)
    assert totals(session) == ALL_39
    after = dict(session.table.ledger.holding("bank"))
    assert (after["bronze"] - bank["bronze"], after["gold"] - bank["gold"]) == (1, 1)
    assert not session.table.ledger.holding("space:portus-bronze")
    assert "1 bronze coin goes from Portus bronze to the bank." in last_outcome(session)


def test_forced_payment_never_credits_coins_the_purse_lacks() -> None:
    """The review's bug: forced, a payment emptied the purse yet credited the bank in full (6 coins became 8)."""
    session = new()
    place_all(session, {"Blue": ["pecunia"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    with pytest.raises(RuleRefused, match="Blue's purse: 1 gold coin, not 3") as refused:
        session.act("pecunia", {"give": "gold,gold,gold", "get": "silver"}, force=True)
    assert refused.value.physical and totals(session) == ALL_39


def test_the_bank_gives_only_what_it_holds() -> None:
    """A payout from the bank is refused when the bank lacks the coins, never clamped silently."""
    session = new()
    set_coins(session, 0, gold=36)  # the bank's last gold goes to Blue
    place_all(session, {"Blue": ["dolus"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    with pytest.raises(RuleRefused, match="the bank: no gold coin") as refused:
        session.act("dolus", {"dice": "gold,gold"}, force=True)
    assert refused.value.physical


def test_a_card_the_deck_no_longer_holds_is_refused() -> None:
    """Play-test: gold-horse-2 could be bought any number of times; only 2 exist (l.1)."""
    session = new()
    give_cards(session, 1, "gold-horse-2", "gold-horse-2")
    place_all(session, {"Blue": ["equi-2"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    # Both copies are in Yellow's hand, which is secret (l.1): the refusal does not say whose.
    gone = "the two-gold-horse card is not in its deck: no copy of it is left to turn up"
    with pytest.raises(RuleRefused, match=gone) as refused:
        session.act("equi", {"card": "gold-horse-2"}, force=True)
    assert refused.value.physical
    session.act("equi", {"card": "2 silver horses"})
    assert hand(session, 0) == {"silver-horse-2": 1} and coins(session, 0)["bronze"] == 1


def test_each_theatre_laurel_is_sold_once() -> None:
    """Play-test: white/blue was sold again in round 2; each theatre laurel exists once (l.1)."""
    session = new()
    for _ in range(2):
        place_all(session, {"Blue": ["theatrum"], "Yellow": [], "Red": [], "Vlada": []})
        to_phase(session, "theatrum")
        for _ in range(4):
            session.act("drop")
        if session.table.position.round == 2:
            with pytest.raises(RuleRefused, match="the white/blue theatre laurel was sold in an earlier round"):
                session.act("sell", {"laurel": "blue/white"}, force=True)
            return
        session.act("sell", {"laurel": "white/blue"})
        assert "Nobody opened: Blue takes the white/blue theatre laurel free." in last_outcome(session)
        to_phase(session, "placement")


def test_stadium_laurels_are_the_real_cards() -> None:
    """Play-test: winner_laurel=points:70 was accepted; the laurels are 10/7/5/3 and two of each colour (l.1)."""
    session = new()
    session.act("turn-up", {"at": "stadium", "card": "7-point stadium laurel"})
    place_all(session, {"Blue": ["gold-2a"], "Yellow": ["silver-1"], "Red": [], "Vlada": []})
    to_phase(session, "stadium")
    session.act("race", {"dice": "gold,gold,bronze"})
    assert last_outcome(session)[0] == "Blue rolls 2 gold on the Stadium's gold side: strength 4 (2 from spaces)."
    session.act("race", {"dice": "bronze,bronze,bronze"})  # nobody holds a horse, nor blue dice: prizes next
    with pytest.raises(Exception, match="no stadium laurel 'points:70'"):
        session.act("prizes", {"winner_laurel": "points:70", "second_laurel": "white"})
    refused = session.propose("prizes", {"winner_laurel": "purple", "second_laurel": "white"})
    assert [v.rule for v in refused.violations] == ["Laurels"]  # the face-up 7 is one of the two
    session.act("prizes", {"winner_laurel": "points:7", "second_laurel": "white"})
    assert last_outcome(session)[:2] == [
        "Blue wins the Stadium with 4: 3 gold and a stadium laurel.",
        "Yellow is second with 1: 2 silver and the other laurel, passed in secret.",  # l.6
    ]
    assert hand(session, 0) == {"laurel-7": 1} and hand(session, 1) == {"laurel-white": 1}
    assert not session.table.ledger.holding("row:stadium")
    assert coins(session, 0)["gold"] == 1 + 3 and coins(session, 1)["silver"] == 1 + 2


def test_houses_run_out_after_nine_buildings() -> None:
    """l.1: 9 houses each; a tenth building has no house to mark it, forced or not: the Forum space passes by
    itself, and where a save from before version 7 still asks it, a build is refused."""
    session = new()
    give_buildings(session, 0, *(Building("workshop", 1) for _ in range(9)))
    place_all(session, {"Blue": ["forum-1"], "Yellow": [], "Red": [], "Vlada": []})
    assert "Blue has no house left to build with: Forum 1 passes." in last_outcome(session)
    assert session.table.position.round == 2
    session = Session.new(session.ruleset, [(p.name, p.faction) for p in session.players], options={ASKED: True})
    give_buildings(session, 0, *(Building("workshop", 1) for _ in range(9)))
    place_all(session, {"Blue": ["forum-1"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "forum")
    with pytest.raises(RuleRefused, match="Blue's reserve: none left; all 9 houses are in play") as refused:
        session.act("build", {"kind": "workshop", "value": 2, "coins": "bronze", "slaves": 0}, force=True)
    assert refused.value.physical


def test_empty_slave_deck_is_rebuilt_from_its_discard_pile() -> None:
    """l.1: when a deck runs out, its discard pile is shuffled into a new deck."""
    session = new()
    give_cards(session, 2, *(["slave-1"] * 11), *(["slave-2"] * 11))
    give_cards(session, 1, "weapons-1")
    place_all(session, {"Blue": [], "Yellow": ["arena-1a"], "Red": ["arena-2"], "Vlada": []})
    to_phase(session, "arena")
    session.act("fight", {"dice": "bronze,bronze,bronze"})
    session.act("fight", {"dice": "gold,gold,gold"})
    session.act("play", {"weapons": "1"})
    session.act("play", {"slaves": "1,1"})
    assert not session.table.ledger.holding("deck:slaves")
    session.act("prizes", {"winner_takes": "slave", "slave_card": "1"})
    assert hand(session, 1) == {"slave-1": 1}
    assert dict(session.table.ledger.holding("deck:slaves")) == {"slave-1": 1}
    assert not session.table.ledger.holding("discard:slaves")


def test_servi_pays_a_coin_of_its_metal_for_each_card() -> None:
    """l.4: bottom Servi space, 1 gold a card, at most 3."""
    session = new()
    set_coins(session, 0, gold=2)
    place_all(session, {"Blue": ["servi-bottom"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    with pytest.raises(RuleRefused, match="Blue's purse: 2 gold coins, not 3"):
        session.act("servi", {"cards": "1,2,2"}, force=True)
    session.act("servi", {"cards": "one,two"})
    assert hand(session, 0) == {"slave-1": 1, "slave-2": 1} and coins(session, 0) == {}


def test_a_forced_villa_without_colour_scores_nothing() -> None:
    """An override may build a villa with no colour; the forecast must still read (it matches no laurel)."""
    session = new()
    place_all(session, {"Blue": ["forum-1"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "forum")
    session.act("build", {"kind": "villa", "value": 6, "coins": "bronze", "slaves": 0}, force=True)
    assert session.events[-1].forced == ("Villa",)
    assert session.summary()["players"][0]["final_score_forecast"] == 0

"""What happened, in sentences: battles, purchases, the exchange, after a battle; and the phases' obligations."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.mare_nostrum.helpers import deal, petrs_attack, set_game, strategy, table, units
from tests.mare_nostrum.test_round import _started


def _last(session: Session) -> list[str]:
    return session.outcome(len(session.events))


def test_petrs_battle_as_the_table_plays_it() -> None:
    # Rulebook p.9 (line 21): Petr attacks with 3 legions a province where Honza has 1 legion and
    # 1 fortress; 6, 3 and 2 make 11, Honza's 3 and his fortress 9: Petr loses a legion, Honza both units.
    # Honza plays Greece here: Hannibal's +1 would change the numbers.
    session = petrs_attack()
    session.act("move-legion", {"from": "south-of-rome", "to": "athens", "count": 3})
    assert _last(session)[0] == "Units of Honza (Greece) stand in Athens: a battle must be fought there this turn."
    session.act(
        "battle",
        {
            "place": "Athens",
            "defender": "Honza",
            "attacker_rolls": "6,3,2",
            "defender_rolls": "3",
            "defender_lose_fortresses": "1",
        },
    )
    assert session.describe_event(session.events[-1]) == "Petr attacks Honza (Greece) in Athens"
    assert _last(session) == [
        "Petr attacks Honza (Greece) in Athens: 11 against 9.",
        "Petr loses 1 legion; Honza (Greece) loses 1 legion and 1 fortress.",
        # A capital with no temple or market (p.11, l.25): nothing to choose there (issue 32).
        "Only Petr's units stand in Athens: nothing is to be done there (a capital cannot be seized, and it has no "
        "temple or market to ravage or occupy).",
        "1 legion goes from Athens to Petr's reserve.",
        "1 legion and 1 fortress go from Athens to Honza's reserve.",
    ]
    board = table(session)
    assert (board.legions("athens", "rome"), board.land_units("athens", "greece")) == (2, 0)


def test_purchase_sentences_name_what_was_paid() -> None:
    session = _started()
    session.act("exchange-size", {"count": 0})
    session.act("next", {"player": "Ann"})
    session.act("buy", {"item": "legion", "province": "babylon"})
    # Said once (issue 38): the sentence names the cards and the legion; their moves are not listed again.
    assert _last(session) == ["Ann buys a legion in Babylon, paying 1 fish, 1 grain, 1 wine."]
    deal(session, "Ann", {"taxes": 3})
    session.act("buy", {"item": "caravan", "province": "antioch", "good": "oil"})
    assert _last(session)[0] == "Ann buys a caravan in Antioch on an oil symbol, paying 3 taxes."


def test_after_battle_sentences() -> None:
    session = _started()
    session.act("connect", {"a": "carthage", "b": "cyrene"})
    units(session, "carthage", "legion", "carthage", 2)
    strategy(session, "Bo")
    session.act("move-legion", {"from": "carthage", "to": "cyrene", "count": 2})
    session.act("battle", {"place": "cyrene", "defender": "egypt", "attacker_rolls": "6,4", "defender_rolls": "5"})
    # Hannibal: +1 on each Carthaginian legion's die.
    assert _last(session)[:2] == [
        "Bo attacks neutral Egypt in Cyrene: 12 against 5.",
        "Bo loses 1 legion; neutral Egypt loses 1 legion.",
    ]
    session.act("seize", {"province": "cyrene"})
    assert _last(session) == [
        "Bo's legion stands on the influence marker in Cyrene; Bo may replace it in a later build phase.",
        # Nothing left to move, Cy the only one left: the turn passes (rules v12).
        "Bo has nothing left to move this turn: the turn passes.",
        "Cy's turn.",
    ]


def test_a_compulsory_battle_holds_the_phase() -> None:
    session = _started()
    session.act("connect", {"a": "carthage", "b": "cyrene"})
    strategy(session, "Bo")
    session.act("move-legion", {"from": "carthage", "to": "cyrene"})
    with pytest.raises(RuleRefused, match="Compulsory battle: Bo must fight in Cyrene"):
        session.act("next-phase")
    # Said once (it was the turn's, the phase's and a pending line), and no war before the battle.
    pending = [p["text"] for p in session.summary()["pending"]]
    assert pending.count("Compulsory battle: Bo must fight in Cyrene") == 1
    assert not [line for line in pending if "Cyrene" in line and "Compulsory" not in line]


def test_a_pending_role_choice_holds_the_trade_phase() -> None:
    session = _started()
    # As if the round had begun with Ann and Cy tied for the Statesman, above its holder.
    set_game(session, replace(table(session).state, pending_roles=(("statesman", (0, 2)),)))
    with pytest.raises(RuleRefused, match="the Statesman still has to be handed on"):
        session.act("next-phase")
    refused = session.propose("give-role", {"role": "statesman", "player": "Bo"})
    assert [v.message for v in refused.violations] == ["the Statesman goes to one of the tied players: Ann, Cy"]
    session.act("give-role", {"role": "statesman", "player": "Ann"})
    assert session.events[-1].actor == "Cy"  # the holder chooses
    assert table(session).roles()[1] == 0


def test_legions_marching_in_owe_a_battle_not_a_war() -> None:
    # Re-play of the play-test: after Honza marched in, pending said "War: Petr must fight again ... (at war)"
    # for the defender, before any battle. Rulebook p.9: a war is what a battle leaves behind.
    session = _started()
    session.act("connect", {"a": "carthage", "b": "north-of-athens"})
    units(session, "north-of-athens", "legion", "greece", 1)
    strategy(session, "Bo")
    session.act("move-legion", {"from": "carthage", "to": "north-of-athens"})
    pending = [p["text"] for p in session.summary()["pending"]]
    assert "Compulsory battle: Bo must fight in North of Athens" in pending
    assert not [line for line in pending if line.startswith("War")]


def test_every_purchase_is_said_alike() -> None:
    """Issue 38: "Ann buys a legion / Ann buys a legion in Babylon, paying ... / the cards go ... / the legion
    goes ..." told one purchase three times; issue 32: an influence buy still listed its moves as well, where
    every other purchase is one sentence."""
    session = _started()
    session.act("exchange-size", {"count": 0})
    session.act("next", {"player": "Ann"})
    deal(session, "Ann", {"taxes": 3})
    session.act("connect", {"a": "sinai", "b": "babylon"})
    session.act("buy", {"item": "influence", "province": "sinai", "cards": "taxes,taxes,taxes"})
    assert _last(session) == ["Ann buys an influence marker in Sinai, paying 3 taxes."]

"""A golden playthrough of Mare Nostrum's first rounds, and the exchange rules."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.mare_nostrum.helpers import deal, end_setup, hand_of, name_goods, new_game, own, table, typed_forced

GOODS = {
    "babylon": ["grain", "wine"],
    "tigris": ["fish"],
    "carthage": ["fish", "metals"],
    "west-of-carthage": ["fruit"],
    "south-of-carthage": ["cattle"],
    "athens": ["oil"],
    "north-of-athens": ["wine", "grain"],
}


def _started() -> Session:
    session = typed_forced(new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy")))
    # Nobody plays Rome: the Commander is drawn among players without a role,
    # and Ann (Babylon) is the only one, so she holds it from the start.
    assert table(session).roles() == (1, 2, 0)
    name_goods(session, GOODS)
    end_setup(session)
    return session


def test_first_round_golden() -> None:
    session = _started()
    assert session.phase.id == "trade"
    assert hand_of(session, "Ann") == {"taxes": 2, "grain": 1, "wine": 1, "fish": 1}
    assert hand_of(session, "Bo") == {"taxes": 1, "fish": 1, "metals": 1, "fruit": 1, "cattle": 1}
    assert hand_of(session, "Cy") == {"taxes": 2, "oil": 1, "wine": 1, "grain": 1}

    with pytest.raises(RuleRefused, match="Merchant"):
        session.act("next-phase")
    with pytest.raises(RuleRefused, match="only the Merchant"):
        session.act("exchange-size", {"count": 0}, actor="Ann")
    session.act("exchange-size", {"count": 0}, actor="Bo")

    # Build: the Statesman (Cy) sends Ann, Bo and himself in turn.
    assert session.phase.id == "build" and session.turn_player is None
    session.act("next", {"player": "Ann"})
    session.act("buy", {"item": "legion", "province": "babylon"})
    assert hand_of(session, "Ann") == {"taxes": 2}
    session.act("next", {"player": "Bo"})
    session.act("buy", {"item": "legion", "province": "carthage"})
    # Bo's hand buys nothing more and Cy is the only one left: the turn passes by itself (rules v9).
    assert session.turn_player is not None and session.turn_player.name == "Cy"
    # Pericles: 2 cards. Either set leaves one more purchase, but only the goods left after the taxes pay a
    # legion too: the taxes pay (issue 32's second December evening: a legion paid with goods, the fleet after
    # it was refused).
    session.act("buy", {"item": "fleet", "province": "athens"})
    assert hand_of(session, "Cy") == {"oil": 1, "wine": 1, "grain": 1}
    session.act("next")

    # End of build: up to 2 taxes stay, goods go back.
    assert session.phase.id == "strategy"
    assert hand_of(session, "Cy") == {}
    assert hand_of(session, "Bo") == {"taxes": 1}

    session.act("next", {"player": "Cy"})
    with pytest.raises(RuleRefused, match="must sail"):
        session.act("next", {"player": "Bo"}, actor="Cy")  # Cy ends his turn (Ann would name Bo ahead)
    session.act("move-fleet", {"from": "athens", "to": "east-of-athens", "count": 2})
    session.act("next", {"player": "Bo"})

    # Bo marches on neutral Egypt's Cyrene over a border the table declares.
    session.act("connect", {"a": "carthage", "b": "cyrene"})
    session.act("move-legion", {"from": "carthage", "to": "cyrene", "count": 2})
    with pytest.raises(RuleRefused, match="Compulsory battle"):
        session.act("next", {"player": "Ann"})
    session.act("battle", {"place": "cyrene", "defender": "egypt", "attacker_rolls": "6,4", "defender_rolls": "5"})
    board = table(session)
    assert (board.legions("cyrene", "carthage"), board.legions("cyrene", "egypt")) == (1, 0)
    session.act("seize", {"province": "cyrene"})
    with pytest.raises(RuleRefused, match="One choice"):
        session.act("occupy", {"province": "cyrene", "buildings": "caravan:grain"}, actor="Bo")
    # Bo has nothing left to move and Ann is the last: Bo's turn passed by itself (rules v12).
    assert session.turn_player is not None and session.turn_player.name == "Ann"
    session.act("next", actor="Ann")

    # Round 2: roles by the counts; Greece's fleets win the Commander.
    assert session.table.position.round == 2
    assert table(session).roles() == (1, 2, 2)
    # Cyrene still pays neutral Egypt (nothing) while Bo is seizing it.
    assert hand_of(session, "Bo") == {"taxes": 2, "fish": 1, "metals": 1, "fruit": 1, "cattle": 1}
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next", {"player": "Bo"})
    session.act("buy", {"item": "influence", "province": "cyrene", "cards": "fish,metals,fruit"})
    assert table(session).influence("cyrene") == "carthage"
    # Egypt's seized marker went back to its reserve.
    assert session.table.ledger.count("reserve:egypt", "influence:egypt") == 10


def _exchange_ready(size: int = 2) -> Session:
    session = _started()
    deal(session, "Ann", {"grain": 2, "taxes": 1})
    deal(session, "Bo", {"fish": 2, "oil": 1})
    deal(session, "Cy", {"wine": 3})
    session.act("exchange-size", {"count": size}, actor="Bo")
    session.act("offer", {"player": "Ann", "cards": ["grain", "grain"][:size]})
    session.act("offer", {"player": "Bo", "cards": ["fish", "oil"][:size]})
    session.act("offer", {"player": "Cy", "cards": ["wine", "wine"][:size]})
    return session


def test_lucka_and_honza_swap_only_once() -> None:
    session = _exchange_ready()
    session.act("take", {"from": "Cy", "card": "wine"})  # Bo (Merchant) takes from Cy
    session.act("take", {"from": "Bo", "card": "fish"})  # Cy takes back from Bo
    refused = session.propose("take", {"from": "Cy", "card": "wine"})
    assert [v.rule for v in refused.violations] == ["One swap"]
    session.act("take", {"from": "Ann", "card": "grain"})  # Bo takes from Ann instead
    session.act("take", {"from": "Cy", "card": "wine"})  # Ann from Cy
    # Now Bo may take from Cy again? Cy has nothing left; Cy takes next.
    exchange = table(session).state.exchange
    assert exchange is not None and exchange.next == 2


def test_exchange_ends_and_compensates() -> None:
    session = _exchange_ready()
    takes = (("Ann", "grain"), ("Bo", "fish"), ("Cy", "wine"), ("Bo", "oil"), ("Ann", "grain"), ("Cy", "wine"))
    for giver, card in takes:
        session.act("take", {"from": giver, "card": card})
    # Every offer is gone. Bo took 3 cards, Ann 2; Cy, whose card went last, took 1 and is owed one.
    exchange = table(session).state.exchange
    assert exchange is not None and exchange.next is None
    assert exchange.short == 2
    assert hand_of(session, "Bo") == {"fish": 1, "grain": 2, "wine": 1}
    with pytest.raises(RuleRefused, match="owes one card"):
        session.act("next-phase")
    before = sum(hand_of(session, "Cy").values())
    session.act("compensate", {"card": "fish"})
    assert sum(hand_of(session, "Cy").values()) == before + 1
    # Nobody has anything left to decide in the trade phase: it ends by itself.
    assert session.phase.id == "build"


def test_exchange_ends_early_with_one_player_left() -> None:
    session = _started()
    deal(session, "Ann", {"grain": 3})
    deal(session, "Bo", {"fish": 3})
    deal(session, "Cy", {"wine": 3})
    session.act("exchange-size", {"count": 3}, actor="Bo")
    for name, cards in (("Ann", "grain"), ("Bo", "fish"), ("Cy", "wine")):
        session.act("offer", {"player": name, "cards": ",".join([cards] * 3)})
    for giver in ("Cy", "Ann", "Cy", "Bo", "Cy", "Ann", "Bo", "Ann"):
        session.act("take", {"from": giver})
    # Ann is due, and only Bo's offer is left, but Bo and Ann have just swapped: she may take nothing. Bo
    # takes his card back, the exchange is over, and Ann, whose card went last, took 2 and is owed one.
    exchange = table(session).state.exchange
    assert exchange is not None and exchange.next is None and exchange.over and exchange.short == 0
    assert not session.table.ledger.holders("offer") and hand_of(session, "Bo") == {"fish": 1, "grain": 1, "wine": 2}


def test_pyramids_win() -> None:
    session = _started()
    goods = [
        "gems",
        "papyrus",
        "perfume",
        "gold",
        "cattle",
        "metals",
        "oil",
        "fruit",
        "wine",
        "grain",
        "slaves",
        "fish",
    ]
    deal(session, "Ann", dict.fromkeys(goods, 1))
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next", {"player": "Ann"})
    session.act("buy", {"item": "pyramids"})
    assert session.summary()["winners"] == ["Ann"]
    assert [a.name for a in session.available()] == ["correct"]
    # Audit: `next` after the win asked "say who acts next" instead of saying the game is over.
    assert [v.rule for v in session.propose("next", {}).violations] == ["Game over"]


def test_fourth_wonder_or_hero_wins() -> None:
    session = _started()
    own(session, "Ann", "colossus", "helen")
    deal(session, "Ann", {"taxes": 9})
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next", {"player": "Ann"})
    refused = session.propose("buy", {"item": "caesar"})
    assert "Civilization hero" in [v.rule for v in refused.violations]
    session.act("buy", {"item": "odysseus"})
    progress = [v for v in session.victory() if v.player == "Ann" and v.condition == "wonders-heroes"]
    assert (progress[0].value, progress[0].target, progress[0].met) == (4, 4, True)
    assert session.summary()["winners"] == ["Ann"]


def test_an_exchange_only_the_merchant_can_join_ends_at_once() -> None:
    session = _started()
    deal(session, "Bo", {"fish": 2, "oil": 1})
    deal(session, "Ann", {"grain": 1})
    deal(session, "Cy", {})
    session.act("exchange-size", {"count": 2})
    session.act("offer", {"cards": "fish,oil"})
    exchange = table(session).state.exchange
    assert exchange is not None and exchange.over and exchange.short is None
    assert hand_of(session, "Bo") == {"fish": 2, "oil": 1}
    session.act("next-phase")

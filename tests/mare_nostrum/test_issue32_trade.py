"""Issue 32, the trade phase: the role cards come first (p.4, l.11), and the exchange ends early only when
the player due to take can take nothing (p.5, l.13; the reading is in the ``decisions`` topic)."""

from __future__ import annotations

import pytest

from engine import saves
from engine.errors import RuleRefused
from engine.session import Session
from engine.writer import to_data
from rulesets.mare_nostrum.exchange import EARLY_END_LOG
from tests.mare_nostrum.helpers import (
    caravans,
    deal,
    finish_setup,
    hand_of,
    new_game,
    own,
    rules_of,
    table,
    typed_forced,
)
from tests.mare_nostrum.test_round import _started


def _round_two_with_a_merchant_to_choose() -> Session:
    """Round 2 opens with Ann (7) and Cy (7) tied above Bo (4), the Merchant: Bo chooses the new one."""
    session = _started()  # Ann Babylon (Commander), Bo Carthage (Merchant), Cy Greece (Statesman)
    caravans(session, "babylon", "grain", 5)
    caravans(session, "athens", "oil", 5)
    session.act("exchange-size", {"count": 0})
    session.act("next", {"player": "Ann"})  # Cy, the Statesman, names Ann first
    session.act("next", {"player": "Bo"}, actor="Ann")  # Ann builds nothing and ends her turn
    session.act("next", actor="Bo")  # Cy builds last
    session.act("next")
    session.act("next", {"player": "Cy"})  # Ann, the Commander, names Cy first
    session.act("move-fleet", {"from": "athens", "to": "east-of-athens", "count": 1})  # Cy is done: Bo's turn (v12)
    session.act("next", actor="Bo")  # Ann has nothing to move (no legion, no fleet): round 2 begins
    assert (session.table.position.round, session.phase.id) == (2, "trade")
    assert [role for role, _ in table(session).state.pending_roles] == ["merchant", "commander"]
    return session


def test_the_trade_waits_for_the_role_hand_out() -> None:
    # Play-test: while "Katka chooses the new Merchant" was pending, the old Merchant set the exchange.
    session = _round_two_with_a_merchant_to_choose()
    own(session, "Cy", "artemis")
    refused = session.propose("exchange-size", {"count": 1}, actor="Bo")
    said = [v.message for v in refused.violations]
    assert "the role cards come first: Bo chooses the new Merchant (give-role)" in said
    assert "the role cards come first: Ann chooses the new Commander (give-role)" in said
    with pytest.raises(RuleRefused, match="Roles"):
        session.act("exchange-size", {"count": 1}, actor="Bo")
    assert "Roles" in rules_of(session, "artemis", {"player": "Cy", "good": "gold"})
    session.act("give-role", {"role": "merchant", "player": "Ann"})
    session.act("give-role", {"role": "commander", "player": "Cy"})
    assert table(session).roles() == (0, 2, 2)
    assert rules_of(session, "artemis", {"player": "Cy", "good": "gold"}) == []
    assert "Merchant" in rules_of(session, "exchange-size", {"count": 1}, actor="Bo")  # Bo holds it no more
    session.act("exchange-size", {"count": 1})
    assert session.events[-1].actor == "Ann"


def _play_test_round_five() -> Session:
    """The play-test's round-5 exchange (g1): one card each, Petr (Carthage) the Merchant."""
    session = typed_forced(new_game("carthage", "babylon", "greece", "rome", names=("Petr", "Honza", "Katka", "Mirek")))
    finish_setup(session)
    assert table(session).roles()[0] == 0
    for name, card in (("Petr", "metals"), ("Honza", "oil"), ("Katka", "cattle"), ("Mirek", "grain")):
        deal(session, name, {card: 1})
    session.act("exchange-size", {"count": 1})
    for name, card in (("Petr", "metals"), ("Honza", "oil"), ("Katka", "cattle"), ("Mirek", "grain")):
        session.act("offer", {"cards": card}, actor=name)
    session.act("take", {"card": "oil"})  # Petr takes Honza's
    session.act("take", {"card": "cattle"})  # Honza takes Katka's
    session.act("take", {"card": "grain"})  # Katka takes Mirek's
    return session


def test_the_player_due_to_take_takes_the_last_offer() -> None:
    # Play-test: only Petr's metals was left, Mirek might take it, yet the exchange ended and the Merchant
    # owed Mirek a card of his own choosing. Here Mirek takes it; everyone took one card, nobody is owed one.
    session = _play_test_round_five()
    exchange = table(session).state.exchange
    assert exchange is not None and not exchange.over and exchange.next == 3
    assert session.propose("take", {}).args == {"card": "metals", "from": "Petr", "odysseus": False}
    session.act("take")
    exchange = table(session).state.exchange
    assert exchange is not None and exchange.over and exchange.short is None
    hands = {name: hand_of(session, name) for name in ("Petr", "Honza", "Katka", "Mirek")}
    assert hands == {"Petr": {"oil": 1}, "Honza": {"cattle": 1}, "Katka": {"grain": 1}, "Mirek": {"metals": 1}}
    assert session.phase.id == "build"  # nothing left to decide: the trade phase ended by itself


def test_lucka_and_honza_who_just_swapped_take_their_offers_back() -> None:
    # p.5: Lucka took from Honza and Honza from Lucka; Lucka may not take from Honza now. With nobody else
    # offering, she can take nothing: the exchange ends early and both take their own offers back.
    session = typed_forced(new_game("babylon", "carthage", "greece", names=("Zbynek", "Lucka", "Honza")))
    finish_setup(session)
    assert table(session).roles()[0] == 1  # Lucka (Carthage) is the Merchant
    for name, card in (("Zbynek", "grain"), ("Lucka", "fish"), ("Honza", "wine")):
        deal(session, name, {card: 4})
    session.act("exchange-size", {"count": 4})
    for name, card in (("Zbynek", "grain"), ("Lucka", "fish"), ("Honza", "wine")):
        session.act("offer", {"cards": ",".join([card] * 4)}, actor=name)
    givers = ("Zbynek", "Honza", "Zbynek", "Lucka", "Zbynek", "Honza", "Zbynek", "Lucka", "Honza")
    for giver in givers:
        session.act("take", {"from": giver})
    # Lucka took Honza's wine; Honza, due now, may still take Lucka's fish: the exchange goes on.
    exchange = table(session).state.exchange
    assert exchange is not None and not exchange.over and exchange.next == 2
    assert rules_of(session, "take", {"from": "Lucka"}) == []
    session.act("take", {"from": "Lucka"})
    # Lucka is due: only her own fish and Honza's wine lie on offer, and the two have just swapped.
    exchange = table(session).state.exchange
    assert exchange is not None and exchange.over and exchange.next is None and exchange.short is None
    assert not session.table.ledger.holders("offer")
    assert hand_of(session, "Lucka") == {"grain": 2, "wine": 1, "fish": 1}
    assert hand_of(session, "Honza") == {"grain": 2, "fish": 1, "wine": 1}
    assert hand_of(session, "Zbynek") == {"wine": 2, "fish": 2}


def test_a_taker_left_with_only_his_own_offer_ends_the_exchange() -> None:
    session = _started()  # Bo (Carthage) is the Merchant
    for name, card in (("Ann", "grain"), ("Bo", "fish"), ("Cy", "wine")):
        deal(session, name, {card: 3})
    session.act("exchange-size", {"count": 3}, actor="Bo")
    for name, card in (("Ann", "grain"), ("Bo", "fish"), ("Cy", "wine")):
        session.act("offer", {"cards": ",".join([card] * 3)}, actor=name)
    for giver in ("Ann", "Cy", "Ann", "Bo", "Cy", "Ann", "Cy", "Bo"):
        session.act("take", {"from": giver})
    # Bo is due and only his own fish is left: he takes it back. Bo, whose card went last, is the Merchant,
    # who owes nobody a card.
    exchange = table(session).state.exchange
    assert exchange is not None and exchange.over and exchange.short is None
    assert hand_of(session, "Bo") == {"fish": 1, "grain": 1, "wine": 1}


def test_a_save_from_before_the_reading_keeps_its_early_end() -> None:
    session = _play_test_round_five()
    data = to_data(session)
    assert data["ruleset_version"] == session.ruleset.version and EARLY_END_LOG not in (data.get("options") or {})
    loaded = saves.from_data({**data, "ruleset_version": "4"}, "old")
    assert loaded.options[EARLY_END_LOG]
    # As version 4 took it: Petr took back his metals, and Mirek, whose card went last, is owed one.
    exchange = table(loaded).state.exchange
    assert exchange is not None and exchange.over and exchange.short == 3
    assert hand_of(loaded, "Petr") == {"oil": 1, "metals": 1}
    again = saves.from_data(to_data(loaded), "again")
    assert again.same_as(loaded)

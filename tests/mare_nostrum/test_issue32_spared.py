"""Issue 32, inputs the app could spare (rules version 9): the last take said, every building occupied by default,
``cards=taxes`` as the tax cards a purchase costs, a build turn with nothing left to buy passing by itself."""

from __future__ import annotations

import pytest

from engine import saves
from engine.errors import RuleRefused
from engine.session import Session
from engine.writer import to_data
from rulesets.mare_nostrum.spared import BUILD_PASS_LOG, TAXES_LOG
from tests.mare_nostrum.helpers import (
    buildings,
    caravans,
    deal,
    finish_setup,
    hand_of,
    new_game,
    table,
    typed_forced,
    units,
)
from tests.mare_nostrum.test_issue32_battle_choice import strategy
from tests.mare_nostrum.test_issue32_build import KATKAS_SETS, _build_phase


def _exchange_of_one() -> Session:
    """Ann, Bo and Cy each lay out one different card (Bo, the Merchant, takes first); every take typed."""
    session = typed_forced(new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy")))
    finish_setup(session)
    for name, card in (("Ann", "wine"), ("Bo", "fish"), ("Cy", "oil")):
        deal(session, name, {card: 1, "taxes": 2})
    merchant = session.players[table(session).holder_of("merchant") or 0].name
    session.act("exchange-size", {"count": 1}, actor=merchant)
    for name, card in (("Ann", "wine"), ("Bo", "fish"), ("Cy", "oil")):
        session.act("offer", {"player": name, "cards": card}, actor=name)
    return session


def test_the_last_take_with_one_card_left_is_a_bare_take_and_says_why() -> None:
    session = _exchange_of_one()
    exchange = table(session).state.exchange
    assert exchange is not None and exchange.next is not None
    first = session.players[exchange.next].name
    # Two cards could be taken: a bare take is asked which.
    assert not session.propose("take", {}).legal
    second = next(p.name for p in session.players if p.name != first)
    third = next(p.name for p in session.players if p.name not in (first, second))
    session.act("take", {"from": second})
    said = session.outcome(len(session.events))
    assert not any("the only card" in line for line in said), said
    session.act("take", {"from": third})  # the second taker had two to choose from too
    # The third taker may take only the first one's card: a bare take takes it, and says so.
    event = session.act("take", {})
    assert event.args["from"] == first
    said = session.outcome(len(session.events))
    assert f"the only card {third} could take" in said[0], said


def _zbynek_enters_cyrene_with(legions: int) -> Session:
    """p.10 (l.23), Zbyněk's example without the fight: Lucka's Cyrene holds a caravan, a city and a market and
    none of her units; Zbyněk's legions march in from West of Cyrene (p.8: no dice are rolled)."""
    session = new_game("egypt", "carthage", "greece", names=("Lucka", "Zbyněk", "Honza"))
    finish_setup(session)
    caravans(session, "cyrene", "perfume", 1)
    buildings(session, "cyrene", "city", 1)
    buildings(session, "cyrene", "market", 1)
    units(session, "west-of-cyrene", "legion", "carthage", legions)
    strategy(session, "Zbyněk")
    session.act("move-legion", {"from": "west-of-cyrene", "to": "cyrene", "count": legions})
    return session


def test_a_bare_occupy_stands_on_every_building_the_legions_cover() -> None:
    session = _zbynek_enters_cyrene_with(4)  # the preset start's grain caravan stands there too
    event = session.act("occupy", {})
    assert sorted(event.args["buildings"]) == ["caravan:grain", "caravan:perfume", "city", "market"]
    assert sorted(b for b, _ in table(session).state.province("cyrene").occupied) == sorted(event.args["buildings"])


def test_a_bare_occupy_with_too_few_legions_asks_which() -> None:
    # Three legions for four buildings: which three is the player's choice (Zbyněk's own example picks two).
    session = _zbynek_enters_cyrene_with(3)
    refused = session.propose("occupy", {})
    assert [v.message for v in refused.violations] == [
        "say which buildings the legions stand on: city, market, perfume caravan or grain caravan"
    ]


def test_cards_taxes_pays_with_the_tax_cards_the_purchase_costs() -> None:
    # The play-test typed cards=taxes,taxes,taxes: a set is all taxes or all different goods (p.6), so one
    # taxes named can only mean the tax cards.
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    legions = table(session).legions("carthage", "carthage")
    session.act("buy", {"item": "legion", "province": "carthage", "cards": "taxes"})
    assert table(session).legions("carthage", "carthage") == legions + 1
    assert "taxes" not in hand_of(session, "Katka")
    assert session.events[-1].args["cards"] == ["taxes"]
    assert "Katka buys a legion in Carthage, paying 3 taxes." in session.outcome(len(session.events))


def test_a_lone_taxes_in_an_older_log_still_paid_one_card() -> None:
    # Before version 9 a lone taxes was one card: forced, it paid that one, and the old log replays so.
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    session.act("buy", {"item": "legion", "province": "carthage", "cards": "taxes"})
    data = to_data(session)
    loaded = saves.from_data({**data, "ruleset_version": "8"}, "old")
    assert loaded.options[TAXES_LOG] and loaded.options[BUILD_PASS_LOG]
    assert hand_of(loaded, "Katka")["taxes"] == 2
    assert hand_of(session, "Katka").get("taxes", 0) == 0


def test_a_builder_with_nothing_left_to_buy_passes_by_himself() -> None:
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    session.act("next", {"player": "Mirek"})  # named ahead: Katka builds first
    for cards in KATKAS_SETS:
        session.act("buy", {"item": "legion", "province": "carthage", "cards": cards})
    assert session.turn_player is not None and session.turn_player.name == "Mirek"
    assert "Katka has nothing left to buy this turn: the turn passes." in session.outcome(len(session.events))
    # A habitual bare next now would end Mirek's turn before he built: refused as that slip.
    with pytest.raises(RuleRefused, match="passed by itself"):
        session.act("next")
    # Mirek buys his one legion (Caesar: 2 cards), with Petr and Honza still to build: who follows is the
    # Statesman's pick, so the turn waits for it.
    session.act("buy", {"item": "legion", "province": "rome", "cards": "taxes,taxes"})
    assert session.turn_player is not None and session.turn_player.name == "Mirek"
    assert not any("nothing left" in line for line in session.outcome(len(session.events)))
    session.act("next", {"player": "Honza"}, actor="Petr")
    # Honza's fleet (Pericles: 2 cards) leaves him nothing to buy, and Petr is the only one left.
    session.act("buy", {"item": "fleet", "province": "athens", "cards": "taxes,taxes"})
    assert session.turn_player is not None and session.turn_player.name == "Petr"
    # The last builder's last purchase ends the build phase by itself.
    session.act("buy", {"item": "legion", "province": "alexandria", "cards": "taxes,taxes,taxes"})
    assert session.phase.id == "strategy"
    assert "Petr has nothing left to buy this turn: the turn passes." in session.outcome(len(session.events))


def test_a_builder_who_can_still_buy_keeps_the_turn() -> None:
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    session.act("next", {"player": "Mirek"})
    session.act("buy", {"item": "legion", "province": "carthage", "cards": KATKAS_SETS[0]})
    assert session.turn_player is not None and session.turn_player.name == "Katka"
    assert not any("nothing left to buy" in line for line in session.outcome(len(session.events)))


def test_an_older_log_keeps_its_typed_next() -> None:
    # Before version 9 the turn waited for next: the old log's typed next keeps passing the turn it passed.
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    session.act("next", {"player": "Mirek"})
    for cards in KATKAS_SETS:
        session.act("buy", {"item": "legion", "province": "carthage", "cards": cards})
    data = to_data(session)
    events = list(data["events"])
    typed = {"t": "next", "by": "Katka", "at": events[-1]["at"]}
    old = saves.from_data({**data, "ruleset_version": "8", "events": [*events, typed]}, "old")
    assert old.options[BUILD_PASS_LOG]
    assert old.turn_player is not None and old.turn_player.name == "Mirek"
    assert old.phase.id == "build"

"""Who acts: the actor the rules expect by default, and refusal of a player who may not act now."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused, specific
from tests.mare_nostrum.helpers import deal, end_setup, hand_of, name_goods, new_game, own, table, taxes_on_offer
from tests.mare_nostrum.test_round import GOODS, _started


def test_setup_caravans_belong_to_their_owner_and_turns_pass_by_themselves() -> None:
    # Playtest: every setup caravan-good was logged as the same player's.
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    refused = session.propose("caravan-good", {"province": "carthage", "good": "fish"}, actor="Ann")
    assert [v.message for v in refused.violations] == ["the caravans in Carthage are Carthage's, not Ann's"]
    session.act("caravan-good", {"province": "carthage", "good": "fish"}, actor="Bo")
    assert session.describe_event(session.events[-1]) == "Bo puts a caravan in Carthage on fish"
    session.act("caravan-good", {"province": "babylon", "good": "grain"})
    session.act("caravan-good", {"province": "babylon", "good": "wine"})
    assert session.turn_player is not None and session.turn_player.name == "Ann"
    session.act("caravan-good", {"province": "tigris", "good": "fish"})
    # Ann has nothing left to name: Bo's turn comes without a command.
    assert session.turn_player is not None and session.turn_player.name == "Bo"
    assert session.outcome(len(session.events))[-1] == "Bo's turn."
    assert session.summary()["acts_next"] == "Bo"


def test_the_merchant_sets_the_exchange() -> None:
    session = _started()
    refused = session.propose("exchange-size", {"count": 1}, actor="Ann")
    assert [v.rule for v in refused.violations] == ["Turn order", "Merchant"]
    session.act("exchange-size", {"count": 1})
    assert session.events[-1].actor == "Bo"


def test_offers_default_to_who_still_offers_and_takes_to_the_taker() -> None:
    session = _started()
    session.act("exchange-size", {"count": 1})
    # Several still to offer: the first of them, as ``actions`` lists him (play-test 10).
    session.act("offer", {"cards": "taxes"})
    assert session.events[-1].actor == "Ann" and session.events[-1].args["player"] == "Ann"
    session.act("offer", {"cards": "fish"}, actor="Bo")
    session.act("offer", {"cards": "oil"})  # the last one to offer
    assert [e.actor for e in session.events[-3:]] == ["Ann", "Bo", "Cy"]
    # The Merchant takes first; Cy may not take now.
    refused = session.propose("take", {"from": "Ann", "card": "taxes"}, actor="Cy")
    assert [v.rule for v in refused.violations] == ["Turn order"]
    session.act("take", {"from": "Ann", "card": "taxes"})
    assert session.events[-1].actor == "Bo"
    session.act("take", {"from": "Cy", "card": "oil"})
    assert session.events[-1].actor == "Ann"


def test_nobody_builds_before_the_statesman_names_who_builds_first() -> None:
    # Playtest: "buy --as X" was accepted before the Statesman named anyone.
    session = _started()
    session.act("exchange-size", {"count": 0})
    # A bare buy is the Statesman's own (play-test 10: she who builds first just buys; ``taken_turns``).
    assert session.propose("buy", {"item": "legion", "province": "babylon"}).actor == 2
    refused = session.propose("buy", {"item": "legion", "province": "babylon"}, actor="Ann")
    assert [v.rule for v in refused.violations][:2] == ["Turn order", "Build order"]
    assert "Cy (Statesman) names who builds next: Ann, Bo, Cy." in [p["text"] for p in session.summary()["pending"]]
    session.act("next", {"player": "Ann"})
    session.act("buy", {"item": "legion", "province": "babylon"})
    assert session.events[-1].actor == "Ann"
    refused = session.propose("buy", {"item": "legion", "province": "carthage"}, actor="Bo")
    assert "buy is for Ann now, not Bo" in [v.message for v in refused.violations]


def test_powers_default_to_their_owner() -> None:
    session = _started()
    own(session, "Cy", "artemis")
    session.act("artemis", {"good": "gems"})
    assert session.events[-1].actor == "Cy" and hand_of(session, "Cy")["gems"] == 1
    refused = session.propose("artemis", {"good": "gold"}, actor="Ann")
    assert [v.rule for v in refused.violations] == ["Turn order", "Temple of Artemis"]


def test_keep_names_its_player() -> None:
    session = _started()
    deal(session, "Bo", {"taxes": 3})
    session.act("exchange-size", {"count": 0})
    session.act("next", {"player": "Ann"})
    session.act("keep", {"player": "Bo", "cards": "taxes"})
    assert session.events[-1].actor == "Bo"
    assert session.describe_event(session.events[-1]) == "Bo chooses the cards to keep"


def test_the_commander_lot_with_two_candidates() -> None:
    # Four players without Rome: the Commander is drawn among Babylon and Greece (no role card).
    session = new_game("babylon", "egypt", "carthage", "greece", names=("Ann", "Lucka", "Honza", "Katka"))
    name_goods(session, GOODS)
    session.act("extra-caravan", {"province": "thebes", "good": "wine"}, actor="Lucka")
    with pytest.raises(RuleRefused, match="hand out the Commander"):
        session.act("next-phase")
    refused = session.propose("give-role", {"role": "commander", "player": "Lucka"})
    assert [v.message for v in refused.violations] == ["the Commander is drawn among players without a role card"]
    refused = session.propose("give-role", {"role": "merchant", "player": "Ann"})
    assert [v.message for v in refused.violations] == ["Honza holds the Merchant from the preset start"]
    session.act("give-role", {"role": "commander", "player": "Katka"})
    assert table(session).roles() == (2, 1, 3)
    end_setup(session)
    assert session.phase.id == "trade"


def test_during_the_exchange_the_header_names_who_offers_then_who_takes() -> None:
    # Audit: with the size set, the header still named the Merchant (first in the list of actions)
    # while the Pending lines said someone else takes next.
    session = _started()
    session.act("exchange-size", {"count": 1}, actor="Bo")
    for name in ("Ann", "Bo", "Cy"):
        assert session.summary()["acts_next"] == name
        session.act("offer", {"cards": next(iter(hand_of(session, name)))}, actor=name)
    taker = next(line["text"] for line in session.summary()["pending"] if line["text"].endswith("takes next."))
    assert taker == f"{session.summary()['acts_next']} takes next."


def test_ending_a_turn_that_owes_a_battle_names_the_rule_before_asking_who_is_next() -> None:
    # Audit: `next --check` in a chosen-order phase gave only "say who acts next", no rule check.
    from tests.mare_nostrum.helpers import units
    from tests.mare_nostrum.test_rules import _strategy_with

    session = _started()
    session.act("connect", {"a": "carthage", "b": "north-of-rome"})
    units(session, "carthage", "legion", "carthage", 3)
    _strategy_with(session, "Bo")
    session.act("move-legion", {"from": "carthage", "to": "north-of-rome", "count": 3})
    assert [v.rule for v in session.propose("next", {}).violations] == ["Compulsory battle"]


def test_the_statesman_names_each_next_builder_not_the_one_who_just_built() -> None:
    # Rulebook p.6 (l.15): the Statesman sets the build order. Play-test: with Katka's turn running, the
    # form offered Katka as the one naming the next builder, and the log said she named him.
    session = _started()
    session.act("exchange-size", {"count": 0}, actor="Bo")
    statesman = session.summary()["acts_next"]
    assert statesman == "Cy"
    session.act("next", {"player": "Ann"})
    assert session.turn_player is not None and session.turn_player.name == "Ann"
    spec = session.spec("next")
    assert session.expected_actor(spec) is not None and session.expected_actor(spec).name == "Cy"  # type: ignore[union-attr]
    event = session.act("next", {"player": "Bo"})
    assert event.actor == "Cy"
    assert session.describe_event(session.events[-1]).startswith("Cy names Bo")


def test_a_piece_missing_from_a_shared_place_names_whose_it_is() -> None:
    # Play-test: "North of Rome has no legion" while another player's legion stood there.
    from tests.mare_nostrum.helpers import units
    from tests.mare_nostrum.test_rules import _strategy_with

    session = _started()
    session.act("connect", {"a": "carthage", "b": "north-of-rome"})
    units(session, "north-of-rome", "legion", "carthage", 1)
    _strategy_with(session, "Cy")
    refused = session.propose("move-legion", {"from": "north-of-rome", "to": "rome", "count": 1})
    assert "North of Rome: no legion of Cy's" in [v.message for v in refused.violations]


def test_a_take_needs_only_what_the_table_decides() -> None:
    # Issue 14: the exchange with no more inputs than decisions. A card is left out when the giver offered
    # only one kind; the giver too when the swap rule leaves only one (rulebook p.5, the exchange).
    session = _started()
    for name in ("Ann", "Bo", "Cy"):
        deal(session, name, {"taxes": 2})
    session.act("exchange-size", {"count": 2}, actor="Bo")
    for name in ("Ann", "Bo", "Cy"):
        session.act("offer", {"cards": "taxes,taxes"}, actor=name)
    first = session.summary()["acts_next"]
    refused = session.propose("take", {})
    assert [v.rule for v in refused.violations] == ["Exchange"]
    giver, third = (p.name for p in session.players if p.name != first)
    # The card is worked out with its giver, not alone (issue 31: a form filled the card by itself and the
    # card typed first at the table went into 'from'): every card on offer is named with whose it is.
    said = refused.violations[0].message
    assert said == f"say which card {first} takes: {giver}'s taxes; {third}'s taxes", said
    event = session.act("take", {"from": giver})
    assert (event.args["from"], event.args["card"]) == (giver, "taxes")
    session.act("take", {"from": first})  # the giver takes back from the first taker
    # A third straight swap between the two is barred: only the third player is left to take from.
    event = session.act("take", {})
    assert (event.actor, event.args["from"], event.args["card"]) == (first, third, "taxes")
    assert session.describe_event(event) == f"{first} takes a tax card from {third}"  # one card (issue 32)


def test_a_take_is_one_pick_of_a_card_on_offer() -> None:
    # Issue 14: at the table the taker picks one face-up card; the app knows whose it is when only one
    # player it may take from offers that kind (rulebook p.5, the exchange).
    session = _started()
    deal(session, "Ann", {"taxes": 1, "wine": 1})
    deal(session, "Bo", {"wine": 2})
    deal(session, "Cy", {"wine": 1, "fish": 1})
    session.act("exchange-size", {"count": 2}, actor="Bo")
    session.act("offer", {"cards": "taxes,wine"}, actor="Ann")
    session.act("offer", {"cards": "wine,wine"}, actor="Bo")
    session.act("offer", {"cards": "wine,fish"}, actor="Cy")
    # Bo (Merchant) takes first; asked with nothing picked, the app lists what lies on offer to him.
    refused = session.propose("take", {})
    assert [v.message for v in refused.violations] == ["say which card Bo takes: Ann's taxes, wine; Cy's fish, wine"]
    # Ann and Cy both offer wine, so wine alone leaves a choice he has to say.
    refused = session.propose("take", {"card": "wine"})
    assert [v.message for v in refused.violations] == ["say whom Bo takes from: Ann or Cy"]
    event = session.act("take", {"card": "fish"})
    assert (event.actor, event.args["from"]) == ("Bo", "Cy")
    # Cy takes next: of the others, only Ann offers taxes (Cy's own wine would not count either).
    event = session.act("take", {"card": "taxes"})
    assert (event.actor, event.args["from"]) == ("Cy", "Ann")


def test_with_cleopatra_in_play_the_table_is_told_what_the_trade_phase_waits_for() -> None:
    # Re-play of the play-test: the header named Cleopatra's owner as next to act while the exchange
    # waited on the taker, and after the exchange the phase waited with nothing said.
    session = taxes_on_offer()
    assert session.summary()["acts_next"] == "Mirek"  # the Merchant takes first, not Katka (Cleopatra)
    session.act("take", {"from": "Honza"})
    session.act("take", {"from": "Mirek"})
    session.act("take", {"from": "Katka"})  # the offers are gone: Katka, whose card went last, is owed one
    session.act("compensate", {"card": "taxes"})
    assert session.phase.id == "trade"
    pending = [p["text"] for p in session.summary()["pending"]]
    assert "Katka may still swap a card with the bank (Cleopatra); then next ends the phase." in pending
    session.act("cleopatra", {"give": "taxes", "take": "papyrus"}, actor="Katka")
    assert session.phase.id == "build"  # nothing left to decide: the phase ended by itself


def test_buying_in_the_preset_start_says_only_when_buying_starts() -> None:
    # Play-test: `buy --check` in the preset start also talked about start points (a variant not in play).
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    refused = session.propose("buy", {"item": "temple", "province": "babylon"})
    said = [v.message for v in specific("buy", refused.violations) if not v.physical]
    assert said == ["the preset start places everything; buying starts in the build phase"]
    assert "Ann's build-point pool: no build point" in [v.message for v in refused.violations]

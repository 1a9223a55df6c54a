"""Issue 32: the set the app picks for a purchase. December CLI evenings: it leaves the rest of the hand able to
pay for the most (Dana's legion took fruit and wine of two taxes, fruit, grain and wine, and no fleet could
follow; the second evening's Rome the same with fish, metals and wine). App play-test: where the rest pays for
the same purchases either way, it keeps the taxes, which outlive the build phase, and spends the goods, which do
not (Clara's fleet and Anna's legion paid with two taxes, and their goods went back to the bank with the
phase)."""

from __future__ import annotations

from engine import saves
from engine.writer import to_data
from rulesets.mare_nostrum.cards import best_set
from tests.mare_nostrum.helpers import deal, hand_of, own, table
from tests.mare_nostrum.test_issue32_build import _build_phase


def test_the_app_pays_with_goods_that_the_phase_end_would_throw_away() -> None:
    # Two taxes, fruit and oil: the legion leaves a legion's set either way (and no fleet): the goods pay.
    session = _build_phase()
    own(session, "Mirek", "caesar")  # a legion costs him two cards
    deal(session, "Mirek", {"taxes": 2, "fruit": 1, "oil": 1})
    session.act("next", {"player": "Mirek"})
    session.act("buy", {"item": "legion", "province": "rome"})
    said = session.outcome(len(session.events))
    assert said[0] == "Mirek buys a legion in Rome, paying 1 fruit, 1 oil."
    assert session.events[-1].args["cards"] == ["oil", "fruit"]  # the log keeps what was paid
    session.act("next-phase")
    assert session.phase.id == "strategy"
    assert hand_of(session, "Mirek") == {"taxes": 2}  # the two taxes kept; the taxes paid, two goods were lost


def test_the_legion_leaves_the_goods_for_the_fleet() -> None:
    # December evening 2: fish, metals, wine and two taxes with Caesar pay a legion and a fleet (p.6); the
    # legion took metals and wine, and the fleet was refused. A rest paying a fleet beats one paying a legion.
    session = _build_phase()
    own(session, "Mirek", "caesar")
    deal(session, "Mirek", {"taxes": 2, "fish": 1, "metals": 1, "wine": 1})
    session.act("next", {"player": "Mirek"})
    session.act("buy", {"item": "legion", "province": "rome"})
    assert session.outcome(len(session.events))[0] == "Mirek buys a legion in Rome, paying 2 taxes."
    session.act("buy", {"item": "fleet", "province": "rome"})
    said = session.outcome(len(session.events))[0]
    assert said == "Mirek buys a fleet in Rome, paying 1 fish, 1 metals, 1 wine."
    assert hand_of(session, "Mirek") == {} and table(session).new_fleets("rome") == {"rome": 1}


def test_the_app_pays_so_that_the_next_purchases_are_still_paid() -> None:
    # Two taxes or two goods keep two taxes either way; after the taxes, three taxes and three goods pay two
    # fleets, after the goods five taxes and a good pay one.
    session = _build_phase()
    own(session, "Mirek", "caesar")
    deal(session, "Mirek", {"taxes": 5, "grain": 1, "wine": 1, "oil": 1})
    session.act("next", {"player": "Mirek"})
    session.act("buy", {"item": "legion", "province": "rome"})
    assert hand_of(session, "Mirek") == {"taxes": 3, "grain": 1, "wine": 1, "oil": 1}
    session.act("buy", {"item": "fleet", "province": "rome"})
    session.act("buy", {"item": "fleet", "province": "rome"})
    assert hand_of(session, "Mirek") == {} and table(session).new_fleets("rome") == {"rome": 2}


def test_the_table_names_the_cards_for_a_later_purchase() -> None:
    # Dana's evening: a fleet to follow the legion is the table's plan, said by naming the taxes.
    session = _build_phase()
    own(session, "Mirek", "caesar")
    deal(session, "Mirek", {"taxes": 2, "fruit": 1, "grain": 1, "wine": 1})
    session.act("next", {"player": "Mirek"})
    session.act("buy", {"item": "legion", "province": "rome", "cards": "taxes,taxes"})
    session.act("buy", {"item": "fleet", "province": "rome"})
    assert hand_of(session, "Mirek") == {} and table(session).new_fleets("rome") == {"rome": 1}


def test_the_hanging_gardens_keep_goods_too() -> None:
    # With the Gardens two goods outlive the phase as well: where the rest pays for the same either way,
    # the taxes are kept and the goods spent.
    paid = best_set({"taxes": 2, "fruit": 1, "grain": 1}, "fleet", frozenset({"pericles", "gardens"}))
    assert paid == ["fruit", "grain"]
    # Four taxes, fruit, grain and wine: paying two taxes keeps two taxes and two goods, paying two goods two of
    # the four taxes and the third good; both rests pay for two fleets or one legion.
    paid = best_set({"taxes": 4, "fruit": 1, "grain": 1, "wine": 1}, "fleet", frozenset({"pericles", "gardens"}))
    assert paid == ["taxes", "taxes"]
    # Two taxes, fruit, grain and wine: the goods left after the taxes pay a legion, the taxes left do not.
    paid = best_set({"taxes": 2, "fruit": 1, "grain": 1, "wine": 1}, "fleet", frozenset({"pericles", "gardens"}))
    assert paid == ["taxes", "taxes"]


def test_a_log_from_before_pays_as_it_was_paid() -> None:
    # A buy logged without its cards (before the app filled them in) replays with the set picked then.
    session = _build_phase()
    own(session, "Mirek", "caesar")
    deal(session, "Mirek", {"taxes": 2, "fruit": 1, "grain": 1, "wine": 1})
    session.act("next", {"player": "Mirek"})
    session.act("buy", {"item": "legion", "province": "rome"})
    data = to_data(session)
    data["events"][-1]["a"].pop("cards")
    loaded = saves.from_data(data, "old")
    assert hand_of(loaded, "Mirek") == {"taxes": 2, "grain": 1}


def test_a_tie_keeps_the_taxes() -> None:
    # Either set leaves one more set of three: the goods pay, and the taxes may be kept past the phase.
    paid = best_set({"taxes": 3, "fruit": 1, "grain": 1, "wine": 1, "oil": 1}, "legion")
    assert paid is not None and len(set(paid)) == 3 and "taxes" not in paid
    assert best_set({"taxes": 1, "fruit": 1}, "legion") is None


def test_a_card_named_and_not_held_is_said_so() -> None:
    # December evening: "Anna's gold card cannot be taken" when she had no gold card (offer, compensate, buy).
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    refused = session.propose("buy", {"item": "legion", "province": "carthage", "cards": "gold,fish,grain"})
    assert [v.message for v in refused.violations] == ["Katka has no fish card"]
    refused = session.propose("buy", {"item": "temple", "province": "carthage", "cards": "taxes," * 5 + "taxes"})
    assert "Katka does not hold 6 taxes" in [v.message for v in refused.violations]

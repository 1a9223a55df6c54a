"""Mare Nostrum sessions: setup, income, roles, exchange, building, battles, victory."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.errors import RuleRefused
from rulesets.mare_nostrum.board import Board
from rulesets.mare_nostrum.components import province_holder
from rulesets.mare_nostrum.economy import income, role_outcome
from rulesets.mare_nostrum.reach import reach
from tests.mare_nostrum.helpers import (
    buildings,
    caravans,
    correct,
    deal,
    disown,
    finish_setup,
    fleets,
    hand_of,
    influence,
    new_game,
    own,
    set_game,
    table,
    units,
)


def test_preset_start_three_players() -> None:
    session = new_game("babylon", "carthage", "greece")
    board = table(session)
    assert board.state.neutrals == ("egypt", "rome")
    # Carthage Merchant; Greece Statesman without Egypt; the Commander's lot has one candidate: Babylon.
    assert board.roles() == (1, 2, 0)
    assert [sorted(board.owned(p)) for p in range(3)] == [["hammurabi"], ["hannibal"], ["pericles"]]
    carthage = (
        board.count("carthage", "city"),
        board.unnamed_caravans("carthage"),
        board.fortresses("carthage", "carthage"),
        board.legions("carthage", "carthage"),
    )
    assert carthage == (1, 2, 1, 1)
    assert (board.count("athens", "city"), board.new_fleets("athens")) == (2, {"greece": 1})
    # Neutral Rome: influence, fortress and legion in the capital; influence and legion around it.
    assert (board.influence("rome"), board.fortresses("rome", "rome"), board.legions("rome", "rome")) == ("rome", 1, 1)
    north = (board.influence("north-of-rome"), board.fortresses("north-of-rome", "rome"))
    assert north + (board.legions("north-of-rome", "rome"),) == ("rome", 0, 1)
    # The bank for three players: 18 caravans, 8 cities, 8 markets, 4 temples, less what the start placed.
    assert (board.bank("caravan"), board.bank("city"), board.bank("market"), board.bank("temple")) == (8, 3, 8, 4)
    assert session.table.ledger.count("box", "caravan") == 10
    with pytest.raises(RuleRefused, match="name the goods under the caravans in Babylon"):
        session.act("next-phase")


def test_recommended_civilizations_are_handed_out_first() -> None:
    from engine.session import Session
    from rulesets.mare_nostrum import INFO

    three = Session.new(INFO.load(), [("A", None), ("B", None), ("C", None)])
    assert [p.faction for p in three.players] == ["babylon", "carthage", "greece"]
    four = Session.new(INFO.load(), [("A", None), ("B", None), ("C", None), ("D", None)])
    assert [p.faction for p in four.players] == ["egypt", "carthage", "greece", "rome"]


ROME = {"rome": ["wine", "slaves"], "north-of-rome": ["metals"], "south-of-rome": ["fish"]}


def test_income_after_setup() -> None:
    session = new_game("egypt", "carthage", "greece", "rome")
    finish_setup(session, named=ROME)
    assert session.phase.id == "trade"
    # Carthage: 1 city, 4 caravans (all named grain here) -> 1 tax, 4 grain.
    assert hand_of(session, "Carthage") == {"taxes": 1, "grain": 4}
    # Egypt: 3 cities; caravans: Cyrene (grain) and Thebes (wine).
    assert hand_of(session, "Egypt") == {"taxes": 3, "grain": 1, "wine": 1}
    # The cards came out of the bank: 35 taxes less what was paid.
    paid = sum(hand_of(session, p.name).get("taxes", 0) for p in session.players)
    assert session.table.ledger.count("bank", "taxes") == 35 - paid


def test_income_never_pays_cards_the_bank_lacks() -> None:
    # Twelve grain caravans, eleven grain cards: the last player paid goes short, and the table is told.
    session = new_game("egypt", "carthage", "greece", "rome")
    finish_setup(session)
    assert session.table.ledger.count("bank", "grain") == 0
    grain = [hand_of(session, p.name).get("grain", 0) for p in session.players]
    assert grain == [0, 4, 3, 4] and sum(grain) == 11
    assert "Egypt got 0 of 1 grain card: the bank had no more." in session.summary()["pending"][0]["text"]


def test_zbyneks_occupation_income() -> None:
    # Zbyněk (Rome) occupies a caravan and a city in Lucka's (Carthage) province,
    # which also has a market: he gets 1 good and 1 tax; the market pays Lucka nothing.
    session = new_game("rome", "carthage", "greece")
    for pid in ("rome", "north-of-rome", "south-of-rome", "west-of-carthage"):
        correct(session, province_holder(pid), "caravan", 0, "bank")
    buildings(session, "rome", "city", 0)
    caravans(session, "west-of-carthage", "fish", 1)
    buildings(session, "west-of-carthage", "city", 1)
    buildings(session, "west-of-carthage", "market", 1)
    units(session, "west-of-carthage", "legion", "rome", 2)
    board = table(session)
    province = replace(board.state.province("west-of-carthage"), occupied=(("caravan:fish", "rome"), ("city", "rome")))
    board = Board(board.state.with_province(province), board.ledger)
    assert income(board, 0) == {"taxes": 1, "goods": {"fish": 1}, "any_good": 0}
    lucka = income(board, 1)
    assert "fish" not in lucka["goods"]


def test_occupied_city_and_temple_pay_two_taxes() -> None:
    session = new_game("rome", "carthage", "greece")
    buildings(session, "thebes", "city", 1)
    buildings(session, "thebes", "temple", 1)
    units(session, "thebes", "legion", "rome", 2)
    board = table(session)
    province = board.state.province("thebes")
    occupied = Board(
        board.state.with_province(replace(province, occupied=(("city", "rome"), ("temple", "rome")))), board.ledger
    )
    assert income(occupied, 0)["taxes"] == income(board, 0)["taxes"] + 2


def test_monikas_influence_reach() -> None:
    # Monika (Greece) held Athens at round start and has fleets east of Athens
    # and southwest of Knossos: by sea she reaches Constantinople, Troy,
    # Knossos, Rhodes, Cyrene and West of Cyrene (Carthage is taken).
    session = new_game("babylon", "carthage", "greece")
    fleets(session, "east-of-athens", "greece", 1)
    fleets(session, "southwest-of-knossos", "greece", 1)
    board = table(session)
    reachable = reach(board, "greece", ["athens"]) - board.state.neighbours("athens")
    listed = {"constantinople", "troy", "knossos", "rhodes", "cyrene", "west-of-cyrene"}
    # The rules leave Carthage off the list only because another marker stands there.
    assert reachable == listed | {"carthage"}
    assert board.influence("carthage") == "carthage"
    # Without the fleet southwest of Knossos the African coast is out of reach.
    fleets(session, "southwest-of-knossos", "greece", 0)
    assert reach(table(session), "greece", ["athens"]).isdisjoint({"cyrene", "west-of-cyrene"})


def test_petrs_influence_next_to_start_provinces() -> None:
    # Petr held Alexandria at round start: Cyrene may take his influence,
    # West of Cyrene not yet.
    session = new_game("egypt", "carthage", "greece", "rome")
    finish_setup(session)
    influence(session, "cyrene", None)
    caravans(session, "cyrene", "grain", 0)
    state = table(session).state
    set_game(session, replace(state, held_at_start=(frozenset({"alexandria"}),) + state.held_at_start[1:]))
    deal(session, "Egypt", {"taxes": 6})
    session.act("exchange-size", {"count": 0})
    session.act("next-phase")  # Egypt (Cleopatra) passes
    session.act("next", {"player": "Egypt"})
    refused = session.propose("buy", {"item": "influence", "province": "west-of-cyrene"})
    assert [v.rule for v in refused.violations] == ["Influence reach"]
    session.act("buy", {"item": "influence", "province": "cyrene"})
    assert table(session).influence("cyrene") == "egypt"


def test_roles_follow_counts_and_holder_keeps_ties() -> None:
    session = new_game("babylon", "carthage", "greece")
    correct(session, "tableau:carthage", "commander", 1, "tableau:babylon")
    outcome = role_outcome(table(session))
    # Babylon 3 caravans vs Carthage 4: Carthage keeps the Merchant.
    assert outcome["merchant"]["holder"] == 1
    # Statesman: Babylon 2 cities, Carthage 1, Greece 2 -> Greece (holder) keeps it on the tie.
    assert outcome["statesman"]["holder"] == 2
    # Commander: Carthage has fortress + legion (2), Greece fortress + fleet (2),
    # Babylon fortress (1): Carthage keeps it on the tie.
    assert outcome["commander"]["holder"] == 1
    # Archimedes adds 3 for Babylon.
    own(session, "Babylon", "archimedes")
    assert role_outcome(table(session))["commander"]["holder"] == 0
    # Two others tie above the holder (Babylon 2 cities, Greece 2, Carthage 1):
    # Carthage, holding the Statesman, chooses between them.
    disown(session, "Babylon", "archimedes")
    correct(session, "tableau:carthage", "statesman", 1, "tableau:greece")
    assert role_outcome(table(session))["statesman"] == {"holder": None, "choose_from": [0, 2], "counts": [2, 1, 2]}
    # Solomon's +3 settles it for Babylon.
    own(session, "Babylon", "solomon")
    assert role_outcome(table(session))["statesman"]["holder"] == 0

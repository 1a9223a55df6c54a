"""What the app derives from the kit instead of asking: speed, ranks, costs, unlocks, obsolescence, coins, track."""

from __future__ import annotations

import random

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from rulesets.civilization import INFO
from rulesets.civilization.components import travel_speed, unit_rank, unit_ranks
from tests.civilization.helpers import count, game, go_to, kit_with, learn, new, put, realm, set_realm


def test_civilizations_start_with_what_their_start_tech_gives() -> None:
    # F&F p. 6 and W&W p. 5: Greece governs by Democracy with infantry at rank 2, Arabia's artillery is
    # at rank 2 (Mathematics), Japan governs by Feudalism with mounted units at rank 2, the Mongols move 3.
    session = new(("G", "greece"), ("A", "arabia"), ("J", "japan"), ("M", "mongolia"), ("C", "china"))
    ctx = session.context()
    assert [realm(session, s).government for s in range(5)] == [
        "democracy",
        "despotism",
        "feudalism",
        "despotism",
        "despotism",
    ]
    assert [unit_ranks(ctx, s) for s in range(5)] == [{"infantry": 2}, {"artillery": 2}, {"cavalry": 2}, {}, {}]
    assert [travel_speed(ctx, s) for s in range(5)] == [2, 2, 2, 3, 2]
    assert session.summary()["players"][2]["unit ranks"] == "cavalry 2"


def test_travel_speed_and_ranks_follow_the_techs_researched() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    learn(session, 0, ["pottery"])
    set_realm(session, 0, trade=27)
    set_realm(session, 1, trade=6)  # Filip could research: the phase goes on
    go_to(session, "research")
    session.act("research", {"tech": "Horseback Riding"}, actor="Ondrej")  # Filip could take it too: named
    assert "Ondrej's figures now move 3 squares." in session.outcome(len(session.events))
    set_realm(session, 0, researched=0, trade=27)
    session.act("research", {"tech": "chivalry"}, actor="Ondrej")
    assert "Ondrej's cavalry reaches rank 2." in session.outcome(len(session.events))
    assert unit_rank(session.context(), 0, "cavalry") == 2 and unit_rank(session.context(), 0, "infantry") == 1


def test_build_costs_come_from_the_kit() -> None:
    session = new(("Ondrej", "china"), ("Gerd", "germany"))
    learn(session, 0, ["chivalry", "pottery"])
    set_realm(session, 0, trade=27)
    go_to(session, "city")
    # Cavalry at rank 2 costs 7 (the unit table); nothing typed but the city's hammers.
    session.act("build", {"city": "China capital", "item": "cavalry", "hammers": 4})
    assert session.outcome(len(session.events))[:2] == [
        "China capital builds Cavalry for 7 hammers.",
        "3 missing hammers cost 9 trade (dial 27 to 18).",
    ]
    refused = session.propose(
        "build", {"player": "Gerd", "city": "Germany capital", "item": "barracks", "cost": 5, "hammers": 7}
    )
    assert [v.message for v in refused.violations] == ["Barracks costs 7 hammers here, not 5"]
    assert session.propose(
        "build", {"player": "Gerd", "city": "Germany capital", "item": "barracks", "hammers": 7}
    ).legal


def test_buildings_and_aircraft_need_the_tech_that_unlocks_them() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    go_to(session, "city")
    refused = session.propose("build", {"city": "China capital", "item": "barracks", "hammers": 7})
    assert [v.message for v in refused.violations] == ["Barracks needs Metalworking, which Ondrej has not researched"]
    refused = session.propose("build", {"city": "China capital", "item": "aircraft", "hammers": 12})
    assert [v.rule for v in refused.violations] == ["Unlocked"]
    assert session.propose("build", {"city": "China capital", "item": "library", "hammers": 5}).legal  # Writing


def test_a_wonder_costs_less_with_the_tech_printed_on_it() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    go_to(session, "city")
    assert [
        v.message
        for v in session.propose(
            "build", {"city": "China capital", "item": "pyramids", "cost": 10, "hammers": 15}
        ).violations
    ] == ["The Pyramids costs 15 hammers here, not 10"]
    learn(session, 0, ["pottery"])
    session.act("build", {"city": "China capital", "item": "pyramids", "hammers": 10})
    assert count(session, "city:china-capital", "pyramids") == 1


def test_a_crossed_wonder_tech_obsoletes_one_wonder_not_yet_obsolete() -> None:
    # The premise changed (play-test 8): the fan sheet ties Monarchy to ancient wonders, but the rulebook sets no era
    # (l. 266-268) and is the final word (l. 22), so a medieval wonder may be named too.
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    learn(session, 0, ["pottery"])
    set_realm(session, 0, trade=27)
    go_to(session, "research")
    assert session.propose("research", {"tech": "monarchy", "obsoletes": "Angkor Wat"}).legal
    assert [v.rule for v in session.propose("research", {"tech": "monarchy"}).violations] == ["Obsolescence"]
    assert [
        v.rule for v in session.propose("research", {"tech": "mathematics", "obsoletes": "stonehenge"}).violations
    ] == ["Obsolescence"]
    learn(session, 1, ["pottery"])
    set_realm(session, 1, trade=27)  # Filip researches after Ondrej: the phase goes on
    session.act("research", {"player": "Ondrej", "tech": "monarchy", "obsoletes": "Stonehenge"})
    assert "stonehenge" in game(session).obsolete
    # Only a wonder not obsolete yet may be named.
    again = session.propose("research", {"player": "Filip", "tech": "monarchy", "obsoletes": "stonehenge"})
    assert [v.message for v in again.violations] == ["that wonder is obsolete already"]
    # A kit that does not know Monarchy's icon takes the table's word, and asks for no wonder.
    unsure = new(("Ondrej", "china"), ("Filip", "rome"), kit=kit_with(("techs", "monarchy", "obsoletes", "?")))
    learn(unsure, 0, ["pottery"])
    set_realm(unsure, 0, trade=27)
    go_to(unsure, "research")
    assert unsure.propose("research", {"tech": "monarchy"}).legal
    assert unsure.propose("research", {"tech": "monarchy", "obsoletes": "angkor wat"}).legal


def test_coins_printed_on_a_tech_go_onto_the_dial() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    learn(session, 0, ["pottery"])
    set_realm(session, 0, trade=27)
    go_to(session, "research")
    session.act("research", {"tech": "Civil Service"})
    assert count(session, "coins:china", "coin") == 1
    assert "Ondrej gains a coin printed on Civil Service." in session.outcome(len(session.events))


def test_a_government_needs_the_tech_the_kit_names() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    refused = session.propose("government", {"government": "feudalism"})
    assert [v.message for v in refused.violations] == ["Feudalism needs Chivalry, which Ondrej has not researched"]
    learn(session, 0, ["chivalry"])
    assert session.propose("government", {"government": "feudalism"}).legal


def test_the_kits_culture_track_replaces_the_session_options() -> None:
    track = (
        ("track", "culture-track", "spaces", 10),
        ("track", "culture-track", "event_lines", [2]),
        ("track", "culture-track", "person_spaces", [4]),
        ("track", "culture-track", "hand_limit_spaces", [3]),
    )
    options = {"event_lines": "1", "person_spaces": "1", "hand_limit_spaces": "1", "culture_spaces": "30"}
    players = [("Ondrej", "china"), ("Filip", "rome")]
    session = Session.new(INFO.load(), players, (), options, rng=random.Random(1), kit=kit_with(*track))
    assert session.summary()["players"][0]["hand limit"] == 2  # the option's space 1 is not the board's
    go_to(session, "city")
    session.act("arts", {"city": "China capital", "masks": 3})  # 0 to 4: the line at 2, the person at 4
    assert (realm(session, 0).culture, realm(session, 0).pending_persons) == (4, 1)
    assert count(session, "hand:china", "event") == 1
    assert session.summary()["players"][0]["hand limit"] == 3
    set_realm(session, 1, culture=9)
    session.act("arts", {"city": "Rome capital", "masks": 0})  # a first count is asked (play-test 8)
    assert session.summary()["winners"] == ["Filip"]  # the kit's 10 spaces, not the option's 30


def test_a_relic_of_great_persons_makes_them_due() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    go_to(session, "movement")
    session.act("relic", {"relic": "School of Confucius"})
    assert realm(session, 0).pending_persons == 2
    assert "Ondrej is due 2 great persons: record each draw with great-person." in session.outcome(len(session.events))


def test_a_figure_the_kit_does_not_price_is_asked() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    put(session, "settler:china", 0, "supply:china", "board:china")
    go_to(session, "city")
    refused = session.propose("build", {"city": "China capital", "item": "army", "hammers": 4})
    assert [v.message for v in refused.violations] == ["the kit does not price Army: give its cost in hammers"]
    with pytest.raises(RuleRefused):
        session.act("build", {"city": "China capital", "item": "army", "hammers": 4})
    session.act("build", {"city": "China capital", "item": "army", "cost": 4, "hammers": 4})

"""Struggle for Rome: the rulebook's examples, the calculators, and a session's rules."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine.actions import ActionSpec
from engine.errors import RuleRefused
from engine.session import Session
from rulesets.struggle_for_rome import INFO
from rulesets.struggle_for_rome.formulas import move_cost, plunder_allowed, standings
from tests.struggle_for_rome.helpers import (
    NAMES,
    add_city,
    augusta_plunder_example,
    count,
    hand,
    new,
    put,
    tiles,
    to_phase,
    tribe,
)
from tui.cli.main import main


def test_sea_route_for_one_gold() -> None:
    # L9, the movement example: two sea arrows, the first free, the second 1 gold.
    assert move_cost(0, 2, 0, 1) == {"affordable": True, "pay": {"grain": 0, "gold": 1}}
    # The land route crosses 3 arrows: 2 to pay, with grain or 3 gold each.
    assert move_cost(3, 0, 2, 0) == {"affordable": True, "pay": {"grain": 2, "gold": 0}}
    assert move_cost(3, 0, 0, 6) == {"affordable": True, "pay": {"grain": 0, "gold": 6}}
    assert move_cost(3, 0, 0, 5)["affordable"] is False


def test_the_free_arrow_may_be_a_sea_arrow_and_grain_is_optional() -> None:
    # Play-test bug 4: one land and one sea arrow, 1 grain and no gold: the sea arrow is the free one.
    assert move_cost(1, 1, 1, 0) == {"affordable": True, "pay": {"grain": 1, "gold": 0}}
    # A player with grain may still pay a land arrow with 3 gold (L9: grain *or* gold).
    assert move_cost(2, 0, 1, 3, use_grain=0) == {"affordable": True, "pay": {"grain": 0, "gold": 3}}


def test_plunder_strength_and_traitor() -> None:
    assert plunder_allowed(2, 2) == {"allowed": True, "gold_cost": 0}
    assert plunder_allowed(4, 2, traitor=True) == {"allowed": True, "gold_cost": 1}
    assert plunder_allowed(5, 2, traitor=True) == {"allowed": False, "gold_cost": 0}
    assert plunder_allowed(4, 2) == {"allowed": False, "gold_cost": 0}


def test_standings_tie_on_gold_with_treasures() -> None:
    players = [
        {"name": "Ann", "cities": 6, "diplomacy": 1, "culture": 2, "gold": 3, "treasures": 1},
        {"name": "Bo", "cities": 10, "gold": 9},
    ]
    result = standings(players, terror_variant=False)
    assert [(r["name"], r["vp"], r["gold"]) for r in result["ranking"]] == [("Ann", 10, 10), ("Bo", 10, 9)]
    assert result["game_over"] and result["winners"] == ["Ann"]
    terror = standings([{"name": "Cy", "cities": 9, "terror": 1}], terror_variant=True)
    assert terror["ranking"][0]["vp"] == 10 and not terror["game_over"]


def _calc(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, Any, str]:
    code = main(["calc", "struggle-for-rome", *argv])
    out, err = capsys.readouterr()
    return code, json.loads(out) if out.startswith("{") else out, err


def test_cli_contracts(capsys: pytest.CaptureFixture[str]) -> None:
    assert _calc(capsys, "plunder", "--towers", "4", "--figures", "2", "--traitor", "--json")[1] == {
        "allowed": True,
        "gold_cost": 1,
    }
    assert _calc(capsys, "move", "--land", "0", "--sea", "2", "--grain", "0", "--gold", "1", "--json")[1] == {
        "affordable": True,
        "pay": {"grain": 0, "gold": 1},
    }
    code, result, _ = _calc(
        capsys, "score", "--player", "Ann:cities=6,diplomacy=1,scourge=0,heir=0,culture=2,terror=0,gold=3,treasures=1",
        "--player", "Bo:cities=4,gold=1", "--json",
    )  # fmt: skip
    assert code == 0 and result["winners"] == ["Ann"] and set(result["ranking"][0]) == {"name", "vp", "gold"}
    code, _, err = _calc(capsys, "score", "--player", "Ann:terror=1", "--json")
    assert code == 2 and "variant" in err
    code, _, err = _calc(capsys, "score", "--player", "Ann:castles=1", "--json")
    assert code == 2 and "unknown entry" in err


def test_the_score_calculator_reads_as_a_ranking(capsys: pytest.CaptureFixture[str]) -> None:
    """Play-test of issue 16: the ranking printed as 'name Ann, vp 10, gold 9, name Cy, ...', and the
    Traitor flag's help said '(default False)'."""
    code, out, _ = _calc(
        capsys, "score", "--player", "Ann: 10 cities, 2 gold, 1 treasure", "--player", "Cy: 10 cities, 8 gold"
    )
    assert code == 0 and out.splitlines() == [
        "1. Ann: 10 points, 9 gold",
        "2. Cy: 10 points, 8 gold",
        "Winner: Ann (gold breaks the tie on points; each Treasure in hand counts 7)",
    ]
    code, out, _ = _calc(capsys, "plunder", "--help")
    assert code == 0 and "False" not in out and "--traitor" in out


def test_compass_rose_needs_four_different_numbers() -> None:
    session = new()
    session.act("roll-resources", {"dice": "2,3"})
    with pytest.raises(RuleRefused, match="5 is covered"):
        session.act("roll-resources", {"dice": "1,4"})
    with pytest.raises(RuleRefused, match="1 of 4 numbers"):
        session.act("next-phase")
    session.act("roll-resources", {"dice": "3,4"})
    with pytest.raises(RuleRefused, match="move the legionary"):
        session.act("roll-resources", {"dice": "1,1"})
    hand(session, "blue", ore=1)
    session.act("legionary", {"landscape": "field", "province": "gallia", "victim": "Bo", "card": "ore"})
    assert (count(session, "hand:red", "grain"), count(session, "hand:red", "ore")) == (1, 1)
    assert session.table.game.legionary_due is None


def test_building_costs_and_joker() -> None:
    session = new()
    to_phase(session, "build")
    hand(session, "red", horse=2, ore=1, grain=1)
    put(session, "purse:red", "gold", 7, "bank")
    session.act("build", {"item": "figures"})
    assert (count(session, "cavalry:red", "horseman:red"), count(session, "infantry:red", "warrior:red")) == (2, 2)
    # A wagon needs horse + grain + cattle: 3 gold stand in for the cattle, once a turn.
    session.act("build", {"item": "wagon", "tribe": "cavalry", "joker": "cattle"})
    assert (count(session, "cavalry:red", "wagon:red"), count(session, "purse:red", "gold")) == (2, 4)
    refused = session.propose("build", {"item": "action-card", "card": "traitor", "joker": "cattle"})
    assert "Gold joker" in [v.rule for v in refused.violations]
    with pytest.raises(RuleRefused, match="Bank"):
        session.act("bank", {"give": "grain", "get": "ore"})


def test_plunder_with_two_wagons() -> None:
    # L11, the plunder example: 2 horsemen against a 2-tower city; the tile shows an
    # action card and the red field; 2 wagons bring 2 gold; a horseman goes back.
    session = augusta_plunder_example()
    assert count(session, "purse:red", "gold") == 5 + 2
    assert count(session, "cards:red", "traitor") == 1
    assert count(session, "cavalry-germania:red", "tile") == 1 and count(session, "city:augusta", "tile") == 0
    assert count(session, "cavalry:red", "horseman:red") == 1  # play-test bug 2: the red field costs a horseman
    add_city(session, "Vienna", 2, "gallia")
    with pytest.raises(RuleRefused, match="Tribe turn"):
        session.act("plunder", {"city": "Vienna", "reward": "gold"}, actor="Ann")
    add_city(session, "Lugdunum", 3, "gallia")
    tribe(session, "blue", "cavalry", figures=3, wagons=1)
    tiles(session, "blue", "cavalry", gallia=2)
    refused = session.propose("plunder", {"city": "Lugdunum", "reward": "gold", "red": True})
    assert [v.rule for v in refused.violations] == ["Tiles"]


def test_found_an_empire_then_conquest_reach() -> None:
    # L11 and L13, the conquest examples.
    session = new()
    to_phase(session, "cavalry")
    tribe(session, "red", "cavalry", figures=3, wagons=3)
    tiles(session, "red", "cavalry", gallia=1, germania=1, hispania=1)
    for name, towers in (("Massilia", 4), ("Narbo", 3), ("Tolosa", 2)):
        add_city(session, name, towers, "gallia")
    refused = session.propose("conquer", {"city": "Massilia"})
    assert [v.rule for v in refused.violations] == ["Towers"]
    session.act("conquer", {"city": "Narbo"})
    # The tribe's figure moves in from the map and a wagon from the field.
    assert count(session, "city:narbo", "horseman:red") == 1 and count(session, "board:red", "horseman:red") == 0
    assert count(session, "cavalry:red", "wagon:red") == 2 and count(session, "cavalry:red", "horseman:red") == 3
    session.act("next-phase")
    session.act("next-phase")
    to_phase(session, "cavalry")
    session.act("next")
    session.act("next")  # round 2: Bo starts (the dice pass to the left), then Cy, then Ann
    # Two arrows away: out of reach; one arrow and enough figures: conquered.
    far = session.propose("conquer", {"city": "Tolosa", "arrows": 2})
    assert [v.rule for v in far.violations] == ["Conquest reach"]
    session.act("conquer", {"city": "Tolosa", "arrows": 1})
    assert count(session, "city:tolosa", "horseman:red") == 1 and count(session, "cavalry:red", "horseman:red") == 2
    assert session.summary()["players"][0]["vp"] == 2
    assert session.phase.id == "infantry"  # Ann acted last: the cavalry phase ended by itself
    to_phase(session, "cavalry")
    session.act("next")  # round 3: Cy starts, then Ann
    # Nobody may move a tribe that founded an empire (issue 34: actions no longer offers it), and the check says why.
    assert [v.rule for v in session.propose("move", {"land": 1}).violations][:2] == ["Turn order", "Empire"]
    assert all(spec.name not in ("move", "move-to", "plunder") for spec in _listed(session))


def test_idle_tribe_and_move_cost() -> None:
    session = new()
    to_phase(session, "cavalry")
    tribe(session, "red", "cavalry", figures=2)  # enough to plunder a city: the turn goes on after the move
    session.act("move", {"land": 2})  # the first arrow is free, then 1 grain
    assert count(session, "hand:red", "grain") == 0
    with pytest.raises(RuleRefused, match="Idle tribe"):
        session.act("idle", {"take": "gold"})
    session.act("next")
    session.act("idle", {"take": "gold"})
    assert count(session, "purse:blue", "gold") == 7


def test_diplomacy_passes_to_whoever_shows_more_and_game_end() -> None:
    # L13: the first to show 3 Diplomats takes Diplomacy; it passes to whoever shows more.
    session = new(names=("Bo", "Ann", "Cy"))  # Bo starts: Bo red, Ann blue, Cy white
    to_phase(session, "build")
    put(session, "open:blue", "diplomat", 2, "box")
    put(session, "cards:blue", "diplomat", 1, "box")
    put(session, "open:red", "diplomat", 3, "box")
    put(session, "cards:red", "diplomat", 1, "box")
    session.act("play-card", {"card": "diplomat"})
    assert count(session, "open:red", "diplomacy") == 1
    session.act("legionary", {"landscape": "forest", "province": "gallia"})
    session.act("next")
    session.act("play-card", {"card": "diplomat"})
    assert count(session, "open:red", "diplomacy") == 1  # 3 is not more than 4
    session.act("legionary", {"landscape": "field", "province": "gallia"})
    # Ten points: the round is played out, then the game ends (L15).
    for i in range(10):  # 8 cities a province (L3): the last two in Germania
        add_city(session, f"C{i}", 2, "gallia" if i < 8 else "germania")
    for i in range(8):  # 9 horsemen exist: 5 cities for the cavalry, 3 for the infantry
        put(session, f"city:c{i}", "horseman:white" if i < 5 else "warrior:white", 1, "supply:white")
    session.act("next-phase")
    assert session.table.game.last_round is None  # 8 points
    for i in (8, 9):
        put(session, f"city:c{i}", "warrior:white", 1, "supply:white")
    session.act("next-phase")
    assert session.table.game.last_round == 1 and session.summary()["winners"] == []  # the round goes on
    session.act("next-phase")
    assert session.table.game.over and session.summary()["winners"] == ["Cy"]


def test_resource_shortage_halves_holdings() -> None:
    # L15: when the bank cannot give everyone a roll's resource, everyone first returns half of it.
    session = new()
    hand(session, "red", ore=5)
    hand(session, "blue", ore=1, grain=2)
    put(session, "hand:white", "ore", 7, "bank")
    assert count(session, "bank", "ore") == 1
    session.act("roll-resources", {"dice": "3,3"})
    refused = session.propose("receive", {"player": "Bo", "ore": 2})
    assert "Shortage" in [v.rule for v in refused.violations] and not refused.forcible
    with pytest.raises(RuleRefused, match="enough for the 1 due"):
        session.act("shortage", {"resource": "ore", "due": 1})
    session.act("shortage", {"resource": "ore", "due": 2})
    assert [count(session, f"hand:{c}", "ore") for c in ("red", "blue", "white")] == [3, 1, 4]
    assert count(session, "hand:blue", "grain") == 2 and count(session, "bank", "ore") == 6
    session.act("receive", {"player": "Bo", "ore": 2})
    assert count(session, "hand:blue", "ore") == 3


def test_one_action_card_a_phase_whichever_way_it_is_played() -> None:
    # Play-test bug 1; L15: exactly one action card a phase, the Traitor and Great Chieftain included.
    session = new()
    to_phase(session, "cavalry")
    for card in ("culture", "chieftain", "traitor"):
        put(session, "cards:red", card, 1, "box")
    add_city(session, "Argentoratum", 4, "germania")
    tribe(session, "red", "cavalry", figures=2)
    session.act("play-card", {"card": "culture"})
    assert "One card" in [v.rule for v in session.propose("move", {"chieftain": True}).violations]
    refused = session.propose("plunder", {"city": "Argentoratum", "traitor": True, "reward": "gold"})
    assert [v.rule for v in refused.violations] == ["One card"]
    # Play-test bug 7: a tribe that took the 2 gold for doing nothing does not move afterwards.
    session.act("next")
    session.act("idle", {"take": "gold"})
    assert [v.rule for v in session.propose("move", {"land": 1}, actor="Bo").violations] == [
        "Turn order",
        "Tribe turn",
    ]


def test_a_save_from_before_the_ledger_is_refused_with_a_reason() -> None:
    from engine import saves
    from engine.errors import SaveError

    text = (
        'format = 1\ngame = "struggle-for-rome"\nruleset_version = "1"\nname = "old"\n'
        'players = [{ name = "A" }, { name = "B" }, { name = "C" }]\nevents = []\n'
    )
    with pytest.raises(SaveError, match="rules version 1, before components were counted"):
        saves.loads_text(text, "old", "old.toml")


def test_a_player_takes_a_rolls_resources_once() -> None:
    """Audit of issue 16: a second `receive` for the same roll was accepted (L7: one resource per landscape
    beside the tribe, for each roll); the next roll may bring more."""
    session = new()
    session.act("roll-resources", {"dice": "2,3"})
    session.act("receive", {"player": "Ann", "ore": 1})
    refused = session.propose("receive", {"player": "Ann", "ore": 1})
    assert [v.message for v in refused.violations] == ["Ann has taken the resources of the 5 already"]
    session.act("receive", {"player": "Bo", "grain": 1})
    session.act("roll-resources", {"dice": "3,3"})
    assert session.propose("receive", {"player": "Ann", "ore": 1}).legal


def test_resources_of_an_earlier_roll_are_entered_after_the_next_roll() -> None:
    """Play-test of issue 16: with income typed, a player who had not entered the 10's resources before
    the 11 was rolled could only enter them with --force (L7: each roll brings its own resources)."""
    session = new()
    session.act("roll-resources", {"dice": "5,5"})
    session.act("roll-resources", {"dice": "6,5"})
    session.act("receive", {"player": "Bo", "grain": 1})  # for the 11
    refused = session.propose("receive", {"player": "Bo", "grain": 1})
    assert [v.message for v in refused.violations] == [
        "Bo has taken the resources of the 11 already (for an earlier roll, say which: roll=N)"
    ]
    session.act("receive", {"player": "Bo", "grain": 1, "roll": 10})
    assert count(session, "hand:blue", "grain") == 3  # 1 at setup, 1 for each roll
    assert not session.propose("receive", {"player": "Bo", "grain": 1, "roll": 10}).legal
    unrolled = session.propose("receive", {"player": "Cy", "ore": 1, "roll": 4})
    assert [v.message for v in unrolled.violations] == ["4 has not been rolled this round (rolled: 10, 11)"]


def test_the_highest_roll_starts_the_first_round() -> None:
    """Play-test: the start-player roll was not offered (seat the winner first); L5: everyone rolls two dice,
    the highest takes the dice and starts; the dice then pass to the left (L7)."""
    session = new(4)
    session.act("start-player", {"dice": "3,4, 6,6, 1,2, 5,5"})
    assert session.table.position.start == 1 and session.summary()["start_player"] == "Bo"
    assert session.outcome(len(session.events))[:2] == [
        "Dice rolled: Ann 7, Bo 12, Cy 3, Di 10.",
        "Bo is the start player and rolls first.",
    ]
    assert session.act("roll-resources", {"dice": "2,3"}).actor == "Bo"
    with pytest.raises(RuleRefused, match="chosen before the first round begins"):
        session.act("start-player", {"first": "Ann"})
    tied = new(3).propose("start-player", {"dice": "6,6, 6,6, 1,1"})
    assert [v.message for v in tied.violations] == [
        "Ann and Bo tie with 12: roll again; their 2 new dice each go after these"
    ]


def test_a_tie_on_the_apps_roll_is_rolled_again_by_the_app() -> None:
    """Play-test (issue 33): `start-player dice=roll` was refused on a tie though the rules say a tie rolls
    again: the app rolls again for the tied players until one leads; typed dice that tie are still refused."""
    session = Session.new(INFO.load(), [(n, None) for n in NAMES[:4]], (), rng=random.Random(1))  # ties Cy, Di
    event = session.act("start-player", {"dice": "roll"})
    assert event.args["dice"] == [5, 2, 1, 6, 5, 4, 5, 4, 1, 3, 3, 6]  # every roll kept with the event
    assert session.outcome(len(session.events)) == [
        "Dice rolled: Ann 7, Bo 7, Cy 9, Di 9.",
        "Dice rolled: Cy 4, Di 9.",
        "Di is the start player and rolls first.",
    ]
    assert session.table.position.start == 3
    tied = new(4).propose("start-player", {"dice": "5,2, 1,6, 5,4, 5,4"})
    assert [v.message for v in tied.violations] == [
        "Cy and Di tie with 9: roll again; their 2 new dice each go after these"
    ]


def test_a_correction_reaches_an_empty_card_pile(capsys: pytest.CaptureFixture[str]) -> None:
    """Audit of issue 16: `correct holder=cards:red` found no holder while Ann's action-card pile was empty;
    `calc move --land 3 --grain 2` asked for --sea."""
    session = new()
    session.act("correct", {"holder": "cards:red", "kind": "treasure", "count": 1, "reason": "drawn unseen"})
    assert count(session, "cards:red", "treasure") == 1
    assert main(["calc", "struggle-for-rome", "move", "--land", "3", "--grain", "2"]) == 0
    assert "affordable: yes" in capsys.readouterr().out


def test_a_low_bank_is_pointed_out_before_anyone_takes_from_the_roll() -> None:
    """Audit of issue 16: with income typed, Ann took the last grain before anyone halved (L15: when the bank
    cannot give everyone what a roll brings, everyone first returns half). The app cannot total the roll's
    dues, so it says where the bank runs low as soon as the roll is made."""
    session = new()
    put(session, "hand:red", "grain", 11, "bank")  # 1 grain left in the bank for 3 players
    session.act("roll-resources", {"dice": "2,3"})
    pending = [p["text"] for p in session.summary()["pending"]]
    assert "The bank has 1 grain: if this roll brings more, everyone first returns half (shortage)." in pending


def _listed(session: Session) -> list[ActionSpec]:
    """What ``tabula actions`` lists now: the phase's actions someone may take."""
    from engine.actors import eligible

    return [spec for spec in session.available() if eligible(spec, session.context()) != ()]

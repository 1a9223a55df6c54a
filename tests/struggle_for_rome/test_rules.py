"""Struggle for Rome: the rulebook's examples, the calculators, and a session's rules."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from rulesets.struggle_for_rome import INFO
from rulesets.struggle_for_rome.formulas import move_cost, plunder_allowed, standings
from rulesets.struggle_for_rome.state import Player, State, Tribe
from tui.cli import main


def test_sea_route_for_one_gold() -> None:
    # Two sea arrows: the first is free, the second costs 1 gold.
    assert move_cost(0, 2, 0, 1) == {"affordable": True, "pay": {"grain": 0, "gold": 1}}
    # The land route crosses 3 arrows: 2 to pay, with grain or 3 gold each.
    assert move_cost(3, 0, 2, 0) == {"affordable": True, "pay": {"grain": 2, "gold": 0}}
    assert move_cost(3, 0, 0, 6) == {"affordable": True, "pay": {"grain": 0, "gold": 6}}
    assert move_cost(3, 0, 0, 5)["affordable"] is False


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


def new() -> Session:
    return Session.new(INFO.load(), [("Ann", None), ("Bo", None), ("Cy", None)], rng=random.Random(3))


def set_player(session: Session, seat: int, **changes: Any) -> None:
    state: State = session.table.game
    session.tables[-1] = replace(session.table, game=state.with_player(seat, replace(state.players[seat], **changes)))


def to_phase(session: Session, phase: str) -> None:
    state: State = session.table.game
    for number in (2, 3, 4, 5):
        if session.phase.id == "roll" and len(state.rose) < 4:
            session.act("roll-resources", {"dice": f"1,{number - 1}"})
            state = session.table.game
    while session.phase.id != phase:
        session.act("next-phase")


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
    set_player(session, 1, resources=(("ore", 1),))
    session.act("legionary", {"landscape": "Gallia fields", "thief": "Ann", "victim": "Bo", "card": "ore"})
    state: State = session.table.game
    assert dict(state.players[0].resources) == {"grain": 1, "ore": 1} and not state.robber


def test_building_costs_and_joker() -> None:
    session = new()
    to_phase(session, "build")
    set_player(session, 0, resources=(("horse", 2), ("ore", 1), ("grain", 1)), gold=7)
    session.act("build", {"player": "Ann", "item": "figures"})
    ann = session.table.game.players[0]
    assert (ann.cavalry.figures, ann.infantry.figures) == (2, 2)
    # A wagon needs horse + grain + cattle: 3 gold stand in for the cattle, once.
    session.act("build", {"player": "Ann", "item": "wagon", "tribe": "cavalry", "joker": "cattle"})
    ann = session.table.game.players[0]
    assert (ann.cavalry.wagons, ann.gold) == (2, 4)
    refused = session.propose("build", {"player": "Ann", "item": "action-card", "card": "traitor", "joker": "cattle"})
    assert "Gold joker" in [v.rule for v in refused.violations]
    with pytest.raises(RuleRefused, match="Bank"):
        session.act("bank", {"player": "Ann", "give": "grain", "get": "ore"})


def test_plunder_with_two_wagons() -> None:
    # The example: 2 horsemen against a 2-tower city; the tile shows an action
    # card; 2 wagons bring 2 gold; a red tile would cost a horseman.
    session = new()
    to_phase(session, "cavalry")
    set_player(session, 0, cavalry=Tribe(figures=2, wagons=2))
    session.act(
        "plunder",
        {
            "player": "Ann",
            "city": "Augusta",
            "towers": 2,
            "province": "germania",
            "reward": "action-card",
            "card": "traitor",
        },
    )
    ann: Player = session.table.game.players[0]
    assert (ann.gold, dict(ann.cards), dict(ann.cavalry.tiles)) == (5 + 2, {"traitor": 1}, {"germania": 1})
    assert session.table.game.city("augusta").tile is False
    with pytest.raises(RuleRefused, match="Tribe turn"):
        session.act("plunder", {"player": "Ann", "city": "Vienna", "towers": 2, "province": "gallia", "reward": "gold"})
    set_player(session, 1, cavalry=Tribe(figures=3, wagons=1, tiles=(("gallia", 2),)))
    refused = session.propose(
        "plunder", {"player": "Bo", "city": "Lugdunum", "towers": 3, "province": "gallia", "reward": "red"}
    )
    assert [v.rule for v in refused.violations] == ["Tiles"]


def test_found_an_empire_then_conquest_reach() -> None:
    session = new()
    to_phase(session, "cavalry")
    tiles = (("gallia", 1), ("germania", 1), ("hispania", 1))
    set_player(session, 0, cavalry=Tribe(figures=3, wagons=3, tiles=tiles))
    refused = session.propose("conquer", {"player": "Ann", "city": "Massilia", "towers": 4, "province": "gallia"})
    assert [v.rule for v in refused.violations] == ["Towers"]
    session.act("conquer", {"player": "Ann", "city": "Narbo", "towers": 3, "province": "gallia"})
    ann: Player = session.table.game.players[0]
    assert ann.cavalry.cities == ("narbo",) and ann.cavalry.wagons == 2 and ann.cavalry.figures == 3
    session.act("next-phase")
    session.act("next-phase")
    to_phase(session, "cavalry")
    # Two arrows away: out of reach; one arrow and enough figures: conquered.
    far = session.propose(
        "conquer", {"player": "Ann", "city": "Tolosa", "towers": 2, "province": "gallia", "arrows": 2}
    )
    assert [v.rule for v in far.violations] == ["Conquest reach"]
    session.act("conquer", {"player": "Ann", "city": "Tolosa", "towers": 2, "province": "gallia"})
    ann = session.table.game.players[0]
    assert ann.cavalry.cities == ("narbo", "tolosa") and ann.cavalry.figures == 2
    assert session.summary()["players"][0]["vp"] == 2
    assert [v.rule for v in session.propose("move", {"player": "Ann", "land": 1}).violations][:1] == ["Empire"]


def test_idle_tribe_and_move_cost() -> None:
    session = new()
    to_phase(session, "cavalry")
    session.act("move", {"player": "Ann", "land": 2})  # first free, then 1 grain
    assert dict(session.table.game.players[0].resources) == {}
    with pytest.raises(RuleRefused, match="Idle tribe"):
        session.act("idle", {"player": "Ann", "take": "gold"})
    session.act("idle", {"player": "Bo", "take": "gold"})
    assert session.table.game.players[1].gold == 7


def test_diplomacy_passes_to_whoever_shows_more_and_game_end() -> None:
    session = new()
    to_phase(session, "build")
    set_player(session, 0, cards=(("diplomat", 1),), diplomats=2)
    set_player(session, 1, cards=(("diplomat", 1),), diplomats=3)
    session.act("play-card", {"player": "Bo", "card": "diplomat"})
    assert session.table.game.diplomacy == 1
    session.act("play-card", {"player": "Ann", "card": "diplomat"})
    assert session.table.game.diplomacy == 1  # 3 is not more than 4
    # Ten points: the round is played out, then the game ends.
    tribe = Tribe(figures=1, wagons=0, cities=tuple(f"c{i}" for i in range(8)))
    set_player(session, 2, cavalry=tribe)
    session.act("next-phase")
    assert session.table.game.last_round is None  # 8 points
    set_player(session, 2, cavalry=tribe, infantry=Tribe(cities=("x", "y")))
    session.act("next-phase")
    assert session.table.game.last_round == 1 and session.summary()["winners"] == []  # the round goes on
    session.act("next-phase")
    assert session.table.game.over and session.summary()["winners"] == ["Cy"]


def test_resource_shortage_halves_holdings() -> None:
    session = new()
    set_player(session, 0, resources=(("ore", 5),))
    set_player(session, 1, resources=(("ore", 1), ("grain", 2)))
    session.act("shortage", {"resource": "ore"})
    players = session.table.game.players
    assert dict(players[0].resources) == {"ore": 3} and dict(players[1].resources) == {"ore": 1, "grain": 2}

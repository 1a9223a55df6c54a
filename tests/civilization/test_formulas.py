"""Civilization arithmetic: the rulebook's examples and the calculator contracts."""

from __future__ import annotations

import json

import pytest

from engine.errors import BadInput
from rulesets.civilization.formulas import battle_score, combat_bonus, first_strike, production, pyramid, research
from tui.cli.main import main


def test_ondrejs_research_leftover() -> None:
    # 15 trade, 2 coins, a level-2 tech for 11: 4 would remain, only 2 are kept.
    assert research(15, 2, 2) == {"cost": 11, "affordable": True, "trade_left": 4, "trade_kept": 2}
    # Had he not researched, all 15 would stay: an unaffordable level keeps everything too.
    assert research(15, 2, 4) == {"cost": 21, "affordable": False, "trade_left": 15, "trade_kept": 15}


@pytest.mark.parametrize(("level", "cost"), [(1, 6), (2, 11), (3, 16), (4, 21), (5, 26)])
def test_tech_costs(level: int, cost: int) -> None:
    assert research(27, 0, level)["cost"] == cost


def test_pyramid_rule() -> None:
    assert pyramid([1, 1, 1, 2, 2]) == {"valid": True, "can_research": [1, 3]}
    assert pyramid([1]) == {"valid": True, "can_research": [1]}
    assert pyramid([1, 1]) == {"valid": True, "can_research": [1, 2]}
    assert pyramid([1, 2])["valid"] is False
    # A full pyramid of 5, 4, 3, 2: only a new base card or the top fits.
    assert pyramid([1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4])["can_research"] == [1, 5]


def test_production() -> None:
    assert production(5, 7, 9) == {"short": 2, "trade_needed": 6, "affordable": True, "trade_left": 3}
    assert production(8, 7, 0) == {"short": 0, "trade_needed": 0, "affordable": True, "trade_left": 0}
    assert production(1, 7, 9)["affordable"] is False


def test_battle_score_and_bonus() -> None:
    assert combat_bonus() == 3
    assert combat_bonus(True, 1, True, True, True) == 3 + 3 + 2 + 2 + 2 + 1
    bonus = combat_bonus(defending_city=True)
    assert bonus == 6
    assert battle_score([3, 2, 4], [1, 0, 2], bonus) == 12
    assert battle_score([3, 2, 4], [1, 0, 2], bonus, city_defense=10, walls=True) == 26
    with pytest.raises(BadInput, match="dead"):
        battle_score([3], [3], 3)


def test_first_strike_triangle() -> None:
    assert first_strike("infantry", "cavalry") and first_strike("cavalry", "artillery")
    assert first_strike("artillery", "infantry")
    assert not first_strike("cavalry", "infantry") and not first_strike("aircraft", "infantry")
    assert not first_strike("infantry", "aircraft")


def _calc(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, object, str]:
    code = main(["calc", "civilization", *argv])
    out, err = capsys.readouterr()
    return code, json.loads(out) if out.startswith(("{", "[")) else out, err


def test_cli_contracts(capsys: pytest.CaptureFixture[str]) -> None:
    assert _calc(capsys, "research", "--trade", "15", "--coins", "2", "--level", "2", "--json")[1] == {
        "cost": 11,
        "affordable": True,
        "trade_left": 4,
        "trade_kept": 2,
    }
    assert _calc(capsys, "pyramid", "--levels", "1,1,1,2,2", "--json")[1] == {"valid": True, "can_research": [1, 3]}
    code, result, _ = _calc(capsys, "battle", "--health", "3,2,4", "--wounds", "1,0,2", "--defending-city", "--json")
    assert code == 0 and result == {"combat_bonus": 6, "score": 12}
    assert _calc(capsys, "production", "--hammers", "5", "--cost", "7", "--trade", "9", "--json")[1] == {
        "short": 2,
        "trade_needed": 6,
        "affordable": True,
        "trade_left": 3,
    }


@pytest.mark.parametrize(
    "argv",
    [
        ["research", "--trade", "28", "--coins", "1", "--level", "1"],
        ["research", "--trade", "-1", "--coins", "1", "--level", "1"],
        ["production", "--hammers", "-2", "--cost", "3", "--trade", "1"],
        ["battle", "--health", "3,2", "--wounds", "0,2"],
        ["battle", "--health", "3", "--wounds", "0,1"],
    ],
)
def test_bad_input_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, out, err = _calc(capsys, *argv, "--json")
    assert code == 2 and out == "" and err.count("\n") == 1


def test_front_first_strike_and_aircraft() -> None:
    from rulesets.civilization.formulas import front

    # Infantry beats cavalry: it strikes first and kills, taking nothing back.
    kill = front(("infantry", 3, 3, 0), ("cavalry", 4, 2, 0))
    assert kill == {
        "first_strike": "attacker",
        "attacker_wounds": 0,
        "defender_wounds": 2,
        "attacker_dies": False,
        "defender_dies": True,
    }
    # If the struck unit survives, it hits back in full.
    back = front(("infantry", 1, 3, 0), ("cavalry", 2, 3, 0))
    assert (back["attacker_wounds"], back["defender_wounds"], back["defender_dies"]) == (2, 1, False)
    # Aircraft stand outside the triangle: blows are simultaneous.
    air = front(("aircraft", 3, 3, 0), ("artillery", 3, 2, 0))
    assert air["first_strike"] is None and air["attacker_wounds"] == 3 and air["attacker_dies"] and air["defender_dies"]

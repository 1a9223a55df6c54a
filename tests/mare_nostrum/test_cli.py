"""Mare Nostrum through the CLI: calculator contracts, demo, rules."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tui.cli.main import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, Any, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, json.loads(out) if out.strip().startswith(("{", "[")) else out, err


def test_combat_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code, result, _ = run(
        capsys,
        "calc",
        "mare-nostrum",
        "combat",
        "--attacker-rolls",
        "6,3,2",
        "--defender-rolls",
        "3",
        "--defender-fortresses",
        "1",
        "--json",
    )
    assert code == 0
    assert result == {"attacker_total": 11, "defender_total": 9, "attacker_losses": 1, "defender_losses": 2}


def test_odds_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code, result, _ = run(capsys, "calc", "mare-nostrum", "odds", "--attackers", "2", "--defenders", "1", "--json")
    assert code == 0
    assert set(result) == {"attacker_losses", "defender_losses", "attacker_expected_losses", "defender_expected_losses"}
    assert set(result["attacker_losses"]) == {"0", "1"} and sum(result["defender_losses"].values()) == pytest.approx(1)


def test_buy_contract(capsys: pytest.CaptureFixture[str]) -> None:
    hand = "taxes=3,grain=2,perfume=1,cattle=1,gold=1,slaves=1"
    code, result, _ = run(
        capsys,
        "calc",
        "mare-nostrum",
        "buy",
        "--hand",
        hand,
        "--want",
        "legion,legion,fleet",
        "--owned",
        "caesar,pericles",
        "--json",
    )
    assert code == 0 and result["feasible"]
    assert [s["buys"] for s in result["sets"]] == ["legion", "legion", "fleet"]
    assert [len(s["cards"]) for s in result["sets"]] == [2, 2, 2]
    assert len(result["unused"]) == 3
    code, result, _ = run(capsys, "calc", "mare-nostrum", "buy", "--hand", hand, "--want", "temple", "--json")
    assert code == 0 and result == {"feasible": False, "sets": [], "unused": result["unused"]}


@pytest.mark.parametrize(
    "extra",
    [["--hand", "gems=6"], ["--hand", "rubies=1"], ["--hand", "taxes=-1"], ["--hand", "taxes=3", "--owned", "zorro"]],
)
def test_bad_hand_exit_2(capsys: pytest.CaptureFixture[str], extra: list[str]) -> None:
    code, out, err = run(capsys, "calc", "mare-nostrum", "buy", *extra, "--want", "legion", "--json")
    assert code == 2 and out == "" and err.startswith("tabula: ") and err.count("\n") == 1


def test_session_calculators_on_the_demo(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, shown, _ = run(capsys, "demo", "mare-nostrum", "--json")
    assert code == 0 and shown["game"] == "mare-nostrum"
    name = shown["name"]
    code, income, _ = run(capsys, "calc", "mare-nostrum", "income", name, "--json")
    assert code == 0 and set(income) == {p["name"] for p in shown["players"]}
    for due in income.values():
        assert set(due) >= {"taxes", "goods"} and isinstance(due["goods"], dict)
    code, roles, _ = run(capsys, "calc", "mare-nostrum", "roles", name, "--json")
    assert code == 0 and set(roles) == {"merchant", "statesman", "commander"}
    assert all(set(r) == {"holder", "choose_from", "counts"} for r in roles.values())


def test_rules_reference_topics(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "mare-nostrum")
    for topic in ("setup", "roles", "exchange", "build", "combat", "after-battle", "blockade", "heroes", "wonders"):
        assert topic in out
    code, out, _ = run(capsys, "rules", "mare-nostrum", "--search", "Hannibal")
    assert code == 0 and "combat" in out and "heroes" in out

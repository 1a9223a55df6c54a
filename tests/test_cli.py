"""The CLI contract: commands, JSON shapes, exit codes, one-line errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tui.cli import main

ROOT = Path(__file__).resolve().parents[1]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> Any:
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    return json.loads(out)


@pytest.fixture
def game(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> str:
    code, _, err = run(
        capsys, "new", "market-day", "--player", "Ann", "--player", "Bo:GREEN", "--name", "fri", "--no-tui"
    )
    assert code == 0, err
    return "fri"


def test_games_json(capsys: pytest.CaptureFixture[str]) -> None:
    games = run_json(capsys, "games")
    assert {"id": "market-day", "name": "Market Day (test fixture)", "min_players": 2, "max_players": 4} in games


def test_new_show_and_list(game: str, saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert (saves_dir / "fri.toml").is_file()
    shown = run_json(capsys, "show", game)
    assert {k: shown[k] for k in ("game", "name", "round", "phase", "turn", "events", "winners")} == {
        "game": "market-day",
        "name": "fri",
        "round": 1,
        "phase": "harvest",
        "turn": None,
        "events": 0,
        "winners": [],
    }
    assert shown["players"][1] == {"name": "Bo", "faction": "green", "coins": 1, "points": 0, "houses": 0, "towers": 0}
    assert {"player": "Ann", "condition": "points", "label": "Points", "value": 0, "target": 10, "met": False} in shown[
        "victory"
    ]
    listed = run_json(capsys, "list")
    assert listed[0]["name"] == "fri" and listed[0]["game"] == "market-day" and listed[0]["round"] == 1
    assert set(listed[0]) == {"name", "game", "round", "phase", "modified"}


def test_actions_json(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    found = run_json(capsys, "actions", game)
    harvest = next(a for a in found if a["name"] == "harvest")
    assert harvest["phase"] == "harvest" and harvest["help"]
    assert harvest["fields"] == [{"name": "player", "type": "player", "help": "who harvests", "required": True}]
    assert {a["name"] for a in found} == {"harvest", "next", "next-phase", "roll"}


def test_act_refused_forced_and_exit_codes(game: str, saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "act", game, "harvest", "player=ann")[0] == 0
    before = (saves_dir / "fri.toml").read_bytes()
    code, out, err = run(capsys, "act", game, "harvest", "player=Ann")
    assert code == 1 and "One harvest" in err and err.count("\n") == 1 and out == ""
    assert (saves_dir / "fri.toml").read_bytes() == before
    code, out, _ = run(capsys, "act", game, "harvest", "player=Ann", "--json")
    assert code == 1 and json.loads(out)["violations"][0]["rule"] == "One harvest"
    result = run_json(capsys, "act", game, "harvest", "player=Ann", "--force")
    assert result["event"]["forced"] == ["One harvest"] and result["session"]["players"][0]["coins"] == 5
    log = run_json(capsys, "log", game)
    assert [e["seq"] for e in log] == [1, 2] and log[1]["forced"] == ["One harvest"]
    assert set(log[0]) == {"seq", "type", "actor", "round", "phase", "args", "forced", "at"}


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["act", "fri", "fly"], "no action 'fly'"),
        (["act", "fri", "harvest", "who=Ann"], "no field 'who'"),
        (["act", "fri", "harvest", "player=Zed"], "expected a player"),
        (["act", "fri", "harvest", "oops"], "FIELD=VALUE"),
        (["show", "../etc"], "not allowed"),
        (["show", "nobody"], "no such session"),
        (["new", "chess", "--player", "A"], "unknown game 'chess'"),
        (["new", "market-day", "--player", "A"], "2 to 4 players"),
        (["new", "market-day", "-p", "A", "-p", "B", "--variant", "x"], "unknown variant"),
        (["new", "market-day", "-p", "A:pink", "-p", "B"], "unknown faction"),
        (["new", "market-day", "-p", "A", "-p", "B", "--name", "fri"], "already exists"),
        (["undo", "fri", "--steps", "0"], "at least 1"),
        (["rules", "market-day", "nosuchtopic"], "no rules topic"),
        (["calc", "market-day", "duel", "--attack", "x", "--defend", "1"], "whole number"),
        (["calc", "market-day", "duel", "--attack", "1"], "needs --defend"),
        (["calc", "market-day", "duel", "--bogus", "1"], "unknown option --bogus"),
        (["calc", "market-day", "nope"], "no calculator"),
        (["bogus"], "No such command"),
        (["show"], "Missing argument"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    game: str, capsys: pytest.CaptureFixture[str], argv: list[str], fragment: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2, (out, err)
    assert fragment in err and err.startswith("tabula: ") and err.count("\n") == 1


def test_undo_redo_contract(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "undo", game)
    assert code == 1 and "nothing to undo" in err
    run(capsys, "act", game, "harvest", "player=Ann")
    run(capsys, "act", game, "harvest", "player=Bo")
    assert run(capsys, "undo", game, "--steps", "2")[0] == 0
    assert run_json(capsys, "show", game)["events"] == 0
    assert run(capsys, "redo", game)[0] == 0
    assert run_json(capsys, "show", game)["players"][0]["coins"] == 3
    code, _, err = run(capsys, "undo", game, "--steps", "5")
    assert code == 1 and "only 1 event" in err
    assert run_json(capsys, "show", game)["events"] == 1


def test_calculators(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_json(capsys, "calc", "market-day", "duel", "--attack", "6,3", "--defend", "6") == {
        "winner": "defender",
        "margin": 0,
    }
    assert run_json(capsys, "calc", "market-day", "cost", "--item", "house,tower", "--coins=7") == {
        "coins": 8,
        "affordable": False,
    }
    assert run_json(capsys, "calc", "market-day", "standing", game)["ranking"][0]["name"] == "Ann"


def test_rules_topics_and_search(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "market-day")
    assert code == 0 and "harvest" in out and "turns" in out
    code, out, _ = run(capsys, "rules", "market-day", "duel")
    assert code == 0 and out.startswith("# Duel")
    code, out, _ = run(capsys, "rules", "market-day", "--search", "TOWER")
    assert code == 0 and "market" in out and "duel:" not in out


def test_demo_copies_and_opens(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shown = run_json(capsys, "demo", "market-day")
    assert shown["name"] == "market-day-demo" and shown["events"] > 0
    assert (saves_dir / "market-day-demo.toml").is_file()
    assert run_json(capsys, "demo", "market-day")["name"] == "market-day-demo-2"


def test_damaged_save_exit_2(game: str, saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = saves_dir / "fri.toml"
    path.write_text(path.read_text()[:-40])
    code, _, err = run(capsys, "show", game)
    assert code == 2 and "fri.toml" in err and "bad TOML" in err and err.count("\n") == 1


def test_saves_dir_option(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "elsewhere"
    code, _, _ = run(capsys, "--saves-dir", str(folder), "new", "market-day", "-p", "A", "-p", "B", "--name", "x")
    assert code == 0 and (folder / "x.toml").is_file()


def test_console_script_without_textual(saves_dir: Path) -> None:
    """The real entry point: no traceback, and calculators never import Textual."""
    env = {**os.environ, "TABULA_RULESETS": "tests.fixture_game:INFO", "PYTHONPATH": str(ROOT)}
    probe = (
        "import sys; from tui.cli import main; code = main(sys.argv[1:]); "
        "bad = [m for m in sys.modules if m.split('.')[0] in ('textual', 'pydantic')]; "
        "print('LEAK', bad) if bad else None; sys.exit(code)"
    )
    for argv in (["calc", "market-day", "duel", "--attack", "6", "--defend", "2", "--json"], ["games"], ["show", "x"]):
        proc = subprocess.run([sys.executable, "-c", probe, *argv], capture_output=True, text=True, env=env, cwd=ROOT)
        assert "LEAK" not in proc.stdout and "Traceback" not in proc.stderr, proc.stderr
    assert proc.returncode == 2

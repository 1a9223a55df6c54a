"""The CLI contract: commands, JSON shapes, exit codes, one-line errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tui.cli.main import main

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
    assert shown["players"][1] == {
        "name": "Bo",
        "faction": "green",
        "coins": 1,
        "points": 0,
        "houses": 0,
        "towers": 0,
        "holdings": {"purse": {"coin": 1}, "supply": {"house:green": 4, "tower:green": 3}},
    }
    assert shown["acts_next"] == "Ann" and shown["supplies"][0] == {
        "holder": "bank",
        "name": "the bank",
        "private": False,
        "contents": {"coin": 38},
    }
    assert shown["places"][0]["holder"] == "yard:red" and shown["pending"][0] == {"text": "Ann harvests next."}
    assert {"player": "Ann", "condition": "points", "label": "Points", "value": 0, "target": 10, "met": False} in shown[
        "victory"
    ]
    listed = run_json(capsys, "list")
    assert listed[0]["name"] == "fri" and listed[0]["game"] == "market-day" and listed[0]["round"] == 1
    assert set(listed[0]) == {"name", "game", "round", "phase", "phase_name", "modified", "winners"}


def test_an_actions_own_help(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Play-tests of issues 16 and 17: 'tabula act g voyage --help' showed only the command's generic help."""
    code, out, _ = run(capsys, "act", game, "harvest", "--help")
    assert (
        code == 0
        and out.splitlines()[0] == "Usage: tabula act fri harvest [FIELD=VALUE ...] [--check] [--force] [--as NAME]"
    )
    assert "(Ann by default)" in out and "[player=Ann|Bo]  who harvests" in out
    code, _, err = run(capsys, "act", game, "dance", "--help")
    assert code == 2 and "no action 'dance'" in err


def test_an_actions_own_help_with_a_saves_folder(
    game: str, saves_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Play-test of issue 18: with --saves-dir before the command, the action's help was the generic one."""
    monkeypatch.delenv("TABULA_SAVES", raising=False)
    elsewhere = saves_dir.parent / "elsewhere"  # no ./saves here: only --saves-dir finds the session
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    code, out, _ = run(capsys, "--saves-dir", str(saves_dir), "act", game, "harvest", "--help")
    assert code == 0 and out.startswith("Usage: tabula act fri harvest")


def test_actions_json(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    found = run_json(capsys, "actions", game)
    harvest = next(a for a in found if a["name"] == "harvest")
    assert harvest["phase"] == "harvest" and harvest["help"]
    assert harvest["actor"] == "Ann"
    assert harvest["fields"] == [
        {
            "name": "player",
            "type": "player",
            "help": "who harvests",
            "required": False,
            "choices": [{"id": "Ann", "name": "Ann"}, {"id": "Bo", "name": "Bo"}],
            "actor": True,
            "default": "Ann",
        }
    ]
    # `next` is refused to everyone in the harvest (each player harvests first): not listed (play-test 7).
    assert {a["name"] for a in found} == {"harvest", "next-phase", "roll", "correct"}
    kinds = next(a for a in found if a["name"] == "correct")["fields"][1]
    assert kinds["catalogue"] == "component" and {"id": "coin", "name": "coin"} in kinds["choices"]


def test_act_refused_forced_and_exit_codes(game: str, saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "act", game, "harvest", "player=ann")[0] == 0
    before = (saves_dir / "fri.toml").read_bytes()
    code, out, err = run(capsys, "act", game, "harvest", "player=Ann")
    assert code == 1 and "One harvest" in err and err.count("\n") == 1 and out == ""
    assert (saves_dir / "fri.toml").read_bytes() == before
    code, out, _ = run(capsys, "act", game, "harvest", "player=Ann", "--json")
    assert code == 1 and json.loads(out)["violations"][1]["rule"] == "One harvest"
    result = run_json(capsys, "act", game, "harvest", "player=Ann", "--force")
    assert result["event"]["forced"] == ["Turn order", "One harvest"] and result["session"]["players"][0]["coins"] == 5
    assert result["outcome"] == {
        "text": ["2 coins go from the bank to Ann's purse."],
        "moves": [{"kind": "coin", "count": 2, "from": "bank", "to": "purse:red"}],
    }
    log = run_json(capsys, "log", game)
    assert [e["seq"] for e in log] == [1, 2] and log[1]["forced"] == ["Turn order", "One harvest"]
    assert set(log[0]) == {"seq", "type", "actor", "round", "phase", "args", "forced", "at", "text", "outcome"}
    assert log[0]["text"] == "Ann harvests" and log[0]["outcome"] == ["2 coins go from the bank to Ann's purse."]


def test_check_exits_1_when_a_rule_objects(game: str, saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "act", game, "harvest", "--check")
    # It says what it checked, as the log will say it (a bare "allowed" did not say which space).
    assert (code, out) == (0, "harvest: allowed (Ann harvests)\n")
    before = (saves_dir / "fri.toml").read_bytes()
    code, out, _ = run(capsys, "act", game, "buy", "item=house", "--check")
    assert code == 1 and out.startswith("Phase: buy belongs to the Market phase")
    code, out, _ = run(capsys, "act", game, "buy", "item=house", "--check", "--json")
    assert code == 1 and json.loads(out)["legal"] is False
    assert (saves_dir / "fri.toml").read_bytes() == before


def test_act_prints_what_happened_and_who_acts_next(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "act", game, "harvest")
    assert code == 0
    assert out.splitlines() == [
        "1. Ann harvests",
        "   2 coins go from the bank to Ann's purse.",
        "Now: round 1, Harvest; waiting for: Bo",
    ]


def test_a_physical_refusal_cannot_be_forced_and_says_how_to_correct(
    game: str, capsys: pytest.CaptureFixture[str]
) -> None:
    for _ in range(2):
        run(capsys, "act", game, "harvest")
    run(capsys, "act", game, "next")
    code, _, err = run(capsys, "act", game, "give", "to=Bo", "amount=9", "--force")
    assert code == 1 and "Ann's purse: 3 coins, not 9" in err and "tabula act fri correct" in err
    code, _, err = run(capsys, "act", game, "buy", "item=house")
    assert code == 1 and err.endswith("use --force to override\n")


def test_show_fits_100_columns_and_focuses_on_a_player(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, "act", game, "harvest")
    code, out, _ = run(capsys, "show", game)
    assert code == 0 and max(len(line) for line in out.splitlines()) <= 100
    assert "the bank: 36 coins" in out and "purse: 3 coins" in out and "Bo harvests next." in out
    code, out, _ = run(capsys, "show", game, "--player", "bo")
    assert code == 0 and "Bo (green)" in out and "Ann (red)" not in out
    assert [p["name"] for p in run_json(capsys, "show", game, "--player", "BO")["players"]] == ["Bo"]


def test_calc_help_lists_the_calculators_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "calc", "market-day", "cost", "--help")
    assert code == 0 and "--item A,B,..." in out and "items to buy" in out and "--coins N" in out
    code, out, _ = run(capsys, "calc", "market-day")
    assert code == 0 and "duel" in out and "standing" in out


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["act", "fri", "fly"], "no action 'fly'"),
        (["act", "fri", "harvest", "who=Ann"], "no field 'who'"),
        (["act", "fri", "harvest", "player=Zed"], "no player 'Zed'"),
        (["act", "fri", "harvest", "player=Anne"], "did you mean Ann?"),
        (["act", "fri", "buy", "item=castle"], "no building 'castle'"),
        (["act", "fri", "harvest", "oops"], "FIELD=VALUE"),
        (["show", "../etc"], "not allowed"),
        (["show", "nobody"], "no such session"),
        (["new", "chess", "--player", "A"], "unknown game 'chess'"),
        (["new", "market-day", "--player", "A"], "2 to 4 players"),
        (["new", "market-day", "-p", "A", "-p", "B", "--variant", "x"], "no variant 'x'"),
        (["new", "market-day", "-p", "A:pink", "-p", "B"], "no faction 'pink'"),
        (["new", "market-day", "-p", "A", "-p", "B", "--name", "fri"], "already exists"),
        (["undo", "fri", "--steps", "0"], "at least one"),
        (["rules", "market-day", "nosuchtopic"], "no rules topic"),
        (["calc", "market-day", "duel", "--attack", "x", "--defend", "1"], "whole number"),
        (["calc", "market-day", "duel", "--attack", "1"], "Missing option '--defend'"),
        (["calc", "market-day", "duel", "--bogus", "1"], "No such option: --bogus"),
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
    # More steps than events: all of them, said so (as git would), not refused (play-test 7).
    code, out, _ = run(capsys, "undo", game, "--steps", "5")
    assert code == 0 and "only 1 event to undo: all undone" in out
    assert run_json(capsys, "show", game)["events"] == 0
    assert run(capsys, "redo", game)[0] == 0
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


def test_a_rules_search_reads_as_text(capsys: pytest.CaptureFixture[str]) -> None:
    # The play-test read **neutral** and | Commander | in the hits: the reference's Markdown marks.
    code, out, _ = run(capsys, "rules", "mare-nostrum", "--search", "commander")
    hits = [line for line in out.splitlines() if line.startswith("    ")]
    assert code == 0 and hits
    assert not any("**" in line or "|" in line or line.strip() == "" for line in hits), hits
    assert any("Commander · " in line for line in hits)  # a table row's cells, apart


def test_demo_copies_and_opens(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shown = run_json(capsys, "demo", "market-day")
    assert shown["name"] == "market-day-demo" and shown["events"] > 0
    assert (saves_dir / "market-day-demo.toml").is_file()
    # Run again, the unplayed copy opens again (each run made a new one, cluttering Continue).
    assert run_json(capsys, "demo", "market-day")["name"] == "market-day-demo"


def test_damaged_save_exit_2(game: str, saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = saves_dir / "fri.toml"
    text = path.read_text()
    path.write_text(text[: text.index("[options]") - 5])  # cut short inside the event log
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
        "import sys; from tui.cli.main import main; code = main(sys.argv[1:]); "
        "bad = [m for m in sys.modules if m.split('.')[0] in ('textual', 'pydantic')]; "
        "print('LEAK', bad) if bad else None; sys.exit(code)"
    )
    for argv in (["calc", "market-day", "duel", "--attack", "6", "--defend", "2", "--json"], ["games"], ["show", "x"]):
        proc = subprocess.run([sys.executable, "-c", probe, *argv], capture_output=True, text=True, env=env, cwd=ROOT)
        assert "LEAK" not in proc.stdout and "Traceback" not in proc.stderr, proc.stderr
    assert proc.returncode == 2


def test_a_save_opens_after_undoing_what_a_later_undone_event_names(
    saves_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The tester's evening: Iberia borders Gallia; both undone, the save would no longer open.
    assert run(capsys, "new", "mare-nostrum", "--player", "A", "--player", "B", "--player", "C", "--name", "r")[0] == 0
    assert run(capsys, "act", "r", "add-province", "name=Gallia", "goods=grain")[0] == 0
    assert run(capsys, "act", "r", "add-province", "name=Iberia", "neighbours=gallia")[0] == 0
    assert run(capsys, "undo", "r")[0] == 0
    assert run(capsys, "undo", "r")[0] == 0
    code, out, err = run(capsys, "show", "r")
    assert code == 0 and "events: 0" in out, err
    for name in ("Gallia", "Iberia"):
        code, out, err = run(capsys, "redo", "r")
        assert code == 0 and f"redone: The table adds the province {name}" in out, err
    code, out, _ = run(capsys, "log", "r")
    assert "It borders Gallia." in out

"""Plugins first-class (issue 38): a broken plugin says why, the engine ships its types and its conformance
suite, and the engine leaves the command line's words to the command line."""

from __future__ import annotations

import fnmatch
import re
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import registry
from engine.errors import BadInput
from tui.cli.main import main

ROOT = Path(__file__).resolve().parents[1]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def broken_nim(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A distribution installing the game ``nim`` whose module fails as it is imported."""
    (tmp_path / "nim_broken.py").write_text("import nim_helpers_never_installed\n", encoding="utf-8")
    dist = tmp_path / "nim_broken-1.0.dist-info"
    dist.mkdir()
    (dist / "entry_points.txt").write_text("[tabula.rulesets]\nnim = nim_broken:INFO\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    registry.reset()
    yield
    registry.reset()


def test_a_plugin_that_does_not_import_is_listed_as_broken(
    broken_nim: None, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "games")
    assert code == 0
    assert "mare-nostrum" in out  # the others are still there
    assert "nim (nim_broken:INFO): ModuleNotFoundError: No module named 'nim_helpers_never_installed'" in out
    # --json stays one document, the list of games; the broken plugin is said on stderr.
    code, out, err = run(capsys, "games", "--json")
    assert code == 0 and "nim" not in out
    assert "nim (nim_broken:INFO) could not be loaded" in err


def test_asking_for_a_broken_plugin_says_why(broken_nim: None, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "new", "nim", "--player", "Ann", "--player", "Bo", "--no-tui")
    assert code == 2 and not out
    assert err.strip() == (
        "tabula: the plugin nim (nim_broken:INFO) could not be loaded: "
        "ModuleNotFoundError: No module named 'nim_helpers_never_installed'"
    )
    assert "Traceback" not in err
    # A game nobody installed is still unknown, and the broken plugin is named beside the known ones.
    with pytest.raises(BadInput, match=r"unknown game 'chess' .*; not loaded: nim \(nim_broken:INFO\)"):
        registry.get("chess")


def test_rules_that_do_not_import_are_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    info = registry.GameInfo("half-done", "Half Done", 2, 2, "tests.no_such_rules:Rules")
    with pytest.raises(BadInput) as caught:
        info.load()
    said = str(caught.value)
    assert said == (
        "the rules of Half Done (tests.no_such_rules:Rules) could not be loaded: "
        "ModuleNotFoundError: No module named 'tests.no_such_rules'"
    )


def test_the_engine_ships_its_types() -> None:
    # PEP 561: without the marker a plugin's mypy sees Ruleset, Context and Field as Any.
    assert (ROOT / "engine" / "py.typed").is_file()
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["package-data"]
    patterns = [*data.get("engine", []), *data.get("*", [])]
    assert any(fnmatch.fnmatch("py.typed", pattern) for pattern in patterns), "the wheel would leave py.typed out"


def test_the_conformance_suite_is_the_engines_and_needs_no_pytest_to_import() -> None:
    code = "import sys, engine.conformance as c; print(callable(c.suite), 'pytest' in sys.modules)"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert proc.stdout.split() == ["True", "False"]


def test_the_conformance_knobs_fit_a_short_game() -> None:
    from engine.conformance import Knobs, check_random_play
    from tests.fixture_game import INFO

    # Asked for more events than a game of 5 steps can hold, random play fails; a short game says so.
    with pytest.raises(AssertionError, match="fewer than 10"):
        check_random_play(INFO, 0, Knobs(steps=5))
    check_random_play(INFO, 0, Knobs(steps=5, min_events=3))


def test_no_clamping_arithmetic_is_left_beside_the_ledger() -> None:
    from engine import counts

    # Counts change only by the ledger's moves, which refuse what is not there; add() clamped at zero.
    assert not hasattr(counts, "add") and not hasattr(counts, "merge")


def test_the_engine_names_no_command_line_option() -> None:
    # The words a command line uses are its own: the engine's messages never name a flag.
    flag = re.compile(r"""\btr\(\s*["'][^"']*--[a-z]""")
    named = [path.name for path in (ROOT / "engine").glob("*.py") if flag.search(path.read_text(encoding="utf-8"))]
    assert named == []


def test_an_empty_search_finds_nothing_and_the_command_line_says_why(capsys: pytest.CaptureFixture[str]) -> None:
    from engine import reference

    assert reference.search(registry.load("market-day"), "   ") == []
    code, _, err = run(capsys, "rules", "market-day", "--search", "  ")
    assert code == 2 and err.strip() == "tabula: --search needs some text"


def test_the_engine_names_its_own_actions_once() -> None:
    from engine.events import ENGINE_EVENTS, NEXT, NEXT_PHASE, ROLL
    from engine.table_actions import ENGINE_ACTIONS

    assert {NEXT, NEXT_PHASE, ROLL} == ENGINE_EVENTS <= {a.name for a in ENGINE_ACTIONS}


def test_a_plugin_from_the_environment_is_found_again_after_reset(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(registry.ENV_VAR, "tests.no_such_plugin:INFO")
    registry.reset()
    try:
        assert [b.label for b in registry.broken()] == ["tests.no_such_plugin:INFO"]
        monkeypatch.delenv(registry.ENV_VAR)
        registry.reset()
        assert registry.broken() == []
    finally:
        registry.reset()

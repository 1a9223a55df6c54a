"""The command line's fix round 9 (issue 37's leftovers): global options anywhere on the line, the end of input
at a hidden prompt said in one line, and Czech usage lines and hints that say what the parser takes."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from engine import saves
from tests.test_hidden_cards import demo
from tui.cli.main import main
from tui.cli.words import globals_first


def _out(capsys: pytest.CaptureFixture[str], *words: str) -> str:
    assert main(list(words)) == 0
    return capsys.readouterr().out


def test_the_language_may_follow_the_command(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``tabula report SAVE --lang cs`` was "No such option: --lang" (the README says ``--lang cs``)."""
    _out(capsys, "demo", "hellas", "--no-tui")
    assert _out(capsys, "report", "hellas-demo", "--lang", "cs").startswith("Příběh zapsán do")
    assert _out(capsys, "games", "--lang=cs").startswith("id")
    assert "Hráči" in _out(capsys, "show", "hellas-demo", "--lang", "cs")
    assert "Players" in _out(capsys, "show", "hellas-demo", "--lang", "en")


def test_the_saves_folder_and_version_may_follow_the_command(
    saves_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = tmp_path / "elsewhere"
    _out(capsys, "demo", "hellas", "--no-tui", "--saves-dir", str(other))
    assert (other / "hellas-demo.toml").exists() and not (saves_dir / "hellas-demo.toml").exists()
    assert _out(capsys, "games", "--version").startswith("tabula ")


def test_global_options_are_lifted_in_order_and_not_after_a_double_dash() -> None:
    lifted = globals_first(["act", "s", "next", "--lang", "cs", "--as", "Bo"])
    assert lifted == ["--lang", "cs", "act", "s", "next", "--as", "Bo"]
    assert globals_first(["show", "s", "--saves-dir=d", "--lang=en"]) == ["--saves-dir=d", "--lang=en", "show", "s"]
    assert globals_first(["calc", "x", "--", "--lang", "cs"]) == ["calc", "x", "--", "--lang", "cs"]


def test_a_global_option_without_its_value_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games", "--lang"]) == 2
    assert capsys.readouterr().err.strip() == "tabula: --lang needs a value"


def test_the_end_of_input_at_a_hidden_prompt_changes_nothing(saves_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl+D where a drawn card is typed unseen ended in "internal error: Abort", exit 3."""
    saves_dir.mkdir(parents=True, exist_ok=True)
    saves.save(demo("hellas"), saves_dir / "h.toml")
    before = (saves_dir / "h.toml").read_bytes()
    monkeypatch.setattr("tui.cli.secret.stdin_terminal", lambda: True)
    with CliRunner().isolation(input="") as (out, err, _):
        code = main(["act", "h", "reinforce", "greeks=athens", "cards=?"])
        sys.stderr.flush()  # the runner's stream buffers what was not followed by a flush
        said = out.getvalue().decode() + err.getvalue().decode()
    assert code == 2
    assert said.strip().splitlines()[-1] == "tabula: the input ended before anything was typed; nothing was changed"
    assert "internal error" not in said and "Traceback" not in said
    assert (saves_dir / "h.toml").read_bytes() == before


def test_an_action_help_reads_the_folder_of_its_own_line(
    saves_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``act SAVE ACTION --help`` is answered before Typer runs: a ``--saves-dir`` an earlier run named stayed."""
    other = tmp_path / "other"
    assert main(["demo", "hellas", "--no-tui", "--saves-dir", str(other)]) == 0
    assert main(["act", "hellas-demo", "attack", "--help", "--saves-dir", str(other)]) == 0
    assert main(["act", "hellas-demo", "attack", "--help"]) == 2  # none in the default folder
    assert "no such session" in capsys.readouterr().err

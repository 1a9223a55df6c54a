"""Where saves live (issue 37): in the user's data folder wherever ``tabula`` runs, a ``./saves`` holding
saves still read (said once), ``$TABULA_SAVES`` and ``--saves-dir`` first; ``list`` and ``log`` name phases
as the game does."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine import savepaths
from tui.cli.main import main


@pytest.fixture
def nowhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No saves folder chosen, and ``tabula`` run in an empty folder of its own."""
    monkeypatch.delenv("TABULA_SAVES", raising=False)
    here = tmp_path / "here"
    here.mkdir()
    monkeypatch.chdir(here)
    return here


def test_saves_go_to_the_data_folder_and_are_found_from_any_folder(
    nowhere: Path, data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["demo", "hellas", "--no-tui"]) == 0
    assert not (nowhere / "saves").exists()  # the play-test found a new saves/ wherever it ran
    assert (data_dir / "saves" / "hellas-demo.toml").is_file()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    capsys.readouterr()
    assert main(["list"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith(f"Saved sessions in {data_dir / 'saves'}:\n") and "hellas-demo" in out
    assert err == ""


def test_an_empty_data_folder_is_named_where_nothing_is_saved(
    nowhere: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["list"]) == 0
    assert capsys.readouterr().out == f"No saved sessions in {data_dir / 'saves'}.\n"


def test_a_saves_folder_here_is_still_read_and_said_once(
    nowhere: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--saves-dir", str(nowhere / "old"), "demo", "hellas", "--no-tui"]) == 0
    (nowhere / "saves").mkdir()
    shutil.move(nowhere / "old" / "hellas-demo.toml", nowhere / "saves" / "evening.toml")
    capsys.readouterr()
    assert main(["list"]) == 0
    out, err = capsys.readouterr()
    assert f"Saved sessions in {nowhere / 'saves'}:" in out and "evening" in out
    assert err == (
        f"tabula: using the saves in {nowhere / 'saves'} (a saves folder here); elsewhere sessions are saved"
        f" in {data_dir / 'saves'}\n"
    )
    assert main(["show", "evening"]) == 0
    assert capsys.readouterr().err == ""  # said once, not on every command


def test_a_saves_folder_without_saves_is_not_taken_for_tabulas(nowhere: Path, data_dir: Path) -> None:
    (nowhere / "saves").mkdir()
    (nowhere / "saves" / "notes.txt").write_text("a project's own folder", encoding="utf-8")
    assert savepaths.saves_dir() == data_dir / "saves"


def test_the_environment_and_the_option_come_first(
    nowhere: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (nowhere / "saves").mkdir()
    (nowhere / "saves" / "old.toml").write_text("", encoding="utf-8")
    monkeypatch.setenv("TABULA_SAVES", str(tmp_path / "env"))
    assert savepaths.saves_dir() == tmp_path / "env"
    assert savepaths.saves_dir(tmp_path / "option") == tmp_path / "option"


def test_list_and_log_name_the_phase_in_the_language_spoken(
    saves_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["demo", "hellas", "--no-tui"]) == 0
    capsys.readouterr()
    assert main(["list"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert listed[3].split()[:4] == ["hellas-demo", "hellas", "3", "Turns"]  # the save keeps "turn"
    assert main(["log", "hellas-demo", "--no-pager"]) == 0
    log = capsys.readouterr().out.splitlines()
    assert log[0].startswith("   1. R1 First coast Ariadne draws")  # was "R1 coast"
    assert log[1].startswith(" " * 21 + "1 card goes")  # what it changed, under the event's words
    assert main(["--lang", "cs", "log", "hellas-demo", "--no-pager"]) == 0
    assert " K2 Tahy " in capsys.readouterr().out
    assert main(["--lang", "cs", "list"]) == 0
    assert capsys.readouterr().out.splitlines()[3].split()[:4] == ["hellas-demo", "hellas", "3", "Tahy"]

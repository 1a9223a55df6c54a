"""Output read by a pipe that closes early (``tabula act SAVE buy --help | head -3``)."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest

from tui.cli.main import main


def test_a_reader_that_quits_early_gets_no_internal_error(
    saves_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Play-test: "internal error: BrokenPipeError" and exit 3 when `head` had read what it wanted.
    assert main(["demo", "mare-nostrum", "--no-tui"]) == 0
    capsys.readouterr()
    read, write = os.pipe()
    os.close(read)  # the reader is gone before anything is written
    closed = io.TextIOWrapper(io.FileIO(write, "w"), write_through=True)
    with capsys.disabled():
        monkeypatch.setattr("sys.stdout", closed)
        code = main(["act", "mare-nostrum-demo", "buy", "--help"])
        monkeypatch.undo()
    assert code == 0
    assert "internal error" not in capsys.readouterr().err


def test_a_reader_that_quits_early_on_a_typer_command_gets_exit_0(
    saves_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Play-test 7: `tabula actions e1 | head -1` exited 1 (Typer's own closed-pipe exit), read as "refused".
    assert main(["demo", "mare-nostrum", "--no-tui"]) == 0
    capsys.readouterr()
    read, write = os.pipe()
    os.close(read)
    closed = io.TextIOWrapper(io.FileIO(write, "w"), write_through=True)
    with capsys.disabled():
        monkeypatch.setattr("sys.stdout", closed)
        code = main(["actions", "mare-nostrum-demo"])
        monkeypatch.undo()
    assert code == 0
    assert "internal error" not in capsys.readouterr().err

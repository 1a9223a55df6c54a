"""The ``tabula`` launcher: the app at once for the two app forms, everything else through the CLI."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks import startup_pty
from tui.launch import app_words

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ([], (None, None)),
        (["--saves-dir", "/x"], ("/x", None)),
        (["--saves-dir=/x"], ("/x", None)),
        (["open", "evening"], (None, "evening")),
        (["--saves-dir", "/x", "open", "evening"], ("/x", "evening")),
    ],
)
def test_the_app_forms_start_the_app(words: list[str], expected: tuple[str | None, str | None]) -> None:
    assert app_words(words) == expected


@pytest.mark.parametrize(
    "words",
    [["--help"], ["open"], ["open", "--help"], ["open", "a", "b"], ["show", "evening"], ["--saves-dir"], ["-x"]],
)
def test_everything_else_goes_to_the_command_line(words: list[str]) -> None:
    assert app_words(words) is None


def test_the_launcher_does_not_import_typer() -> None:
    # Typer is what the fast path exists to skip.
    code = "import sys, tui.launch; print('typer' in sys.modules, 'textual' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_a_missing_save_is_one_line_and_exit_2(tmp_path: Path) -> None:
    # Not at a terminal, so the words go to the command line, which says the same.
    argv = [sys.executable, "-m", "tui", "--saves-dir", str(tmp_path), "open", "nothing-here"]
    out = subprocess.run(argv, capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 2
    assert out.stderr.count("\n") == 1 and out.stderr.startswith("tabula: ")


def test_the_launcher_checks_a_save_before_the_app_starts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tui.launch import start

    assert start(str(tmp_path), "nothing-here") == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("tabula: ")


def test_first_paint_is_read_from_a_real_terminal() -> None:
    # The benchmark's clock: a program in a pty, its screen read by pyte until a text shows.
    painted = startup_pty.first_paint([sys.executable, "-c", startup_pty.ONE_WIDGET], startup_pty.ONE_WIDGET_TEXT)
    assert painted > 0


def test_first_paint_names_a_text_that_never_shows() -> None:
    # Waiting out the timeout is what is tested, so the program is one that is up in milliseconds (a Textual
    # app could still be starting on a loaded machine, and then miss the ctrl+q that ends the wait).
    ready = "import os, tty; tty.setraw(0); os.write(1, b'hello'); os.read(0, 1)"
    with pytest.raises(RuntimeError, match="'no such words' not on screen after 1 s"):
        startup_pty.first_paint([sys.executable, "-I", "-S", "-c", ready], "no such words", timeout=1)


async def test_the_app_turns_garbage_collection_back_on(tmp_path: Path) -> None:
    import gc

    from tests.settle import until
    from tui.app.app import TabulaApp

    app = TabulaApp(saves_dir=tmp_path)
    app.collect_after = 0.01
    gc.disable()  # as the launcher does before the first screen
    try:
        async with app.run_test() as pilot:
            # The app's own timer (collect_after) turns it back on: a guard against a hang, no clock to wait out.
            await until(pilot, gc.isenabled, "garbage collection back on")
    finally:
        gc.unfreeze()
        gc.enable()


def test_the_closed_app_leaves_no_collection_pass_to_the_exit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Python's exit ran collection passes over everything a 1,000-event session left: a tenth of a second
    after the last frame. What is alive as the app closes is left out of them."""
    import gc

    from tui import launch
    from tui.app.app import TabulaApp

    ran: list[TabulaApp] = []
    monkeypatch.setattr(TabulaApp, "run", lambda self: ran.append(self))
    try:
        assert launch.start(str(tmp_path), None) == 0
        assert ran and ran[0].collect_after == launch.GC_PAUSE
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()

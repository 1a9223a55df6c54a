"""The ``tabula`` console script: the app straight away, every other command through Typer.

``tabula`` (home screen) and ``tabula open SAVE`` at a terminal are what a
person waits on before the first paint. Typer and Click take ~90 ms to import
and build the command group, time the app does not need, so those two forms
start the app without them. Everything else (help, scripts, pipes, errors in
the words) goes to ``tui.cli.main`` as before, so the behaviour is the same.
"""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tui.app.app import TabulaApp


def app_words(words: list[str]) -> tuple[str | None, str | None] | None:
    """``(saves_dir, save)`` when ``words`` only start the app (``save`` None: the home screen), else None.

    Args:
        words: The command line after ``tabula``.
    """
    saves_dir: str | None = None
    rest = list(words)
    while rest and rest[0].startswith("--saves-dir"):
        head = rest.pop(0)
        if head.startswith("--saves-dir="):
            saves_dir = head.partition("=")[2]
        elif head == "--saves-dir" and rest and not rest[0].startswith("-"):
            saves_dir = rest.pop(0)
        else:
            return None  # a malformed option: Typer words the error
    if not rest:
        return saves_dir, None
    if len(rest) == 2 and rest[0] == "open" and not rest[1].startswith("-"):
        return saves_dir, rest[1]
    return None


#: Seconds the cyclic garbage collector waits while the first screen is built.
GC_PAUSE = 1.0


def run() -> None:
    """Console-script entry point."""
    if "_TABULA_COMPLETE" in os.environ:  # a Tab press: most are answered before Typer is imported
        from tui.cli.quick_complete import main as complete

        complete()
    words = app_words(sys.argv[1:])
    if words is None or not (sys.stdin.isatty() and sys.stdout.isatty()):
        from tui.cli.main import run as run_cli

        run_cli()
        return
    pause_collection()
    sys.exit(start(*words))


def pause_collection() -> None:
    """Pause the cyclic garbage collector for start-up (the app turns it back on once its screen is up).

    Start-up builds tens of thousands of objects (imports, a session's replay, the screen) and none of them
    is garbage: collecting meanwhile cost a tenth of the time to first paint.
    """
    gc.disable()


def launched(app: TabulaApp) -> TabulaApp:
    """``app`` as the launcher runs it: collection back on (and what start-up built left out of it) once
    the first screen is up, and the stylesheet's parsed rules kept for the next start."""
    app.collect_after = GC_PAUSE
    app.keep_css = True
    return app


def closing() -> None:
    """The app has closed and the process ends: no collection pass over what is left.

    Python's exit runs collection passes over every object still alive before it goes: a tenth of a second
    after the last frame of a 1,000-event session, with nothing to gain (the memory goes back with the
    process).
    """
    gc.freeze()


def start(saves_dir: str | None, save: str | None) -> int:
    """Start the app on the home screen or on ``save``; a save that cannot be opened is one line, exit 2."""
    from engine.errors import TabulaError
    from engine.saves import resolve
    from engine.saves import saves_dir as default_dir

    try:
        folder = default_dir(saves_dir)
        path: Path | None = None
        read = None
        if save is not None:
            from engine.store import SessionFile

            path = resolve(save, folder)
            # Read (and checked) before the app starts, then opened as read.
            read = SessionFile(path)
    except TabulaError as error:
        from tui.cli.output import warn

        warn(str(error))
        return error.exit_code
    from tui.app.app import TabulaApp

    app = launched(TabulaApp(session_path=path, saves_dir=folder, session_file=read))
    app.run()
    closing()
    return 0

"""What every ``tabula`` command shares: the Typer app, the saves folder, opening a save.

Kept apart so the commands can live in modules of their own (``tui.cli.main``
and ``tui.cli.session``) and register on the same app.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from engine.i18n import N_
from tui.cli.help import Grouped

if TYPE_CHECKING:
    from engine.session import Session
    from engine.store import SessionFile
    from tui.app.viewer import Viewer

_SETTINGS: dict[str, Any] = {
    "add_completion": True,
    "no_args_is_help": False,
    "invoke_without_command": True,
    "pretty_exceptions_enable": False,
    # Click's layout, the same in a pipe as at a terminal (coloured there): tui.cli.help says why.
    "rich_markup_mode": None,
    "cls": Grouped,
    # -h as well, as people type it; every subcommand inherits it (calc reads its own).
    "context_settings": {"help_option_names": ["-h", "--help"]},
    "help": N_("Tabula: a table-side companion for board games."),
    "epilog": "\b\nExample: tabula demo hellas",
}
app = typer.Typer(**_SETTINGS)

_state: dict[str, Any] = {"saves_dir": None}

JSON = typer.Option(False, "--json", help="Print one JSON document.")
#: Long output (rules, the log) goes through $PAGER at a terminal, as git does; this prints it straight out.
NO_PAGER = typer.Option(False, "--no-pager", help="Print straight out, without the pager ($PAGER, else less).")

#: What a command's help ends with: one real example (on a demo save: ``tabula demo GAME`` makes it).
EXAMPLE = N_("Example:")


def example(line: str) -> str:
    """A help's closing example; Click prints it as written (\\b keeps it from being rewrapped)."""
    return f"\b\n{EXAMPLE} {line}"


def folder() -> Path:
    """The saves folder (``engine.savepaths.saves_dir``); the first time it is a ``./saves`` found here,
    one line on stderr says so and where sessions go elsewhere."""
    from engine.savepaths import local_note, saves_dir

    chosen = saves_dir(_state["saves_dir"])
    if note := local_note(chosen):
        from tui.cli.output import warn

        warn(note)
    return chosen


def open_save(save: str) -> tuple[Session, Path]:
    """Load SAVE to read it."""
    from engine import saves

    path = saves.resolve(save, folder())
    session = saves.load(path, salvage=True)
    _say_stopped(session, path)
    return session, path


def file_of(save: str) -> SessionFile:
    """SAVE to change: every change is made under the file's lock (another program may be writing)."""
    from engine import saves
    from engine.store import SessionFile

    path = saves.resolve(save, folder())
    read = SessionFile(path)
    _say_stopped(read.session, path)
    return read


def _say_stopped(session: Session, path: Path) -> None:
    """One line on stderr when the save opened short of its end (an event that no longer replays)."""
    if session.history.stopped:
        from tui.cli.output import warn

        warn(f"{path.name}: {session.history.stopped}")


def show_text(session: Session, player: str | None = None) -> str:
    from tui.show_text import render

    document = session.summary()
    if player is not None:  # a player's own view: their counters as they read them (their own cards count)
        from engine.hidden import public_summary

        document = public_summary(session, document, player)
    return render(session, document, player)


def interactive() -> bool:
    """Whether a person is at a terminal (scripts and pipes get plain output)."""
    return sys.stdin.isatty() and sys.stdout.isatty()


def run_app(path: Path | None = None, read: SessionFile | None = None, viewer: Viewer | None = None) -> None:
    """Start the full-screen app (imports Textual only now), on ``path`` as ``read`` when given, for
    ``viewer`` (default: the screen passed around the table)."""
    from tui.app.app import TabulaApp

    app = TabulaApp(session_path=path, saves_dir=folder(), session_file=read, viewer=viewer)
    app.run()
    if app.return_code:
        raise typer.Exit(app.return_code)

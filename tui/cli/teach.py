"""The app on the guided walk alone: ``tabula kit teach GAME --app``, and each view of ``tabula serve --teach``.

A served view runs ``tabula teach-view GAME --view N`` (a command for the server only, left out of the help);
the app itself (``tui.app.teach_app``) is imported only when it runs: every command imports this module.
"""

from __future__ import annotations

import os

import typer

from tui.cli import completion as complete
from tui.cli.base import app


def run_teach_app(game: str, view: str | None = None) -> None:
    """Run the app on the walk through ``game``'s missing facts (what ``tabula kit teach GAME --app`` does).

    Raises:
        TabulaError: No such game, or its user kit is damaged (one line, before the app starts).
    """
    from engine import kitfiles, registry

    ruleset = registry.load(game)
    kitfiles.current(ruleset)  # a damaged kit is reported here, in one line, before the app starts
    from tui.app.teach_app import TeachApp

    # Unique among the views: the same join code opened on two phones makes two views, asking two questions.
    TeachApp(ruleset.id, None if view is None else f"{view}-{os.getpid()}").run()


@app.command("teach-view", hidden=True)
def teach_view(
    game: str = typer.Argument(..., help="Game id.", metavar="GAME", autocompletion=complete.games),
    view: str = typer.Option(None, "--view", help="This view's name among those teaching at once.", metavar="NAME"),
) -> None:
    """One view of tabula serve --teach: the walk, shared with the other views."""
    from tui.serve.child import end_with_server

    end_with_server()
    run_teach_app(game, view)

"""``tabula report``: the story of a session as one self-contained HTML file."""

from __future__ import annotations

from pathlib import Path

import typer

from engine.i18n import tr
from tui.cli import completion as complete
from tui.cli.base import app, example, open_save
from tui.cli.output import say


@app.command(epilog=example("tabula report hellas-demo -o story.html"))
def report(
    save: str = typer.Argument(..., help="Session name or .toml path.", metavar="SAVE", autocompletion=complete.saves),
    output: Path = typer.Option(
        None, "--output", "-o", help="HTML file to write (default: SAVE.html beside it).", metavar="FILE"
    ),
) -> None:
    """Write the story of a session as one HTML file: the result, victory measures per round, overrides, corrections."""
    from engine.report import render
    from engine.story import story

    session, path = open_save(save)
    target = output or path.with_suffix(".html")
    target.write_text(render(story(session)), encoding="utf-8")
    say(tr("Story written to {path}").format(path=target))

"""``tabula kit board GAME``: the board drawn as the kit knows it, to check against the printed one.

The kit drawn is the one a new session of the game would take (``engine.learning.current``): the user's
kit, or the shipped one, with what every session taught laid over it; ``--kit FILE`` draws a file as it
is. Each game draws its own board (``Ruleset.drawn``); ``?`` marks what nobody has taught yet.
"""

from __future__ import annotations

from pathlib import Path

import typer

from engine.i18n import tr
from tui.cli import completion as complete
from tui.cli.base import example
from tui.cli.kit import kit_app
from tui.cli.output import say


@kit_app.command(epilog=example("tabula kit board hellas"))
def board(
    game: str = typer.Argument(..., help="Game id.", metavar="GAME", autocompletion=complete.games),
    kit: Path = typer.Option(
        None, "--kit", help="Kit file to draw (default: the kit a new session of the game takes).", metavar="FILE"
    ),
) -> None:
    """Draw the board as the kit knows it, to check against the printed one (? marks what is not taught)."""
    from engine import learning, registry
    from engine.errors import BadInput
    from tui.show_text import board_heading  # here: every command imports this module
    from tui.titles import game_title

    ruleset = registry.load(game)
    if ruleset.kit_schema is None:
        raise BadInput(tr("{game} has no board kit to draw").format(game=game_title(ruleset.id)))
    drawn = learning.current(ruleset, kit)
    say(board_heading(game_title(ruleset.id), drawn))
    say("")
    for line in ruleset.drawn(drawn):
        say(line)

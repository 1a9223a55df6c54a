"""The home screen's lists: Continue's saved sessions, the demos and the rules reference.

The screen (``home.py``) mounts one section at a time and handles what is
chosen in it; the widgets of the three list sections and the rows of the
saves list are built here.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.text import Text
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Button, DataTable, Label, OptionList
from textual.widgets.option_list import Option

from engine import saves
from engine.i18n import tr
from tui.app.screens.home_form import played_when
from tui.app.widgets.find_list import FindOptions, FindTable

if TYPE_CHECKING:
    from engine.registry import GameInfo

#: The cells of Continue's game column (a longer name goes on two lines: "Sid Meier's / Civilization").
GAME_WIDTH = 14


def continue_section() -> list[Widget]:
    """The Continue section: the saved sessions, found by typing (rows filled by ``fill_saves``)."""
    usage = tr("Type a session's or a game's name to find it; Enter opens it:")
    said = Label(usage, classes="dim")
    return [said, FindTable(id="saves", cursor_type="row", zebra_stripes=True, said=said, usage=usage)]


def demos_section(games: Sequence[GameInfo]) -> list[Widget]:
    """The Demos section: a game in progress for each game, found by typing."""
    from tui.titles import game_title  # as phase_title: not imported before a section names the games

    return [
        Label(tr("A game in progress to explore (copied, so the original stays as it is):"), classes="dim"),
        FindOptions(*(Option(game_title(g.id), id=g.id) for g in games), id="demo-games"),
    ]


def reference_section(games: Sequence[GameInfo]) -> list[Widget]:
    """The Rules section: the games, and buttons for a game's rules and calculators."""
    from tui.titles import game_title

    return [
        Label(tr("Enter opens a game's rules:"), classes="dim"),
        OptionList(*(Option(game_title(g.id), id=g.id) for g in games), id="ref-games"),
        Horizontal(
            Button(tr("Rules"), id="ref-rules", compact=True),
            Button(tr("Calculators"), id="ref-calc", compact=True),
            id="ref-buttons",
        ),
    ]


def fill_saves(table: DataTable[object], folder: Path, games: Sequence[GameInfo], console: Console) -> None:
    """Fill the Continue table with the sessions saved in ``folder``, afresh.

    Args:
        table: the saves list (``#saves``).
        folder: where the sessions are saved.
        games: the games known, for their names.
        console: the app's console, to measure how many lines a game's name takes.
    """
    # As create and copy_demo: not imported before the list is shown.
    from tui.library import phase_title
    from tui.titles import game_title

    table.clear(columns=True)
    # A long game's name on two lines, the date short: at 100 columns "last played" was cut ("2026-12-07 22:").
    table.add_column(tr("session"))
    table.add_column(tr("game"), width=GAME_WIDTH)
    table.add_columns(tr("round"), tr("phase"), tr("last played"))
    names = {g.id: game_title(g.id) for g in games}
    for entry in saves.list_sessions(folder):
        if "error" in entry:
            table.add_row(entry["name"], tr("damaged"), "", "", entry["error"][:40], key=entry["name"])
        else:
            # Names as people say them, from ids (loading each game's rules would slow the list).
            game = Text(names.get(entry["game"], entry["game"]))
            phase = phase_title(entry["game"], entry["phase"], entry["phase_name"])
            height = len(game.wrap(console, GAME_WIDTH))
            row = (entry["name"], game, str(entry["round"]), phase, played_when(entry["modified"] or ""))
            table.add_row(*row, key=entry["name"], height=height)

"""The board drawn as a kit knows it (ctrl+b in the kit editor), to check against the printed one.

The same drawing ``tabula kit board`` prints (``Ruleset.drawn``): the Hellas tiles as hexes, the other
games' places with their printed symbols and neighbours, ``?`` for what nobody has taught yet. The text
is never wrapped nor cut: a drawing wider or longer than the screen scrolls (arrows, Page Up/Down).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import ScrollableContainer
from textual.content import Content
from textual.widgets import Static

from engine.i18n import tr
from tui.app.screens.speaking import SpeakingScreen
from tui.app.widgets.key_bar import KeyBar
from tui.show_text import board_heading

if TYPE_CHECKING:
    from engine.kits import Kit
    from engine.ruleset import Ruleset


class KitBoardScreen(SpeakingScreen):
    """A kit's board drawn in text, scrolled with the keys."""

    BINDINGS = [Binding("escape", "app.pop_screen", "Back", id="board.back", tooltip="Back to the kit editor")]

    DEFAULT_CSS = """
    KitBoardScreen #board-head { height: auto; padding: 0 1; background: $primary; color: $text; text-style: bold; }
    KitBoardScreen #board-body { height: 1fr; padding: 0 1; }
    KitBoardScreen #board-text { width: auto; }
    """

    def __init__(self, ruleset: Ruleset, kit: Kit) -> None:
        super().__init__()
        self.ruleset = ruleset
        self.kit = kit

    def lines(self) -> list[str]:
        """The drawing, in the language spoken now."""
        return self.ruleset.drawn(self.kit)

    def compose(self) -> ComposeResult:
        yield Static(board_heading(self.ruleset.name, self.kit), id="board-head", markup=False)
        with ScrollableContainer(id="board-body"):
            # Content, not markup: names are the table's own text, and width: auto keeps every line whole.
            yield Static(Content("\n".join(self.lines())), id="board-text")
        yield KeyBar()

    def on_mount(self) -> None:
        self.title = tr("Board — {game}").format(game=self.ruleset.name)
        self.query_one("#board-body").focus()

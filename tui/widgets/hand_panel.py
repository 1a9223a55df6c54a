"""The hand panel: the selected player's cards, counters and victory progress."""

from __future__ import annotations

from typing import Any

from textual.content import Content
from textual.widgets import Static

from tui.widgets.render import Words, render_player


class HandPanel(Static):
    """Shows one player; number keys on the session screen switch players.

    A single scrollable Static rather than a container with a Static inside:
    one widget less on the session screen's first paint.
    """

    BORDER_TITLE = "Hand"
    DEFAULT_CSS = "HandPanel { overflow-y: auto; }"

    def __init__(
        self, summary: dict[str, Any] | None = None, index: int = 0, words: Words | None = None, **kwargs: Any
    ) -> None:
        self.words = words
        super().__init__(render_player(summary, index, words) if summary else "", **kwargs)
        if summary:
            self.border_title = _title(summary, index)

    def show(self, summary: dict[str, Any], index: int) -> None:
        """Render player ``index`` of a session summary."""
        self.border_title = _title(summary, index)
        self.update(render_player(summary, index, self.words))


def _title(summary: dict[str, Any], index: int) -> Content:
    # Content, not str: a str title is markup, and names are players' own text.
    return Content(f"Hand — {summary['players'][index]['name']}")

"""The hand panel: one player's cards, counters and victory progress."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.binding import Binding
from textual.content import Content
from textual.widgets import Static

from tui.widgets.render import Words, render_player


class HandPanel(Static, can_focus=True):
    """Shows one player: the one who acts, or the one pinned with a number key.

    A single scrollable Static rather than a container with a Static inside:
    one widget less on the session screen's first paint. It takes focus so
    the arrow keys scroll it.

    Attributes:
        hidden: Holder sorts shown as a count only (hands, face-down cards).
        pinned: Whether a number key pinned the player (else it follows who acts).
    """

    BORDER_TITLE = "Hand"
    DEFAULT_CSS = "HandPanel { overflow-y: auto; }"
    BINDINGS = [
        Binding("up", "scroll_up", "Scroll up", show=False, id="hand.up"),
        Binding("down", "scroll_down", "Scroll down", show=False, id="hand.down"),
        Binding("pageup", "page_up", "Page up", show=False, id="hand.pageup"),
        Binding("pagedown", "page_down", "Page down", show=False, id="hand.pagedown"),
    ]

    def __init__(
        self,
        summary: dict[str, Any] | None = None,
        index: int = 0,
        words: Words | None = None,
        hidden: frozenset[str] = frozenset(),
        labels: Callable[[str, int], str] | None = None,
        **kwargs: Any,
    ) -> None:
        self.words = words
        self.labels = labels
        self.hidden = hidden
        self.pinned = False
        self.index = index
        super().__init__(render_player(summary, index, words, hidden, labels) if summary else "", **kwargs)
        if summary:
            self.border_title = self._title(summary, index)

    def show(self, summary: dict[str, Any], index: int) -> None:
        """Render player ``index`` of a session summary."""
        self.index = index
        self.border_title = self._title(summary, index)
        self.update(render_player(summary, index, self.words, self.hidden, self.labels))

    def _title(self, summary: dict[str, Any], index: int) -> Content:
        # Content, not str: a str title is markup, and names are players' own text.
        how = "pinned" if self.pinned else "follows who acts"
        return Content(f"Hand — {summary['players'][index]['name']} ({how})")

"""The hand panel: the selected player's cards, counters and victory progress."""

from __future__ import annotations

from typing import Any

from textual.containers import VerticalScroll
from textual.widgets import Static

from tui.widgets.render import render_player


class HandPanel(VerticalScroll):
    """Shows one player; number keys on the session screen switch players."""

    BORDER_TITLE = "Hand"

    def compose(self):  # type: ignore[no-untyped-def]
        yield Static(id="hand-body")

    def show(self, summary: dict[str, Any], index: int) -> None:
        """Render player ``index`` of a session summary."""
        self.border_title = f"Hand — {summary['players'][index]['name']}"
        self.query_one("#hand-body", Static).update(render_player(summary, index))

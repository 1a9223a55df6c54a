"""The hand panel: one player's cards, counters and victory progress."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static

from engine.i18n import N_, tr
from tui.app.widgets.fitted import Fitted
from tui.app.widgets.render import Words, render_player


class HandPanel(VerticalScroll):
    """Shows one player: the one who acts, or the one pinned with a number key.

    It takes focus, and the arrow keys scroll it (a long hand at 120x40).

    Attributes:
        hidden: Holder sorts shown as a count only (hands, face-down cards).
        pinned: Whether a number key pinned the player (else it follows who acts).
        own: Whether it shows the viewer's own hand (a player's own screen, nothing pinned).
        hint: Whether it says which key shows hidden cards (only the screen passed around can).
        uncounted: Holder sorts whose size is secret too (``Ruleset.secret_counts``): hidden, no count.
    """

    BORDER_TITLE = N_("Hand")  # translated in __init__: the language may change while the app runs
    BINDINGS = [
        Binding("up", "lines(-1)", "Scroll up", show=False, id="hand.up"),
        Binding("down", "lines(1)", "Scroll down", show=False, id="hand.down"),
        Binding("pageup", "lines(-10)", "Page up", show=False, id="hand.pageup"),
        Binding("pagedown", "lines(10)", "Page down", show=False, id="hand.pagedown"),
    ]

    def __init__(
        self,
        summary: dict[str, Any] | None = None,
        index: int = 0,
        words: Words | None = None,
        hidden: frozenset[str] = frozenset(),
        labels: Callable[[str, int], str] | None = None,
        faction: Callable[[str], str] | None = None,
        own: bool = False,
        hint: bool = True,
        uncounted: frozenset[str] = frozenset(),
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.border_title = tr(self.BORDER_TITLE)
        self.words = words
        self.hidden = hidden
        self.labels = labels
        self.faction = faction
        self.pinned = False
        self.own = own
        self.hint = hint
        self.uncounted = uncounted
        self.index = index
        # Built with its content: filling it after mounting would lay the screen out twice.
        self._body: RenderableType = (
            render_player(summary, index, words, hidden, labels, faction, hint, uncounted) if summary else ""
        )
        if summary:
            self.border_title = self._title(summary, index)

    def compose(self) -> ComposeResult:
        yield Fitted(self._body, id="hand-body")  # written anew after each action

    @property
    def text(self) -> str:
        """What the panel shows, as plain text."""
        body = self._body
        return body.plain if isinstance(body, Text) else str(body)

    def show(self, summary: dict[str, Any], index: int) -> None:
        """Render player ``index`` of a session summary."""
        self.index = index
        self.border_title = self._title(summary, index)
        body = render_player(
            summary, index, self.words, self.hidden, self.labels, self.faction, self.hint, self.uncounted
        )
        if body != self._body:  # drawing the same again would lay the whole screen out again
            self._body = body
            self.query_one("#hand-body", Static).update(body)

    def action_lines(self, n: int) -> None:
        """Scroll by ``n`` lines at once (no animation: the arrow keys are held down)."""
        self.scroll_relative(y=n, animate=False)

    def _title(self, summary: dict[str, Any], index: int) -> Content:
        # Content, not str: a str title is markup, and names are players' own text.
        how = tr("pinned") if self.pinned else tr("yours") if self.own else tr("follows who acts")
        return Content(tr("Hand — {name} ({how})").format(name=summary["players"][index]["name"], how=how))

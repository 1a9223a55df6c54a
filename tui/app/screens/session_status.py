"""The session screen's status line: what happened, said on one row (a refusal on up to three), never over the log.

One part of ``SessionScreen`` (``session.py``); it reads the screen only through ``StatusHost``.
"""

from __future__ import annotations

from typing import Protocol

from textual.content import Content
from textual.geometry import Size
from textual.widgets import Static

from engine.i18n import ntr
from tui.app.screens.session_host import Queries


class StatusHost(Queries, Protocol):
    """The session screen, as the status line sees it."""

    @property
    def size(self) -> Size:
        """The screen's size."""

    @property
    def layout_mode(self) -> str:
        """``grid``, ``columns`` or ``tabs``."""


class StatusLine:
    """The status line's text, and whether it is a passing hint."""

    def __init__(self, screen: StatusHost) -> None:
        self.screen = screen
        #: Whether the line holds a passing hint (``say(passing=True)``), gone with the next form.
        self.passing = False
        #: Whether the line holds a refusal (said not ``ok``): cleared once what it was said of is done with.
        self.refusal = False

    def say(self, text: str, ok: bool = True, passing: bool = False) -> None:
        """Say what happened on the status line (never over the log).

        Args:
            text: What to say (its first line; the others are counted).
            ok: Said plainly, else in red.
            passing: A hint for the moment (Esc's "Form closed", the : line's candidates): the next form
                opened, or the line closed, clears it (it stood under the form opened after it).
        """
        self.passing, self.refusal = passing, not ok and bool(text)
        screen = self.screen
        line = screen.query_one("#status", Static)
        first = text.splitlines()[0] if text else ""
        more = len(text.splitlines()) - 1
        rest = (
            ntr("  (+{more} more in the log)", "  (+{more} more in the log)", more).format(more=more)
            if more > 0
            else ""
        )
        said = Content.styled(first + rest, "" if ok else "bold red")
        width = screen.size.width - line.styles.gutter.width  # the line's own width is its text's (auto)
        # A refusal is read whole (up to three rows: the play-test could not read why a command was refused);
        # other news keeps to one row, ending in "…", not half a word at the edge.
        line.set_class(not ok, "-refusal")
        if width > 0 and not ok:
            said = said.truncate(3 * width - 12, ellipsis=True)  # three rows, room left for the words wrapped
        elif width > 0 and screen.layout_mode != "tabs":
            said = said.truncate(width, ellipsis=True)
        line.update(said)

    def clear_passing(self) -> None:
        """Clear a passing hint from the status line."""
        if self.passing:
            self.say("")

    def clear_refusal(self) -> None:
        """Clear a refusal whose cause is done with (a force answered No, the : line closed): the play-test's
        "Not applied: cleopatra: say take" stood beside a form that no longer said so."""
        if self.refusal:
            self.say("")

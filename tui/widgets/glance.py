"""The glance strip: what the table needs always in sight, as the ruleset declares it (``engine.views.Glance``)."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from engine.views import Glance


def render_glance(glance: Glance) -> Text:
    """One line of table facts, then an aligned row per player (plain text: players' names are their own)."""
    out = Text(no_wrap=True, overflow="ellipsis")
    if glance.line:
        out.append(glance.line, style="bold")
    if glance.rows:
        columns = glance.columns or ("",) * len(glance.rows[0])
        every = [columns, *glance.rows]
        widths = [max(len(str(row[i])) if i < len(row) else 0 for row in every) for i in range(len(columns))]
        for n, row in enumerate(every):
            if out:
                out.append("\n")
            cells = "  ".join(str(cell).ljust(width) for cell, width in zip(row, widths, strict=False)).rstrip()
            out.append(cells, style="dim" if n == 0 and glance.columns else "")
    return out


class GlanceStrip(Static):
    """The strip above the panels (hidden when the game declares nothing)."""

    DEFAULT_CSS = """
    GlanceStrip { height: auto; max-height: 8; padding: 0 1; background: $boost; }
    /* One line each, cut with … (Textual wraps a Text made no_wrap: the first line took two rows at 80x24). */
    GlanceStrip { text-wrap: nowrap; text-overflow: ellipsis; }
    """

    def __init__(self, glance: Glance, **kwargs: object) -> None:
        super().__init__(render_glance(glance), **kwargs)  # type: ignore[arg-type]
        self._glance = glance
        self.display = bool(glance.line or glance.rows)

    def show(self, glance: Glance) -> None:
        """Draw a new glance (the same one again is left as it is: an update lays the whole screen out)."""
        if glance != self._glance:
            self._glance = glance
            self.update(render_glance(glance))
        self.display = bool(glance.line or glance.rows)

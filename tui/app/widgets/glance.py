"""The glance strip: what the table needs always in sight, as the ruleset declares it (``engine.views.Glance``).

On a short terminal the strip is packed: its line of table facts, cut at the edge, then the players' table in
``COMPACT_ROWS`` rows, several players side by side under a heading each (at 80x24 the whole strip took 6 or 7 of
the 24 rows, a third of the panel's).
"""

from __future__ import annotations

from contextlib import suppress
from math import ceil

from rich.text import Text
from textual.types import NoActiveAppError

from engine.views import Glance
from tui.app.widgets.fitted import Fitted

#: Terminals with fewer rows than this get the packed strip (the height below which the panels go into tabs).
SHORT = 32
#: The packed strip's rows at most.
COMPACT_ROWS = 3
#: Between two players side by side.
SEPARATOR = " │ "
#: The strip's padding, left and right (its CSS ``padding: 0 1``).
SIDES = 2
#: Letters a heading keeps at least when cut short to fit (then …): "Poi…" still says Points.
STEM = 3
#: A column cut at the strip's edge shows when at least this many characters of it do ("4 t…" said nothing).
PARTIAL = 6


def render_glance(glance: Glance, width: int | None = None, rows: int | None = None) -> Text:
    """One line of table facts, then an aligned row per player (plain text: players' names are their own).

    With ``width`` and ``rows`` given, and the whole strip taller than ``rows`` and the line: the line, then the
    players' table packed side by side into ``rows`` rows, cut to ``width`` columns (``packed``).
    """
    table = [glance.columns, *glance.rows] if glance.columns else list(glance.rows)
    if width is not None and rows is not None and len(table) > rows and glance.rows:
        # The line stays: what the table reads first (Aquileia's free spaces, whose turn it is) was gone at 80x24.
        out = Text(_cut(glance.line, width), style="bold", no_wrap=True, overflow="ellipsis")
        return Text("\n").join([out, packed(glance, width, rows)]) if glance.line else packed(glance, width, rows)
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


def packed(glance: Glance, width: int, rows: int) -> Text:
    """The players' table in ``rows`` rows of ``width`` columns: as many players side by side as that takes, each
    group of columns under its heading, the columns the ruleset lists last cut first (they come in the order the
    table needs them). The line of table facts is not a part of it (``render_glance`` puts it above).
    """
    headed = bool(glance.columns)
    per_row = max(1, ceil(len(glance.rows) / max(1, rows - headed)))
    count = max([len(glance.columns), *(len(row) for row in glance.rows)])
    cells = [[str(row[i]) if i < len(row) else "" for i in range(count)] for row in glance.rows]
    values = [max(len(row[i]) for row in cells) for i in range(count)]
    headings, gap, widths, block = _columns(glance, values, width, per_row)

    def line(row: list[str]) -> str:
        return (" " * gap).join(_cut(cell, w).ljust(w) for cell, w in zip(row, widths, strict=False)).ljust(block)

    out = Text(no_wrap=True, overflow="ellipsis")
    groups = [cells[i : i + per_row] for i in range(0, len(cells), per_row)]
    if headed:
        out.append(SEPARATOR.join(line(headings) for _ in groups[0]).rstrip(), style="dim")
    for group in groups:
        if out:
            out.append("\n")
        for n, row in enumerate(group):
            if n:
                out.append(SEPARATOR, style="dim")
            out.append(line(row) if n < len(group) - 1 else line(row).rstrip())
    return out


def _columns(glance: Glance, values: list[int], width: int, per_row: int) -> tuple[list[str], int, list[int], int]:
    """The headings, the gap between columns, the columns' widths that fit and the width of one player's block,
    for ``per_row`` players side by side in ``width`` columns (``values``: each column's widest value)."""
    block = max(1, (width - len(SEPARATOR) * (per_row - 1)) // per_row)
    headings = [str(glance.columns[i]) if i < len(glance.columns) else "" for i in range(len(values))]
    gap = 2
    if sum(max(v, len(h)) for v, h in zip(values, headings, strict=True)) + gap * (len(values) - 1) > block:
        # Headings wider than their column said in fewer words, one space between columns: more columns fit.
        headings, gap = [_shorter(h, v) for h, v in zip(headings, values, strict=True)], 1
        # Still too wide (80 columns dropped Aquileia's Servants, the last column): headings cut short, as
        # evenly as can be, before any column is.
        headings = _squeezed(headings, values, gap, block)
    return headings, gap, _shown([max(v, len(h)) for v, h in zip(values, headings, strict=True)], gap, block), block


def _shorter(heading: str, width: int) -> str:
    """``heading`` in as many of its first words as fit in ``width`` columns (at least the first word)."""
    words = heading.split(" ")
    kept = words[:1]
    for word in words[1:]:
        if len(" ".join([*kept, word])) > width:
            break
        kept.append(word)
    return " ".join(kept) if len(heading) > width else heading


def _squeezed(headings: list[str], values: list[int], gap: int, block: int) -> list[str]:
    """``headings`` cut a letter at a time (the one longest over its column's values first, ending in …) until the
    columns fit in ``block``, none shorter than its values nor than ``STEM`` letters and the …; left whole when
    even that would leave a column out."""
    headings = list(headings)
    shortest = [min(len(h), max(v, STEM + 1)) for v, h in zip(values, headings, strict=True)]
    if sum(max(v, n) for v, n in zip(values, shortest, strict=True)) + gap * (len(headings) - 1) > block:
        return headings  # some column is left out however short the headings: they stay whole
    while sum(max(v, len(h)) for v, h in zip(values, headings, strict=True)) + gap * (len(headings) - 1) > block:
        # The heading longest over its column first; of those as long, the last (the first column names players).
        _, at = max((len(h) - max(v, STEM + 1), i) for i, (h, v) in enumerate(zip(headings, values, strict=True)))
        headings[at] = headings[at].removesuffix("…")[: len(headings[at]) - 2] + "…"
    return headings


def _shown(widths: list[int], gap: int, block: int) -> list[int]:
    """The columns that fit in ``block``, the last one cut when at least a few characters of it show."""
    shown: list[int] = []
    left = block
    for width in widths:
        room = left - (gap if shown else 0)
        if width > room:
            if room >= PARTIAL:
                shown.append(room)
            break
        shown.append(width)
        left = room - width
    return shown


def _cut(text: str, width: int) -> str:
    """``text`` in ``width`` columns, ending in … when cut."""
    return text if len(text) <= width else text[: max(0, width - 1)] + "…"


class GlanceStrip(Fitted):
    """The strip above the panels (hidden when the game declares nothing)."""

    DEFAULT_CSS = """
    GlanceStrip { height: auto; max-height: 8; padding: 0 1; background: $boost; }
    /* One line each, cut with … (Textual wraps a Text made no_wrap: the first line took two rows at 80x24). */
    GlanceStrip { text-wrap: nowrap; text-overflow: ellipsis; }
    """

    def __init__(self, glance: Glance, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._glance, self._terminal = glance, None
        with suppress(NoActiveAppError):
            # Drawn for the terminal it opens on: packed later, the screen was laid out twice as it opened.
            self._terminal = (self.app.size.width, self.app.size.height)
        self.update(self._text())
        self.display = bool(glance.line or glance.rows)

    def _text(self) -> Text:
        if self._terminal is None or self._terminal[1] >= SHORT:
            return render_glance(self._glance)
        return render_glance(self._glance, self._terminal[0] - SIDES, COMPACT_ROWS)

    @property
    def compact(self) -> bool:
        """Whether the strip is packed for a short terminal."""
        return self._terminal is not None and self._terminal[1] < SHORT

    def fit(self, width: int, height: int) -> None:
        """Draw the strip for a terminal of ``width`` x ``height`` (packed below ``SHORT`` rows)."""
        if (width, height) != self._terminal:
            before = self._text()
            self._terminal = (width, height)
            now = self._text()
            if now != before:  # drawn again, it lays the screen out again
                self.update(now)

    def show(self, glance: Glance) -> None:
        """Draw a new glance (the same one again is left as it is: an update lays the whole screen out)."""
        if glance != self._glance:
            self._glance = glance
            self.update(self._text())
        self.display = bool(glance.line or glance.rows)

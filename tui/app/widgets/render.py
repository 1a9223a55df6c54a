"""Rich renderables for the engine's generic ``View`` kinds and summaries."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from engine.i18n import ntr, percent, tr
from engine.names import fold
from engine.outcomes import plain
from engine.views import View
from tui.show_text import one_step, progress_said, with_uncounted

__all__ = ["bar", "plain", "render_player", "render_view"]

#: Counts of components as words ("3 Greeks, 1 ship").
Words = Callable[[Mapping[str, int]], str]


def bar(fraction: float, width: int = 20) -> str:
    """A text bar for a value between 0 and 1."""
    filled = round(max(0.0, min(1.0, fraction)) * width)
    return "█" * filled + "·" * (width - filled)


def render_view(view: View) -> RenderableType:
    """Draw one view: a small table, lines, bars or tracks."""
    title = Text(view.title, style="bold")
    if view.kind == "table":
        body: RenderableType = _table(view.columns, view.rows)
    elif view.kind == "bars":
        table = Table(box=None, show_header=False, pad_edge=False)
        table.add_column()
        table.add_column()
        table.add_column(justify="right")  # the shares' decimal marks one under another
        for label, value in view.rows:
            table.add_row(Text(str(label)), bar(float(value)), percent(float(value)))
        body = table
    elif view.kind == "track":
        body = Text(
            "\n".join(f"{label}: {bar(pos / max(length, 1), 16)} {pos}/{length}" for label, pos, length in view.rows)
        )
    elif view.kind == "pyramid":
        body = _pyramid(view)
    else:
        body = Text("\n".join(str(row[0]) for row in view.rows))
    parts: list[RenderableType] = [title, body]
    if view.note:
        parts.append(Text(view.note, style="dim"))
    return Group(*parts)


def _table(columns: tuple[str, ...], rows: tuple[tuple[Any, ...], ...]) -> Text:
    """A plain aligned table as Text: Rich's Table measures every cell and
    cost more than the rest of the session screen's first paint."""
    cells = [[str(c) for c in row] for row in rows]
    widths = [max([len(columns[i])] + [len(r[i]) for r in cells if i < len(r)]) for i in range(len(columns))]
    text = Text()
    text.append("  ".join(c.ljust(w) for c, w in zip(columns, widths, strict=True)).rstrip() + "\n", style="dim")
    for row in cells:
        text.append("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=False)).rstrip() + "\n")
    return text


def _pyramid(view: View) -> Text:
    """Levels top-down, centred; a slot where a new card fits now is highlighted."""
    lines = []
    for level, names, open_slot in view.rows:
        line = Text(f"{level} ", style="dim")
        line.append(" ".join(f"[{name}]" for name in names))
        if open_slot:
            line.append(" [+]", style="bold reverse green")
        lines.append(line)
    width = max((len(line.plain) for line in lines), default=0)
    text = Text()
    for line in lines:
        line.align("center", width)
        text.append_text(line)
        text.append("\n")
    return text


#: Holdings of more kinds than this are shown as a count.
MAX_KINDS = 8


def _progress(value: int, target: int | None, leading: bool = False) -> str:
    """A bar with the numbers as ``show`` says them (``progress_said``); none for a one-step goal or an end not
    told yet."""
    said = progress_said(value, target, leading)
    if target is None or one_step(value, target, leading):
        return said
    return f"{bar(value / target if target else 0, 10)} {said}"


def render_player(
    summary: dict[str, Any],
    index: int,
    words: Words | None = None,
    hidden: frozenset[str] = frozenset(),
    labels: Callable[[str, int], str] | None = None,
    faction: Callable[[str], str] | None = None,
    hint: bool = True,
    uncounted: frozenset[str] = frozenset(),
) -> RenderableType:
    """A player's counters, what they hold (from the ledger) and victory progress.

    Args:
        summary: The session summary.
        index: The player's seat.
        words: Counts as words ("3 Greeks, 1 ship").
        hidden: Holder sorts shown as a count only (a hand on a shared screen).
        labels: A holder sort's name for this seat ("tech deck" for ``techs``).
        faction: A faction's name as read ("červená" for ``red``); the id when None.
        hint: Whether to say which key shows hidden cards (the screen passed around the table; a
            player's own view or the table's never shows another player's).
        uncounted: Of the ``hidden`` sorts, those whose size is secret too (``Ruleset.secret_counts``):
            said "hidden" with no number, even empty.
    """
    player = summary["players"][index]
    text = Text()
    text.append(f"{index + 1}. {player['name']}", style="bold")
    text.append(f"  ({faction(player['faction']) if faction else player['faction']})\n")
    for key, value in player.items():
        if key in ("name", "faction", "holdings"):
            continue
        # A counter's key is an id: shown in words, translated where the game gave those words a translation.
        text.append(f"{tr(key.replace('_', ' '))}: ", style="dim")
        text.append(f"{plain(value)}\n")
    uncounted &= hidden
    # A pile the game already names among its counters, in its own words (Civilization's great persons: "Sun
    # Tzu"), is not listed again from the ledger ("sun-tzu 1"): the play-test read it twice. A hidden one still
    # is: its line says which key shows it.
    counted = {fold(tr(key.replace("_", " "))) for key in player}
    for sort, items in with_uncounted(player.get("holdings", {}), uncounted).items():
        label = labels(sort, index) if labels else sort
        if sort not in hidden and fold(label) in counted:
            continue
        text.append(f"{label}: ", style="dim")
        if sort in uncounted:  # not even how many (Aquileia, l.1)
            text.append(tr("hidden"), style="italic")  # of a hand: "skrytá" in Czech
            text.append(tr(" (key {key} to show)").format(key=index + 1) + "\n" if hint else "\n", style="dim")
        elif sort in hidden:
            n = sum(items.values())
            text.append(ntr("{n} hidden", "{n} hidden", n).format(n=n), style="italic")  # "2 skryté" in Czech
            text.append(tr(" (key {key} to show)").format(key=index + 1) + "\n" if n and hint else "\n", style="dim")
        elif len(items) > MAX_KINDS:
            # A pile of many kinds (Civilization's unresearched techs) would push victory out of sight.
            kinds = tr("{n} of {kinds} kinds (show --json lists them)").format(n=sum(items.values()), kinds=len(items))
            text.append(kinds + "\n")
        else:
            text.append(f"{words(items) if words else plain(items)}\n")
    progress = [v for v in summary["victory"] if v["player"] == player["name"]]
    if progress:
        text.append(tr("victory") + "\n", style="bold")
        for item in progress:
            mark = tr(" WON") if item["met"] else ""

            said = _progress(item["value"], item["target"], bool(item.get("leading")))
            text.append(f"{item['label']}\n  {said}{mark}\n")
    return text

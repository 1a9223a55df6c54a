"""Where a pick list's open list goes: inside the panel holding the field (else the screen), below the
field, or above it where there is more room and the list does not fit below.

Kept apart from the widgets so the geometry reads (and is tested) on its own, with plain regions.
"""

from __future__ import annotations

from typing import TypeGuard

from textual.geometry import Region
from textual.widget import Widget

#: Rows an open list takes at most, its border included (Textual's own drop-down height).
MOST_ROWS = 12


def framed(node: object) -> TypeGuard[Widget]:
    """Whether a node is a panel: a widget with a border above and below (the session's Map, Phase...)."""
    if not isinstance(node, Widget):
        return False
    return node.styles.border_top[0] not in ("", "none", "hidden") and node.styles.border_bottom[0] not in (
        "",
        "none",
        "hidden",
    )


def open_list_place(field: Region, frame: Region, screen: Region, edges: int, options: int) -> tuple[int, int]:
    """The open list's height and its vertical offset from just below the field.

    Args:
        field: The field's region on the screen.
        frame: The content region of the panel holding the field (the screen if none).
        screen: The screen's region.
        edges: The rows the open list's border and padding take.
        options: How many options the open list shows.

    Returns:
        ``(rows, offset)``: the rows the list may take, and 0 to drop below the field or a negative offset
        to open above it.
    """
    frame = frame.intersection(screen)
    below, above = frame.bottom - field.bottom, field.y - frame.y
    if max(below, above) <= edges:
        # A panel too short to show even one entry: the screen is the limit then.
        frame = screen
        below, above = frame.bottom - field.bottom, field.y - frame.y
    wanted = min(options + edges, MOST_ROWS)
    upward = wanted > below and above > below
    rows = min(wanted, above if upward else below)
    return rows, -(rows + field.height) if upward else 0

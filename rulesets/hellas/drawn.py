"""The kit's tiles drawn as hexes, to check against the tiles out of the box at a glance.

Each tile is a flat-topped hex (``hexes``: side 0 on top, then clockwise) whose six sides are drawn as the
kit has them, upright: ``#`` land, ``~`` sea, ``?`` a side nobody has taught yet; inside, its name, its
temple and its bridge. The hexes stand side by side, as many as a line of ``WIDTH`` holds; a name longer
than a hex widens that hex, never cut.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine import drawn
from engine.i18n import tr
from engine.kits import UNKNOWN, Kit
from rulesets.hellas.data import DOLPHIN_TILES, LANDSCAPE_TILES
from rulesets.hellas.hexes import LAND, SEA

#: The widest line the drawing fills before it starts a new row of hexes (a name may still make it wider).
WIDTH = 78
#: A side as drawn, by what the kit says of it.
SIDE_MARKS = {LAND: "#", SEA: "~"}
#: The least inner width of a hex, so a short name still draws a hex that reads as one.
NARROWEST = 8


def sides(edges: Any) -> tuple[str, ...]:
    """The six side marks of a tile, clockwise from the top (all ``?`` while the kit knows none)."""
    if not isinstance(edges, list | tuple) or len(edges) != 6:
        return (drawn.MARK,) * 6
    return tuple(SIDE_MARKS.get(str(side), drawn.MARK) for side in edges)


def _yes_no(value: Any, yes: str, no: str, unknown: str) -> str:
    return unknown if value is None or value == UNKNOWN else yes if value is True else no


def hexagon(tile: Mapping[str, Any]) -> list[str]:
    """One tile as six lines of a hex: its sides round the edge, its name, temple and bridge inside.

    Sides are numbered as in ``hexes``: 0 north (top), 1 north-east, 2 south-east, 3 south (bottom),
    4 south-west, 5 north-west.
    """
    if tile.get("dolphin") is True:
        # The dolphin tile has no city, so no temple (its kit check says so): the start of the coast instead.
        inside = [drawn.label(tile), tr("start"), _yes_no(tile.get("bridge"), tr("bridge"), "", tr("bridge ?"))]
    else:
        inside = [
            drawn.label(tile),
            _yes_no(tile.get("temple"), tr("temple"), tr("no temple"), tr("temple ?")),
            _yes_no(tile.get("bridge"), tr("bridge"), tr("no bridge"), tr("bridge ?")),
        ]
    return outline(sides(tile.get("edges")), inside, inner_width(inside))


def inner_width(texts: Sequence[str]) -> int:
    """How wide a hex's inside must be to hold these texts whole, with a cell to spare each side."""
    return max(NARROWEST, *(len(text) for text in texts)) + 2


def outline(marks: Sequence[str], inside: Sequence[str], width: int) -> list[str]:
    """A hex as six lines, ``width + 4`` cells wide: six side marks round the edge (clockwise from the top,
    as ``hexes`` numbers them) and up to four lines of text inside, each centred in ``width`` cells.

    Args:
        marks: What each side is drawn with (``#``, ``~``, ``?``), the top side first.
        inside: The texts inside, top to bottom (at most four; none longer than ``width``).
        width: The inside's width (``inner_width``): hexes drawn side by side share one.
    """
    n, ne, se, s, sw, nw = marks
    first, second, third, fourth = (*inside, "", "", "", "")[:4]
    return [
        f"  {n * width}  ",
        f" {nw}{first.center(width)}{ne} ",
        f"{nw} {second.center(width)} {ne}",
        f"{sw} {third.center(width)} {se}",
        f" {sw}{fourth.center(width)}{se} ",
        f"  {s * width}  ",
    ]


def side_by_side(blocks: Sequence[list[str]], width: int = WIDTH) -> list[str]:
    """Blocks of lines (hexes) set side by side, a space apart, starting a new row where ``width`` is full."""
    out: list[str] = []
    row: list[list[str]] = []
    used = 0
    for block in blocks:
        wide = len(block[0])
        if row and used + 1 + wide > width:
            out.extend(_row(row))
            row, used = [], 0
        used += wide + (1 if row else 0)
        row.append(block)
    if row:
        out.extend(_row(row))
    return out


def _row(blocks: list[list[str]]) -> list[str]:
    lines = [" ".join(block[i] for block in blocks).rstrip() for i in range(len(blocks[0]))]
    return [*lines, ""]


def drawn_tiles(kit: Kit) -> list[str]:
    """The kit's tiles as hexes, in the kit's order (the box's), after a line of what is still missing."""
    tiles = kit.entries("tiles")
    if "tiles" not in kit.counts:
        kit = replace(kit, counts={**kit.counts, "tiles": DOLPHIN_TILES + LANDSCAPE_TILES})  # the rules say 24
    out = [
        drawn.taught(kit, "tiles", tr("tiles")),
        tr("# land, ~ sea; sides clockwise from the top, each tile upright as the kit has it"),
        drawn.legend(),
        "",
    ]
    if not tiles:
        return [*out, tr("No tile taught yet.")]
    return out + side_by_side([hexagon(tile) for tile in tiles])

"""A session's coast drawn as hexes where the tiles lie, to check against the table at a glance.

Each tile on the grid is a hex (``drawn.outline``) at its place (``hexes``: axial coordinates of
flat-topped hexes, the dolphin tile at 0, 0), its sides as it lies, turned: ``#`` land, ``~`` sea, ``?``
a side nobody has told. Inside: its city's name (never cut), who holds it with how many Greeks and ships
(``A 2G 1S``), its temple and its bridge. A column's hexes stand one under another and each next column
half a hex up or down, as the grid's columns lie. Only what lies open on the table is drawn: the tiles and
the figures on them, never a hand nor a deck.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from engine.i18n import tr
from engine.state import Context
from rulesets.hellas.board import DOLPHIN, figures, game, greeks, owner, ships, temple_of
from rulesets.hellas.cities import city
from rulesets.hellas.contacts import Contacts, contacts
from rulesets.hellas.drawn import inner_width, outline, sides
from rulesets.hellas.hexes import Pos
from rulesets.hellas.kit import all_facts, dolphin_id

#: Lines from a hex's top to the top of the hex beside it in the next column (half a hex: a hex is 6 lines).
HALF = 3
#: Cells between two columns of hexes.
GAP = 1


def player_marks(names: Sequence[str]) -> list[str]:
    """Each player's mark: the shortest start of their name that no other name starts with (``A`` and ``T``
    for Ariadne and Theseus; ``Al`` and ``An`` for Alena and Anna), its first letter upper-cased."""
    out = []
    for seat, name in enumerate(names):
        others = [other.casefold() for at, other in enumerate(names) if at != seat]
        size = 1
        while size < len(name) and any(other.startswith(name[:size].casefold()) for other in others):
            size += 1
        out.append(name[:1].upper() + name[1:size])
    return out


def pieces(n_greeks: int, n_ships: int) -> str:
    """``2G 1S`` (Greeks, ships; a kind not there is left out)."""
    said = [tr("{n}G").format(n=n_greeks)] if n_greeks else []
    return " ".join(said + ([tr("{n}S").format(n=n_ships)] if n_ships else []))


def _held(ctx: Context, tid: str, marks: Sequence[str]) -> str:
    # Every player's figures, the owner first: after an override a tile may hold the other player's too.
    first = owner(ctx, tid)
    seats = sorted(range(len(ctx.players)), key=lambda seat: seat != first)
    found = [(seat, greeks(ctx, tid, seat), ships(ctx, tid, seat)) for seat in seats]
    return " ".join(f"{marks[seat]} {pieces(g, s)}" for seat, g, s in found if g or s)


def _bridge(known: bool | None) -> str:
    return tr("bridge ?") if known is None else tr("bridge") if known else ""


def _insides(ctx: Context, near: Contacts, marks: Sequence[str]) -> dict[str, list[str]]:
    """What each hex on the grid says inside, by tile id (the dolphin tile's as ``DOLPHIN``)."""
    state = game(ctx)
    facts = all_facts(ctx.kit, state.described)
    middle = facts.get(dolphin_id(ctx.kit) or "")
    # "dolphin", not "Dolphin tile": the widest text sets every hex's width, and this one is in the middle.
    # Its bridge only when the kit shows one: no city, no ships on it, so a bridge unknown there decides nothing
    # and "bridge ?" read as a question to the table (play-test).
    out = {DOLPHIN: [tr("dolphin"), tr("start"), "", tr("bridge") if middle and middle.bridge else ""]}
    for tile in state.tiles:
        if tile.id in near.at:
            known = facts.get(tile.id)
            temple = tr("temple") if temple_of(ctx, tile) else ""
            out[tile.id] = [
                city(tile.name),
                _held(ctx, tile.id, marks),
                temple,
                _bridge(known.bridge if known else None),
            ]
    return out


def _canvas(hexes: dict[Pos, list[str]], columns: Sequence[int], wide: int) -> list[str]:
    """The hexes of some columns of the grid laid out as they lie, from the highest hex to the lowest."""
    shown = {pos: block for pos, block in hexes.items() if pos[0] in columns}
    top = min(2 * r + q for q, r in shown)
    height = (max(2 * r + q for q, r in shown) - top) * HALF + len(next(iter(shown.values())))
    rows = [[" "] * (len(columns) * (wide + GAP)) for _ in range(height)]
    for (q, r), block in shown.items():
        x, y = columns.index(q) * (wide + GAP), (2 * r + q - top) * HALF
        for i, line in enumerate(block):
            rows[y + i][x : x + wide] = line
    return ["".join(row).rstrip() for row in rows]


def drawn_coast(ctx: Context, width: int | None = None) -> list[str]:
    """The coast as it lies on the table, as plain text lines: a legend, then the hexes.

    Args:
        ctx: The session's table now.
        width: The widest line wanted: a coast wider is drawn in strips of whole columns, west to east,
            one under another (None: in one piece, however wide). A name is never cut.
    """
    near = contacts(ctx)
    marks = player_marks([p.name for p in ctx.players])
    insides = _insides(ctx, near, marks)
    inner = inner_width([text for texts in insides.values() for text in texts])
    hexes = {near.at[tid]: outline(sides(near.sides.get(tid)), texts, inner) for tid, texts in insides.items()}
    who = ", ".join(f"{mark} = {p.name} ({tr(p.faction)})" for mark, p in zip(marks, ctx.players, strict=True))
    legend = [
        tr("The coast as it lies: # land, ~ sea, ? not known yet; each tile turned as on the table"),
        f"{who}; " + tr("{short} = {long}").format(short=pieces(2, 1), long=figures(2, 1)),
    ]
    out = [part for line in legend for part in (textwrap.wrap(line, width) if width else [line])]
    apart = sorted(city(t.name) for t in game(ctx).tiles if t.id in near.by_hand)
    if apart:
        # A coast told by its neighbours (an old save's) has no places to draw those tiles at.
        said = tr("Not on the grid (told by their neighbours): {tiles}").format(tiles=", ".join(apart))
        out += textwrap.wrap(said, width) if width else [said]
    columns = sorted({q for q, _ in hexes})
    wide = inner + 4
    per = len(columns) if width is None else max(1, (width + GAP) // (wide + GAP))
    strips = [columns[at : at + per] for at in range(0, len(columns), per)]
    for number, strip in enumerate(strips, 1):
        if len(strips) > 1:
            out += ["", tr("West to east, part {n} of {total}:").format(n=number, total=len(strips))]
        out += ["", *_canvas(hexes, strip, wide)]
    bottom = game(ctx).bottom
    if bottom:
        # Board information, not something awaited (issue 35: Pending kept it as if the table owed a step).
        from rulesets.hellas.deck import name_of

        shown = ", ".join(name_of(ctx, t) for t in bottom)
        said = tr("Under the landscape deck, in the order they come up: {tiles}.").format(tiles=shown)
        out += ["", *(textwrap.wrap(said, width) if width else [said])]
    return out

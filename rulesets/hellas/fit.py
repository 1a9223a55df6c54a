"""Where a tile may lie: the placement rules, the free places a tile fits, and those places in words.

The rules (L1/f10-11, L2/f29-31): land meets land and sea meets sea, a new
tile touches the dolphin tile or two placed tiles, and its water joins the
one sea. A tile described at the table shows land and water, its land one
piece (``sides_problem``). ``placing`` reads which tile was turned up and
where the table put it; this module says where it could go.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from engine.i18n import N_, ntr, tr
from engine.state import Context
from rulesets.hellas.board import DOLPHIN, DOLPHIN_NAME, free_spots, game, ships, ships_said, side_name, tile_name
from rulesets.hellas.contacts import Contacts
from rulesets.hellas.hexes import LAND, SEA, Pos, Sides, around, distinct_turns, land_runs, opposite, turned
from rulesets.hellas.migrate import BRIDGE_BY_SIDE, DOLPHIN_GUESSED, DOLPHIN_UNCHECKED

#: A side meeting a side of the other kind: (this tile's, the neighbour's) -> the sentence.
_CLASH = {
    (LAND, SEA): N_("its land would meet the sea of {tile} ({side})"),
    (SEA, LAND): N_("its sea would meet the land of {tile} ({side})"),
}

#: Land turned to a side of the dolphin tile that is not known.
DOLPHIN_OPEN = N_(
    "its land would face the dolphin tile ({side}), whose side there is not known: if that side shows land, say the"
    " dolphin tile's six sides with dolphin_edges= (upright, clockwise from the dolphin)"
)


#: A tile that might lie with land or with sea towards a side of the dolphin tile nobody has said.
DOLPHIN_ASK = N_(
    "it may turn sea or land to the dolphin tile ({side}), whose side there nobody has said: say how it lies"
)
DOLPHIN_MEND = N_(
    "say turn={turns} if it turns sea to the dolphin tile; if land, say the dolphin tile's six sides with"
    " dolphin_edges= (upright, clockwise from the dolphin)"
)

#: A tile whose water meets no water already laid.
ONE_SEA = N_("its water would not join the one sea")


@dataclass(frozen=True)
class Spot:
    """A place a tile can lie: its hex, how it is turned, and the tiles sharing its water there.

    Attributes:
        turns: Every turn that lies as this one does towards the tiles around (``turn`` is the first): the
            table need not say which of them (see ``facing``).
        open_dolphin: The tile might also lie here with land towards a side of the dolphin tile nobody has said
            (``dolphin_open``): its turn is the table's word, never taken by itself.
    """

    at: Pos
    turn: int
    where: str
    sea: tuple[str, ...]
    turns: tuple[int, ...] = ()
    open_dolphin: bool = False


def sides_problem(edges: Sequence[str], bridge: bool | None, islands: bool = False) -> str:
    """Why six sides described at the table cannot be a tile's ('' when they can).

    A tile shows land and water (L1/f8-9), and land meets land (L1/f10): its land reaches a side, so sea on all
    six sides is a slip (``islands``: saves before version 5 took it as an island). Its land is one piece, so land
    in three stretches round the edge (LSLSLS) needs a bridge. Two stretches are an isthmus: the land joins across
    the middle and each water meets the board's one sea (R30-31 speak of the board, ``decisions``).
    """
    if LAND not in edges and not islands:
        return tr("every tile shows land too: at least one side is land (L)")
    if land_runs(edges) > 2 and not bridge:  # two stretches are an isthmus (Corinth), water either side
        return tr("its land lies in three stretches, so a bridge must join them: say bridge=yes if the tile shows one")
    return ""


def fit_problems(ctx: Context, cm: Contacts, at: Pos, sides: Sides) -> list[str]:
    """Why a tile turned this way cannot lie at this hex (the rules of L1/f10-11 and L2/f29-31)."""
    out = []
    tiles, dolphin, joined = 0, False, False
    # Land may not face a side of the dolphin tile nobody knows (play-test: offered, unchecked): only sea joins it
    # unsaid; the table says its sides when land does face it (saves before version 10 took it unchecked).
    checked = not ctx.options.get(DOLPHIN_UNCHECKED)
    for side, pos in around(at):
        other = cm.lying.get(pos)
        if other is None:
            continue
        dolphin = dolphin or other == DOLPHIN
        tiles += other != DOLPHIN
        mine, theirs = sides[side], cm.sides.get(other, (None,) * 6)[opposite(side)]
        if mine is not None and theirs is not None and mine != theirs:
            out.append(tr(_CLASH[mine, theirs]).format(tile=_label(ctx, other), side=side_name(side)))
        elif checked and other == DOLPHIN and theirs is None and mine == LAND:
            out.append(tr(DOLPHIN_OPEN).format(side=side_name(side)))
        elif SEA in (mine, theirs):
            joined = True
    if not dolphin and tiles < 2:
        out.append(tr("it must touch the dolphin tile or two placed tiles"))
    if not joined:
        out.append(tr(ONE_SEA))
    return out


def dolphin_open(ctx: Context, cm: Contacts, at: Pos, sides: Sides) -> bool:
    """Whether this lie turns land to a side of the dolphin tile nobody has said, and is refused for nothing
    but that side: the table may have laid the tile so (land meets land) where that side is printed land.

    Such a lie is never ruled out by the app's guess (play-test: Thebes at dolphin-s was laid sea to the dolphin
    tile unasked, and the kit kept "sea" there as taught). The one-sea check is left to the table's answer too:
    the first coast's printed conditions do not state it, and the dolphin tile's water is where the sea starts.
    """
    if ctx.options.get(DOLPHIN_UNCHECKED) or ctx.options.get(DOLPHIN_GUESSED):
        return False
    known = cm.sides.get(DOLPHIN, (None,) * 6)
    towards = [side for side, pos in around(at) if cm.lying.get(pos) == DOLPHIN]
    if not any(sides[side] == LAND and known[opposite(side)] is None for side in towards):
        return False
    as_land = tuple(LAND if s is None else s for s in known)
    problems = fit_problems(ctx, replace(cm, sides={**cm.sides, DOLPHIN: as_land}), at, sides)
    return all(p == tr(ONE_SEA) for p in problems)


def _label(ctx: Context, tid: str) -> str:
    return tr(DOLPHIN_NAME) if tid == DOLPHIN else tile_name(game(ctx), tid)


def facing(cm: Contacts, at: Pos, sides: Sides) -> Sides:
    """The sides a tile lying at ``at`` turns to the placed tiles around it, the dolphin tile aside: what decides
    its borders by land and by sea now (attacks, the ships a voyage counts). Two turns that agree on these lie the
    same for play; the sides they turn to free places matter once a tile is laid there (decisions)."""
    return tuple(sides[side] for side, pos in around(at) if pos in cm.lying and cm.lying[pos] != DOLPHIN)


def sea_tiles(ctx: Context, cm: Contacts, at: Pos, sides: Sides) -> tuple[str, ...]:
    """The tiles around ``at`` whose ships count for a tile lying there with these sides (a voyage's count, its
    fee): those meeting it along a sea side, and a bridge tile whatever side it turns to it (L2/f32: its ships
    count on both sides of it; ``decisions``; saves before version 8 counted it by its sides only)."""
    bridges = frozenset() if ctx.options.get(BRIDGE_BY_SIDE) else cm.bridges
    out = []
    for side, pos in around(at):
        other = cm.lying.get(pos)
        if other is not None and other != DOLPHIN and (sides[side] == SEA or other in bridges):
            out.append(other)
    return tuple(out)


def where(ctx: Context, cm: Contacts, at: Pos) -> str:
    """A hex in words, from a tile next to it: ``north-east of Athens``."""
    state = game(ctx)
    for tid in [t.id for t in state.tiles] + [DOLPHIN]:
        pos = cm.at.get(tid)
        if pos is None:
            continue
        for side, there in around(pos):
            if there == at:
                return tr("{side} of {tile}").format(side=side_name(side), tile=_label(ctx, tid))
    return tr("away from the coast")


def spots(ctx: Context, cm: Contacts, edges: Sequence[str]) -> tuple[Spot, ...]:
    """Every free place and turn where a tile with these sides may lie, named as ``at=`` takes them."""
    catalogue, where_is = free_spots(game(ctx).tiles)
    out = []
    for entry in catalogue.entries:
        at = where_is[entry.id]
        ways: dict[Sides, list[int]] = {}  # the turns that fit, by the sides they turn to the tiles around
        open_dolphin = False
        for turn in distinct_turns(edges):
            sides = turned(edges, turn)
            if not fit_problems(ctx, cm, at, sides):
                ways.setdefault(facing(cm, at, sides), []).append(turn)
            else:
                open_dolphin = open_dolphin or dolphin_open(ctx, cm, at, sides)
        for turns in ways.values():
            sea = sea_tiles(ctx, cm, at, turned(edges, turns[0]))
            out.append(Spot(at, turns[0], entry.label, sea, tuple(turns), open_dolphin))
    return tuple(out)


def ships_at(ctx: Context, tiles: Sequence[str], seat: int) -> int:
    """A player's ships on these tiles."""
    return sum(ships(ctx, t, seat) for t in tiles)


def or_words(values: Sequence[int]) -> str:
    """``0, 1, 4 or 5``: numbers (turns) in order, as the table reads them (the play-test read "0, 1, 5 or 4")."""
    words = [str(v) for v in sorted(dict.fromkeys(values))]
    return words[0] if len(words) == 1 else tr("{items} or {last}").format(items=", ".join(words[:-1]), last=words[-1])


def _against(mine: int, theirs: int) -> str:
    return tr("{ships} against {theirs}").format(ships=ships_said(mine), theirs=theirs)


def options_text(
    ctx: Context, found: Sequence[Spot], seat: int | None = None, turns: bool = True, here: Pos | None = None
) -> str:
    """``NE of Athens (turn 2 or 5; 2 ships against 1); S of Sparta`` for a message (as ``at=`` takes them).

    Args:
        here: The place the table put the tile: there the turn is what differs, so each way names its turn
            (play-test: "it would: S of Pylos" for the place typed, when turn 4 was what worked).
    """
    grouped: dict[str, list[Spot]] = {}
    for spot in found:
        grouped.setdefault(spot.where, []).append(spot)
    parts = []
    for label, ways in list(grouped.items())[:8]:
        typed = here is not None and ways[0].at == here
        if turns and (len(ways) > 1 or typed) and seat is not None:
            # Each way it lies with its ships: the play-test read "turn 2, 3 or 4; 1 ship against 0 or 2 ships
            # against 0" and could not tell which turn gave which.
            said = [
                tr("turned {turns}, {count}").format(
                    turns=or_words(s.turns or (s.turn,)),
                    count=_against(ships_at(ctx, s.sea, seat), ships_at(ctx, s.sea, 1 - seat)),
                )
                for s in ways
            ]
            parts.append(label + f" ({'; '.join(said)})")
            continue
        # The turns only where they lie differently towards the tiles around (all of them: any is the table's).
        turned_as = [t for s in ways for t in (s.turns or (s.turn,))]
        # A count stands for every turn only where every turn works: else its turns are named (play-test 11: "SW of
        # Kos (1 ship against 0)", true turned 2 only; turned otherwise it failed, 1 against 2).
        partial = seat is not None and len(set(turned_as)) < 6
        detail = [tr("turn {turns}").format(turns=or_words(turned_as))] if turns and (len(ways) > 1 or partial) else []
        if seat is not None:
            counts = dict.fromkeys(_against(ships_at(ctx, s.sea, seat), ships_at(ctx, s.sea, 1 - seat)) for s in ways)
            detail.append(tr(" or ").join(counts))
        parts.append(label + (f" ({'; '.join(detail)})" if detail else ""))
    more = len(grouped) - 8
    tail = ntr("; and {n} more place", "; and {n} more places", more).format(n=more) if more > 0 else ""
    return "; ".join(parts) + tail

"""The fields naming a tile turned up and where it goes, shared by the first coast and the voyage, and what a
form offers for them."""

from __future__ import annotations

from collections.abc import Sequence

from engine.actions import NoneFits
from engine.fields import Field
from engine.i18n import language, tr
from engine.state import Context
from engine.views import slug
from rulesets.hellas.board import LANDSCAPE_DECK, free_spots, game
from rulesets.hellas.hexes import CENTRE, SEA, around
from rulesets.hellas.kit import all_facts, dolphin_sides, landscape

#: The fields of a coast described by neighbours (saves from before the grid).
HAND = ("land", "sea", "dolphin", "new_sea")

#: The session option of games whose coast was described by neighbours (saves from before version 3).
BY_HAND = "coast_by_hand"

TILE_FIELDS = (
    Field("tile", "ref", "the tile turned up, as the kit names it", required=False, catalogue="landscape"),
    Field("at", "ref", "where it goes: a free place beside the coast (NE of Athens)", required=False, catalogue="spot"),
    Field(
        "turn",
        "int",
        "sixth-turns clockwise from upright, when it fits more than one way",
        required=False,
        min=0,
        max=5,
    ),
    Field("name", "str", "a tile the kit does not know: the name you give it (its city)", required=False),
    Field(
        "edges",
        "str",
        "a tile whose sides the kit does not know: six sides from the top, clockwise, L or S, or the sea sides' digits",
        required=False,
    ),
    Field("temple", "bool", "a tile the kit does not know: its city shows a temple", required=False),
    Field("bridge", "bool", "a tile the kit does not know: a bridge joins its land across its water", required=False),
    # A coast described by neighbours (saves from before the grid): asked only in such a game.
    Field(
        "land",
        "refs",
        "by hand, without a place: placed tiles it borders by land",
        required=False,
        catalogue="tile",
        option=BY_HAND,
    ),
    Field("sea", "refs", "by hand: placed tiles sharing its water", required=False, catalogue="tile", option=BY_HAND),
    Field("dolphin", "bool", "by hand: it touches the dolphin tile", required=False, option=BY_HAND),
    Field("new_sea", "bool", "by hand: it would open a second sea", required=False, option=BY_HAND),
    Field(
        "dolphin_edges",
        "str",
        "the dolphin tile's six sides, when the kit does not know them all: L or S from the dolphin upright, clockwise",
        required=False,
    ),
)


def unturned(ctx: Context) -> list[str]:
    """The tiles that may be turned up now: not on the coast, not waiting aside (the play-test was offered a tile
    set aside, then refused it), not under the deck while other tiles lie above them."""
    state = game(ctx)
    aside = set(state.aside)
    if ctx.count(LANDSCAPE_DECK, "landscape") > len(state.bottom):
        # Tiles put under the deck come up only once the rest of it has (play-test 12 was offered Paros after
        # Redraw put it there).
        aside |= set(state.bottom)
    found = [t for t in landscape(ctx.kit, state.described, state.tiles).ids() if t not in aside]
    return found or NoneFits()  # a NoneFits that lists something reads as "none" in ``tabula actions``


def touching(ctx: Context) -> list[str]:
    """The free places a tile may lie by the contact rule (L1/f11, L2/f30): beside the dolphin tile, or beside
    two placed tiles (the play-test was offered places touching one tile only)."""
    if ctx.options.get(BY_HAND):
        return []
    state = game(ctx)
    catalogue, where = free_spots(state.tiles)
    lying = {t.at for t in state.tiles if t.at is not None}
    out = []
    for entry in catalogue.entries:
        near = [pos for _, pos in around(where[entry.id])]
        if CENTRE in near or sum(pos in lying for pos in near) >= 2:
            out.append(entry.id)
    return out or NoneFits()


def suggest(ctx: Context, field_name: str) -> Sequence[str]:
    """What a form offers: the tiles still to turn up and the places they may go, a free name for a new tile,
    sides for it, the usual yes/no answers."""
    if field_name == "tile":
        return unturned(ctx)
    if field_name == "at":
        return touching(ctx)
    if field_name in ("temple", "new_sea", "bridge"):
        return ["no"]
    if field_name == "dolphin":
        return ["yes", "no"]
    if field_name == "edges":
        return ["LSSSSS", "LLSSSS", "LLLSSS"]
    if field_name == "dolphin_edges":
        # The sides known as they are, each one not known offered as sea (the usual answer; the table says).
        known = dolphin_sides(ctx.kit, game(ctx).described) or (None,) * 6
        if language() == "cs":  # S (souš) and M (moře): SSSSSS would read as souš to a Czech table
            return ["".join("M" if k in (None, SEA) else "S" for k in known)]
        return ["".join("S" if k in (None, SEA) else "L" for k in known)]
    if field_name == "turn":
        # Asked only where the ways it fits border others differently (the question names each way).
        return [str(turn) for turn in range(6)]
    if field_name != "name":
        return []
    taken = {t.id for t in game(ctx).tiles} | set(all_facts(ctx.kit, game(ctx).described))
    n = len(taken) + 1
    while slug(tr("Tile {n}").format(n=n)) in taken:
        n += 1
    return [tr("Tile {n}").format(n=n)]

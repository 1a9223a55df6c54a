"""Setup and the first coast: starting cards, then four tiles each with a Greek and a ship.

Each player draws one card from each god's deck. Then the players
alternate, light first: the tile turned up joins water to water and land to
land, touching the dolphin tile or two placed tiles. A tile that cannot be
placed, or shows a temple, is set aside (this phase only) and shuffled back
afterwards. A new tile is named by the table when it is placed: that is
how it enters the ``tile`` catalogue; its neighbours are named from it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import Impossible
from engine.fields import Field
from engine.names import fold
from engine.state import Context
from engine.views import slug
from rulesets.hellas.board import ASIDE, DOLPHIN, LANDSCAPE_DECK, cities, game, holder, me, reserve, tile_catalogue
from rulesets.hellas.cards import draw, held
from rulesets.hellas.data import GOD_NAMES, GODS
from rulesets.hellas.state import State, Tile

TILE_FIELDS = (
    Field("name", "str", "the name you give the new tile's city"),
    Field("temple", "bool", "the city shows a temple", default=False),
    Field("land", "refs", "placed tiles it borders by land", required=False, catalogue="tile"),
    Field("sea", "refs", "placed tiles sharing its water", required=False, catalogue="tile"),
    Field("dolphin", "bool", "it touches the dolphin tile", default=False),
    Field("new_sea", "bool", "it would open a second sea", default=False),
)


def new_tile(args: Mapping[str, Any]) -> Tile:
    """The tile about to join the coast, as the table describes it."""
    name = str(args["name"]).strip()
    land = tuple(dict.fromkeys(args.get("land") or ()))
    sea = tuple(dict.fromkeys(args.get("sea") or ()))
    return Tile(slug(name), name, bool(args.get("temple")), land, sea, bool(args.get("dolphin")))


def name_problem(state: State, name: str) -> Violation | None:
    """A physical refusal when a new tile's name cannot join the catalogue (two tiles of one name)."""
    tid = slug(name)
    if not tid or tid == DOLPHIN or fold(name) == fold(DOLPHIN):
        return Violation("Names", f"{name!s} cannot name a tile: choose a name with letters", "coast", True)
    existing = tile_catalogue(state.tiles).get(name) or state.tile(tid)
    if existing is not None:
        return Violation(
            "Names", f"{existing.name} is on the coast already: give the new tile another name", "coast", True
        )
    return None


def placement_problems(state: State, tile: Tile, new_sea: bool) -> list[str]:
    """Why a tile cannot join the coast where the table describes it."""
    out = []
    touching = set(tile.land) | set(tile.sea)
    if not tile.dolphin and len(touching) < 2:
        out.append("it must touch the dolphin tile or two placed tiles")
    if new_sea:
        out.append("its water would not join the one sea")
    return out


def _dealt(ctx: Context, seat: int) -> bool:
    return bool(held(ctx, seat))


def to_deal(ctx: Context) -> list[int]:
    """Seats still to draw their starting cards, light first."""
    return [s for s in _order(ctx) if not _dealt(ctx, s)]


def _order(ctx: Context) -> list[int]:
    light = ctx.seat_of("light")
    first = 0 if light is None else light
    return [first, 1 - first]


def deal(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    for god in GODS:
        draw(ctx, args[god], ctx.own("hand", seat))
    return game(ctx)


def check_deal(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    if _dealt(ctx, seat):
        return [rule("Deal", f"{ctx.players[seat].name} has their starting cards", "setup")]
    return []


def coast_tile(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    state = game(ctx)
    tile = new_tile(args)
    problem = name_problem(state, tile.name)
    if problem is not None:
        raise Impossible(problem)
    ctx.move("landscape", 1, LANDSCAPE_DECK, holder(tile.id))
    ctx.move(ctx.piece("greek", seat), 1, reserve(ctx, seat), holder(tile.id))
    ctx.move(ctx.piece("ship", seat), 1, reserve(ctx, seat), holder(tile.id))
    return state.with_tile(tile)


def check_coast_tile(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    seat = me(ctx)
    tile = new_tile(args)
    out = []
    problem = name_problem(state, tile.name)
    if problem is not None:
        out.append(problem)
    out.extend(rule("Coast", why, "coast") for why in placement_problems(state, tile, bool(args.get("new_sea"))))
    if args["temple"]:
        out.append(rule("Temple", "temple tiles are set aside while the first coast is built (set-aside)", "coast"))
    if len(cities(ctx, seat)) > ctx.position.step:
        out.append(rule("Coast", "one tile a turn while the first coast is built", "coast"))
    return out


def set_aside(ctx: Context, args: Mapping[str, Any]) -> State:
    ctx.move("landscape", 1, LANDSCAPE_DECK, ASIDE)
    return game(ctx)


def check_set_aside(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    if len(cities(ctx, seat)) > ctx.position.step:
        return [rule("Coast", "this turn's tile is placed: no more tiles are turned up", "coast")]
    return []


def shuffle_back(ctx: Context) -> None:
    """After the first coast, the tiles set aside go back into the landscape deck."""
    ctx.move_all(ASIDE, LANDSCAPE_DECK)


def suggest_name(ctx: Context, field_name: str) -> Sequence[str]:
    """A free name for the next tile ("Tile 9"): the table may call it anything; the usual yes/no answers."""
    if field_name in ("temple", "new_sea"):
        return ["no"]
    if field_name == "dolphin":
        return ["yes", "no"]
    if field_name != "name":
        return []
    taken = {t.id for t in game(ctx).tiles}
    n = len(taken) + 1
    while slug(f"Tile {n}") in taken:
        n += 1
    return [f"Tile {n}"]


ACTIONS = (
    ActionSpec(
        "deal",
        deal,
        fields=(
            Field("player", "player", "who draws", required=False),
            *(
                Field(god, "ref", f"the card drawn from the {name} deck", catalogue=f"{god}-card")
                for god, name in GOD_NAMES.items()
            ),
        ),
        phases=("coast",),
        who=to_deal,
        actor="player",
        check=check_deal,
        help="Starting hand: one card from each god's deck, as drawn.",
        topic="setup",
        text="{actor} draws the starting cards",
    ),
    ActionSpec(
        "coast-tile",
        coast_tile,
        fields=TILE_FIELDS,
        phases=("coast",),
        check=check_coast_tile,
        help="Place the tile you turned up, with one Greek and one ship (set temple tiles aside).",
        topic="coast",
        suggest=suggest_name,
        text="{actor} places {name} on the coast",
    ),
    ActionSpec(
        "set-aside",
        set_aside,
        phases=("coast",),
        check=check_set_aside,
        help="Set the tile turned up aside (a temple, or no legal place); it returns after the first coast.",
        topic="coast",
        text="{actor} sets the tile turned up aside",
    ),
)

"""The first coast: players alternate four tiles each, a Greek and a ship on every one.

A tile joins water to water and land to land, touching the dolphin tile or
two placed tiles. A tile that cannot be placed, or shows a temple, is set
aside (this round only) and shuffled back afterwards.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.state import Context
from rulesets.hellas.common import contacts, game, me, new_tile
from rulesets.hellas.state import State

TILE_FIELDS = (
    Field("name", "str", "the city on the tile"),
    Field("temple", "bool", "the city shows a temple", default=False),
    Field("land", "strs", "placed tiles it borders by land", required=False),
    Field("sea", "strs", "placed tiles sharing its water", required=False),
    Field("dolphin", "bool", "it touches the dolphin tile", default=False),
    Field("new_sea", "bool", "it would open a second sea", default=False),
)


def _tile(args: Mapping[str, Any]):  # type: ignore[no-untyped-def]
    return new_tile(args["name"], args["temple"], args.get("land", []), args.get("sea", []), args["dolphin"])


def place_check(state: State, args: Mapping[str, Any]) -> list[Violation]:
    """Why a tile cannot join the coast."""
    tile = _tile(args)
    out = []
    if state.tile(tile.id) is not None:
        out.append(rule("Coast", f"{tile.name} is on the table already", "coast"))
    if not tile.dolphin and contacts(state, tile) < 2:
        out.append(rule("Coast", "a new tile touches the dolphin tile or two placed tiles", "coast"))
    if args.get("new_sea"):
        out.append(rule("Coast", "the water must join the one sea", "coast"))
    unknown = [t for t in (*tile.land, *tile.sea) if state.tile(t) is None]
    if unknown:
        out.append(rule("Coast", f"not on the table: {', '.join(unknown)}", "coast"))
    return out


def coast_tile(ctx: Context, args: Mapping[str, Any]) -> State:
    from dataclasses import replace

    tile = replace(_tile(args), owner=me(ctx), greeks=1, ships=1)
    return game(ctx).with_tile(tile)


def check_coast_tile(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = place_check(game(ctx), args)
    if args["temple"]:
        out.append(rule("Temple", "temple tiles are set aside while the first coast is built", "coast"))
    return out


ACTIONS = (
    ActionSpec(
        "coast-tile",
        coast_tile,
        fields=TILE_FIELDS,
        phases=("coast",),
        check=check_coast_tile,
        help="Place the tile you turned up, with one Greek and one ship (set temple tiles aside).",
        topic="coast",
    ),
)

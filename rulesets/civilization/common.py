"""Helpers shared by the phase modules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.fields import Field
from engine.state import Context
from rulesets.civilization.data import LIMITS
from rulesets.civilization.state import Realm, State

PLAYER = Field("player", "player", "whose civilization")


def game(ctx: Context) -> State:
    """The Civilization state inside a context."""
    state: State = ctx.game
    return state


def realm(ctx: Context, args: Mapping[str, Any], key: str = "player") -> tuple[int, Realm]:
    """Seat and realm of the player named in a field."""
    seat = ctx.player_index(args[key])
    return seat, game(ctx).realms[seat]


def city_limit(realm: Realm) -> int:
    """Cities a player may hold: 2, or 3 once Irrigation is researched."""
    return LIMITS["cities_with_irrigation"] if realm.knows("irrigation") else LIMITS["cities"]


def suggest(ctx: Context, field_name: str) -> list[str]:
    """City names for city fields; known techs for tech fields."""
    state = game(ctx)
    if field_name == "city":
        return [c.name for r in state.realms for c in r.cities]
    if field_name == "tech":
        return sorted({name for r in state.realms for name, _ in r.techs} | {"irrigation", "space-flight"})
    return []

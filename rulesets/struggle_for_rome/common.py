"""Helpers shared by the phase modules."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine.fields import Field
from engine.state import Context
from rulesets.struggle_for_rome.state import Player, State

PLAYER = Field("player", "player", "whose turn it concerns")


def game(ctx: Context) -> State:
    """The Struggle for Rome state inside a context."""
    state: State = ctx.game
    return state


def seat_of(ctx: Context, args: Mapping[str, Any], key: str = "player") -> tuple[int, Player]:
    """Seat and record of the player named in a field."""
    seat = ctx.player_index(args[key])
    return seat, game(ctx).players[seat]


def hand(player: Player) -> Counter[str]:
    """Resource cards as a Counter."""
    return Counter(dict(player.resources))


def tribe_kind(ctx: Context) -> str:
    """The tribe that acts in the current phase."""
    return "cavalry" if ctx.phase == "cavalry" else "infantry"


def suggest(ctx: Context, field_name: str) -> list[str]:
    """Cities in play for city fields."""
    if field_name == "city":
        return [c.name for c in game(ctx).cities]
    return []

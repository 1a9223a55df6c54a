"""Small helpers shared by the phase modules: the state, the actor, who may act."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.state import Context
from rulesets.mare_nostrum.board import board
from rulesets.mare_nostrum.state import State, current
from rulesets.mare_nostrum.words import civ_name


def game(ctx: Context) -> State:
    """The Mare Nostrum state inside a context."""
    return current(ctx.game, ctx.kit)


def actor(ctx: Context) -> int:
    """Seat of the acting player (every Mare Nostrum action but the map's has one)."""
    if ctx.actor is None:
        raise ValueError("this action needs an acting player")
    return ctx.actor


def seat(ctx: Context, name: str) -> int:
    """Seat of a player by (canonical) name."""
    return ctx.player_index(name)


def player_name(ctx: Context, civ: str) -> str:
    """The name of the player of a civilization (a neutral one by its own name)."""
    who = game(ctx).player_of(civ)
    return ctx.players[who].name if who is not None else civ_name(civ)


def turn_only(ctx: Context) -> Sequence[int]:
    """The turn holder; nobody before the role holder has named who goes first."""
    turn = ctx.position.turn
    return () if turn is None else (turn,)


Who = Callable[[Context], Sequence[int]]


def owner_of(card: str) -> Who:
    """``who`` for a power or a role's task: the seat with this card (wonder, hero, role) in front of them."""

    def who(ctx: Context) -> Sequence[int]:
        holder = board(ctx).holder_of(card)
        return () if holder is None else (holder,)

    who.__name__ = f"owner_of_{card}"
    return who

"""Helpers the area modules share: the state in a context, the acting seat, points, turn order."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.fields import Field
from engine.state import Context
from rulesets.aquileia.holders import owner
from rulesets.aquileia.state import State

if TYPE_CHECKING:
    pass

#: The field naming the acting player: it defaults to the player the rules expect.
PLAYER = Field("player", "player", "who acts (default: the player the rules expect)", required=False)
METAL_CHOICES = ("gold", "silver", "bronze")


def game(ctx: Context) -> State:
    """The Aquileia state inside a context."""
    state: State = ctx.game
    return state


def me(ctx: Context) -> int:
    """The acting seat (every player action has one: its ``player`` field)."""
    assert ctx.actor is not None, "Aquileia's player actions always have an actor"
    return ctx.actor


def name(ctx: Context, seat: int) -> str:
    """A player's name."""
    return ctx.players[seat].name


def score(state: State, seat: int, points: int) -> State:
    """Points on the score track."""
    person = state.patricians[seat]
    return state.with_patrician(seat, replace(person, score=person.score + points))


def clockwise(ctx: Context, first: int) -> list[int]:
    """Every seat, clockwise from ``first``."""
    count = len(ctx.players)
    return [(first + i) % count for i in range(count)]


def in_turn_order(ctx: Context, seats: Iterable[int]) -> list[int]:
    """Seats in turn order, from this round's start player (l.3)."""
    wanted = set(seats)
    return [s for s in clockwise(ctx, ctx.position.start) if s in wanted]


def pending(ctx: Context, spaces: Iterable[str]) -> list[str]:
    """Spaces of those given with a servant whose action is not over this round."""
    done = game(ctx).done
    return [s for s in spaces if s not in done and owner(ctx, s) is not None]


def owners(ctx: Context, spaces: Iterable[str]) -> list[int]:
    """Owners of the spaces, in the spaces' order, each once."""
    out: list[int] = []
    for space in spaces:
        seat = owner(ctx, space)
        if seat is not None and seat not in out:
            out.append(seat)
    return out

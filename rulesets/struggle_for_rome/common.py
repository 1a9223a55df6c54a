"""Helpers shared by the phase modules: the state, the acting seat, who may act."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.fields import Field
from engine.state import Context
from rulesets.struggle_for_rome.holders import cities_of
from rulesets.struggle_for_rome.state import Seat, State

#: Session option of saves from before version 5: the table typed what the app now works out itself (the income
#: of a lone figure on an untold start crossing, for a number both its start crossings bring alike; the roll's
#: income once the table has told what the app lacked; a taught city whose III mark nobody asked, with four).
KNOWN_LOG = "typed_what_the_app_knows"

#: The acting player's own field: filled in with the player the rules expect.
PLAYER = Field("player", "player", "who acts (the player whose turn it is)")


def game(ctx: Context) -> State:
    """The Struggle for Rome state inside a context."""
    state: State = ctx.game
    return state


def me(ctx: Context) -> int:
    """The acting seat (every player action has one)."""
    assert ctx.actor is not None, "Struggle for Rome's player actions always have an actor"
    return ctx.actor


def name(ctx: Context, seat: int) -> str:
    """A player's name."""
    return ctx.players[seat].name


def tribe_kind(ctx: Context) -> str:
    """The tribe that acts in the current phase."""
    return "cavalry" if ctx.phase == "cavalry" else "infantry"


def seat(ctx: Context, index: int) -> Seat:
    """One player's round record."""
    return game(ctx).seats[index]


def update(ctx: Context, index: int, **changes: Any) -> State:
    """The state with one seat's record changed."""
    return game(ctx).with_seat(index, replace(seat(ctx, index), **changes))


def did(ctx: Context, index: int, tribe: str, what: str) -> State:
    """The state after a tribe has done something this turn."""
    return update(ctx, index, did=seat(ctx, index).did + (f"{tribe}:{what}",))


def card_played(ctx: Context, index: int) -> State:
    """The state after a player has played this phase's action card."""
    return update(ctx, index, played=seat(ctx, index).played + (ctx.phase,))


# -- who acts ------------------------------------------------------------------


def start_player(ctx: Context) -> list[int]:
    """The start player rolls for resources (L7)."""
    return [ctx.position.start]


def legionary_mover(ctx: Context) -> list[int]:
    """Who must move the legionary now: the start player after a 7, the Diplomat's player (L7, L15)."""
    due = game(ctx).legionary_due
    return [] if due is None else [due]


def not_started(ctx: Context) -> list[int]:
    """Players whose starting pasture card is not recorded yet, from the start player on."""
    count = len(ctx.players)
    order = [(ctx.position.start + i) % count for i in range(count)]
    return [s for s in order if not game(ctx).seats[s].started]


def wanderer(ctx: Context) -> list[int]:
    """The turn holder, whose tribe of the phase may move or plunder while it wanders: not once it has founded
    an empire (L13), so neither ``actions`` nor a form offers those to it."""
    turn = ctx.position.turn
    if turn is None:
        return []
    if ctx.phase in ("cavalry", "infantry") and cities_of(ctx, turn, tribe_kind(ctx)):
        return []
    return [turn]

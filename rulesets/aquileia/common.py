"""Helpers shared by the area modules: seats, coins moving between purses and the bank."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.counts import Counts, add, get, merge
from engine.fields import Field
from engine.state import Context
from rulesets.aquileia.data import AREAS
from rulesets.aquileia.state import Patrician, State

PLAYER = Field("player", "player", "whose servant acts")
METAL_CHOICES = ("gold", "silver", "bronze")

# Arena and Stadium spaces are named by their printed value (see decisions).
CONTEST_VALUES = range(1, 7)
SPACES: tuple[str, ...] = (
    *AREAS["mercatus"],
    *(f"arena-{n}" for n in CONTEST_VALUES),
    *(f"gold-{n}" for n in CONTEST_VALUES),
    *(f"silver-{n}" for n in CONTEST_VALUES),
    *AREAS["theatrum"],
    *AREAS["forum"],
    *AREAS["portus"],
)


def game(ctx: Context) -> State:
    """The Aquileia state inside a context."""
    state: State = ctx.game
    return state


def seat_of(ctx: Context, args: Mapping[str, Any], key: str = "player") -> tuple[int, Patrician]:
    """Seat and record of the player named in a field."""
    seat = ctx.player_index(args[key])
    return seat, game(ctx).patricians[seat]


def coins_of(metals: list[str] | tuple[str, ...]) -> Counts:
    """A list of coin metals as counts."""
    out: Counts = ()
    for metal in metals:
        out = add(out, metal, 1)
    return out


def can_pay(person: Patrician, coins: Counts) -> bool:
    """Whether the purse holds these exact coins (no other metal will do)."""
    return all(get(person.coins, metal) >= n for metal, n in coins)


def pay_bank(state: State, seat: int, coins: Counts) -> State:
    """Coins from a purse into the bank."""
    person = state.patricians[seat]
    state = state.with_patrician(seat, replace(person, coins=merge(person.coins, coins, -1)))
    return replace(state, bank=merge(state.bank, coins))


def from_bank(state: State, seat: int, coins: Counts) -> State:
    """Coins from the bank into a purse (as far as the bank has them)."""
    given: Counts = ()
    for metal, n in coins:
        given = add(given, metal, min(n, get(state.bank, metal)))
    person = state.patricians[seat]
    state = state.with_patrician(seat, replace(person, coins=merge(person.coins, given)))
    return replace(state, bank=merge(state.bank, given, -1))


def score(state: State, seat: int, points: int) -> State:
    """Points on the score track."""
    person = state.patricians[seat]
    return state.with_patrician(seat, replace(person, score=person.score + points))


def value(space: str) -> int:
    """Printed value of an Arena or Stadium space."""
    return int(space.rsplit("-", 1)[1])


def suggest(ctx: Context, field_name: str) -> list[str]:
    """Free spaces for the space field."""
    if field_name == "space":
        taken = {s for p in game(ctx).patricians for s in p.placed}
        return [s for s in SPACES if s not in taken]
    return []

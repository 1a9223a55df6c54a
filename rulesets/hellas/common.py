"""Helpers shared by the Hellas modules."""

from __future__ import annotations

from engine.state import Context
from engine.views import slug
from rulesets.hellas.data import GREEKS, SHIPS
from rulesets.hellas.state import State, Tile


def game(ctx: Context) -> State:
    """The Hellas state inside a context."""
    state: State = ctx.game
    return state


def me(ctx: Context) -> int:
    """The player on turn."""
    turn = ctx.position.turn
    if turn is None:
        raise ValueError("Hellas always has a player on turn")
    return turn


def greeks_left(state: State, seat: int) -> int:
    """Greeks still in reserve."""
    return GREEKS - state.greeks_in_play(seat)


def ships_left(state: State, seat: int) -> int:
    """Ships still in reserve."""
    return SHIPS - state.ships_in_play(seat)


def new_tile(name: str, temple: bool, land: list[str], sea: list[str], dolphin: bool) -> Tile:
    """A tile about to join the coast (neighbours as given by the table)."""
    return Tile(
        slug(name), name, temple, land=tuple(slug(x) for x in land), sea=tuple(slug(x) for x in sea), dolphin=dolphin
    )


def contacts(state: State, tile: Tile) -> int:
    """Placed tiles the new tile touches (the dolphin tile counts as enough on its own)."""
    return len({t for t in (*tile.land, *tile.sea) if state.tile(t) is not None})


def suggest(ctx: Context, field_name: str) -> list[str]:
    """Tile ids for tile fields."""
    if field_name in ("target", "tile", "ship_from", "city", "retreat_to", "city_a", "city_b", "land", "sea"):
        return [t.id for t in game(ctx).tiles]
    return []

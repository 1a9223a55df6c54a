"""Small helpers shared by the phase modules."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from engine.state import Context
from rulesets.mare_nostrum.state import State


def game(ctx: Context) -> State:
    """The Mare Nostrum state inside a context."""
    state: State = ctx.game
    return state


def actor(ctx: Context) -> int:
    """Seat of the acting player (the engine guarantees one for turn actions)."""
    if ctx.actor is None:
        raise ValueError("this action needs an acting player")
    return ctx.actor


def seat(ctx: Context, name: str) -> int:
    """Seat of a player by (canonical) name."""
    return ctx.player_index(name)


def hand(state: State, player: int) -> Counter[str]:
    """A player's hand as a Counter."""
    return Counter(dict(state.hands[player]))


def missing(have: Counter[str], cards: Iterable[str]) -> list[str]:
    """Cards of ``cards`` that ``have`` cannot supply."""
    need = Counter(cards)
    return sorted(card for card, n in need.items() if have[card] < n)


PLACE_FIELDS = {"province", "from", "to", "place", "bonus_province", "sea", "a", "b", "neighbours", "seas"}
CIV_FIELDS = {"defender", "enemy", "against"}


def suggest(ctx: Context, field_name: str) -> list[str]:
    """Provinces and sea zones for place fields, civilizations with units for civ fields."""
    state = game(ctx)
    if field_name in PLACE_FIELDS:
        if field_name in ("sea", "seas"):
            return [s.id for s in state.seas]
        return [p.id for p in state.provinces] + (
            [s.id for s in state.seas] if field_name in ("to", "from", "place", "a", "b") else []
        )
    if field_name in CIV_FIELDS:
        return sorted(set(state.civs) | set(state.neutrals))
    return []

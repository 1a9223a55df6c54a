"""Special cards and victory points, recomputed after every change."""

from __future__ import annotations

from dataclasses import replace

from rulesets.struggle_for_rome.data import VICTORY
from rulesets.struggle_for_rome.formulas import victory_points
from rulesets.struggle_for_rome.state import TRIBES, Player, State


def scourges(player: Player) -> int:
    """Scourge of Rome cards: one per tribe holding 5 different colours."""
    return sum(1 for kind in TRIBES if len(player.tribe(kind).tiles) >= VICTORY["scourge_colours"])


def heir(player: Player) -> bool:
    """Heir of Rome: every tribe has conquered at least 4 cities."""
    return all(len(player.tribe(kind).cities) >= VICTORY["heir_cities"] for kind in TRIBES)


def terror(state: State, seat: int) -> int:
    """Terror of the Legions cards: one per 3 eagle cities conquered (at most two)."""
    eagles = sum(1 for c in state.cities if c.owner == seat and c.eagle)
    return min(eagles // VICTORY["terror_eagles"], 2)


def cities(player: Player) -> int:
    """Roman cities conquered by both tribes."""
    return sum(len(player.tribe(kind).cities) for kind in TRIBES)


def points(state: State, seat: int, terror_variant: bool) -> int:
    """A player's victory points now."""
    player = state.players[seat]
    return victory_points(
        cities(player),
        int(state.diplomacy == seat),
        scourges(player),
        int(heir(player)),
        player.culture,
        terror(state, seat) if terror_variant else 0,
    )


def update_diplomacy(state: State) -> State:
    """The first to show 3 Diplomats takes Diplomacy; whoever shows more takes it over."""
    holder = state.diplomacy
    best = holder
    for seat, player in enumerate(state.players):
        if player.diplomats < VICTORY["diplomats"]:
            continue
        if best is None or player.diplomats > state.players[best].diplomats:
            best = seat
    return state if best == holder else replace(state, diplomacy=best)


def gold_value(player: Player) -> int:
    """Gold for breaking ties: coins plus 7 for each unrevealed treasure."""
    from rulesets.struggle_for_rome.data import RULES

    return player.gold + RULES["treasure_end_value"] * player.treasures

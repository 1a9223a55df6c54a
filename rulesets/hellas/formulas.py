"""Hellas's arithmetic: attack strength and the ships needed for a voyage. Pure functions."""

from __future__ import annotations

from typing import Any

from engine.errors import BadInput


def attack(
    attackers: int,
    defenders: int,
    defender_ships: int = 0,
    by_sea: bool = False,
    ships_defend: bool = False,
    equal_suffices: bool = False,
    attacker_extra: int = 0,
) -> dict[str, Any]:
    """Over land the attack needs at least as many Greeks as defend; any part by
    sea needs one more (unless Ares lets equal strength do). Poseidon can make the
    defender's ships fight; Ares can add a Greek."""
    if min(attackers, defenders, defender_ships, attacker_extra) < 0:
        raise BadInput("counts cannot be negative")
    attack_strength = attackers + attacker_extra
    defense_strength = defenders + (defender_ships if ships_defend else 0)
    needed = defense_strength + (1 if by_sea and not equal_suffices else 0)
    return {
        "attack_strength": attack_strength,
        "defense_strength": defense_strength,
        "success": attack_strength >= needed,
        "more_greeks_needed": max(0, needed - attack_strength),
    }


def voyage(my_ships: int, their_ships: int, equal_suffices: bool = False) -> dict[str, Any]:
    """A voyage needs more ships than the opponent's on the neighbouring tiles
    (as many, with Poseidon's card)."""
    if my_ships < 0 or their_ships < 0:
        raise BadInput("counts cannot be negative")
    # A ship of one's own must lie beside the new tile at all (L2): none never wins, even against none.
    needed = max(1, their_ships if equal_suffices else their_ships + 1)
    return {"success": my_ships >= needed, "more_ships_needed": max(0, needed - my_ships)}

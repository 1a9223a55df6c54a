"""Adjacency: land borders, sea zones, and provinces linked by a player's fleets.

Provinces joined by a chain of a player's fleets count as neighbours for
that player (other players' fleets in the same zones do not matter).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.counts import get
from rulesets.mare_nostrum.state import State


def fleet_seas(state: State, civ: str, start: Iterable[str]) -> set[str]:
    """Sea zones reachable from provinces ``start`` along the civ's fleet chain."""
    frontier = [s.id for s in state.seas if get(s.fleets, civ) and any(p in s.coasts for p in start)]
    seen = set(frontier)
    while frontier:
        current = frontier.pop()
        for edge in state.sea_links:
            if current in edge:
                for other in edge:
                    if other not in seen and get(state.sea(other).fleets, civ):
                        seen.add(other)
                        frontier.append(other)
    return seen


def reach(state: State, civ: str, held: Iterable[str]) -> set[str]:
    """Provinces next to ``held`` for this civ: by land or along its fleets."""
    held = set(held)
    out: set[str] = set()
    for pid in held:
        out |= state.neighbours(pid)
    for sid in fleet_seas(state, civ, held):
        out |= set(state.sea(sid).coasts)
    return out - held


def adjacent(state: State, civ: str, a: str, b: str) -> bool:
    """Whether province ``b`` borders ``a`` for this civ (land or fleets)."""
    return b in reach(state, civ, [a])


def sea_neighbours(state: State, sid: str) -> set[str]:
    """Sea zones bordering a sea zone."""
    return {other for edge in state.sea_links if sid in edge for other in edge if other != sid}

"""Adjacency: land borders, sea zones, and provinces linked by a player's fleets.

Provinces joined by a chain of a player's fleets count as neighbours for
that player (other players' fleets in the same zones do not matter).
"""

from __future__ import annotations

from collections.abc import Iterable

from rulesets.mare_nostrum.board import Board
from rulesets.mare_nostrum.state import State


def fleet_seas(b: Board, civ: str, start: Iterable[str]) -> set[str]:
    """Sea zones reachable from provinces ``start`` along the civ's fleet chain."""
    start = set(start)
    state = b.state
    frontier = [s.id for s in state.seas if b.fleets(s.id, civ) and start.intersection(s.coasts)]
    seen = set(frontier)
    while frontier:
        current = frontier.pop()
        for other in sea_neighbours(state, current):
            if other not in seen and b.fleets(other, civ):
                seen.add(other)
                frontier.append(other)
    return seen


def reach(b: Board, civ: str, held: Iterable[str]) -> set[str]:
    """Provinces next to ``held`` for this civ: by land or along its fleets."""
    held = set(held)
    out: set[str] = set()
    for pid in held:
        out |= b.state.neighbours(pid)
    for sid in fleet_seas(b, civ, held):
        out |= set(b.state.sea(sid).coasts)
    return out - held


def sea_neighbours(state: State, sid: str) -> set[str]:
    """Sea zones bordering a sea zone."""
    return {other for edge in state.sea_links if sid in edge for other in edge if other != sid}

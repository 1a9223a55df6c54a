"""Units on the move: what moved this strategy phase, and legions leaving a province.

Shared by marches, battles, the blockade and Helen of Troy, so none of them
imports another for its bookkeeping.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.state import Context
from rulesets.mare_nostrum.board import Board
from rulesets.mare_nostrum.components import province_holder, sea_holder
from rulesets.mare_nostrum.state import State


def moved(state: State, civ: str, place: str) -> int:
    """Units of a civ that moved into (or fought at) a place this phase."""
    return sum(n for c, p, n in state.moved if c == civ and p == place)


def mark_moved(state: State, civ: str, place: str, count: int) -> State:
    """Record units that may not move again this phase."""
    return replace(state, moved=state.moved + ((civ, place, count),))


def holder(state: State, place: str) -> str:
    """The ledger holder of a province or sea zone."""
    return sea_holder(place) if state.is_sea(place) else province_holder(place)


def lose_legions(
    ctx: Context, state: State, pid: str, civ: str, count: int, to: str, ends: Sequence[str] = ()
) -> State:
    """Take legions out of a province (to ``to``); occupations and a seizure need a legion each, so they go first:
    the buildings in ``ends`` first (the side's own choice, ``held_losses``), then the last occupied."""
    ctx.move(f"legion:{civ}", count, province_holder(pid), to)
    province = state.province(pid)
    left = Board(state, ctx.ledger).legions(pid, civ)
    occupied = list(province.occupied)
    seizing = province.seizing
    standing = [i for i, (_, owner) in enumerate(occupied) if owner == civ]
    # The chosen buildings are popped first (``standing`` is popped from its end).
    chosen = list(ends)
    first: list[int] = []
    for i in list(standing):
        if occupied[i][0] in chosen:
            chosen.remove(occupied[i][0])
            standing.remove(i)
            first.append(i)
    standing += reversed(first)
    need = len(standing) + (seizing == civ)
    removed: set[int] = set()
    while need > left:
        if seizing == civ:
            seizing = None
        else:
            removed.add(standing.pop())
        need -= 1
    kept = tuple(o for i, o in enumerate(occupied) if i not in removed)
    return state.with_province(replace(province, occupied=kept, seizing=seizing))

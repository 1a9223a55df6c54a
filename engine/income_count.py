"""The default count of a player's income in one event (``Ruleset.income``): kept apart so the ruleset's
contract stays a list of hooks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.events import Event
from engine.ledger import Move, base


def counted_income(
    kinds: Sequence[str], phases: Sequence[str], event: Event, moves: Sequence[Move], seats: Mapping[str, int]
) -> dict[int, dict[str, int]]:
    """What each seat received as income in ``event``, by kind: the ``kinds`` that reach a player's holder from
    a holder no player owns, during ``phases`` (empty: every phase)."""
    if not kinds or (phases and event.phase not in phases):
        return {}
    out: dict[int, dict[str, int]] = {}
    for move in moves:
        kind = base(move.kind)
        if kind not in kinds:
            continue
        seat = seats.get(move.dst.partition(":")[2])
        if seat is None or move.src.partition(":")[2] in seats:
            continue
        got = out.setdefault(seat, {})
        got[kind] = got.get(kind, 0) + move.n
    return out

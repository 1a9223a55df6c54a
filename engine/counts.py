"""Counts of named things (cards, goods, coins by metal) as immutable values.

Game states are frozen and compared for equality (undo, replay), so a count
mapping is kept as a sorted tuple of ``(key, count)`` pairs without zeros:
two states holding the same cards are then equal whatever the order the
cards arrived in. Counts change only through the ledger's moves
(``engine.ledger``), which refuse what the table lacks: there is no adding
here that could quietly clamp a count at zero.
"""

from __future__ import annotations

from collections.abc import Mapping

Counts = tuple[tuple[str, int], ...]


def counts(mapping: Mapping[str, int]) -> Counts:
    """The canonical form of a count mapping (sorted, zeros dropped)."""
    return tuple(sorted((k, v) for k, v in mapping.items() if v))


def get(items: Counts, key: str) -> int:
    """The count for ``key`` (0 when absent)."""
    for k, v in items:
        if k == key:
            return v
    return 0


def total(items: Counts) -> int:
    """The sum of all counts."""
    return sum(v for _, v in items)

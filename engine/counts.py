"""Counts of named things (cards, goods, coins by metal) as immutable values.

Game states are frozen and compared for equality (undo, replay), so a count
mapping is kept as a sorted tuple of ``(key, count)`` pairs without zeros:
two states holding the same cards are then equal whatever the order the
cards arrived in.
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


def add(items: Counts, key: str, delta: int) -> Counts:
    """``items`` with ``key`` changed by ``delta`` (never below zero)."""
    mapping = dict(items)
    mapping[key] = max(mapping.get(key, 0) + delta, 0)
    return counts(mapping)


def merge(items: Counts, other: Counts, sign: int = 1) -> Counts:
    """``items`` plus (or, with ``sign=-1``, minus) ``other``."""
    for key, value in other:
        items = add(items, key, sign * value)
    return items


def total(items: Counts) -> int:
    """The sum of all counts."""
    return sum(v for _, v in items)

"""Values made once per immutable object, found again by the object's identity.

A kit, a catalogue or a coast's tuple of tiles is immutable and asked about on every parse and replay step,
but costly to hash (a kit is a tree of mappings). Games kept what they derived from one (a board index, a
catalogue with the table's entries, its Czech names) in a dict keyed by ``id(obj)``, each with the same two
cautions: keep the object alive beside the value, so its id is never reused while cached, and drop
everything past a bound, so a long evening of corrected kits cannot grow it without end. ``MadeOnce`` is that,
written once.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class MadeOnce(Generic[K, V]):
    """A bounded cache of values made from objects, keyed by the object's identity (and any extra keys).

    Args:
        bound: How many values are kept; past it, all are dropped (a session has one or two kits: the bound
            only stops a leak, it is no eviction policy).
    """

    __slots__ = ("_bound", "_made")

    def __init__(self, bound: int = 256) -> None:
        self._bound = bound
        self._made: dict[tuple[Hashable, ...], tuple[K, V]] = {}

    def get(self, key: K, make: Callable[[], V], *extra: Hashable) -> V:
        """The value made from ``key`` (with ``extra``: the language spoken, what the table added), made by
        ``make`` the first time."""
        slot = (id(key), *extra)
        found = self._made.get(slot)
        if found is not None and found[0] is key:  # an id of an object since collected may come back
            return found[1]
        if len(self._made) > self._bound:
            self._made.clear()
        value = make()
        self._made[slot] = (key, value)  # the object kept alive with it, so its id stays its own
        return value

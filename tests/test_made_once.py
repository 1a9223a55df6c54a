"""``engine.made_once``: a value made once per object, found again by identity, never for another object that
comes to reuse a collected one's id, and dropped past its bound."""

from __future__ import annotations

from collections.abc import Callable

from engine.made_once import MadeOnce


class Thing:
    """An immutable object costly to hash (a kit, a catalogue)."""


def maker(made: list[str], value: str) -> Callable[[], str]:
    def make() -> str:
        made.append(value)
        return value

    return make


def test_made_once_per_object_and_extra_key() -> None:
    made: list[str] = []
    cache: MadeOnce[Thing, str] = MadeOnce()
    a, b = Thing(), Thing()
    assert cache.get(a, maker(made, "A")) == "A"
    assert cache.get(a, maker(made, "again")) == "A"  # found, not made again
    assert cache.get(a, maker(made, "A-cs"), "cs") == "A-cs"  # another extra key: its own value
    assert cache.get(b, maker(made, "B")) == "B"
    assert made == ["A", "A-cs", "B"]


def test_an_object_is_kept_alive_so_its_id_is_never_another_s() -> None:
    made: list[str] = []
    cache: MadeOnce[Thing, str] = MadeOnce()
    first = Thing()
    cache.get(first, maker(made, "first"))
    del first  # kept alive by the cache: a new object cannot take its id while it is cached
    assert cache.get(Thing(), maker(made, "second")) == "second"


def test_past_its_bound_everything_is_dropped() -> None:
    made: list[str] = []
    cache: MadeOnce[Thing, str] = MadeOnce(bound=2)
    things = [Thing() for _ in range(4)]
    for n, thing in enumerate(things):
        cache.get(thing, maker(made, str(n)))
    assert cache.get(things[0], maker(made, "again")) == "again"  # dropped with the rest: made again
    assert made == ["0", "1", "2", "3", "again"]

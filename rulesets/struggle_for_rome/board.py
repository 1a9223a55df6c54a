"""The printed board as the rules read it: the session kit's facts, indexed once per kit.

A ``Board`` answers what the kit knows and nothing more: a fact written
``"?"`` (or a crossing missing from the kit) is simply absent, and every
question that depends on it answers None, so the app asks the table instead.
Arrows are only trusted to be *absent* when the kit holds every arrow of the
board (its ``count`` is given and met): until then a route or a reach the kit
cannot prove is left to the table.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.i18n import N_
from engine.kits import UNKNOWN, Kit
from engine.made_once import MadeOnce
from engine.names import Catalogue, Entry
from rulesets.struggle_for_rome.state import City

#: What each landscape kind yields after a roll (L7): a pasture gives a hidden pasture card.
YIELDS = {"field": "grain", "mountain": "ore", "pasture": "pasture", "forest": ""}


@dataclass(frozen=True)
class Hex:
    """One landscape hex: what the kit knows of it (None: unknown)."""

    id: str
    name: str
    kind: str | None
    number: int | None
    province: str | None
    limes: bool | None


@dataclass(frozen=True)
class Board:
    """The kit's facts, indexed for the rules.

    Attributes:
        cities: Kit cities whose towers, province, eagle and III mark are all known.
        names: Display names of every kit city, crossing and landscape.
        hexes: Landscapes by id.
        around: Landscapes beside each crossing or city, where the kit knows them.
        beside: Cities directly beside each crossing, where the kit knows them.
        starts: Each colour's start crossings.
        links: For each crossing or city, the places one arrow away and the arrow's kind.
        complete: The kit holds every arrow of the board, all known.
        joined: For each crossing or city, the places one arrow away, the arrow's kind known or not (an
            empire's conquest teaches an arrow but not its kind: L13's reach needs no kind).
        counted: Ways the table counted from one crossing to another, as ``routes`` (the kit's ``routes``).
    """

    cities: Mapping[str, City]
    names: Mapping[str, str]
    hexes: Mapping[str, Hex]
    around: Mapping[str, tuple[str, ...]]
    beside: Mapping[str, frozenset[str]]
    starts: Mapping[str, tuple[str, ...]]
    links: Mapping[str, tuple[tuple[str, str], ...]]
    complete: bool
    joined: Mapping[str, frozenset[str]] = field(default_factory=dict)
    counted: Mapping[tuple[str, str], tuple[tuple[int, int, str], ...]] = field(default_factory=dict)
    _routes: dict[tuple[str, str], tuple[tuple[int, int, str], ...]] = field(default_factory=dict, compare=False)
    _known: dict[tuple[str, str, str], tuple[tuple[int, int, str], ...]] = field(default_factory=dict, compare=False)

    def name(self, place: str) -> str:
        """A kit place's display name (its id when the kit lacks it)."""
        return self.names.get(place, place)

    def routes(self, start: str, goal: str) -> tuple[tuple[int, int, str], ...] | None:
        """The shortest ways from one crossing to another as ``(land, sea, first)``: arrows crossed, and
        the kind of the first one (the free one, L9).

        Only the routes no other beats on both counts; cities and tribes on the
        way are no obstacle (L9). None while the kit lacks arrows; ``()`` when
        the complete board has no way there.
        """
        if not self.complete:
            return None
        key = (start, goal)
        if key not in self._routes:
            self._routes[key] = _pareto(self.links, start, goal)
        return self._routes[key]

    def known_routes(self, start: str, goal: str) -> tuple[tuple[int, int, str], ...]:
        """The shortest ways over the arrows the kit knows, as ``routes`` (``()``: it knows none there), else
        the way the table counted there once (see ``counted``). While the kit lacks arrows, a shorter way over
        one it lacks may exist."""
        if self.complete:
            return self.routes(start, goal) or ()
        key = ("known", start, goal)
        if key not in self._known:
            # Only where the arrows known lead nowhere: a way they price is priced as before, so a save
            # replays as played once the count is kept.
            self._known[key] = _pareto(self.links, start, goal) or self.counted_routes(start, goal)
        return self._known[key]

    def counted_routes(self, start: str, goal: str) -> tuple[tuple[int, int, str], ...]:
        """The ways the table counted from ``start`` to ``goal``, or back the other way where every arrow is
        of one kind (going back, the first arrow is the last one counted: of that kind only then)."""
        back = tuple(
            (land, sea, "sea" if land == 0 else "land")
            for land, sea, _ in self.counted.get((goal, start), ())
            if land == 0 or sea == 0
        )
        return tuple(sorted(set(self.counted.get((start, goal), ()) + back)))

    def direct(self, start: str, goal: str) -> tuple[tuple[int, int, str], ...] | None:
        """The arrows the kit knows straight from one place to another, as routes (see ``routes``), even while
        it lacks others: one arrow is the shortest way there and, as the first, free (L9). None: it knows none."""
        found = tuple(
            sorted(
                (1, 0, kind) if kind == "land" else (0, 1, kind)
                for end, kind in self.links.get(start, ())
                if end == goal
            )
        )
        return found or None

    def one_arrow(self, city: str, other: str) -> bool | None:
        """Whether one arrow joins two places (L13's reach): None when the kit cannot tell."""
        if other in self.joined.get(city, ()):
            return True
        return False if self.complete else None


def _pareto(
    links: Mapping[str, tuple[tuple[str, str], ...]], start: str, goal: str
) -> tuple[tuple[int, int, str], ...]:
    # Breadth first by arrows crossed, keeping at each place only the (land, sea) counts no other
    # count beats on both, for each kind of first arrow (the free one, L9): the few routes a player
    # chooses between.
    best: dict[str, list[tuple[int, int, str]]] = {start: []}
    frontier = [(0, 0, "", start)]
    while frontier:
        later = []
        for land, sea, first, here in frontier:
            for there, kind in links.get(here, ()):
                label = (land + 1, sea, first or kind) if kind == "land" else (land, sea + 1, first or kind)
                known = best.setdefault(there, [])
                if any(k[2] == label[2] and k[0] <= label[0] and k[1] <= label[1] for k in known):
                    continue
                beaten = [k for k in known if k[2] == label[2] and label[0] <= k[0] and label[1] <= k[1]]
                known[:] = [k for k in known if k not in beaten] + [label]
                if there != goal:
                    later.append((*label, there))
        frontier = later
    return tuple(sorted(best.get(goal, []))) if goal != start else ()


def _known(entry: Mapping[str, Any], key: str) -> Any:
    value = entry.get(key)
    return None if value == UNKNOWN else value


# Kits are immutable and few: a session has one or two. Indexed once each (by identity,
# kept alive here so an id is never reused while cached).
_BOARDS: MadeOnce[Kit, Board] = MadeOnce(32)


def board(kit: Kit) -> Board:
    """The board of a kit, indexed once."""
    return _BOARDS.get(kit, lambda: _index(kit))


def _index(kit: Kit) -> Board:
    cities = {}
    names: dict[str, str] = {}
    around: dict[str, tuple[str, ...]] = {}
    for entry in kit.entries("cities"):
        names[entry["id"]] = entry["name"]
        facts = [_known(entry, k) for k in ("towers", "province", "eagle")]
        if None not in facts:
            # The III mark may be unknown (nobody asks it at a table of four): a three-player setup leaves
            # such a city to add-city (see ``cities.lay_out``).
            towers, province, eagle = facts
            cities[entry["id"]] = City(entry["id"], entry["name"], towers, province, eagle, _known(entry, "three"))
        if _known(entry, "landscapes") is not None:
            around[entry["id"]] = tuple(entry["landscapes"])
    hexes = {}
    for entry in kit.entries("landscapes"):
        names[entry["id"]] = entry["name"]
        kind, number, province, limes = (_known(entry, k) for k in ("kind", "number", "province", "limes"))
        hexes[entry["id"]] = Hex(entry["id"], entry["name"], kind, number, province, limes)
    beside: dict[str, frozenset[str]] = {}
    starts: dict[str, list[str]] = {}
    for entry in kit.entries("crossings"):
        names[entry["id"]] = entry["name"]
        if _known(entry, "landscapes") is not None:
            around[entry["id"]] = tuple(entry["landscapes"])
        if _known(entry, "cities") is not None:
            beside[entry["id"]] = frozenset(entry["cities"])
        if _known(entry, "start") is not None:
            starts.setdefault(entry["start"], []).append(entry["id"])
    links: dict[str, list[tuple[str, str]]] = {}
    every = True
    joined: dict[str, set[str]] = {}
    for entry in kit.entries("arrows"):
        ends, kind = _known(entry, "ends"), _known(entry, "kind")
        if ends is not None and UNKNOWN not in ends:
            joined.setdefault(ends[0], set()).add(ends[1])
            joined.setdefault(ends[1], set()).add(ends[0])
        if ends is None or kind is None or UNKNOWN in ends:
            every = False
            continue
        links.setdefault(ends[0], []).append((ends[1], kind))
        links.setdefault(ends[1], []).append((ends[0], kind))
    expected = kit.counts.get("arrows")
    complete = every and expected is not None and expected == len(kit.entries("arrows"))
    counted: dict[tuple[str, str], list[tuple[int, int, str]]] = {}
    for entry in kit.entries("routes"):
        ends, land, sea, first = (_known(entry, k) for k in ("ends", "land", "sea", "first"))
        # The first arrow is the free one (L9): a way over both kinds is kept only with it known.
        first = first or ("land" if not sea else "sea" if not land else None)
        if ends is not None and UNKNOWN not in ends and land is not None and sea is not None and first:
            counted.setdefault((ends[0], ends[1]), []).append((land, sea, first))
    return Board(
        cities,
        names,
        hexes,
        around,
        beside,
        {colour: tuple(ids) for colour, ids in starts.items()},
        {place: tuple(ends) for place, ends in links.items()},
        complete,
        {place: frozenset(ends) for place, ends in joined.items()},
        {pair: tuple(ways) for pair, ways in counted.items()},
    )


# -- catalogues ------------------------------------------------------------------

_CITY_CATALOGUES: MadeOnce[Kit, Catalogue] = MadeOnce()


def city_catalogue(kit: Kit, added: tuple[City, ...]) -> Catalogue:
    """The kit's cities and those the table added (cached: asked on every parse)."""
    return _CITY_CATALOGUES.get(kit, lambda: _cities(kit, added), added)


def _cities(kit: Kit, added: tuple[City, ...]) -> Catalogue:
    printed = kit.catalogue("cities", "city")
    # A city added before a corrected kit printed it under the same name stays the kit's.
    extra = tuple(Entry(c.id, c.name) for c in added if printed.get(c.id) is None and printed.get(c.name) is None)
    return Catalogue(
        N_("city"), printed.entries + extra, missing=N_("a city not on the app's map yet is added once with add-city")
    )

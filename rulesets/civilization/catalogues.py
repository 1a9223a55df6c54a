"""What a field may name: techs, governments, wonders, buildings, units, relics, persons, cities...

Every catalogue is the data file's entries plus what the table added with
an explicit action (``add-tech``, ``add-wonder``...; a city with
``found-city``). Rules read facts from the entries (a tech's level,
Irrigation's city limit, Angkor Wat's harvest), never from how a name was
typed. Static catalogues are built once; the others are cached on the part
of the state they come from, since every parse (replay included) asks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from engine.names import Catalogue, Entry, fold
from rulesets.civilization import data
from rulesets.civilization.state import Added, City

FIGURES = (
    Entry("army", "Army", ("armies",)),
    Entry("settler", "Settler", ("scout", "settler/scout", "osadník", "skaut")),
)


@dataclass(frozen=True)
class Tech:
    """A tech card and its facts (None or 0: the rulebook does not say).

    Attributes:
        kind: The ledger kind of its card.
    """

    id: str
    name: str
    aliases: tuple[str, ...]
    kind: str
    level: int | None = None
    government: bool = False
    movement: int = 0
    upgrade: str = ""
    obsoletes: bool | None = None
    city_limit: int = 0


@dataclass(frozen=True)
class Wonder:
    """A wonder card and its facts; ``kind`` is the ledger kind of its card."""

    id: str
    name: str
    aliases: tuple[str, ...]
    kind: str
    harvest: int = 1


T = TypeVar("T")
K = TypeVar("K")


def by_identity(fn: Callable[[K], T]) -> Callable[[K], T]:
    """Cache on the argument's identity: states share their ``added`` tuple until it changes,
    and hashing a tuple of entries on every parse would cost more than the lookup saves."""
    memo: dict[int, tuple[K, T]] = {}

    def cached(key: K) -> T:
        hit = memo.get(id(key))
        if hit is not None and hit[0] is key:
            return hit[1]
        if len(memo) > 64:
            memo.clear()
        value = fn(key)
        memo[id(key)] = (key, value)  # keeping the key alive keeps its id unique
        return value

    return cached


def _static_techs() -> dict[str, Tech]:
    return {
        t.id: Tech(
            t.id,
            t.name,
            t.aliases,
            t.id,
            t.fact("level"),
            bool(t.fact("government", False)),
            city_limit=t.fact("city_limit", 0),
        )
        for t in data.TECHS
    }


TECH_BASE = _static_techs()
WONDER_BASE = {w.id: Wonder(w.id, w.name, w.aliases, w.id, w.fact("harvest", 1)) for w in data.WONDERS}
TECH_SLOTS = tuple(f"tech-card-{i}" for i in range(1, data.COUNTS["tech_slots"] + 1))
WONDER_SLOTS = tuple(f"wonder-card-{i}" for i in range(1, data.COUNTS["wonder_slots"] + 1))


def _entries(items: tuple[data.Item, ...]) -> tuple[Entry, ...]:
    return tuple(Entry(i.id, i.name, i.aliases) for i in items)


RELICS = Catalogue("relic", _entries(data.RELICS))
POLICIES = Catalogue("policy", _entries(data.POLICIES))
RESOURCES = Catalogue("resource", _entries(data.RESOURCES))
UNITS = Catalogue("unit", _entries(data.UNITS))
RELIC_FACTS = {r.id: r for r in data.RELICS}
BUILDING_FACTS = {b.id: b for b in data.BUILDINGS}
PERSON_FACTS = {p.id: p for p in data.PERSONS}
GOVERNMENT_FACTS = {g.id: g for g in data.GOVERNMENTS}


@by_identity
def _parts(added: tuple[Added, ...]) -> dict[str, tuple[Added, ...]]:
    """The table's entries by catalogue: a catalogue is rebuilt only when its own entries change."""
    out: dict[str, tuple[Added, ...]] = {"tech": (), "wonder": (), "building": (), "person": ()}
    for a in added:
        out[a.catalogue] = out.get(a.catalogue, ()) + (a,)
    return out


@by_identity
def techs(added: tuple[Added, ...]) -> dict[str, Tech]:
    """Every tech: the rulebook's, with the facts the table gave for those it leaves open, and the table's own."""
    return _techs(_parts(added)["tech"])


@lru_cache(maxsize=32)
def _techs(added: tuple[Added, ...]) -> dict[str, Tech]:
    out = dict(TECH_BASE)
    for a in added:
        old = out.get(a.id)
        out[a.id] = Tech(
            a.id,
            a.name,
            old.aliases if old else (),
            old.kind if old else a.slot,
            a.level,
            a.government or (old.government if old else False),
            a.movement,
            a.upgrade,
            a.obsoletes,
            old.city_limit if old else 0,
        )
    return out


@by_identity
def tech_by_kind(added: tuple[Added, ...]) -> dict[str, Tech]:
    """Techs by the ledger kind of their card."""
    return _tech_by_kind(_parts(added)["tech"])


@lru_cache(maxsize=32)
def _tech_by_kind(added: tuple[Added, ...]) -> dict[str, Tech]:
    return {t.kind: t for t in _techs(added).values()}


@by_identity
def tech_catalogue(added: tuple[Added, ...]) -> Catalogue:
    """The tech catalogue."""
    return _tech_catalogue(_parts(added)["tech"])


@lru_cache(maxsize=32)
def _tech_catalogue(added: tuple[Added, ...]) -> Catalogue:
    return Catalogue("tech", tuple(Entry(t.id, t.name, t.aliases) for t in _techs(added).values()))


@by_identity
def wonders(added: tuple[Added, ...]) -> dict[str, Wonder]:
    """Every wonder: the rulebook's and the table's."""
    return _wonders(_parts(added)["wonder"])


@lru_cache(maxsize=32)
def _wonders(added: tuple[Added, ...]) -> dict[str, Wonder]:
    out = dict(WONDER_BASE)
    for a in added:
        out[a.id] = Wonder(a.id, a.name, (), a.slot)
    return out


@by_identity
def wonder_by_kind(added: tuple[Added, ...]) -> dict[str, Wonder]:
    """Wonders by the ledger kind of their card."""
    return {w.kind: w for w in wonders(added).values()}


@by_identity
def wonder_catalogue(added: tuple[Added, ...]) -> Catalogue:
    """The wonder catalogue."""
    return _wonder_catalogue(_parts(added)["wonder"])


@lru_cache(maxsize=32)
def _wonder_catalogue(added: tuple[Added, ...]) -> Catalogue:
    return Catalogue("wonder", tuple(Entry(w.id, w.name, w.aliases) for w in _wonders(added).values()))


def _added(added: tuple[Added, ...]) -> tuple[Entry, ...]:
    return tuple(Entry(a.id, a.name) for a in added)


@by_identity
def building_catalogue(added: tuple[Added, ...]) -> Catalogue:
    """The building catalogue."""
    return _building_catalogue(_parts(added)["building"])


@lru_cache(maxsize=32)
def _building_catalogue(added: tuple[Added, ...]) -> Catalogue:
    return Catalogue("building", _entries(data.BUILDINGS) + _added(added))


@by_identity
def person_catalogue(added: tuple[Added, ...]) -> Catalogue:
    """The great-person catalogue."""
    return _person_catalogue(_parts(added)["person"])


@lru_cache(maxsize=32)
def _person_catalogue(added: tuple[Added, ...]) -> Catalogue:
    return Catalogue("great person", _entries(data.PERSONS) + _added(added))


@by_identity
def government_catalogue(added: tuple[Added, ...]) -> Catalogue:
    """Governments: the rulebook's and those of techs the table added as governments."""
    return _government_catalogue(_parts(added)["tech"])


@lru_cache(maxsize=32)
def _government_catalogue(added: tuple[Added, ...]) -> Catalogue:
    entries = list(_entries(data.GOVERNMENTS))
    taken = {fold(key) for e in entries for key in (e.id, e.label, *e.aliases)}
    for t in _techs(added).values():
        # A tech named like a government already listed (Republic) is that government.
        if t.government and fold(t.id) not in taken and fold(t.name) not in taken:
            entries.append(Entry(t.id, t.name))
            taken.update((fold(t.id), fold(t.name)))
    return Catalogue("government", tuple(entries))


def government_tech(government: str, added: tuple[Added, ...]) -> str:
    """The tech a government needs ('' for Despotism)."""
    item = GOVERNMENT_FACTS.get(government)
    if item is not None:
        return str(item.fact("tech", ""))
    return government  # a government the table added is its tech's id


@by_identity
def item_catalogue(added: tuple[Added, ...]) -> Catalogue:
    """What a city can build: figures, unit cards, buildings, wonders."""
    parts = _parts(added)
    return _item_catalogue(parts["building"], parts["wonder"])


@lru_cache(maxsize=32)
def _item_catalogue(buildings: tuple[Added, ...], wonders: tuple[Added, ...]) -> Catalogue:
    return Catalogue(
        "item", FIGURES + UNITS.entries + _building_catalogue(buildings).entries + _wonder_catalogue(wonders).entries
    )


def item_sort(item: str, added: tuple[Added, ...]) -> str:
    """``figure``, ``unit``, ``building`` or ``wonder``."""
    if item in ("army", "settler"):
        return "figure"
    if item in UNITS:
        return "unit"
    if item in wonders(added):
        return "wonder"
    return "building"


@lru_cache(maxsize=64)
def _city_catalogue(names: tuple[tuple[str, str, tuple[str, ...]], ...]) -> Catalogue:
    taken = {fold(key) for city_id, name, _ in names for key in (city_id, name)}
    entries = []
    for city_id, name, aliases in names:
        # A player called like another civilization ("Rome capital") keeps only the names that are free.
        free = tuple(a for a in aliases if fold(a) not in taken)
        taken.update(fold(a) for a in free)
        entries.append(Entry(city_id, name, free))
    return Catalogue("city", tuple(entries))


def city_catalogue(cities: tuple[City, ...]) -> Catalogue:
    """The cities on the map (cached on their names: buildings going up do not rebuild it)."""
    return _city_catalogue(tuple((c.id, c.name, c.aliases) for c in cities))


def name_of(catalogue: Catalogue, entry_id: str) -> str:
    """An entry's display name (its id when the catalogue lacks it)."""
    entry = catalogue.get(entry_id)
    return entry.label if entry is not None else entry_id

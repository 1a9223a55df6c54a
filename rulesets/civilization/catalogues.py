"""What a field may name, and the facts rules read: the session's kit plus what the table added.

Every printed thing (tech, government, wonder, building, unit, relic, great
person, policy, resource, civilization) comes from the kit (``ctx.kit``);
the table adds what its kit lacks with an explicit action (``add-tech``,
``add-wonder``...), kept in the state as ``Added`` entries. A ``Book`` joins
the two once per kit and per list of additions: every parse (replay
included) asks for catalogues, so they are never rebuilt per event.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engine.i18n import N_, tr, translations
from engine.kits import UNKNOWN, Kit
from engine.names import Catalogue, Entry, fold
from engine.state import Context
from rulesets.civilization import data
from rulesets.civilization.kit import ERAS, FIGURES, entries, shipped
from rulesets.civilization.naming import Named, by_surname
from rulesets.civilization.state import Added, City

#: What the catalogues are called when a name is not found ("no relic 'Ark'"); tech, wonder, building,
#: government and city are said elsewhere too.
KINDS = (N_("great person"), N_("item"), N_("relic"), N_("policy"), N_("resource"), N_("unit"), N_("civilization"))
#: Blank cards for techs and wonders the shipped kit lacks (one tech card per player each).
TECH_SLOTS = tuple(f"tech-card-{i}" for i in range(1, data.COUNTS["tech_slots"] + 1))
WONDER_SLOTS = tuple(f"wonder-card-{i}" for i in range(1, data.COUNTS["wonder_slots"] + 1))
PERSON_SLOTS = tuple(f"person-card-{i}" for i in range(1, data.COUNTS["person_slots"] + 1))
#: What a refusal of a name a catalogue does not list adds: how the table lists one its cards print.
ADDING = {
    "tech": N_("a tech the kit does not list is added once with add-tech"),
    "wonder": N_("a wonder the kit does not list is added once with add-wonder"),
    "building": N_("a building the kit does not list is added once with add-building"),
    "person": N_("a great person the kit does not list is added once with add-person"),
}


@dataclass(frozen=True)
class Tech:
    """A tech card and what it unlocks; None: the kit does not know yet.

    Attributes:
        kind: The ledger kind of its card ('' when no card is left for it).
        obsoletes: Eras of the wonders it can make obsolete (empty: none; None: unknown).
    """

    id: str
    name: str
    kind: str
    level: int | None = None
    government: str = ""
    building: str = ""
    upgrades: tuple[str, ...] = ()
    rank: int = 0
    units: tuple[str, ...] = ()
    movement: int = 0
    city_limit: int = 0
    obsoletes: tuple[str, ...] | None = None
    coins: int = 0


@dataclass(frozen=True)
class Wonder:
    """A wonder card; ``kind`` is the ledger kind of its card."""

    id: str
    name: str
    kind: str
    era: str | None = None
    cost: int | None = None
    discount_tech: str = ""
    discount_cost: int | None = None
    harvest: int = 1


def _get(entry: Mapping[str, Any], key: str, default: Any = None) -> Any:
    value = entry.get(key, default)
    return default if value == UNKNOWN else value


def _tech(entry: Mapping[str, Any], kind: str) -> Tech:
    obsoletes = entry.get("obsoletes", ())
    return Tech(
        entry["id"],
        entry["name"],
        kind,
        _get(entry, "level"),
        _get(entry, "government", ""),
        _get(entry, "building", ""),
        tuple(_get(entry, "upgrades", ())),
        _get(entry, "rank", 0),
        tuple(_get(entry, "units", ())),
        _get(entry, "movement", 0),
        _get(entry, "city_limit", 0),
        None if obsoletes == UNKNOWN else tuple(obsoletes),
        _get(entry, "coins", 0),
    )


def _wonder(entry: Mapping[str, Any], kind: str) -> Wonder:
    return Wonder(
        entry["id"],
        entry["name"],
        kind,
        _get(entry, "era"),
        _get(entry, "cost"),
        _get(entry, "discount_tech", ""),
        _get(entry, "discount_cost"),
        _get(entry, "harvest", 1),
    )


def _cards(ids: list[str], shipped_ids: set[str], slots: tuple[str, ...]) -> tuple[dict[str, str], tuple[str, ...]]:
    """Ledger kinds: a shipped entry has its own card; any other takes a blank one, in kit order."""
    extra = [i for i in ids if i not in shipped_ids]
    kinds = {i: i for i in ids if i in shipped_ids}
    kinds.update(zip(extra, slots, strict=False))
    return kinds, slots[len(extra) :]


@dataclass
class Book:
    """The facts and catalogues of one kit with one list of the table's additions.

    Attributes:
        free_tech_slots: Blank tech cards neither the kit nor the table uses.
        free_wonder_slots: Blank wonder cards likewise.
        free_person_slots: Blank great person cards likewise.
        persons: The ledger kind of each great person's card, by id ('' for one added before persons were cards).
    """

    kit: Kit
    added: tuple[Added, ...]
    techs: dict[str, Tech] = field(default_factory=dict)
    wonders: dict[str, Wonder] = field(default_factory=dict)
    free_tech_slots: tuple[str, ...] = ()
    free_wonder_slots: tuple[str, ...] = ()
    free_person_slots: tuple[str, ...] = ()
    persons: dict[str, str] = field(default_factory=dict)
    catalogues: dict[str, Catalogue] = field(default_factory=dict)

    def __post_init__(self) -> None:
        kit, base = self.kit, shipped()
        tech_ids = [e["id"] for e in kit.entries("techs")]
        kinds, free = _cards(tech_ids, {e["id"] for e in base.entries("techs")}, TECH_SLOTS)
        self.techs = {e["id"]: _tech(e, kinds.get(e["id"], "")) for e in kit.entries("techs")}
        wonder_ids = [e["id"] for e in kit.entries("wonders")]
        wonder_kinds, free_wonders = _cards(wonder_ids, {e["id"] for e in base.entries("wonders")}, WONDER_SLOTS)
        self.wonders = {e["id"]: _wonder(e, wonder_kinds.get(e["id"], "")) for e in kit.entries("wonders")}
        person_ids = [e["id"] for e in kit.entries("persons")]
        self.persons, free_persons = _cards(person_ids, {e["id"] for e in base.entries("persons")}, PERSON_SLOTS)
        self.persons.update({a.id: a.slot for a in self.added if a.catalogue == "person"})
        used = {a.slot for a in self.added}
        self.free_tech_slots = tuple(s for s in free if s not in used)
        self.free_wonder_slots = tuple(s for s in free_wonders if s not in used)
        self.free_person_slots = tuple(s for s in free_persons if s not in used)
        extra: dict[str, list[Entry]] = {"tech": [], "wonder": [], "building": [], "person": []}
        for a in self.added:
            if a.catalogue == "tech":
                self._add_tech(a, extra["tech"])
            elif a.catalogue == "wonder":
                self.wonders[a.id] = Wonder(a.id, a.name, a.slot)
                extra["wonder"].append(Entry(a.id, a.name))
            else:
                extra[a.catalogue].append(Entry(a.id, a.name))
        sections = {"tech": "techs", "wonder": "wonders", "building": "buildings", "person": "persons"}
        for name, section in sections.items():
            kind = "great person" if name == "person" else name
            listed = kit.catalogue(section, kind)
            entries = listed.entries + tuple(extra[name])
            if name == "person":
                entries = by_surname(entries)
            # A name the kit does not list ("bronze") has no close name to offer: the refusal says how to list it.
            self.catalogues[name] = Named(kind, entries, missing=ADDING[name])
        self.catalogues["government"] = self._governments()
        self.catalogues["item"] = Named(
            "item",
            FIGURES
            + kit.catalogue("units", "unit").entries
            + self.catalogues["building"].entries
            + self.catalogues["wonder"].entries,
        )
        self.by_kind = {t.kind: t for t in self.techs.values() if t.kind}
        self.wonder_by_kind = {w.kind: w for w in self.wonders.values() if w.kind}
        self.person_by_kind = {kind: ident for ident, kind in self.persons.items() if kind}

    def _add_tech(self, a: Added, extra: list[Entry]) -> None:
        old = self.techs.get(a.id)
        # What the table gives fills what the kit leaves unknown; the kit's printed facts stay.
        self.techs[a.id] = Tech(
            a.id,
            old.name if old else a.name,
            old.kind if old else a.slot,
            old.level if old and old.level is not None else a.level,
            (old.government if old else "") or (a.id if a.government else ""),
            old.building if old else "",
            (old.upgrades if old else ()) or ((a.upgrade,) if a.upgrade else ()),
            (old.rank if old else 0) or (a.rank if a.upgrade else 0),
            old.units if old else (),
            (old.movement if old else 0) or a.movement,
            old.city_limit if old else 0,
            old.obsoletes if old and old.obsoletes is not None else (ERAS if a.obsoletes else ()),
            old.coins if old else 0,
        )
        if old is None:
            extra.append(Entry(a.id, a.name))

    def _governments(self) -> Catalogue:
        listed = self.kit.catalogue("governments", "government").entries
        taken = {fold(key) for e in listed for key in (e.id, e.label, *e.aliases)}
        more = []
        for a in self.added:
            # A tech the table added as a government is that government (its id is the tech's).
            if a.catalogue == "tech" and a.government and not {fold(a.id), fold(a.name)} & taken:
                more.append(Entry(a.id, a.name))
                taken.update((fold(a.id), fold(a.name)))
        return Catalogue("government", listed + tuple(more)) if more else self.kit.catalogue("governments")

    def government_tech(self, government: str) -> str:
        """The tech a government needs ('' for one every civilization has at the start)."""
        found = self.kit.entry("governments", government)
        if found is None:
            return government  # a government the table added is its tech's id
        return str(_get(found, "tech", ""))

    def item_sort(self, item: str) -> str:
        """``figure``, ``unit``, ``building`` or ``wonder``."""
        if item in ("army", "settler"):
            return "figure"
        if self.kit.entry("units", item) is not None:
            return "unit"
        return "wonder" if item in self.wonders else "building"


_BOOKS: dict[tuple[int, int], Book] = {}


def book_of(kit: Kit, added: tuple[Added, ...]) -> Book:
    """The book of a kit and additions, cached on their identity (states share both until they change)."""
    key = (id(kit), id(added))
    found = _BOOKS.get(key)
    if found is not None and found.kit is kit and found.added is added:
        return found
    if len(_BOOKS) > 64:
        _BOOKS.clear()
    made = _BOOKS[key] = Book(kit, added)  # the book keeps both alive, so their ids stay theirs
    return made


def book(ctx: Context) -> Book:
    """The book of a context: its kit and the table's additions."""
    return book_of(ctx.kit, ctx.game.added)


def fact(ctx: Context, section: str, ident: str, key: str, default: Any = None) -> Any:
    """One fact of the kit, or ``default`` while unknown or absent."""
    value = ctx.kit.known(section, ident, key)
    return default if value is None else value


def kit_catalogue(ctx: Context, section: str, kind: str) -> Catalogue:
    """A section of the kit the table never adds to (relics, policies, resources, units)."""
    return ctx.kit.catalogue(section, kind)


def shipped_entries(section: str) -> tuple[Entry, ...]:
    """The shipped kit's entries of a section: the components every session declares."""
    return entries(shipped(), section)


@lru_cache(maxsize=64)
def _city_catalogue(names: tuple[tuple[str, str, tuple[str, ...]], ...]) -> Catalogue:
    taken = {fold(key) for city_id, name, _ in names for key in (city_id, name)}
    out = []
    for city_id, name, aliases in names:
        # A player called like another civilization ("Rome capital") keeps only the names that are free.
        free = tuple(a for a in aliases if fold(a) not in taken)
        taken.update(fold(a) for a in free)
        out.append(Entry(city_id, name, free))
    return Named("city", tuple(out))


def city_catalogue(cities: tuple[City, ...]) -> Catalogue:
    """The cities on the map, named in the language spoken (a capital's name as founded still answers);
    cached on their names: buildings going up do not rebuild it."""
    names = []
    for city in cities:
        shown = city_name(city)
        aliases = city.aliases if shown == city.name else (city.name, *city.aliases)
        faction, _, tail = city.id.rpartition("-")
        if tail == "capital" and faction:
            # A capital also answers to its civilization's name in either language (play-test 9: město=řím).
            said = (faction.capitalize(), *translations(faction.capitalize()))
            aliases = (*aliases, *(a for a in said if a not in aliases))
        names.append((city.id, shown, aliases))
    return _city_catalogue(tuple(names))


def capital_name(faction: str) -> str:
    """``China capital`` (its civilization's name in the language spoken: ``Hlavní město (Čína)``)."""
    return tr("{civilization} capital").format(civilization=tr(faction.capitalize()))


def city_name(city: City) -> str:
    """A city's name as people read it: a capital's in the language spoken, any other as founded."""
    faction, _, tail = city.id.rpartition("-")
    if tail == "capital" and city.name == f"{faction.capitalize()} capital":
        return capital_name(faction)
    return city.name


def name_of(catalogue: Catalogue, entry_id: str) -> str:
    """An entry's display name in the language spoken (its id when the catalogue lacks it)."""
    entry = catalogue.get(entry_id)
    return tr(entry.label) if entry is not None else entry_id

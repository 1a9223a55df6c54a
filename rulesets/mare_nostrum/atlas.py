"""The board as the app knows it: the session's kit, plus what the table told during play.

The kit (``ctx.kit``) holds the printed board as far as anyone has described
it; ``Learned`` holds what the table said in this session (a province or sea
zone added, a border, the symbols and sites printed somewhere, the good under
a caravan). ``Atlas`` merges the two and answers the rules' questions: a
border is known, known not to be there, or unknown (``None``), and the rules
ask the table once for what is unknown. An atlas is built once per kit and
``Learned`` (replay asks for it on every event) and compares by those two.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import cache

from engine.gamedata import shipped_text
from engine.i18n import N_, tr
from engine.kits import Kit, loads
from engine.made_once import MadeOnce
from engine.names import Catalogue, Entry, fold
from rulesets.mare_nostrum.kit import KIT, listed


@dataclass(frozen=True)
class Learned:
    """What the table told the app during play, in the order told.

    Attributes:
        provinces: Provinces added, as (id, name).
        seas: Sea zones added, as (id, name).
        borders: Borders recorded between any two places (provinces or sea zones).
        printed: (province, complete goods or None, sites or None) told with ``printed``/``add-province``.
        seen: (province, good, n): at least n symbols of the good are printed there (caravans stood on them).
        started: (province, good): the symbol a preset caravan with no choice of symbol stands on (play-test 8:
            Cyrene's caravan was asked again on the second evening).
    """

    provinces: tuple[tuple[str, str], ...] = ()
    seas: tuple[tuple[str, str], ...] = ()
    borders: frozenset[frozenset[str]] = frozenset()
    printed: tuple[tuple[str, tuple[str, ...] | None, int | None], ...] = ()
    seen: tuple[tuple[str, str, int], ...] = ()
    started: tuple[tuple[str, str], ...] = ()

    def saw(self, pid: str, good: str, n: int) -> Learned:
        """With at least ``n`` symbols of ``good`` known in ``pid``."""
        if any(p == pid and g == good and k >= n for p, g, k in self.seen):
            return self
        rest = tuple(s for s in self.seen if (s[0], s[1]) != (pid, good))
        return replace(self, seen=(*rest, (pid, good, n)))

    def started_on(self, pid: str, good: str) -> Learned:
        """With one more preset caravan of ``pid`` known to stand on a ``good`` symbol."""
        return replace(self, started=(*self.started, (pid, good)))


@dataclass(frozen=True)
class Land:
    """A province as printed, as far as known.

    Attributes:
        id: The province catalogue's id.
        name: As printed.
        capital: Civilization whose capital it is (None: no capital).
        sites: City sites (None while unknown).
        goods: Every goods symbol, one per symbol (None while the full list is unknown).
        seen: Symbols known to be printed there (all of ``goods`` once that is known).
        coastal: Whether it touches a sea zone (None while unknown).
    """

    id: str
    name: str
    capital: str | None = None
    sites: int | None = None
    goods: tuple[str, ...] | None = None
    seen: tuple[str, ...] = ()
    coastal: bool | None = None


@dataclass(frozen=True)
class Water:
    """A sea zone and the provinces known on its coasts.

    Attributes:
        id: The sea catalogue's id.
        printed: Its name as the kit or the table gave it (``name`` is the one people read).
        coasts: Provinces known on its coasts.
    """

    id: str
    printed: str
    coasts: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        """The zone's name in the language spoken."""
        return tr(self.printed)


def _merge_seen(known: Iterable[str], more: Iterable[tuple[str, int]]) -> tuple[str, ...]:
    counts: dict[str, int] = {}
    for good in known:
        counts[good] = counts.get(good, 0) + 1
    for good, n in more:
        counts[good] = max(counts.get(good, 0), n)
    return tuple(g for g, n in counts.items() for _ in range(n))


@dataclass(frozen=True, eq=False)
class Atlas:
    """The kit and what the table told, merged (see the module's docstring)."""

    kit: Kit
    learned: Learned
    digest: int = 0
    lands: dict[str, Land] = field(default_factory=dict)
    waters: dict[str, Water] = field(default_factory=dict)
    # Each place's known borders, and whether that list is the complete one.
    _edges: dict[str, set[str]] = field(default_factory=dict)
    _complete: dict[tuple[str, str], bool] = field(default_factory=dict)

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        return isinstance(other, Atlas) and self.learned == other.learned and self.kit == other.kit

    def __hash__(self) -> int:
        return self.digest  # the learned facts' hash, taken once: states look provinces up on every event

    # -- questions the rules ask ----------------------------------------------------

    def is_sea(self, place: str) -> bool:
        """Whether a place id is a sea zone."""
        return place in self.waters

    def name(self, place: str) -> str:
        """A province's or sea zone's name, in the language spoken."""
        land = self.lands.get(place)
        if land is not None:
            return tr(land.name)
        water = self.waters.get(place)
        return water.name if water is not None else place

    def neighbours(self, pid: str) -> set[str]:
        """Provinces known to border ``pid`` by land."""
        return {p for p in self._edges.get(pid, set()) if p not in self.waters}

    def seas_of(self, pid: str) -> set[str]:
        """Sea zones known on a province's coast."""
        return {s for s in self._edges.get(pid, set()) if s in self.waters}

    def coasts(self, sid: str) -> set[str]:
        """Provinces known on a sea zone's coasts."""
        return {p for p in self._edges.get(sid, set()) if p not in self.waters}

    def sea_neighbours(self, sid: str) -> set[str]:
        """Sea zones known to border a sea zone."""
        return {s for s in self._edges.get(sid, set()) if s in self.waters}

    def border(self, a: str, b: str) -> bool | None:
        """Whether two places border each other: True, False, or None while the kit cannot tell."""
        if b in self._edges.get(a, set()):
            return True
        kind = "sea" if self.is_sea(b) else "land"
        other = "sea" if self.is_sea(a) else "land"
        if self._complete.get((a, kind)) or self._complete.get((b, other)):
            return False
        return None

    def capital(self, civ: str) -> str | None:
        """The province that is a civilization's capital."""
        return next((land.id for land in self.lands.values() if land.capital == civ), None)

    @property
    def province_catalogue(self) -> Catalogue:
        """Every province, by its printed name and aliases."""
        return _catalogues(self.kit, self.learned.provinces, self.learned.seas)[0]

    @property
    def sea_catalogue(self) -> Catalogue:
        """Every sea zone."""
        return _catalogues(self.kit, self.learned.provinces, self.learned.seas)[1]

    @property
    def place_catalogue(self) -> Catalogue:
        """Provinces and sea zones together."""
        return _catalogues(self.kit, self.learned.provinces, self.learned.seas)[2]


_Added = tuple[tuple[str, str], ...]
_CATALOGUES: MadeOnce[Kit, tuple[Catalogue, Catalogue, Catalogue]] = MadeOnce(64)


def _catalogues(kit: Kit, provinces: _Added, seas: _Added) -> tuple[Catalogue, Catalogue, Catalogue]:
    # Names change only when a place is added: caravans and borders told leave the catalogues as they are.
    return _CATALOGUES.get(kit, lambda: _named(kit, provinces, seas), provinces, seas)


def _named(kit: Kit, provinces: _Added, seas: _Added) -> tuple[Catalogue, Catalogue, Catalogue]:
    lands = kit.catalogue("provinces").entries + tuple(Entry(i, n) for i, n in provinces)
    waters = kit.catalogue("seas").entries + tuple(Entry(i, n) for i, n in seas)
    # A name the kit does not hold, while it lacks places, may be one printed on the board: the refusal
    # says how the table adds it (play-test: "no province 'Massilia'" was a dead end).
    land, water = _lacks(kit, "provinces", lands), _lacks(kit, "seas", waters)
    either = _ADD_PLACE if land and water else _ADD_PROVINCE if land else _ADD_SEA if water else ""
    lands, waters = _initials(lands, waters)
    return (
        Catalogue(N_("province"), lands, _ADD_PROVINCE if land else ""),
        Catalogue(N_("sea zone"), waters, _ADD_SEA if water else ""),
        Catalogue(N_("province or sea zone"), lands + waters, either),
    )


def _initials(lands: tuple[Entry, ...], waters: tuple[Entry, ...]) -> tuple[tuple[Entry, ...], tuple[Entry, ...]]:
    """The places answering to their words' initials too (``nor`` for North of Rome), as the kit walk takes them
    (play-test 5: ``province=nor`` in ``act`` was answered "North of Athens or Rome"): only where one place has
    them and no place is called so."""
    taken = {fold(k) for e in lands + waters for k in (e.id, e.name or e.id, *e.aliases)}

    def initials(entry: Entry) -> str:
        words = (entry.name or entry.id).replace("-", " ").split()
        return "".join(w[0] for w in words).lower() if len(words) > 1 else ""

    counts = Counter(initials(e) for e in lands + waters)

    def named(entries: tuple[Entry, ...]) -> tuple[Entry, ...]:
        out = []
        for entry in entries:
            short = initials(entry)
            if short and counts[short] == 1 and fold(short) not in taken:
                entry = replace(entry, aliases=(*entry.aliases, short))
            elif short and counts[short] > 1 and fold(short) not in taken:
                # Initials two places share (play-test 7: ``woc``) start a longer alias of each, the last word
                # whole (``wocyrene``): the shared start is answered with both names, not "no province".
                words = (entry.name or entry.id).replace("-", " ").split()
                longer = fold(short[:-1] + words[-1])
                if longer not in taken:
                    entry = replace(entry, aliases=(*entry.aliases, longer))
            out.append(entry)
        return tuple(out)

    return named(lands), named(waters)


_ADD_PROVINCE = N_("a province the kit does not know yet is added once with add-province")
_ADD_SEA = N_("a sea zone the kit does not know yet is added once with add-sea")
_ADD_PLACE = N_("a place the kit does not know yet is added once with add-province or add-sea")


def _lacks(kit: Kit, section: str, entries: tuple[Entry, ...]) -> bool:
    """Whether the board may have more places of a section than the kit and the table's additions hold."""
    expected = kit.counts.get(section)
    return expected is None or len(entries) < expected


@dataclass(frozen=True)
class _Base:
    """What a kit alone says, parsed once per kit: every learned fact starts from it."""

    edges: dict[str, frozenset[str]]
    complete: dict[tuple[str, str], bool]
    waters: dict[str, str]
    lands: dict[str, Land]
    kit_goods: dict[str, tuple[str, ...]]


_BASES: MadeOnce[Kit, _Base] = MadeOnce(16)
#: Which kind of border each list names: land (provinces) or sea (sea zones).
_KINDS = {
    ("provinces", "neighbours"): "land",
    ("provinces", "seas"): "sea",
    ("seas", "coasts"): "land",
    ("seas", "neighbours"): "sea",
}


def _base(kit: Kit) -> _Base:
    return _BASES.get(kit, lambda: _indexed(kit))


def _indexed(kit: Kit) -> _Base:
    edges: dict[str, set[str]] = {}
    complete: dict[tuple[str, str], bool] = {}
    for (section, key), kind in _KINDS.items():
        for entry in kit.entries(section):
            items, whole = listed(entry.get(key))
            edges.setdefault(entry["id"], set()).update(items)
            complete[(entry["id"], kind)] = whole
    waters = {str(e["id"]): str(e["name"]) for e in kit.entries("seas")}
    lands, kit_goods = {}, {}
    for e in kit.entries("provinces"):
        pid = str(e["id"])
        goods, whole = listed(e.get("goods"))
        kit_goods[pid] = tuple(goods)
        sites, coastal, capital = e.get("sites"), e.get("coastal"), e.get("capital")
        lands[pid] = Land(
            pid,
            str(e["name"]),
            capital if isinstance(capital, str) else None,
            sites if isinstance(sites, int) else None,
            tuple(goods) if whole else None,
            tuple(goods),
            coastal if isinstance(coastal, bool) else None,
        )
    return _Base({k: frozenset(v) for k, v in edges.items()}, complete, waters, lands, kit_goods)


def _grows(before: Learned, after: Learned) -> bool:
    """Whether ``after`` is ``before`` with facts added (then an atlas is extended, not rebuilt)."""
    return (
        after.provinces[: len(before.provinces)] == before.provinces
        and after.seas[: len(before.seas)] == before.seas
        and before.borders <= after.borders
    )


def _build(kit: Kit, learned: Learned, previous: Atlas | None = None) -> Atlas:
    # A fact told during play extends the atlas before it: replay stays linear in the facts told.
    base = _base(kit)
    atlas = Atlas(kit, learned, hash(learned))
    edges = atlas._edges
    if previous is not None and previous.kit is kit and _grows(previous.learned, learned):
        before = previous.learned
        edges.update((k, set(v)) for k, v in previous._edges.items())
        atlas._complete.update(previous._complete)
        atlas.lands.update(previous.lands)
        atlas.waters.update(previous.waters)
        touched: set[str] = set()
    else:
        before = Learned()
        edges.update((k, set(v)) for k, v in base.edges.items())
        atlas._complete.update(base.complete)
        atlas.lands.update(base.lands)
        atlas.waters.update((sid, Water(sid, name)) for sid, name in base.waters.items())
        touched = set(base.waters)
    added = learned.provinces[len(before.provinces) :]
    for sid, name in learned.seas[len(before.seas) :]:
        edges.setdefault(sid, set())
        atlas.waters[sid] = Water(sid, name)
        touched.add(sid)
    for pid, _ in added:
        edges.setdefault(pid, set())
    touched |= {p for p, _, _ in set(learned.printed) - set(before.printed)}
    touched |= {p for p, _, _ in set(learned.seen) - set(before.seen)}
    for a, b in (tuple(pair) for pair in learned.borders - before.borders):
        edges[a].add(b)
        edges[b].add(a)
        touched |= {a, b}
    for sid in touched & atlas.waters.keys():
        atlas.waters[sid] = Water(sid, atlas.waters[sid].printed, tuple(sorted(atlas.coasts(sid))))
    names = dict(learned.provinces)
    printed = {pid: (goods, sites) for pid, goods, sites in learned.printed}
    for pid in (*(p for p, _ in added), *sorted(touched - atlas.waters.keys() - set(names))):
        old = base.lands.get(pid) or Land(pid, names.get(pid, pid))
        atlas.lands[pid] = _learned_land(atlas, old, base.kit_goods.get(pid, ()), printed.get(pid, (None, None)))
    for pid in touched & set(names) - {p for p, _ in added}:
        atlas.lands[pid] = _learned_land(atlas, Land(pid, names[pid]), (), printed.get(pid, (None, None)))
    return atlas


def _learned_land(
    atlas: Atlas, old: Land, kit_goods: tuple[str, ...], told: tuple[tuple[str, ...] | None, int | None]
) -> Land:
    goods = told[0] if told[0] is not None else old.goods
    sites = told[1] if told[1] is not None else old.sites
    more = [(g, n) for p, g, n in atlas.learned.seen if p == old.id]
    seen = goods if goods is not None else _merge_seen(kit_goods, more)
    coastal = old.coastal
    if atlas.seas_of(old.id):
        coastal = True
    elif atlas._complete.get((old.id, "sea")):
        coastal = False
    return Land(old.id, old.name, old.capital, sites, goods, seen, coastal)


_ATLASES: dict[tuple[int, Learned], Atlas] = {}


def atlas_for(kit: Kit, learned: Learned, previous: Atlas | None = None) -> Atlas:
    """The atlas of a kit and what was learned, built once (the cache keeps the kit alive, so ids stay unique).

    Args:
        kit: The session's kit.
        learned: What the table told.
        previous: The atlas before the latest fact, to extend rather than rebuild.
    """
    key = (id(kit), learned)
    found = _ATLASES.get(key)
    if found is None or found.kit is not kit:
        if len(_ATLASES) > 256:
            _ATLASES.clear()
        found = _ATLASES[key] = _build(kit, learned, previous)
    return found


@cache
def shipped_names() -> dict[str, str]:
    """Names of the shipped kit's places, for labels that have no session at hand."""
    kit = loads(shipped_text(__package__ or "", "kit.toml"), KIT, "mare-nostrum", "kit.toml", "shipped")
    return {str(e["id"]): str(e["name"]) for section in ("provinces", "seas") for e in kit.entries(section)}

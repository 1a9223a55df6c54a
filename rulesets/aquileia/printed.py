"""The printed facts in force: the session's kit, with what the table entered during play.

The rules read the board's printed facts here, never from their own files:
the Arena's and the Stadium's spaces (joined to the spaces every board has
into one ``Board``), the Forum's tiles and Pecunia's rates. A fact the kit
does not know and the table entered (a space added, a tile's price, a rate
used) is kept in the state (``State.learned``) and read as if printed; the
kit's own facts win over it. ``learned_kit`` writes both out for the next
game. Everything is built once per kit and set of learned facts, since
replay asks for it on every event.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from engine.i18n import N_, language
from engine.kits import UNKNOWN, Kit
from engine.made_once import MadeOnce
from engine.names import Catalogue, Entry
from engine.state import Context
from rulesets.aquileia.catalogues import SPACE_NAMES, TIE, TIE_ALIASES, made_aliases, space_label, space_said
from rulesets.aquileia.data import AREA_ORDER, AREAS
from rulesets.aquileia.kit import SECTIONS
from rulesets.aquileia.state import Fact, State
from rulesets.aquileia.words import AREA_NAMES

#: The areas whose spaces are printed facts (their kit sections have the same names).
CONTESTS = ("arena", "stadium")
Facts = Mapping[str, Any]


#: The paid Portus spaces by their metal's adjective, as a Czech table names them (``portus-stříbrný``).
CZECH_PORTUS: dict[str, tuple[str, ...]] = {
    f"portus-{metal}": (f"portus-{adjective}", f"portus {adjective}", f"{adjective} portus")
    for metal, adjective in (("bronze", "bronzový"), ("silver", "stříbrný"), ("gold", "zlatý"))
}


@dataclass(frozen=True)
class Board:
    """Every action space: the ones the rulebook fixes and the kit's Arena and Stadium spaces.

    Attributes:
        areas: Area id -> its spaces, in the order they act (every area).
        spaces: Every action space, in the order the areas act.
        area_of: Each space's area.
        names: Each space's name (and the tie track's).
        values: The printed strength of each Arena and Stadium space the kit knows.
        sides: The side (gold or silver) of each Stadium space.
        catalogue: The ``space`` catalogue: every space and the tie track.
    """

    areas: Mapping[str, tuple[str, ...]]
    spaces: tuple[str, ...]
    area_of: Mapping[str, str]
    names: Mapping[str, str]
    values: Mapping[str, int]
    sides: Mapping[str, str]
    catalogue: Catalogue
    #: The catalogue in each language spoken but English, made once (``spoken``).
    _spoken: dict[str, Catalogue] = field(default_factory=dict, compare=False, repr=False)

    def spoken(self) -> Catalogue:
        """The ``space`` catalogue naming each space in the language spoken: a space the table added is
        "Stadium zlatá 3" in Czech, in the log and the forms alike, and its kept name still answers (play-test
        7: taught spaces were named in English in Czech)."""
        lang = language()
        if lang == "en":
            return self.catalogue
        found = self._spoken.get(lang)
        if found is None:
            base = self.catalogue
            entries = tuple(
                Entry(e.id, said, (*e.aliases, e.name), e.group)
                if e.id in self.names and (said := self.said(e.id)) != e.label
                else e
                for e in base.entries
            )
            if lang == "cs":  # the paid Portus spaces as a Czech table says them (play-test 11: portus-stříbrný)
                entries = tuple(
                    Entry(e.id, e.name, (*e.aliases, *CZECH_PORTUS[e.id]), e.group) if e.id in CZECH_PORTUS else e
                    for e in entries
                )
            try:
                found = Catalogue(base.kind, entries, base.missing, base.missing_group)
            except ValueError:  # a said name answering to another space too: the kept names alone stay nameable
                found = base
            self._spoken[lang] = found
        return found

    def name(self, space: str) -> str:
        """A space's name as the kit keeps it (English, as saves and kits store it)."""
        return self.names.get(space) or space_label(space)

    def said(self, space: str) -> str:
        """A space's name in sentences, in the language spoken."""
        return space_said(space, self.names.get(space, ""))


@dataclass(frozen=True)
class Printed:
    """The kit's entries with the learned facts merged in.

    Attributes:
        entries: Section -> entry id -> its facts (``"?"`` where still unknown).
        complete: Sections whose every printed entry is listed (the kit's count is reached).
        board: The board's spaces.
        rates: The ``rate`` catalogue: the kit's Pecunia rates and those an exchange stated this game.
    """

    entries: Mapping[str, Mapping[str, Facts]]
    complete: frozenset[str]
    board: Board
    rates: Catalogue
    _spoken: dict[str, Catalogue] = field(default_factory=dict, compare=False, repr=False)

    def spoken_rates(self) -> Catalogue:
        """``rates`` naming each rate in the language spoken and answering to its Czech names (made once a
        language)."""
        from rulesets.aquileia.rate_words import spoken_rates

        lang = language()
        found = self._spoken.get(lang)
        if found is None:
            found = spoken_rates(self.rates, self.section("pecunia"))
            if "pecunia" not in self.complete:
                from rulesets.aquileia.rates import LetteredRates

                found = LetteredRates(found.kind, found.entries, found.missing, found.missing_group)
            self._spoken[lang] = found
        return found

    def section(self, name: str) -> Mapping[str, Facts]:
        """The entries of a section, by id (none when neither the kit nor the table has any)."""
        return self.entries.get(name, {})

    def known(self, section: str, ident: str, key: str) -> Any:
        """A fact, or None while it is unknown."""
        value = self.section(section).get(ident, {}).get(key)
        return None if value == UNKNOWN else value


_CACHE: MadeOnce[Kit, Printed] = MadeOnce()
_BOARDS: MadeOnce[Kit, Board] = MadeOnce()


def printed(ctx: Context) -> Printed:
    """The printed facts at ``ctx``: its kit and the facts its state has learned."""
    state = ctx.game
    return of(ctx.kit, state.learned if isinstance(state, State) else ())


def board(ctx: Context) -> Board:
    """The board's spaces at ``ctx``."""
    return printed(ctx).board


def of(kit: Kit, learned: tuple[Fact, ...] = ()) -> Printed:
    """The printed facts of a kit with learned facts (made once per kit object and facts)."""
    return _CACHE.get(kit, lambda: _printed(kit, learned), learned)


def _printed(kit: Kit, learned: tuple[Fact, ...]) -> Printed:
    entries = merge(kit, learned)
    complete = frozenset(n for n, c in kit.counts.items() if len(kit.entries(n)) >= c) | _told_whole(entries)
    # A tile's price or a rate learned leaves the board as it was: its catalogue is not made again.
    spaces = tuple(f for f in learned if f[0] in CONTESTS)
    board = _BOARDS.get(kit, lambda: _board(entries, whole="stadium" in complete), spaces)
    return Printed(entries, complete, board, _rates(kit, entries.get("pecunia", {})))


def _told_whole(entries: Mapping[str, Mapping[str, Facts]]) -> frozenset[str]:
    """The Pecunia rates, when the table told them all (each keeps how many the board shows: ``rates.OF``)."""
    rates = entries.get("pecunia", {})
    said = [f["of"] for f in rates.values() if isinstance(f.get("of"), int)]
    return frozenset({"pecunia"}) if said and len(rates) >= max(said) else frozenset()


def merge(kit: Kit, learned: tuple[Fact, ...]) -> dict[str, dict[str, dict[str, Any]]]:
    """The kit's entries by section and id, with the learned facts filling what it does not know."""
    out = {name: {e["id"]: dict(e) for e in entries} for name, entries in kit.sections.items()}
    for section, ident, key, value in learned:
        entry = out.setdefault(section, {}).setdefault(ident, {"id": ident})
        if entry.get(key, UNKNOWN) == UNKNOWN:
            entry[key] = value
    return out


def _rates(kit: Kit, rates: Mapping[str, Facts]) -> Catalogue:
    # A rate stated at this table is named as the kit's are from then on: its coins are asked once. Each also
    # answers to the letters ``board=`` takes (``s bb``, ``ss-g``; play-test 9: `rate="s bb"` was refused).
    base = kit.catalogue("pecunia", N_("Pecunia rate"))

    def letters(facts: Mapping[str, Any]) -> tuple[str, ...]:
        return tuple(word for word in _letters(facts) if base.get(word) is None)  # a name the kit gives stays its own

    known = [replace(e, aliases=(*e.aliases, *letters(rates.get(e.id, {})))) for e in base.entries]
    told = [
        Entry(ident, str(facts.get("name") or ident), letters(facts))
        for ident, facts in rates.items()
        if kit.entry("pecunia", ident) is None and base.get(ident) is None and base.get(str(facts.get("name"))) is None
    ]
    try:
        return Catalogue(base.kind, (*known, *told))
    except ValueError:  # two stated rates answering to one name: the kit's alone stay nameable
        return base


#: A coin's letter in the short notation of rates (``z``: the Czech *zlato*, as the teach walk takes it).
_LETTER = {"gold": "g", "silver": "s", "bronze": "b"}


def _letters(facts: Mapping[str, Any]) -> tuple[str, ...]:
    """``("s bb", "s-bb")`` for 1 silver for 2 bronze; none while the rate's coins are not known."""
    give, get = facts.get("give"), facts.get("get")
    if not isinstance(give, (list, tuple)) or not isinstance(get, (list, tuple)) or not give or not get:
        return ()
    if any(coin not in _LETTER for coin in (*give, *get)):
        return ()
    sides = ("".join(_LETTER[c] for c in give), "".join(_LETTER[c] for c in get))
    said = {f"{sides[0]} {sides[1]}", f"{sides[0]}-{sides[1]}"}
    said |= {word.replace("g", "z") for word in said}
    return tuple(sorted(said))


#: Said with a space name nobody has while the kit does not know every Stadium space: the board may print it
#: (play-test: ``place space=gold-1`` offered only the kit's spaces, never how to add the board's).
ADD_SPACE = N_(
    "a Stadium space the board prints and the app lacks is added once with add-space "
    "(area=stadium side=gold value=1: its side and strength)"
)


def _board(entries: Mapping[str, Mapping[str, Facts]], whole: bool = False) -> Board:
    # A Stadium space whose side is not known yet (a kit taught part-way: its space added, nothing said of it)
    # is not played on: the race's metal is its side's.
    stadium = {i: f for i, f in entries.get("stadium", {}).items() if f.get("side") in ("gold", "silver")}
    entries = {**entries, "stadium": stadium}
    areas = {area: tuple(entries.get(area, {})) if area in CONTESTS else AREAS[area] for area in AREA_ORDER}
    spaces = tuple(space for area in AREA_ORDER for space in areas[area])
    names = dict(SPACE_NAMES)
    values: dict[str, int] = {}
    sides: dict[str, str] = {}
    aliases: dict[str, tuple[str, ...]] = {}
    for area in CONTESTS:
        for ident, facts in entries.get(area, {}).items():
            names[ident] = str(facts.get("name") or space_label(ident))
            made = made_aliases(ident) if names[ident] == space_label(ident) else ()
            aliases[ident] = (*tuple(facts.get("aliases", ())), *made)
            if isinstance(facts.get("value"), int):
                values[ident] = facts["value"]
            if facts.get("side") in ("gold", "silver"):
                sides[ident] = facts["side"]
    area_of = {space: area for area in AREA_ORDER for space in areas[area]}
    # Each space is found by its area's name too ("mer" finds the Mercatus spaces; "Mercatus Dolus" is Dolus).
    catalogue = Catalogue(
        "space",
        (
            *(Entry(s, names[s], aliases.get(s, ()), AREA_NAMES[area_of[s]]) for s in spaces),
            Entry(TIE, names[TIE], TIE_ALIASES),
        ),
        missing="" if whole else ADD_SPACE,
        missing_group=AREA_NAMES["stadium"],
    )
    return Board(areas, spaces, area_of, names, values, sides, catalogue)


def new_space(board: Board, area: str, side: str, value: int) -> tuple[str, str]:
    """The id and name of a space the table adds: ``arena-3``, ``gold-1``; a letter where the value is taken.

    Printed twins are lettered (arena-1a, arena-1b): a third one of the value is the next letter, and a
    second one beside an unlettered space is ``b`` (that one is then named ``a``: see ``lettered``).
    """
    base = f"{side if area == 'stadium' else 'arena'}-{value}"
    if base in board.catalogue and f"{base}a" not in board.catalogue and f"{base}b" not in board.catalogue:
        return f"{base}b", space_label(f"{base}b")
    suffixes = ("", *"abcdefghijklmnopqrstuvwxyz")
    for suffix in suffixes[1:] if f"{base}a" in board.catalogue or base in board.catalogue else suffixes:
        ident = base + suffix
        if ident not in board.catalogue and space_label(ident) not in board.catalogue:
            return ident, space_label(ident)
    raise ValueError(f"no free id for another {base} space")  # 27 spaces of one value: not a board


def lettered(board: Board, area: str, added: str, learned: tuple[Fact, ...]) -> tuple[Fact, ...]:
    """The learned facts with the unlettered twin of a space just added as ``b`` named ``a`` (``Stadium gold 1``
    becomes ``Stadium gold 1a`` beside the new ``Stadium gold 1b``), its old name kept as another name for it.

    Only a space the table added is renamed: a kit's name is the kit's to change.
    """
    if not added.endswith("b"):
        return learned
    twin = added[:-1]
    old = (area, twin, "name", board.name(twin))
    if old not in learned:
        return learned
    renamed = (area, twin, "name", space_label(f"{twin}a"))
    # The old name, and the lettered one typed as its twin's id reads (gold 1a, as gold 1b finds gold-1b).
    aliases = (old[3], f"{twin}a")
    return (*(renamed if fact == old else fact for fact in learned), (area, twin, "aliases", aliases))


def learned_kit(kit: Kit, learned: tuple[Fact, ...]) -> Kit:
    """The kit with the learned facts written in, for ``kit export --from SAVE``.

    Facts fill what the kit did not know and new entries follow its own; a
    section whose count is reached takes no new entry (one added by override).
    """
    if not learned:
        return kit
    merged = merge(kit, learned)
    required = {s.name: [f.name for f in s.fields if f.required] for s in SECTIONS}
    sections: dict[str, tuple[Mapping[str, Any], ...]] = {}
    sources = dict(kit.sources)
    for name, entries in merged.items():
        rows: list[dict[str, Any]] = []
        for ident, facts in entries.items():
            if kit.entry(name, ident) is None and name in kit.counts and len(rows) >= kit.counts[name]:
                continue
            row = {"id": ident, "name": facts.get("name", ident)}
            row |= {k: list(v) if isinstance(v, tuple) else v for k, v in facts.items() if k not in ("id", "name")}
            row |= {k: UNKNOWN for k in required.get(name, ()) if k not in row}
            rows.append(row)
        sections[name] = tuple(rows)
        if [dict(e) for e in kit.entries(name)] != rows:
            told = "facts entered at the table during play"
            sources[name] = f"{sources[name]}; {told}" if sources.get(name) else told
    return Kit(kit.game, kit.title, sections, sources, dict(kit.counts), "session")

"""The names Struggle for Rome's fields refer to: the rules' catalogues, and the board kit's places.

Cities are the session kit's plus those the table has added with
``add-city``; crossings and landscapes (``hex``) are the kit's plus those
the table has told (``add-crossing``, ``add-landscape``). A place's
facts are read from the kit, never from how its name was typed.

In Czech every entry is named in Czech (the names printed on the Czech
components) and still answers to its English name, so a log line reads
"Ann hraje kartu Zrádce" and ``card=traitor``, ``card=Zrádce`` and
``card=zradce`` all name the same card; ids never change.
"""

from __future__ import annotations

from engine.errors import BadInput
from engine.i18n import N_, language, tr
from engine.made_once import MadeOnce
from engine.names import Catalogue, Entry
from engine.state import Context
from rulesets.struggle_for_rome import besides
from rulesets.struggle_for_rome.board import city_catalogue
from rulesets.struggle_for_rome.data import (
    ACTION_CARDS,
    BANK_GET,
    DRAWN,
    IDLE_TAKE,
    ITEMS,
    LANDSCAPES,
    PASTURE,
    PROVINCES,
    RESOURCES,
    REWARD,
    STOCKS,
    TRIBE_NAMES,
)
from rulesets.struggle_for_rome.inline import known_or_new, short
from rulesets.struggle_for_rome.placenames import said as place_said
from rulesets.struggle_for_rome.rose_dice import COVERED, covered_catalogue
from rulesets.struggle_for_rome.state import State
from rulesets.struggle_for_rome.taught import session_kit

STATIC = {
    "province": PROVINCES,
    "resource": RESOURCES,
    "pasture": PASTURE,
    "action": ACTION_CARDS,
    "card": DRAWN,
    "landscape": LANDSCAPES,
    "idle": IDLE_TAKE,
    "item": ITEMS,
    "reward": REWARD,
    "tribe": TRIBE_NAMES,
    "stock": STOCKS,
    "bank-get": BANK_GET,
}
#: Catalogues of the board kit's places: field name -> (kit section, what one is called).
PRINTED = {"crossing": ("crossings", N_("crossing")), "hex": ("landscapes", N_("landscape"))}
#: What the table does about a place the kit lacks (a play-test's table, refused a new crossing's name, was not
#: told how to put it on the map).
TELL = {
    "crossing": N_("a crossing not on the app's map yet is told once with add-crossing"),
    "hex": N_("a landscape not on the app's map yet is told once with add-landscape"),
}
#: The kit's catalogues with that said, by the catalogue they extend (kept alive, as ``_SPOKEN``'s).
_TOLD: MadeOnce[Catalogue, Catalogue] = MadeOnce()
#: Catalogues in the language spoken, by the catalogue they translate (kept alive here, so an id is never
#: reused while cached) and the language.
_SPOKEN: MadeOnce[Catalogue, Catalogue] = MadeOnce()


def spoken(found: Catalogue, printed: frozenset[str] | None = None) -> Catalogue:
    """``found`` with every entry named in the language spoken, answering to its English name too.

    Args:
        found: A catalogue named in English.
        printed: Only these entries are translated (the kit's cities: a city the table named keeps its name).
    """
    lang = language()
    if lang == "en":
        return found
    return _SPOKEN.get(found, lambda: _spoken(found, printed), lang)


def _spoken(found: Catalogue, printed: frozenset[str] | None) -> Catalogue:
    entries = []
    for entry in found.entries:
        said = place_said(entry.label) if printed is None or entry.id in printed else entry.label
        entries.append(entry if said == entry.label else Entry(entry.id, said, (entry.label, *entry.aliases)))
    try:
        return Catalogue(tr(found.kind), tuple(entries), tr(found.missing) if found.missing else "")
    except ValueError:  # a translation that answers to another entry's name: keep the English names
        return found


def _told(found: Catalogue, missing: str) -> Catalogue:
    """``found`` saying what the table does about a name it lacks (made once per catalogue)."""
    return _TOLD.get(found, lambda: Catalogue(found.kind, found.entries, missing))


#: The crossings and cities together, by the two catalogues they join (kept alive, as ``_SPOKEN``'s).
_PLACES: dict[tuple[int, int], tuple[Catalogue, Catalogue, Catalogue]] = {}


def _places(crossings: Catalogue, cities: Catalogue) -> Catalogue:
    """Crossings and cities in one catalogue: an arrow joins any two of them, so a move passes both."""
    cached = _PLACES.get((id(crossings), id(cities)))
    if cached is not None and cached[0] is crossings and cached[1] is cities:
        return cached[2]
    if len(_PLACES) > 256:
        _PLACES.clear()
    missing = N_("a crossing not on the app's map yet is told once with add-crossing, a city with add-city")
    try:
        made = Catalogue(N_("crossing or city"), crossings.entries + cities.entries, missing)
    except ValueError:  # a crossing named like a city: the crossings alone, as ``to`` names them
        made = crossings
    _PLACES[(id(crossings), id(cities))] = (crossings, cities, made)
    return made


#: The entry that says a crossing has no city beside it (``add-crossing cities=-``, as the kit walk says it).
NO_CITY = Entry("-", N_("no city"), ("none", "žádné", "žádné město"))
#: The cities with that entry, by the catalogue they extend (kept alive, as ``_SPOKEN``'s).
_BESIDE: MadeOnce[Catalogue, Catalogue] = MadeOnce()


def _beside(cities: Catalogue) -> Catalogue:
    """The cities and ``-`` for none: what a crossing has beside it (made once per catalogue)."""
    return _BESIDE.get(cities, lambda: _with_none(cities))


def _with_none(cities: Catalogue) -> Catalogue:
    said = Entry(NO_CITY.id, tr(NO_CITY.label), (NO_CITY.label, *NO_CITY.aliases))
    try:
        return Catalogue(cities.kind, (*cities.entries, said), cities.missing)
    except ValueError:  # a city named "none": "-" alone says none
        return Catalogue(cities.kind, (*cities.entries, Entry(NO_CITY.id, tr(NO_CITY.label))), cities.missing)


def catalogue(ctx: Context, name: str) -> Catalogue:
    """The catalogue a ref field names.

    Raises:
        BadInput: No such catalogue (a ruleset bug).
    """
    if name == "city":
        state: State = ctx.game
        cities = city_catalogue(ctx.kit, state.cities)
        if language() == "en":
            return cities
        return spoken(cities, frozenset(str(e["id"]) for e in ctx.kit.entries("cities")))
    if name == COVERED:
        return covered_catalogue(ctx)
    if name == "beside":
        return _beside(catalogue(ctx, "city"))
    if name == "beside-new":
        # add-crossing's cities: a new one may be described where it is named (``besides``).
        return besides.known_or_new(_beside(catalogue(ctx, "city")))
    if name == "place":
        return _places(catalogue(ctx, "crossing"), catalogue(ctx, "city"))
    if name == "hex-new":
        # add-city's and add-crossing's landscapes: a new one may be described where it is named (``inline``).
        return known_or_new(catalogue(ctx, "hex"))
    if name == "hex":
        # A landscape answers to its initials too (``crf9``), where only one has them (``inline.short``).
        return short(spoken(_told(session_kit(ctx).catalogue(*PRINTED[name]), TELL[name])))
    if name in PRINTED:
        return spoken(_told(session_kit(ctx).catalogue(*PRINTED[name]), TELL[name]))
    found = STATIC.get(name)
    if found is None:
        raise BadInput(tr("Catan: Struggle for Rome has no catalogue of {name}").format(name=name))
    return spoken(found)

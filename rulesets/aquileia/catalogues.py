"""Aquileia's fixed catalogues: the spaces every board has and every kind of card.

Built once at import: fields name spaces and cards through these, so
``Equi et Arma 1``, ``equi-1`` and ``EQUI 1`` are one space, and the rules
look a space's area or metal up here, never in how it was typed. The
Arena's and the Stadium's spaces are printed facts of the session's kit:
``printed.board`` joins them to these. Cards and their names come from the
printed decks (``decks``).
"""

from __future__ import annotations

from engine.i18n import N_, tr, translations
from engine.names import Catalogue, Entry
from rulesets.aquileia.data import AREAS, PORTUS_PAID
from rulesets.aquileia.decks import ALIASES, CARD_NAME, DECKS, of_symbol
from rulesets.aquileia.words import AREA_NAMES

TIE = "tie"


def _space_name(space: str) -> str:
    area, _, rest = space.partition("-")
    if area == "equi":
        return f"Equi et Arma {rest}"
    return f"{area.title()} {rest}".strip()


#: Area of every space the rulebook fixes (Mercatus, Theatrum, Forum, Portus).
AREA_OF: dict[str, str] = {space: area for area, spaces in AREAS.items() for space in spaces}
#: The metal of the coin under a servant on each paid Portus space (l.3).
PAID_METAL: dict[str, str] = {f"portus-{metal}": metal for metal in PORTUS_PAID}
PAID_SPACES: tuple[str, ...] = tuple(PAID_METAL)
FIXED_SPACES: tuple[str, ...] = tuple(AREA_OF)
#: The tie track by its marker and by the short Czech word a table says (play-test 7: ``remíza`` was "no space").
TIE_ALIASES = ("tie marker", "remíza", "remízový žeton", "remízová")
SPACE_NAMES: dict[str, str] = {space: _space_name(space) for space in FIXED_SPACES} | {TIE: "Tie track"}
#: The names above as literals, for the translations (the names are made from the ids).
SPACE_WORDS = (
    N_("Dolus"),
    N_("Pecunia"),
    N_("Equi et Arma 1"),
    N_("Equi et Arma 2"),
    N_("Equi et Arma 3"),
    N_("Servi top"),
    N_("Servi middle"),
    N_("Servi bottom"),
    N_("Potentia"),
    N_("Theatrum"),
    N_("Forum 1"),
    N_("Forum 2"),
    N_("Forum 3"),
    N_("Forum 4"),
    N_("Forum 5"),
    N_("Latro"),
    N_("Portus bronze"),
    N_("Portus silver"),
    N_("Portus gold"),
    N_("Tie track"),
)


def space_label(space: str) -> str:
    """A space's name from its id alone (where no kit is at hand: holder names in sentences)."""
    found = SPACE_NAMES.get(space)
    if found is not None:
        return found
    area, _, rest = space.partition("-")
    if area in ("gold", "silver"):
        return f"Stadium {area} {rest}"
    return f"{area.title()} {rest}".strip()


def space_said(space: str, label: str = "") -> str:
    """A space's name in the language spoken: its name (``label``, else the one made from its id) translated;
    a name made from the id of a space the table added is said in its words (``Stadium gold 5``)."""
    label = label or space_label(space)
    said = tr(label)
    if said != label or label != space_label(space) or space in SPACE_NAMES:
        return said
    area, _, rest = space.partition("-")
    if area == "gold":
        return tr("Stadium gold {n}").format(n=rest)
    if area == "silver":
        return tr("Stadium silver {n}").format(n=rest)
    if area == "arena":
        return tr("Arena {n}").format(n=rest)
    return said


def made_aliases(space: str) -> tuple[str, ...]:
    """A space the table added (``gold-3``) by its made-up name in every language's words ("Stadium zlatá 3"),
    for typing: a space added by ``kit teach`` or ``add-space`` has no translation of its own (play-test 7)."""
    area, _, rest = space.partition("-")
    made = {"gold": N_("Stadium gold {n}"), "silver": N_("Stadium silver {n}"), "arena": N_("Arena {n}")}.get(area)
    if made is None or not rest or space in SPACE_NAMES:
        return ()
    return tuple(form.format(n=rest) for form in translations(made))


def _subset(kind: str, spaces: tuple[str, ...]) -> Catalogue:
    return Catalogue(kind, tuple(Entry(s, SPACE_NAMES[s], group=AREA_NAMES[AREA_OF[s]]) for s in spaces))


EQUI_SPACE = _subset(N_("Equi et Arma space"), tuple(s for s in AREAS["mercatus"] if s.startswith("equi-")))
SERVI_SPACE = _subset(N_("Servi space"), tuple(s for s in AREAS["mercatus"] if s.startswith("servi-")))
FORUM_SPACE = _subset(N_("Forum space"), AREAS["forum"])
SKIPPABLE_SPACE = _subset(
    N_("Mercatus, Forum or paid Portus space"), (*AREAS["mercatus"], *AREAS["forum"], *PAID_SPACES)
)

# -- cards -----------------------------------------------------------------------


#: Short Czech names typed at the table (the full Czech names come from the translations), as the
#: English aliases of the kit: "modrožlutá", "2 zbraně", "10 bodů"; the full name without "karta" ("se dvěma
#: zbraněmi"), counts in words ("dva stříbrní koně") and short ids like the English ones ("zbrane-2", "vavřín 3"),
#: each typed with or without diacritics (play-test: only the whole name was found), and the kind before its
#: number as the English "gold 2" (play-test 6: "zlatý kůň 2" was not found). A laurel with points has a word
#: without digits too ("desetibodová"): a Czech list of choices shows a word, not the id (play-test 8: laurel-10).
CZECH_ALIASES: dict[str, tuple[str, ...]] = {
    # The short ids in either number (play-test 12: "otroci-1" was refused while "otroci-2" was taken).
    "slave-1": ("jeden otrok", "1 otrok", "s jedním otrokem", "otrok-1", "otroci-1"),
    "slave-2": ("dva otroci", "2 otroci", "se dvěma otroky", "otroci-2", "otrok-2"),
    "gold-horse-2": (
        "2 zlatí koně",
        "zlatá 2",
        "zlatý kůň 2",
        "zlatí koně 2",
        "dva zlatí koně",
        "se dvěma zlatými koňmi",
        "zlati-kone-2",
    ),
    "gold-horse-1": (
        "1 zlatý kůň",
        "zlatá 1",
        "zlatý kůň 1",
        "jeden zlatý kůň",
        "s jedním zlatým koněm",
        "zlaty-kun-1",
    ),
    "silver-horse-2": (
        "2 stříbrní koně",
        "stříbrná 2",
        "stříbrný kůň 2",
        "stříbrní koně 2",
        "dva stříbrní koně",
        "se dvěma stříbrnými koňmi",
        "stribrni-kone-2",
    ),
    "silver-horse-1": (
        "1 stříbrný kůň",
        "stříbrná 1",
        "stříbrný kůň 1",
        "jeden stříbrný kůň",
        "s jedním stříbrným koněm",
        "stribrny-kun-1",
    ),
    "weapons-3": ("3 zbraně", "zbraně 3", "tři zbraně", "se třemi zbraněmi", "zbrane-3"),
    "weapons-2": ("2 zbraně", "zbraně 2", "dvě zbraně", "se dvěma zbraněmi", "zbrane-2"),
    "weapons-1": ("1 zbraň", "zbraň 1", "jedna zbraň", "s jednou zbraní", "zbran-1", "zbrane-1"),
    "laurel-white": ("bílá", "vavřín bílý", "bílý vavřín"),
    "laurel-blue": ("modrá", "vavřín modrý", "modrý vavřín"),
    "laurel-yellow": ("žlutá", "vavřín žlutý", "žlutý vavřín"),
    "laurel-purple": ("fialová", "vavřín fialový", "fialový vavřín"),
    "laurel-10": ("10 bodů", "vavřín 10", "za 10 bodů", "desetibodová"),
    "laurel-7": ("7 bodů", "vavřín 7", "za 7 bodů", "sedmibodová"),
    "laurel-5": ("5 bodů", "vavřín 5", "za 5 bodů", "pětibodová"),
    "laurel-3": ("3 body", "vavřín 3", "za 3 body", "tříbodová"),
    "theatre-white-blue": ("bílomodrá", "modrobílá"),
    "theatre-blue-yellow": ("modrožlutá", "žlutomodrá"),
    "theatre-blue-purple": ("modrofialová", "fialovomodrá"),
    "theatre-white-purple": ("bílofialová", "fialovobílá"),
    "theatre-yellow-purple": ("žlutofialová", "fialovožlutá"),
    "theatre-yellow-white": ("žlutobílá", "bíložlutá"),
}


#: What a pick list's search reads besides a slave card's name (``Entry.searched``): the Czech name bends the count
#: ("se dvěma otroky"), so "dva" found nothing in the app while the command line took "dva otroci" (play-test 9).
SEARCHED = {"slave-1": N_("one slave"), "slave-2": N_("two slaves")}


def _cards(kind: str, cards: list[str], bare_numbers: bool = True) -> Catalogue:
    """A catalogue of cards; where kinds mix, a bare number would be ambiguous and is left out."""
    entries = []
    for card in cards:
        aliases = tuple(a for a in ALIASES[card] if bare_numbers or not a.isdigit())
        entries.append(Entry(card, CARD_NAME[card], aliases + CZECH_ALIASES.get(card, ()), SEARCHED.get(card, "")))
    return Catalogue(kind, tuple(entries))


_EQUI = list(DECKS["equi"])
SLAVE = _cards(N_("slave card"), list(DECKS["slaves"]))
WEAPON = _cards(N_("weapon card"), of_symbol("equi", "weapon"))
HORSE = _cards(N_("horse card"), of_symbol("equi", "horse"))
EQUI = _cards(N_("Equi et Arma card"), _EQUI, bare_numbers=False)
STADIUM_LAUREL = _cards(N_("stadium laurel"), list(DECKS["stadium"]))
THEATRE_LAUREL = _cards(N_("theatre laurel"), list(DECKS["theatre"]))
FACE_UP = _cards(N_("face-up card"), [*_EQUI, *DECKS["stadium"]], bare_numbers=False)

#: Where face-up cards lie: by each Equi et Arma space, and the Stadium's face-up laurel.
ROW_HOLDER: dict[str, str] = {s: f"space:{s}" for s in EQUI_SPACE.ids()} | {"stadium": "row:stadium"}
ROW = Catalogue(
    N_("face-up place"),
    (*(Entry(s, SPACE_NAMES[s]) for s in EQUI_SPACE.ids()), Entry("stadium", "Stadium laurel")),
)
ROW_DECK: dict[str, str] = {s: "equi" for s in EQUI_SPACE.ids()} | {"stadium": "stadium"}

#: The catalogues that never change; ``space``, ``tile`` and ``rate`` come from the session's kit.
CATALOGUES: dict[str, Catalogue] = {
    "equi-space": EQUI_SPACE,
    "servi-space": SERVI_SPACE,
    "forum-space": FORUM_SPACE,
    "skippable-space": SKIPPABLE_SPACE,
    "slave": SLAVE,
    "weapon": WEAPON,
    "horse": HORSE,
    "equi": EQUI,
    "stadium-laurel": STADIUM_LAUREL,
    "theatre-laurel": THEATRE_LAUREL,
    "face-up": FACE_UP,
    "row": ROW,
}

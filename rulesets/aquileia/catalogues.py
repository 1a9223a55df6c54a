"""Aquileia's fixed catalogues: the spaces every board has and every kind of card.

Built once at import: fields name spaces and cards through these, so
``Equi et Arma 1``, ``equi-1`` and ``EQUI 1`` are one space, and the rules
look a space's area or metal up here, never in how it was typed. The
Arena's and the Stadium's spaces are printed facts of the session's kit:
``printed.board`` joins them to these. Cards and their names come from the
printed decks (``decks``).
"""

from __future__ import annotations

from engine.names import Catalogue, Entry
from rulesets.aquileia.data import AREAS, PORTUS_PAID
from rulesets.aquileia.decks import ALIASES, CARD_NAME, DECKS, of_symbol

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
SPACE_NAMES: dict[str, str] = {space: _space_name(space) for space in FIXED_SPACES} | {TIE: "Tie track"}


def space_label(space: str) -> str:
    """A space's name from its id alone (where no kit is at hand: holder names in sentences)."""
    found = SPACE_NAMES.get(space)
    if found is not None:
        return found
    area, _, rest = space.partition("-")
    if area in ("gold", "silver"):
        return f"Stadium {area} {rest}"
    return f"{area.title()} {rest}".strip()


def _subset(kind: str, spaces: tuple[str, ...]) -> Catalogue:
    return Catalogue(kind, tuple(Entry(space, SPACE_NAMES[space]) for space in spaces))


EQUI_SPACE = _subset("Equi et Arma space", tuple(s for s in AREAS["mercatus"] if s.startswith("equi-")))
SERVI_SPACE = _subset("Servi space", tuple(s for s in AREAS["mercatus"] if s.startswith("servi-")))
FORUM_SPACE = _subset("Forum space", AREAS["forum"])
SKIPPABLE_SPACE = _subset("Mercatus, Forum or paid Portus space", (*AREAS["mercatus"], *AREAS["forum"], *PAID_SPACES))

# -- cards -----------------------------------------------------------------------


def _cards(kind: str, cards: list[str], bare_numbers: bool = True) -> Catalogue:
    """A catalogue of cards; where kinds mix, a bare number would be ambiguous and is left out."""
    entries = []
    for card in cards:
        aliases = tuple(a for a in ALIASES[card] if bare_numbers or not a.isdigit())
        entries.append(Entry(card, CARD_NAME[card], aliases))
    return Catalogue(kind, tuple(entries))


_EQUI = list(DECKS["equi"])
SLAVE = _cards("slave card", list(DECKS["slaves"]))
WEAPON = _cards("weapon card", of_symbol("equi", "weapon"))
HORSE = _cards("horse card", of_symbol("equi", "horse"))
EQUI = _cards("Equi et Arma card", _EQUI, bare_numbers=False)
STADIUM_LAUREL = _cards("stadium laurel", list(DECKS["stadium"]))
THEATRE_LAUREL = _cards("theatre laurel", list(DECKS["theatre"]))
FACE_UP = _cards("face-up card", [*_EQUI, *DECKS["stadium"]], bare_numbers=False)

#: Where face-up cards lie: by each Equi et Arma space, and the Stadium's face-up laurel.
ROW_HOLDER: dict[str, str] = {s: f"space:{s}" for s in EQUI_SPACE.ids()} | {"stadium": "row:stadium"}
ROW = Catalogue(
    "face-up place",
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

"""Aquileia's catalogues: the board's spaces and every kind of card, with the facts rules read from them.

Built once at import: fields name spaces and cards through these, so
``Equi et Arma 1``, ``equi-1`` and ``EQUI 1`` are one space, and the rules
look a space's area, value or metal up here, never in how it was typed.
"""

from __future__ import annotations

from engine.names import Catalogue, Entry
from rulesets.aquileia.data import AREAS, DECKS, PORTUS_PAID

TIE = "tie"
_WORD = {1: "one", 2: "two", 3: "three"}


def _space_name(space: str) -> str:
    area, _, rest = space.partition("-")
    if area == "equi":
        return f"Equi et Arma {rest}"
    if area in ("gold", "silver"):
        return f"Stadium {area} {rest}"
    return f"{area.title()} {rest}".strip()


#: Area of every action space.
AREA_OF: dict[str, str] = {space: area for area, spaces in AREAS.items() for space in spaces}
#: Printed value of each Arena and Stadium space (its strength).
VALUE_OF: dict[str, int] = {space: int(space.rsplit("-", 1)[1]) for space in (*AREAS["arena"], *AREAS["stadium"])}
#: Stadium side (metal) of each Stadium space.
SIDE_OF: dict[str, str] = {space: space.split("-")[0] for space in AREAS["stadium"]}
#: The metal of the coin under a servant on each paid Portus space (l.3).
PAID_METAL: dict[str, str] = {f"portus-{metal}": metal for metal in PORTUS_PAID}
PAID_SPACES: tuple[str, ...] = tuple(PAID_METAL)
ALL_SPACES: tuple[str, ...] = tuple(AREA_OF)

SPACE_NAMES: dict[str, str] = {space: _space_name(space) for space in ALL_SPACES} | {TIE: "Tie track"}
SPACE = Catalogue(
    "space",
    (
        *(Entry(space, SPACE_NAMES[space]) for space in ALL_SPACES),
        Entry(TIE, "Tie track", ("tie marker",)),
    ),
)


def _subset(kind: str, spaces: tuple[str, ...]) -> Catalogue:
    return Catalogue(kind, tuple(Entry(space, SPACE_NAMES[space]) for space in spaces))


EQUI_SPACE = _subset("Equi et Arma space", tuple(s for s in AREAS["mercatus"] if s.startswith("equi-")))
SERVI_SPACE = _subset("Servi space", tuple(s for s in AREAS["mercatus"] if s.startswith("servi-")))
FORUM_SPACE = _subset("Forum space", AREAS["forum"])
SKIPPABLE_SPACE = _subset("Mercatus, Forum or paid Portus space", (*AREAS["mercatus"], *AREAS["forum"], *PAID_SPACES))

# -- cards -----------------------------------------------------------------------


def _card(kind: str) -> tuple[str, tuple[str, ...]]:
    """A card's name in sentences and the short forms people type."""
    head, _, tail = kind.rpartition("-")
    if kind.startswith("slave-"):
        n = int(tail)
        return f"{_WORD[n]}-slave card", (tail, _WORD[n])
    if kind.startswith("weapons-"):
        n = int(tail)
        return f"{_WORD[n]}-weapon card", (tail, f"{n} weapons")
    if "-horse-" in kind:
        metal, n = head.split("-")[0], int(tail)
        return f"{_WORD[n]}-{metal}-horse card", (f"{n} {metal} horses", f"{metal} {n}")
    if kind.startswith("laurel-"):
        if tail.isdigit():
            return f"{tail}-point stadium laurel", (tail, f"points:{tail}", f"{tail} points")
        return f"{tail} stadium laurel", (tail,)
    first, second = kind.removeprefix("theatre-").split("-")
    return f"{first}/{second} theatre laurel", (f"{first}/{second}", f"{second}/{first}")


#: Deck of every card kind.
DECK_OF: dict[str, str] = {card: deck for deck, cards in DECKS.items() for card in cards}
CARD_NAME: dict[str, str] = {card: _card(card)[0] for card in DECK_OF}


def _cards(kind: str, cards: list[str], bare_numbers: bool = True) -> Catalogue:
    """A catalogue of cards; where kinds mix, a bare number would be ambiguous and is left out."""
    entries = []
    for card in cards:
        aliases = tuple(a for a in _card(card)[1] if bare_numbers or not a.isdigit())
        entries.append(Entry(card, CARD_NAME[card], aliases))
    return Catalogue(kind, tuple(entries))


_EQUI = list(DECKS["equi"])
SLAVE = _cards("slave card", list(DECKS["slaves"]))
WEAPON = _cards("weapon card", [c for c in _EQUI if c.startswith("weapons-")])
HORSE = _cards("horse card", [c for c in _EQUI if "-horse-" in c])
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

#: Each card's number: slaves, weapons or horses on it; a point laurel's points.
NUMBER_OF: dict[str, int] = {c: int(c.rsplit("-", 1)[1]) for c in DECK_OF if c.rsplit("-", 1)[1].isdigit()}
#: A colour laurel's colour; a theatre laurel's two colours.
COLOURS_OF: dict[str, tuple[str, ...]] = {
    c: tuple(c.split("-")[1:])
    for c in DECK_OF
    if c.startswith("theatre-") or (c in DECKS["stadium"] and c not in NUMBER_OF)
}

CATALOGUES: dict[str, Catalogue] = {
    "space": SPACE,
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

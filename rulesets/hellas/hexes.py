"""The hex grid the coast lies on: positions, the six sides, and turning a tile.

Pure geometry, no game state. The dolphin tile lies at ``(0, 0)``; positions
are axial coordinates of flat-topped hexes. A hex's six sides are numbered
clockwise from the top: 0 north, 1 north-east, 2 south-east, 3 south, 4
south-west, 5 north-west. "North" is whichever side of the dolphin tile the
table picks once; the grid only needs every tile read the same way.

A tile's sides are listed as the kit gives them, upright (side 0 on top);
lying ``turn`` sixth-turns clockwise, its side ``i`` faces direction
``(i + turn) % 6``. Each side is land or sea (a printed hexside is all one or
the other; reviews describe tiles by how many sides are land).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from engine.i18n import N_, language

Pos = tuple[int, int]
#: One side's kind: "land", "sea", or None while nobody knows it.
Side = str | None
Sides = tuple[Side, ...]

LAND, SEA = "land", "sea"
CENTRE: Pos = (0, 0)
#: The side codes the table types, clockwise from the top.
CODES = ("n", "ne", "se", "s", "sw", "nw")
NAMES = (N_("north"), N_("north-east"), N_("south-east"), N_("south"), N_("south-west"), N_("north-west"))
_STEPS: tuple[Pos, ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
_LETTERS = {"l": LAND, "s": SEA, "m": SEA, "land": LAND, "sea": SEA}
#: Czech letters: S (souš) or P (pevnina) for land, M (moře) for sea.
_CZECH = {"s": LAND, "p": LAND, "m": SEA}
_SAID = N_(
    "six sides clockwise from the top, each L (land) or S (sea), such as LLSSSS, or the digits of the sea sides, "
    "such as 3456"
)


def step(pos: Pos, side: int) -> Pos:
    """The hex across one side of a hex."""
    dq, dr = _STEPS[side]
    return pos[0] + dq, pos[1] + dr


def opposite(side: int) -> int:
    """The side of the neighbour that meets this side."""
    return (side + 3) % 6


def around(pos: Pos) -> Iterator[tuple[int, Pos]]:
    """Each side of a hex with the hex across it."""
    for side in range(6):
        yield side, step(pos, side)


def side_towards(origin: Pos, target: Pos) -> int | None:
    """Which side of ``origin`` faces ``target`` (None: they are not neighbours)."""
    for side, pos in around(origin):
        if pos == target:
            return side
    return None


def turned(sides: Sequence[Side], turn: int) -> Sides:
    """A tile's sides by the direction they face when it lies ``turn`` sixth-turns clockwise."""
    return tuple(sides[(direction - turn) % 6] for direction in range(6))


def distinct_turns(sides: Sequence[Side]) -> list[int]:
    """The turns that lie differently (a tile with sides all alike lies one way only)."""
    seen: dict[Sides, int] = {}
    for turn in range(6):
        seen.setdefault(turned(sides, turn), turn)
    return sorted(seen.values())


def parse_sides(text: str) -> tuple[str, ...]:
    """``LLSSSS``, ``land,land,sea,sea,sea,sea`` or the sea sides' digits ``3456`` (as ``kit teach`` takes them:
    the play-test typed one form in each place) as six sides, clockwise from the top.

    Raises:
        ValueError: Not six sides, each land or sea (the message says so).
    """
    raw = text.strip().lower().replace(",", " ").replace("-", " ")
    digits = raw.replace(" ", "")
    if digits.isdigit():
        if any(d not in "123456" for d in digits) or len(set(digits)) != len(digits):
            raise ValueError(_SAID)
        return tuple(SEA if str(i) in digits else LAND for i in range(1, 7))
    words = raw.split() if any(w in ("land", "sea") for w in raw.split()) else list(raw.replace(" ", ""))
    # Czech letters too: S for souš (land) beside M for moře (sea). With an M and no L, S is read as souš; the
    # play-test's Czech table read "S" as souš against the English S for sea (LLSSSS still works).
    czech = "m" in words and "l" not in words
    if "m" in words and "l" in words and "s" in words:
        raise ValueError(_SAID)  # L, S and M together: S could be either
    sides = [(_CZECH if czech else _LETTERS).get(w) for w in words]
    if len(sides) != 6 or None in sides:
        raise ValueError(_SAID)
    return tuple(s for s in sides if s is not None)


def all_land_in_czech(text: str) -> bool:
    """Whether sides typed in Czech are S alone: six souš sides there (play-test 9: SSSSSS was read the English way,
    six sea sides, and refused as if it lacked souš). ``parse_sides`` keeps the English reading for such a word, so a
    stored action replays alike in either language; both readings are refused for a landscape tile."""
    return language() == "cs" and set(text.strip().lower()) == {"s"}


def letters(sides: Sequence[Side]) -> str:
    """Six sides as letters: ``LLSSSS`` (``?`` for a side nobody knows)."""
    return "".join("?" if s is None else s[0].upper() for s in sides)


def land_runs(sides: Sequence[Side]) -> int:
    """How many stretches of land sides the tile shows round its edge (``LLSSLS``: 2)."""
    return sum(1 for i, side in enumerate(sides) if side == LAND and sides[i - 1] != LAND)

"""A Forum tile's Czech name without digits, ``modrá vila za šest bodů``: a name a Czech list of choices can show
and type back (play-test 8: the Czech ``actions`` listed ``villa-blue-6``; a list shows no word with digits)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.kits import UNKNOWN

#: Points in words: the tiles' points are small (the rulebook's examples: 3 to 10).
NUMBERS = [
    "nula",
    "jeden",
    "dva",
    "tři",
    "čtyři",
    "pět",
    "šest",
    "sedm",
    "osm",
    "devět",
    "deset",
    "jedenáct",
    "dvanáct",
    "třináct",
    "čtrnáct",
    "patnáct",
    "šestnáct",
    "sedmnáct",
    "osmnáct",
    "devatenáct",
    "dvacet",
]
#: A villa's colour, said of *vila* (feminine).
COLOURS = {"white": "bílá", "blue": "modrá", "yellow": "žlutá", "purple": "fialová"}
#: A private bank's income by metal (what it pays out when activated).
INCOME = {"gold": "zlato", "silver": "stříbro", "bronze": "bronz"}


def _points(n: int) -> str:
    unit = "bod" if n == 1 else "body" if 2 <= n <= 4 else "bodů"
    return f"za {NUMBERS[n]} {unit}"


def czech_tile_word(facts: Mapping[str, Any]) -> str:
    """``modrá vila za šest bodů``, ``dílna za čtyři body``, ``banka stříbro a zlato``; empty where the facts that
    tell the tile apart are unknown, a point count has no word here, or a bank pays two of one metal."""
    kind, points, colour, income = (facts.get(k, UNKNOWN) for k in ("kind", "points", "colour", "income"))
    said_points = isinstance(points, int) and 0 <= points < len(NUMBERS)
    if kind == "villa" and colour in COLOURS and said_points:
        return f"{COLOURS[colour]} vila {_points(points)}"
    if kind == "workshop" and said_points:
        return f"dílna {_points(points)}"
    metals = list(income) if isinstance(income, list | tuple) else []
    if kind == "bank" and metals and all(m in INCOME for m in metals) and len(set(metals)) == len(metals):
        return "banka " + " a ".join(INCOME[m] for m in ("gold", "silver", "bronze") if m in metals)
    return ""

"""Mare Nostrum's numbers, read once from ``data.toml`` and ``map.toml``."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

_HERE = Path(__file__).parent


def _load(name: str) -> dict[str, Any]:
    with open(_HERE / name, "rb") as handle:
        return tomllib.load(handle)


_DATA = _load("data.toml")

CIVILIZATIONS: tuple[str, ...] = tuple(_DATA["civilizations"])
EXCLUDED: dict[int, tuple[str, ...]] = {int(k): tuple(v) for k, v in _DATA["excluded"].items()}
SUPPLY: dict[int, dict[str, int]] = {int(k): dict(v) for k, v in _DATA["supply"].items()}
PIECES: dict[str, int] = dict(_DATA["pieces"])
COSTS: dict[str, int] = dict(_DATA["costs"])
BOX: dict[str, int] = dict(_DATA["cards"])
TAXES = "taxes"
GOODS: tuple[str, ...] = tuple(card for card in BOX if card != TAXES)
CARDS: tuple[str, ...] = tuple(BOX)
HEROES: dict[str, dict[str, str]] = {k: dict(v) for k, v in _DATA["heroes"].items()}
WONDERS: dict[str, dict[str, str]] = {k: dict(v) for k, v in _DATA["wonders"].items()}
CIV_HERO: dict[str, str] = {v["civilization"]: k for k, v in HEROES.items() if "civilization" in v}
BUILDINGS: tuple[str, ...] = ("caravan", "city", "market", "temple")
UNITS: tuple[str, ...] = ("fleet", "legion", "fortress")
ROLES: tuple[str, ...] = ("merchant", "statesman", "commander")
#: Provinces Greece may build in during the 36-point start, besides Athens.
GREEK_START_EXTRA: tuple[str, ...] = ("north-of-athens", "constantinople", "troy", "knossos", "rhodes")
START_POINTS = 36
START_POINTS_PER_TURN = 9
KEEP_TAXES = 2
GARDENS_KEEP_GOODS = 2
ROLE_HERO_BONUS = 3

_MAP = _load("map.toml")
PROVINCES: dict[str, dict[str, Any]] = {k: dict(v) for k, v in _MAP["provinces"].items()}
SEAS: dict[str, dict[str, Any]] = {k: dict(v) for k, v in _MAP["seas"].items()}
LAND_EDGES: tuple[tuple[str, str], ...] = tuple((a, b) for a, b in _MAP["adjacency"]["land"])
SEA_EDGES: tuple[tuple[str, str], ...] = tuple((a, b) for a, b in _MAP["adjacency"]["seas"])
START: dict[str, dict[str, Any]] = {k: dict(v) for k, v in _MAP["start"].items()}


def price(item: str, owned: frozenset[str] = frozenset()) -> int:
    """Cards in the set that pays for ``item``, given the heroes and wonders owned.

    ``item`` is a purchase kind (``legion``, ``temple``...), ``wonder``,
    ``hero``, or a specific wonder or hero id.
    """
    if item == "pyramids":
        return COSTS["pyramids"]
    if item in WONDERS:
        return COSTS["wonder"]
    if item in HEROES:
        return COSTS["hero"]
    cost = COSTS[item]
    if item == "legion" and "caesar" in owned:
        cost = 2
    if item == "fleet" and "pericles" in owned:
        cost = 2
    if "mausoleum" in owned and item in ("influence", *BUILDINGS):
        cost -= 1
    return cost


PURCHASES: tuple[str, ...] = (*COSTS, *(w for w in WONDERS if w != "pyramids"), *HEROES)

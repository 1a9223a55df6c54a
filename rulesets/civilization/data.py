"""Civilization's rule numbers, read once from ``data.toml`` (the printed components are in the kit)."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

with open(Path(__file__).parent / "data.toml", "rb") as _handle:
    _DATA: dict[str, Any] = tomllib.load(_handle)

TRADE_MAX: int = _DATA["trade_max"]
COINS_TO_WIN: int = _DATA["coins_to_win"]
TECH_TO_WIN_LEVEL: int = _DATA["tech_to_win_level"]
TRADE_PER_HAMMER: int = _DATA["trade_per_hammer"]
TECH_COST: dict[int, int] = {int(k): v for k, v in _DATA["tech_cost"].items()}
LIMITS: dict[str, int] = dict(_DATA["limits"])
CULTURE: dict[str, int] = dict(_DATA["culture"])
METROPOLIS: dict[str, int] = dict(_DATA["metropolis"])
COMBAT: dict[str, int] = dict(_DATA["combat"])
CITY_DEFENSE: dict[str, int] = dict(_DATA["city_defense"])
LOOT: dict[str, int] = dict(_DATA["loot"])
COUNTS: dict[str, int] = dict(_DATA["components"])
START_UNITS: tuple[str, ...] = tuple(_DATA["start"]["units"])

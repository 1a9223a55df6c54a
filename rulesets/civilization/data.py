"""Civilization's rule numbers, read once from ``data.toml`` (the printed components are in the kit)."""

from __future__ import annotations

from engine.gamedata import shipped

_DATA = shipped(__package__ or "")

TRADE_MAX = _DATA.number("trade_max")
COINS_TO_WIN = _DATA.number("coins_to_win")
TECH_TO_WIN_LEVEL = _DATA.number("tech_to_win_level")
TRADE_PER_HAMMER = _DATA.number("trade_per_hammer")
TECH_COST: dict[int, int] = {int(k): v for k, v in _DATA.counts("tech_cost").items()}
LIMITS = _DATA.counts("limits")
CULTURE = _DATA.counts("culture")
METROPOLIS = _DATA.counts("metropolis")
COMBAT = _DATA.counts("combat")
CITY_DEFENSE = _DATA.counts("city_defense")
LOOT = _DATA.counts("loot")
COUNTS = _DATA.counts("components")
START_UNITS = _DATA.table("start").texts("units")

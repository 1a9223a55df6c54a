"""Aquileia's numbers, read once from ``data.toml``."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

with open(Path(__file__).parent / "data.toml", "rb") as _handle:
    _DATA: dict[str, Any] = tomllib.load(_handle)

ROUNDS: int = _DATA["rounds"]
METALS: tuple[str, ...] = tuple(_DATA["metals"])
COLOURS: tuple[str, ...] = tuple(_DATA["colours"])
FACTIONS: tuple[str, ...] = tuple(_DATA["factions"])
BANK_PER_METAL: int = _DATA["bank_per_metal"]
SERVANTS: int = _DATA["servants"]
HOUSES: int = _DATA["houses"]
START: dict[str, int] = dict(_DATA["start"])
DECKS: dict[str, Any] = dict(_DATA["decks"])
THEATRE: tuple[str, ...] = tuple(DECKS["theatre"])
DICE: dict[str, Any] = dict(_DATA["dice"])
REWARDS: dict[str, Any] = dict(_DATA["rewards"])
SERVI: dict[str, dict[str, Any]] = {k: dict(v) for k, v in _DATA["servi"].items()}
PORTUS_PAID: tuple[str, ...] = tuple(_DATA["portus"]["paid"])
AREAS: dict[str, Any] = dict(_DATA["areas"])

"""Hellas's numbers, read once from ``data.toml``."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

with open(Path(__file__).parent / "data.toml", "rb") as _handle:
    _DATA: dict[str, Any] = tomllib.load(_handle)

GREEKS: int = _DATA["greeks"]
SHIPS: int = _DATA["ships"]
PER_CITY: int = _DATA["per_city"]
HAND: int = _DATA["hand"]
PER_GOD: int = _DATA["per_god"]
REINFORCEMENTS: int = _DATA["reinforcements"]
COAST_TILES_EACH: int = _DATA["coast_tiles_each"]
CITIES_TO_WIN: int = _DATA["cities_to_win"]
GODS: dict[str, dict[str, int]] = {god: dict(cards) for god, cards in _DATA["gods"].items()}
GOD_OF: dict[str, str] = {card: god for god, cards in GODS.items() for card in cards}
CARDS: tuple[str, ...] = tuple(GOD_OF)
REACTIONS: tuple[str, ...] = tuple(_DATA["reactions"]["cards"])

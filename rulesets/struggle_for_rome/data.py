"""Struggle for Rome's numbers, read once from ``data.toml``."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

with open(Path(__file__).parent / "data.toml", "rb") as _handle:
    _DATA: dict[str, Any] = tomllib.load(_handle)

COLOURS: tuple[str, ...] = tuple(_DATA["colours"])
PROVINCES: tuple[str, ...] = tuple(_DATA["provinces"])
RESOURCES: tuple[str, ...] = tuple(_DATA["resources"])
CARD_KINDS: tuple[str, ...] = tuple(_DATA["card_kinds"])
PIECES: dict[str, int] = dict(_DATA["pieces"])
START: dict[str, int] = dict(_DATA["start"])
COSTS: dict[str, dict[str, int]] = {k: dict(v) for k, v in _DATA["costs"].items()}
MOVES: dict[str, int] = dict(_DATA["moves"])
RULES: dict[str, int] = dict(_DATA["rules"])
VICTORY: dict[str, int] = dict(_DATA["victory"])
CITIES: dict[str, dict[str, Any]] = {k: dict(v) for k, v in _DATA["cities"].items()}

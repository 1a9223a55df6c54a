"""Aquileia's numbers, read once from ``data.toml`` (each fact cites its rulebook line there)."""

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
COINS_PER_METAL: int = _DATA["components"]["coins_per_metal"]
SERVANTS: int = _DATA["components"]["servants"]
HOUSES: int = _DATA["components"]["houses"]
TIE_MARKERS: int = _DATA["components"]["tie_markers"]
START: dict[str, int] = dict(_DATA["start"])
DICE: dict[str, int] = dict(_DATA["dice"])
REWARDS: dict[str, Any] = dict(_DATA["rewards"])
SERVI: dict[str, dict[str, Any]] = {k: dict(v) for k, v in _DATA["servi"].items()}
PORTUS_PAID: tuple[str, ...] = tuple(_DATA["portus"]["paid"])
_AREAS: dict[str, Any] = _DATA["areas"]
AREA_ORDER: tuple[str, ...] = tuple(_AREAS["order"])
#: Area id -> its action spaces, in the order they act; the Arena and the Stadium are the kit's (``printed``).
AREAS: dict[str, tuple[str, ...]] = {area: tuple(_AREAS[area]) for area in AREA_ORDER if area in _AREAS}
MERCATUS_GROUPS: tuple[str, ...] = tuple(_AREAS["mercatus_groups"])
FORUM_SCORING: tuple[str, ...] = tuple(_AREAS["forum_scoring"])
FORUM_DOUBLE: str = _AREAS["forum_double"]

"""Aquileia's numbers, read once from ``data.toml`` (each fact cites its rulebook line there)."""

from __future__ import annotations

from typing import Any

from engine.gamedata import shipped

_DATA = shipped(__package__ or "")

ROUNDS = _DATA.number("rounds")
METALS = _DATA.texts("metals")
COLOURS = _DATA.texts("colours")
FACTIONS = _DATA.texts("factions")
_COMPONENTS = _DATA.table("components")
COINS_PER_METAL = _COMPONENTS.number("coins_per_metal")
SERVANTS = _COMPONENTS.number("servants")
HOUSES = _COMPONENTS.number("houses")
TIE_MARKERS = _COMPONENTS.number("tie_markers")
START = _DATA.counts("start")
DICE = _DATA.counts("dice")
REWARDS: dict[str, Any] = dict(_DATA.table("rewards"))
SERVI: dict[str, dict[str, Any]] = {k: dict(v) for k, v in _DATA.tables_by_name("servi").items()}
PORTUS_PAID = _DATA.table("portus").texts("paid")
_AREAS = _DATA.table("areas")
AREA_ORDER = _AREAS.texts("order")
#: Area id -> its action spaces, in the order they act; the Arena and the Stadium are the kit's (``printed``).
AREAS: dict[str, tuple[str, ...]] = {area: _AREAS.texts(area) for area in AREA_ORDER if area in _AREAS}
MERCATUS_GROUPS = _AREAS.texts("mercatus_groups")
FORUM_SCORING = _AREAS.texts("forum_scoring")
FORUM_DOUBLE = _AREAS.text("forum_double")

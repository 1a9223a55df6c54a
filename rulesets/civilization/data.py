"""Civilization's facts, read once from ``data.toml``: numbers, component counts, catalogue entries."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
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
LOOT: dict[str, int] = dict(_DATA["loot"])
COUNTS: dict[str, int] = dict(_DATA["components"])
BEATS: dict[str, str] = dict(_DATA["units_beat"])


@dataclass(frozen=True)
class Item:
    """One catalogue entry of the data file and the facts the rulebook gives about it.

    Attributes:
        id: Stable id.
        name: English name.
        aliases: Other names (the Czech ones).
        facts: What the rulebook says about it (level, combat bonus...);
            a fact it does not give is absent.
    """

    id: str
    name: str
    aliases: tuple[str, ...] = ()
    facts: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def fact(self, key: str, default: Any = None) -> Any:
        """One fact, or ``default`` when the rulebook does not give it."""
        return self.facts.get(key, default)


def _items(section: str) -> tuple[Item, ...]:
    out = []
    for raw in _DATA.get(section, []):
        facts = {k: v for k, v in raw.items() if k not in ("id", "name", "aliases")}
        out.append(Item(raw["id"], raw["name"], tuple(raw.get("aliases", ())), facts))
    return tuple(out)


TECHS = _items("techs")
GOVERNMENTS = _items("governments")
WONDERS = _items("wonders")
BUILDINGS = _items("buildings")
UNITS = _items("units")
RELICS = _items("relics")
PERSONS = _items("persons")
POLICIES = _items("policies")
RESOURCES = _items("resources")
CIVILIZATIONS = _items("civilizations")

START_GOVERNMENT = GOVERNMENTS[0].id
UNIT_TYPES: tuple[str, ...] = tuple(u.id for u in UNITS)
START_TECHS: dict[str, str] = {c.id: c.fact("start_tech") for c in CIVILIZATIONS if c.fact("start_tech")}

"""Struggle for Rome's facts, read once from ``data.toml``, and the catalogues built from them.

The provinces' names come from the shipped board kit (``kit.toml``), their
one copy: the rules need them before any session (tile stacks, labels).
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from engine.names import Catalogue, Entry

with open(Path(__file__).parent / "data.toml", "rb") as _handle:
    _DATA: dict[str, Any] = tomllib.load(_handle)
with open(Path(__file__).parent / "kit.toml", "rb") as _handle:
    _PROVINCES: list[dict[str, Any]] = tomllib.load(_handle)["provinces"]["entries"]

COLOURS: tuple[str, ...] = tuple(_DATA["colours"])
PIECES: dict[str, int] = dict(_DATA["pieces"])
CARDS: dict[str, int] = dict(_DATA["cards"])
SPECIALS: dict[str, int] = dict(_DATA["specials"])
OTHER: dict[str, int] = dict(_DATA["other"])
START: dict[str, int] = dict(_DATA["start"])
COSTS: dict[str, dict[str, int]] = {k: dict(v) for k, v in _DATA["costs"].items()}
MOVES: dict[str, int] = dict(_DATA["moves"])
RULES: dict[str, int] = dict(_DATA["rules"])
VICTORY: dict[str, int] = dict(_DATA["victory"])
LEGIONARY_START: tuple[str, str] = (_DATA["legionary"]["landscape"], _DATA["legionary"]["province"])


def _catalogue(kind: str, table: dict[str, Any]) -> Catalogue:
    return Catalogue(kind, tuple(Entry(k, v["name"], tuple(v.get("aliases", ()))) for k, v in table.items()))


PROVINCES = _catalogue("province", {p["id"]: p for p in _PROVINCES})
RESOURCES = _catalogue("resource", _DATA["resources"])
PASTURE = Catalogue("pasture card", tuple(e for e in RESOURCES.entries if e.id in ("horse", "cattle")))
ACTION_CARDS = _catalogue("action card", _DATA["actions"])
#: A card drawn as a plunder reward: a pasture card or an action card.
DRAWN = Catalogue("card", PASTURE.entries + ACTION_CARDS.entries)
LANDSCAPES = _catalogue("landscape", _DATA["landscapes"])
#: What a tribe that does nothing takes: 2 gold or one resource card ("takes an ore card" in the log).
IDLE_TAKE = Catalogue(
    "reward",
    (
        Entry("gold", "2 gold"),
        *(
            Entry(
                e.id, f"{'an' if e.label[:1].lower() in 'aeiou' else 'a'} {e.label.lower()} card", (e.label, *e.aliases)
            )
            for e in RESOURCES.entries
        ),
    ),
)
#: What a plunder tile shows (L11): 2 gold, a pasture card or an action card.
REWARD = Catalogue(
    "reward",
    (
        Entry("gold", "2 gold"),
        Entry("pasture", "a pasture card", ("pasture card",)),
        Entry("action-card", "an action card", ("action card", "action")),
    ),
)
ITEMS = Catalogue(
    "item",
    (
        Entry("figures", "figures", ("horseman and warrior", "figure")),
        Entry("wagon", "a wagon", ("wagons",)),
        Entry("action-card", "an action card", ("action", "card")),
    ),
)
RESOURCE_IDS: tuple[str, ...] = tuple(RESOURCES.ids())
PROVINCE_IDS: tuple[str, ...] = tuple(PROVINCES.ids())
ACTION_IDS: tuple[str, ...] = tuple(ACTION_CARDS.ids())

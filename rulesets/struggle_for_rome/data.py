"""Struggle for Rome's facts, read once from ``data.toml``, and the catalogues built from them.

The provinces' names come from the shipped board kit (``kit.toml``), their
one copy: the rules need them before any session (tile stacks, labels).
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from engine.i18n import N_
from engine.names import Catalogue, Entry

with open(Path(__file__).parent / "data.toml", "rb") as _handle:
    _DATA: dict[str, Any] = tomllib.load(_handle)
with open(Path(__file__).parent / "kit.toml", "rb") as _handle:
    _PROVINCES: list[dict[str, Any]] = tomllib.load(_handle)["provinces"]["entries"]

COLOURS: tuple[str, ...] = tuple(_DATA["colours"])
#: The colours' names, for the engine to show in the language spoken.
COLOUR_NAMES = (N_("red"), N_("blue"), N_("white"), N_("orange"))
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


PROVINCES = _catalogue(N_("province"), {p["id"]: p for p in _PROVINCES})
RESOURCES = _catalogue(N_("resource"), _DATA["resources"])
PASTURE = Catalogue(N_("pasture card"), tuple(e for e in RESOURCES.entries if e.id in ("horse", "cattle")))
ACTION_CARDS = _catalogue(N_("action card"), _DATA["actions"])
#: A card drawn as a plunder reward: a pasture card or an action card.
DRAWN = Catalogue(N_("card"), PASTURE.entries + ACTION_CARDS.entries)
LANDSCAPES = _catalogue(N_("landscape"), _DATA["landscapes"])
#: A resource card taken by a tribe that does nothing ("takes an ore card" in the log).
_CARD_NAMES = {
    "grain": N_("a grain card"),
    "ore": N_("an ore card"),
    "horse": N_("a horse card"),
    "cattle": N_("a cattle card"),
}
#: What a tribe that does nothing takes: 2 gold or one resource card.
IDLE_TAKE = Catalogue(
    N_("reward"),
    (
        Entry("gold", N_("2 gold")),
        *(Entry(e.id, _CARD_NAMES[e.id], (e.label, *e.aliases)) for e in RESOURCES.entries),
    ),
)
#: What a plunder tile shows (L11): 2 gold, a pasture card or an action card.
REWARD = Catalogue(
    N_("reward"),
    (
        Entry("gold", N_("2 gold")),
        Entry("pasture", N_("a pasture card"), ("pasture card",)),
        Entry("action-card", N_("an action card"), ("action card", "action")),
    ),
)
ITEMS = Catalogue(
    N_("item"),
    (
        Entry("figures", N_("figures"), ("horseman and warrior", "figure")),
        Entry("wagon", N_("a wagon"), ("wagons",)),
        Entry("action-card", N_("an action card"), ("action", "card")),
    ),
)
RESOURCE_IDS: tuple[str, ...] = tuple(RESOURCES.ids())
PROVINCE_IDS: tuple[str, ...] = tuple(PROVINCES.ids())
ACTION_IDS: tuple[str, ...] = tuple(ACTION_CARDS.ids())

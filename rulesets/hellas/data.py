"""Hellas's numbers and god cards, read once from ``data.toml``."""

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
LANDSCAPE_TILES: int = _DATA["landscape_tiles"]
DOLPHIN_TILES: int = _DATA["dolphin_tiles"]
CITIES_TO_WIN: int = _DATA["cities_to_win"]
#: God id -> its display name.
GOD_NAMES: dict[str, str] = {god: entry["name"] for god, entry in _DATA["gods"].items()}
#: God id -> {card id: copies in its deck}.
GODS: dict[str, dict[str, int]] = {
    god: {card: spec["count"] for card, spec in entry["cards"].items()} for god, entry in _DATA["gods"].items()
}
#: Card id -> its display name.
CARD_NAMES: dict[str, str] = {
    card: spec["name"] for entry in _DATA["gods"].values() for card, spec in entry["cards"].items()
}
GOD_OF: dict[str, str] = {card: god for god, cards in GODS.items() for card in cards}
CARDS: tuple[str, ...] = tuple(GOD_OF)
REACTIONS: tuple[str, ...] = tuple(_DATA["reactions"]["cards"])
#: Cards that belong to one option: played for it, they bind the turn to it (L5).
ATTACK_CARDS = ("ships-to-greeks", "equal-by-sea", "two-attacks", "distant-attack", "plus-one")
VOYAGE_CARDS = ("two-extra", "voyage-again", "redraw", "equal-ships")

"""Hellas's numbers and god cards, read once from ``data.toml``."""

from __future__ import annotations

from engine.gamedata import shipped

_DATA = shipped(__package__ or "")

GREEKS = _DATA.number("greeks")
SHIPS = _DATA.number("ships")
PER_CITY = _DATA.number("per_city")
HAND = _DATA.number("hand")
PER_GOD = _DATA.number("per_god")
REINFORCEMENTS = _DATA.number("reinforcements")
COAST_TILES_EACH = _DATA.number("coast_tiles_each")
LANDSCAPE_TILES = _DATA.number("landscape_tiles")
DOLPHIN_TILES = _DATA.number("dolphin_tiles")
CITIES_TO_WIN = _DATA.number("cities_to_win")
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
REACTIONS = _DATA.table("reactions").texts("cards")
#: Cards that belong to one option: played for it, they bind the turn to it (L5).
ATTACK_CARDS = ("ships-to-greeks", "equal-by-sea", "two-attacks", "distant-attack", "plus-one")
VOYAGE_CARDS = ("two-extra", "voyage-again", "redraw", "equal-ships")

"""Mare Nostrum's rule numbers, read once from ``data.toml`` (the printed board is the kit's: ``kit.toml``)."""

from __future__ import annotations

from typing import Any

from engine.gamedata import shipped

_DATA = shipped(__package__ or "")

CIVILIZATIONS = _DATA.texts("civilizations")
_EXCLUDED = _DATA.table("excluded")
EXCLUDED: dict[int, tuple[str, ...]] = {int(k): _EXCLUDED.texts(k) for k in _EXCLUDED}
#: Building tokens in the box, and those laid out as the bank by player count.
BUILDING_TOKENS = _DATA.counts("buildings")
_SUPPLY = _DATA.table("supply")
SUPPLY: dict[int, dict[str, int]] = {int(k): _SUPPLY.counts(k) for k in _SUPPLY}
PIECES = _DATA.counts("pieces")
COSTS = _DATA.counts("costs")
BOX = _DATA.counts("cards")
TAXES = "taxes"
GOODS: tuple[str, ...] = tuple(card for card in BOX if card != TAXES)
CARDS: tuple[str, ...] = tuple(BOX)
_HEROES = _DATA.table("heroes")
HEROES: dict[str, dict[str, str]] = {k: _HEROES.words(k) for k in _HEROES}
_WONDERS = _DATA.table("wonders")
WONDERS: dict[str, dict[str, str]] = {k: _WONDERS.words(k) for k in _WONDERS}
CIV_HERO: dict[str, str] = {v["civilization"]: k for k, v in HEROES.items() if "civilization" in v}
ROLE_NAMES = _DATA.words("roles")
ROLES: tuple[str, ...] = tuple(ROLE_NAMES)
BUILDINGS: tuple[str, ...] = ("caravan", "city", "market", "temple")
START_POINTS = _DATA.table("start").number("points")
START_POINTS_PER_TURN = _DATA.table("start").number("per_turn")
_LIMITS = _DATA.counts("limits")
KEEP_TAXES = _LIMITS["keep_taxes"]
GARDENS_KEEP_GOODS = _LIMITS["gardens_keep_goods"]
TEMPLES_PER_PROVINCE = _LIMITS["temples"]
MARKETS_PER_PROVINCE = _LIMITS["markets"]
FORTRESSES_PER_PROVINCE = _LIMITS["fortresses"]
ZEUS_FORTRESSES = _LIMITS["zeus_fortresses"]
INFLUENCE_PER_PROVINCE = _LIMITS["influence"]
ROLE_HERO_BONUS = _LIMITS["role_hero_bonus"]
TO_WIN = _LIMITS["to_win"]
#: Provinces Greece may build in during the 36-point start, besides the capital area.
GREEK_START_EXTRA = _DATA.table("greek_start").texts("extra")

#: The preset start (rulebook l.7, l.9): what each civilization places where, its hero and role card.
START: dict[str, dict[str, Any]] = {k: dict(v) for k, v in _DATA.tables_by_name("preset").items()}


def item_name(item: str) -> str:
    """The name of a purchase, wonder or hero as people say it ("Temple of Artemis", "legion")."""
    if item in WONDERS:
        return WONDERS[item]["name"]
    if item in HEROES:
        return HEROES[item]["name"]
    if item in ROLE_NAMES:
        return ROLE_NAMES[item]
    return "influence marker" if item == "influence" else item


def price(item: str, owned: frozenset[str] = frozenset()) -> int:
    """Cards in the set that pays for ``item``, given the heroes and wonders owned.

    ``item`` is a purchase kind (``legion``, ``temple``...), ``wonder``,
    ``hero``, or a specific wonder or hero id.
    """
    if item == "pyramids":
        return COSTS["pyramids"]
    if item in WONDERS:
        return COSTS["wonder"]
    if item in HEROES:
        return COSTS["hero"]
    cost = COSTS[item]
    if item == "legion" and "caesar" in owned:
        cost = 2
    if item == "fleet" and "pericles" in owned:
        cost = 2
    if "mausoleum" in owned and item in ("influence", *BUILDINGS):
        cost -= 1
    return cost


PURCHASES: tuple[str, ...] = (*COSTS, *(w for w in WONDERS if w != "pyramids"), *HEROES)
#: What ``buy`` can buy: pieces, buildings, then each wonder and hero.
ITEMS: tuple[str, ...] = ("influence", *BUILDINGS, "fortress", "fleet", "legion", *WONDERS, *HEROES)

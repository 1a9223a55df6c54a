"""Mare Nostrum's components and where they lie: the ledger's declarations and holders.

Holders (see ``engine.ledger``):

- ``bank``: resource cards, the building tokens laid out for this player
  count, unowned wonders and heroes, role cards nobody holds;
- ``box``: building tokens not used at this player count, build points of
  the 36-point start once spent;
- ``reserve:CIV``: a civilization's own pieces not on the board (neutral
  civilizations have theirs too);
- ``hand:CIV`` (secret), ``tableau:CIV`` (role cards, wonders and heroes
  face up), ``offer:CIV`` (cards laid out in the exchange), ``taken:CIV``
  (cards taken in the exchange, face down), ``points:CIV`` (build points);
- ``province:ID``: what stands in a province (influence, cities, markets,
  temples, legions, fortresses, fleets just built, and caravans whose good
  the table has not named yet);
- ``symbol:ID.GOOD``: caravans standing on a province's GOOD symbols;
- ``sea:ID``: fleets in a sea zone.

A province or sea zone whose id is also a civilization's (the capitals
``rome``, ``carthage``, ``babylon``) gets ``.land``/``.sea`` added to its
holder id: a holder ending in a civilization id is that player's own.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from engine.ledger import Cap, Component
from engine.state import Player
from rulesets.mare_nostrum.atlas import shipped_names
from rulesets.mare_nostrum.data import (
    BOX,
    BUILDING_TOKENS,
    CIVILIZATIONS,
    FORTRESSES_PER_PROVINCE,
    HEROES,
    INFLUENCE_PER_PROVINCE,
    MARKETS_PER_PROVINCE,
    PIECES,
    ROLE_NAMES,
    START_POINTS,
    TEMPLES_PER_PROVINCE,
    WONDERS,
    ZEUS_FORTRESSES,
    civ_name,
)

BANK = "bank"
_PLURALS = {"city": "cities", "fortress": "fortresses", "taxes": "tax cards"}
#: One card of a kind, where the id is not the word ("taxes" is one tax card).
_SINGULAR = {"taxes": "tax"}
_PIECE_NAMES = {"influence": "influence marker"}

__all__ = [
    "BANK",
    "CAPS",
    "PRIVATE",
    "components",
    "holder_label",
    "province_holder",
    "sea_holder",
    "symbol_holder",
]

# A fortress past the first needs the Statue of Zeus (a rule, checked when
# building); more than the Zeus limit cannot stand in a province at all.
CAPS = (
    Cap("influence", "province", INFLUENCE_PER_PROVINCE, "One influence", "build"),
    Cap("temple", "province", TEMPLES_PER_PROVINCE, "One temple", "build"),
    Cap("market", "province", MARKETS_PER_PROVINCE, "One market", "build"),
    Cap("fortress", "province", max(ZEUS_FORTRESSES, FORTRESSES_PER_PROVINCE), "Fortresses", "build"),
)
PRIVATE = ("hand", "taken")


def components(players: Sequence[Player]) -> list[Component]:
    """Every component of the game, with the rulebook's counts (see ``data.toml``)."""
    out = [
        Component(
            card,
            f"{_SINGULAR.get(card, card)} card",
            _PLURALS.get(card, f"{card} cards"),
            BOX[card],
            group="resource card",
        )
        for card in BOX
    ]
    out += [Component(kind, kind, _PLURALS.get(kind, ""), n, group="building") for kind, n in BUILDING_TOKENS.items()]
    # Neutral civilizations keep their pieces on the board too: every colour's set exists.
    out += [
        Component(kind, _PIECE_NAMES.get(kind, kind), _PLURALS.get(kind, ""), n, CIVILIZATIONS, group="piece")
        for kind, n in PIECES.items()
    ]
    out += [Component(w, info["name"], info["name"], 1, group="wonder") for w, info in WONDERS.items()]
    out += [Component(h, info["name"], info["name"], 1, group="hero") for h, info in HEROES.items()]
    out += [Component(role, f"{name} card", "", 1, group="role card") for role, name in ROLE_NAMES.items()]
    factions = tuple(p.faction for p in players)
    out.append(Component("point", "build point", "", START_POINTS, factions, group="36-point start"))
    return out


def _suffixed(sort: str, place: str, suffix: str) -> str:
    return f"{sort}:{place}{suffix}" if place in CIVILIZATIONS else f"{sort}:{place}"


@cache
def province_holder(pid: str) -> str:
    """The holder of what stands in a province."""
    return _suffixed("province", pid, ".land")


@cache
def sea_holder(sid: str) -> str:
    """The holder of the fleets in a sea zone."""
    return _suffixed("sea", sid, ".sea")


def symbol_holder(pid: str, good: str) -> str:
    """The holder of the caravans on a province's symbols of one good."""
    return f"symbol:{pid}.{good}"


def place_of(holder: str) -> str:
    """The province or sea id of a ``province:``, ``sea:`` or ``symbol:`` holder."""
    rest = holder.partition(":")[2]
    return rest.partition(".")[0]


_OWN = {
    "hand": "{}'s hand",
    "reserve": "{}'s reserve",
    "tableau": "{}'s tableau",
    "offer": "{}'s offer",
    "taken": "{}'s taken cards",
    "points": "{}'s build-point pool",
}


def _place_name(pid: str) -> str:
    # Labels have no session at hand: the shipped kit's names, else the id of a place the table
    # added (the slug of the name it was given).
    return shipped_names().get(pid) or pid.replace("-", " ").title()


def holder_label(holder: str, players: Sequence[Player]) -> str | None:
    """``Ann's hand``, ``neutral Egypt's reserve``, ``Rome``, ``the wine symbol in Troy``."""
    kind, _, rest = holder.partition(":")
    if kind in _OWN:
        for player in players:
            if player.faction == rest:
                return _OWN[kind].format(player.name)
        return _OWN[kind].format(f"neutral {civ_name(rest)}")
    if kind == "province":
        return _place_name(place_of(holder))
    if kind == "sea":
        return _place_name(place_of(holder))
    if kind == "symbol":
        pid, _, good = rest.partition(".")
        return f"the {good} symbol in {_place_name(pid)}"
    if holder == BANK:
        return "the bank"
    return None

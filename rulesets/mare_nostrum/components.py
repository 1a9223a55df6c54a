"""Mare Nostrum's components and where they lie: the ledger's declarations and holders.

Holders (see ``engine.ledger``):

- ``bank``: resource cards, the building tokens laid out for this player
  count, unowned wonders and heroes, role cards nobody holds;
- ``box``: building tokens not used at this player count, build points of
  the 36-point start once spent;
- ``reserve:CIV``: a civilization's own pieces not on the board (neutral
  civilizations have theirs too);
- ``hand:CIV`` (secret), ``tableau:CIV`` (role cards, wonders and heroes
  face up), ``laid:CIV`` (cards laid out face down for the exchange, until
  everyone has laid theirs), ``offer:CIV`` (the same cards turned up),
  ``taken:CIV`` (cards taken in the exchange, face down), ``points:CIV``
  (build points);
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

from engine.i18n import N_, tr
from engine.ledger import Cap, Component
from engine.state import Player
from rulesets.mare_nostrum.atlas import _ATLASES, shipped_names
from rulesets.mare_nostrum.data import (
    BOX,
    BUILDING_TOKENS,
    CIVILIZATIONS,
    FORTRESSES_PER_PROVINCE,
    HEROES,
    INFLUENCE_PER_PROVINCE,
    MARKETS_PER_PROVINCE,
    PIECES,
    ROLES,
    START_POINTS,
    TEMPLES_PER_PROVINCE,
    WONDERS,
    ZEUS_FORTRESSES,
)
from rulesets.mare_nostrum.words import card_name, civ_name

BANK = "bank"

__all__ = [
    "BANK",
    "CAPS",
    "PRIVATE",
    "components",
    "holder_label",
    "kind_home",
    "province_holder",
    "sea_holder",
    "symbol_holder",
]

# A fortress past the first needs the Statue of Zeus (a rule, checked when
# building); more than the Zeus limit cannot stand in a province at all.
CAPS = (
    Cap("influence", "province", INFLUENCE_PER_PROVINCE, N_("One influence"), "build"),
    Cap("temple", "province", TEMPLES_PER_PROVINCE, N_("One temple"), "build"),
    Cap("market", "province", MARKETS_PER_PROVINCE, N_("One market"), "build"),
    Cap("fortress", "province", max(ZEUS_FORTRESSES, FORTRESSES_PER_PROVINCE), N_("Fortresses"), "build"),
)
#: Secret: hands, the exchange's cards laid face down until all are out, cards taken in it (p.5).
PRIVATE = ("hand", "laid", "taken")


def components(players: Sequence[Player]) -> list[Component]:
    """Every component of the game, with the rulebook's counts (see ``data.toml``).

    Names are written out (not built) so that each is a counted message with its Czech forms.
    """
    card = "resource card"
    out = [
        Component("taxes", "tax card", "tax cards", BOX["taxes"], group=card),
        Component("gems", "gems card", "gems cards", BOX["gems"], group=card),
        Component("papyrus", "papyrus card", "papyrus cards", BOX["papyrus"], group=card),
        Component("perfume", "perfume card", "perfume cards", BOX["perfume"], group=card),
        Component("gold", "gold card", "gold cards", BOX["gold"], group=card),
        Component("cattle", "cattle card", "cattle cards", BOX["cattle"], group=card),
        Component("metals", "metals card", "metals cards", BOX["metals"], group=card),
        Component("oil", "oil card", "oil cards", BOX["oil"], group=card),
        Component("fruit", "fruit card", "fruit cards", BOX["fruit"], group=card),
        Component("wine", "wine card", "wine cards", BOX["wine"], group=card),
        Component("grain", "grain card", "grain cards", BOX["grain"], group=card),
        Component("slaves", "slaves card", "slaves cards", BOX["slaves"], group=card),
        Component("fish", "fish card", "fish cards", BOX["fish"], group=card),
    ]
    tokens = BUILDING_TOKENS
    out += [
        Component("caravan", "caravan", "caravans", tokens["caravan"], group="building"),
        Component("city", "city", "cities", tokens["city"], group="building"),
        Component("market", "market", "markets", tokens["market"], group="building"),
        Component("temple", "temple", "temples", tokens["temple"], group="building"),
    ]
    # Neutral civilizations keep their pieces on the board too: every colour's set exists.
    civs = CIVILIZATIONS
    out += [
        Component("influence", "influence marker", "influence markers", PIECES["influence"], civs, group="piece"),
        Component("fleet", "fleet", "fleets", PIECES["fleet"], civs, group="piece"),
        Component("legion", "legion", "legions", PIECES["legion"], civs, group="piece"),
        Component("fortress", "fortress", "fortresses", PIECES["fortress"], civs, group="piece"),
    ]
    # Wonders and heroes by their names (data.toml's, translated there): one of each.
    out += [Component(w, info["name"], info["name"], 1, group="wonder") for w, info in WONDERS.items()]
    out += [Component(h, info["name"], info["name"], 1, group="hero") for h, info in HEROES.items()]
    out += [
        Component("merchant", "Merchant card", "Merchant cards", 1, group="role card"),
        Component("statesman", "Statesman card", "Statesman cards", 1, group="role card"),
        Component("commander", "Commander card", "Commander cards", 1, group="role card"),
    ]
    factions = tuple(p.faction for p in players)
    out.append(Component("point", "build point", "build points", START_POINTS, factions, group="36-point start"))
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


#: A player's own holders, and a neutral civilization's (only its reserve is used), as people read them.
_OWN = {
    "hand": N_("{player}'s hand"),
    "reserve": N_("{player}'s reserve"),
    "tableau": N_("{player}'s tableau"),
    "laid": N_("{player}'s face-down offer"),
    "offer": N_("{player}'s offer"),
    "taken": N_("{player}'s taken cards"),
    "points": N_("{player}'s build-point pool"),
}
_NEUTRAL_OWN = {
    "hand": N_("neutral {civ}'s hand"),
    "reserve": N_("neutral {civ}'s reserve"),
    "tableau": N_("neutral {civ}'s tableau"),
    "laid": N_("neutral {civ}'s face-down offer"),
    "offer": N_("neutral {civ}'s offer"),
    "taken": N_("neutral {civ}'s taken cards"),
    "points": N_("neutral {civ}'s build-point pool"),
}


def _told_name(pid: str) -> str | None:
    """The name of a place no shipped kit holds, as the newest atlas built with it holds it: what the table typed
    with ``add-province``/``add-sea``, or its own kit's name. Atlases are built for every state (``atlas_for``), so
    a place in a holder's id has one; two sessions open in one program that gave one id two spellings read the
    newer one's (an id is the name's letters, so they differ only in case or punctuation)."""
    for atlas in reversed(list(_ATLASES.values())):
        water = atlas.waters.get(pid)
        if water is not None:
            return water.printed
        land = atlas.lands.get(pid)
        if land is not None:
            return land.name
    return None


def _place_name(pid: str) -> str:
    # Labels have no session at hand: the shipped kit's names, else the name the table gave a place it added
    # (or a kit of the user's holds) as the atlases built hold it. Never the id title-cased: play-test 9's
    # "Gulf of Carthage" read "Gulf Of Carthage" in the ledger's lines and corrections.
    return tr(shipped_names().get(pid) or _told_name(pid) or pid.replace("-", " "))


def holder_label(holder: str, players: Sequence[Player]) -> str | None:
    """``Ann's hand``, ``neutral Egypt's reserve``, ``Rome``, ``the wine symbol in Troy``."""
    kind, _, rest = holder.partition(":")
    if kind in _OWN:
        for player in players:
            if player.faction == rest:
                return tr(_OWN[kind]).format(player=player.name)
        return tr(_NEUTRAL_OWN[kind]).format(civ=civ_name(rest))
    if kind == "province":
        return _place_name(place_of(holder))
    if kind == "sea":
        return _place_name(place_of(holder))
    if kind == "symbol":
        pid, _, good = rest.partition(".")
        return tr("the {good} symbol in {province}").format(good=card_name(good), province=_place_name(pid))
    if holder == BANK:
        return tr("the bank")
    return None


#: What lies in the bank while out of play (see the module's docstring and ``setup.initial_state``): resource
#: cards, the building tokens laid out, unowned wonders and heroes, role cards nobody holds.
_BANKED = frozenset((*BOX, *BUILDING_TOKENS, *WONDERS, *HEROES, *ROLES))


def kind_home(kind: str) -> str | None:
    """Where a kind is kept out of play (``Ruleset.kind_home``): the bank for what the bank holds; None for a
    civilization's own pieces (their reserve) and build points.

    Once the table is laid out no card lies in the box: a card corrected into a hand comes from the bank, and one
    taken off goes back there (the engine's default, the box, would take it out of the game).
    """
    return BANK if kind in _BANKED else None

"""Income and role cards: what the board pays and who holds which role.

A building pays whoever controls it: the occupier when a legion stands on
it, otherwise the owner of the province's influence marker. A temple doubles
the cities and a market the caravans of whoever controls it, so occupied and
unoccupied buildings in one province are counted apart.
"""

from __future__ import annotations

from typing import Any

from engine.counts import get, total
from rulesets.mare_nostrum.data import ROLE_HERO_BONUS, ROLES
from rulesets.mare_nostrum.state import Province, State

#: Heroes that add 3 to a role count, by role.
ROLE_HEROES = {"merchant": "agamemnon", "statesman": "solomon", "commander": "archimedes"}


def controlled(province: Province, civ: str) -> dict[str, Any]:
    """Buildings of a province that a civilization controls.

    Returns cities, temples, markets counts and the goods of caravans.
    """
    mine = province.occupied_by(civ)
    if province.influence == civ:
        others = [b for b, owner in province.occupied if owner != civ]
        cities = province.cities - sum(1 for b in others if b == "city")
        temples = province.temples - sum(1 for b in others if b == "temple")
        markets = province.markets - sum(1 for b in others if b == "market")
        caravans = list(province.caravans)
        for building in others:
            if building.startswith("caravan:") and building[8:] in caravans:
                caravans.remove(building[8:])
        return {"cities": cities, "temples": temples, "markets": markets, "caravans": caravans}
    return {
        "cities": mine.count("city"),
        "temples": mine.count("temple"),
        "markets": mine.count("market"),
        "caravans": [b[8:] for b in mine if b.startswith("caravan:")],
    }


def income(state: State, player: int) -> dict[str, Any]:
    """A player's income this trade phase: taxes, goods, and goods of their choice."""
    civ = state.civs[player]
    taxes = 0
    goods: dict[str, int] = {}
    for province in state.provinces:
        mine = controlled(province, civ)
        taxes += mine["cities"] * (2 if mine["temples"] else 1)
        for good in mine["caravans"]:
            goods[good] = goods.get(good, 0) + (2 if mine["markets"] else 1)
    if state.owns(player, "colossus"):
        taxes += 1
    return {
        "taxes": taxes,
        "goods": dict(sorted(goods.items())),
        "any_good": 1 if state.owns(player, "artemis") else 0,
    }


def role_counts(state: State, player: int) -> dict[str, int]:
    """What each role card is decided on, for one player (hero bonuses included)."""
    civ = state.civs[player]
    caravans = markets = cities = temples = 0
    legions = fleets = fortresses = 0
    for province in state.provinces:
        mine = controlled(province, civ)
        caravans += len(mine["caravans"])
        markets += mine["markets"]
        cities += mine["cities"]
        temples += mine["temples"]
        legions += get(province.legions, civ)
        fortresses += get(province.fortresses, civ)
        fleets += get(province.fleets, civ)
    fleets += sum(get(sea.fleets, civ) for sea in state.seas)
    out = {
        "merchant": caravans + markets,
        "statesman": cities + temples,
        "commander": legions + fleets + fortresses,
    }
    for role, hero in ROLE_HEROES.items():
        if state.owns(player, hero):
            out[role] += ROLE_HERO_BONUS
    return out


def role_outcome(state: State) -> dict[str, dict[str, Any]]:
    """Who gets each role card at the start of a round.

    The holder keeps the card on a tie for the most; if several others tie
    for the most, the holder picks among them (``choose_from``), and where
    nobody holds the card yet, the table decides among them.
    """
    scores = [role_counts(state, p) for p in range(len(state.civs))]
    out: dict[str, dict[str, Any]] = {}
    for index, role in enumerate(ROLES):
        holder = state.roles[index]
        best = max(s[role] for s in scores)
        leaders = [p for p, s in enumerate(scores) if s[role] == best]
        if holder is not None and holder in leaders:
            out[role] = {"holder": holder, "choose_from": [], "counts": [s[role] for s in scores]}
        elif len(leaders) == 1:
            out[role] = {"holder": leaders[0], "choose_from": [], "counts": [s[role] for s in scores]}
        else:
            out[role] = {"holder": None, "choose_from": leaders, "counts": [s[role] for s in scores]}
    return out


def board_units(state: State, civ: str) -> dict[str, int]:
    """Pieces of a civilization on the board (to check against its supply)."""
    out = {"influence": 0, "legion": 0, "fortress": 0, "fleet": 0}
    for province in state.provinces:
        out["influence"] += province.influence == civ
        out["legion"] += get(province.legions, civ)
        out["fortress"] += get(province.fortresses, civ)
        out["fleet"] += get(province.fleets, civ)
    out["fleet"] += sum(get(sea.fleets, civ) for sea in state.seas)
    return out


def buildings_on_board(state: State) -> dict[str, int]:
    """Buildings of every kind on the board (the bank holds the rest)."""
    return {
        "caravan": sum(len(p.caravans) for p in state.provinces),
        "city": sum(p.cities for p in state.provinces),
        "market": sum(p.markets for p in state.provinces),
        "temple": sum(p.temples for p in state.provinces),
    }


def hand_size(state: State, player: int) -> int:
    """Cards in a player's hand."""
    return total(state.hands[player])

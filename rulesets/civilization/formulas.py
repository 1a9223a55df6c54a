"""Civilization's arithmetic: research and leftover trade, the tech pyramid,
production with bought hammers, and the W&W battle score. Pure functions."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from engine.errors import BadInput
from engine.i18n import tr
from rulesets.civilization.data import COMBAT, TECH_COST, TRADE_MAX, TRADE_PER_HAMMER

MAX_LEVEL = max(TECH_COST)


def check_trade(trade: int) -> None:
    """Trade lives on a 0-27 dial."""
    if not 0 <= trade <= TRADE_MAX:
        raise BadInput(tr("trade {trade}: the dial goes from 0 to {most}").format(trade=trade, most=TRADE_MAX))


def _no_level(level: int) -> str:
    return tr("level {level}: techs have levels 1 to {most}").format(level=level, most=MAX_LEVEL)


def research(trade: int, coins: int, level: int, discount: int = 0) -> dict[str, Any]:
    """Cost of a tech and what is left on the dial afterwards.

    After researching, the dial keeps at most one trade per coin (coin dial
    plus investments); without research every trade point stays. ``discount``: trade a civilization's
    ability takes off every tech (Japan).
    """
    check_trade(trade)
    if coins < 0:
        raise BadInput("coins cannot be negative")
    if level not in TECH_COST:
        raise BadInput(_no_level(level))
    cost = max(TECH_COST[level] - discount, 0)
    affordable = trade >= cost
    left = trade - cost if affordable else trade
    kept = min(left, coins) if affordable else trade
    return {"cost": cost, "affordable": affordable, "trade_left": left, "trade_kept": kept}


def pyramid(levels: Iterable[int]) -> dict[str, Any]:
    """Whether a pyramid stands, and where a new tech could go now.

    Every tech above level 1 rests on two of the level below, so each level
    holds at most one card fewer than the level under it.
    """
    counts = Counter(levels)
    for level in counts:
        if level not in TECH_COST:
            raise BadInput(_no_level(level))
    valid = all(counts[level] <= counts[level - 1] - 1 for level in range(2, MAX_LEVEL + 1) if counts[level])
    open_levels = [
        level for level in range(1, MAX_LEVEL + 1) if level == 1 or counts[level] + 1 <= counts[level - 1] - 1
    ]
    return {"valid": valid, "can_research": open_levels}


def production(hammers: int, cost: int, trade: int) -> dict[str, Any]:
    """Build with a city's hammers, buying the missing ones at 3 trade each."""
    check_trade(trade)
    if hammers < 0 or cost < 0:
        raise BadInput("hammers and costs cannot be negative")
    short = max(cost - hammers, 0)
    needed = short * TRADE_PER_HAMMER
    affordable = trade >= needed
    return {
        "short": short,
        "trade_needed": needed,
        "affordable": affordable,
        "trade_left": trade - needed if affordable else trade,
    }


def combat_bonus(
    defending_city: bool = False,
    great_generals: int = 0,
    barracks: bool = False,
    shipyard: bool = False,
    fundamentalism: bool = False,
) -> int:
    """Cards drawn for a battle, and points added to the final score (each great general held adds its own)."""
    bonus = COMBAT["base"]
    bonus += COMBAT["defending_city"] if defending_city else 0
    bonus += COMBAT["great_general"] * great_generals
    bonus += COMBAT["barracks"] if barracks else 0
    bonus += COMBAT["shipyard"] if shipyard else 0
    bonus += COMBAT["fundamentalism"] if fundamentalism else 0
    return bonus


def battle_score(
    health: Sequence[int],
    wounds: Sequence[int],
    bonus: int,
    city_defense: int = 0,
    walls: bool = False,
) -> int:
    """Final score: surviving cards' health minus their wounds, plus the
    combat bonus, plus a defended city's printed defence (+4 with walls)."""
    if len(health) != len(wounds):
        raise BadInput("give one wounds value per surviving card")
    for h, w in zip(health, wounds, strict=True):
        if h < 1 or w < 0:
            raise BadInput("health is at least 1 and wounds at least 0")
        if w >= h:
            raise BadInput(
                tr("a card with {health} health and {wounds} wounds is dead, not surviving").format(health=h, wounds=w)
            )
    if city_defense < 0:
        raise BadInput("city defence cannot be negative")
    return sum(health) - sum(wounds) + bonus + city_defense + (COMBAT["walls"] if walls else 0)


def front(
    attacker: tuple[str, int, int, int],
    defender: tuple[str, int, int, int],
) -> dict[str, Any]:
    """One front of a battle: each side is (type, attack with upgrades, health, wounds).

    The unit favoured by the triangle strikes first; if that kills, nothing
    strikes back. Otherwise both deal their full attack (wounds never lower
    attack). Aircraft stand outside the triangle.
    """
    (a_type, a_attack, a_health, a_wounds), (d_type, d_attack, d_health, d_wounds) = attacker, defender
    for health, wounds in ((a_health, a_wounds), (d_health, d_wounds)):
        if health < 1 or not 0 <= wounds < health:
            raise BadInput("each card needs health of at least 1 and fewer wounds than health")
    a_first, d_first = first_strike(a_type, d_type), first_strike(d_type, a_type)
    d_wounds_after, a_wounds_after = d_wounds, a_wounds
    if a_first:
        d_wounds_after += a_attack
        if d_wounds_after < d_health:
            a_wounds_after += d_attack
    elif d_first:
        a_wounds_after += d_attack
        if a_wounds_after < a_health:
            d_wounds_after += a_attack
    else:
        a_wounds_after += d_attack
        d_wounds_after += a_attack
    return {
        "first_strike": "attacker" if a_first else "defender" if d_first else None,
        "attacker_wounds": min(a_wounds_after, a_health),
        "defender_wounds": min(d_wounds_after, d_health),
        "attacker_dies": a_wounds_after >= a_health,
        "defender_dies": d_wounds_after >= d_health,
    }


def first_strike(mine: str, theirs: str) -> bool:
    """Whether a unit type strikes first against another (aircraft never do, nor are struck first)."""
    # The triangle is printed on the unit cards: the shipped kit's (the calculator has no session).
    from rulesets.civilization.kit import shipped

    return bool(shipped().known("units", mine, "beats") == theirs)

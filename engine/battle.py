"""What a battle tells afterwards: where, who fought whom, the odds it was fought at, how it went.

A ruleset says it (``Ruleset.battle``) for the events that settle a battle;
the story of the session lists them (``engine.story``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Battle:
    """One battle, as the ruleset tells it.

    Attributes:
        place: Where it was fought, as read ("Sparta", "the Ionian Sea").
        sides: The attacker's and the defender's names as read (a player, a neutral, a tribe).
        odds: The chances it was fought at, in words ("Rome loses 1.2 units on average, Carthage
            0.8"); "" when nothing was left to chance (cards shown, strengths compared).
        result: How it ended, in words ("Rome won: Carthage lost 2 legions").
        winner: Who won, as in ``sides`` ("" for a draw or when nobody did).
        contest: A contest of several where nobody attacks (Aquileia's Arena): said as the place and who took
            part, not as an attack ("útočí Olga, brání..." read the Arena as an attack, play-test 9).
    """

    place: str
    sides: tuple[str, str]
    odds: str
    result: str
    winner: str = ""
    contest: bool = False

"""Catan: Struggle for Rome (Kampf um Rom), with the Terror of the Legions variant.

Light on purpose: only the registry entry.
"""

from engine.registry import GameInfo

INFO = GameInfo(
    id="struggle-for-rome",
    name="Catan: Struggle for Rome",
    min_players=3,
    max_players=4,
    loader="rulesets.struggle_for_rome.ruleset:StruggleForRome",
    calculators="rulesets.struggle_for_rome.calculators:CALCULATORS",
)

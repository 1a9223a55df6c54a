"""Catan: Struggle for Rome (Kampf um Rom), with the Terror of the Legions variant.

Light on purpose: only the registry entry.
"""

from engine.i18n import N_
from engine.registry import GameInfo

INFO = GameInfo(
    id="struggle-for-rome",
    name=N_("Catan: Struggle for Rome"),  # Czech: as the Czech edition names it
    min_players=3,
    max_players=4,
    loader="rulesets.struggle_for_rome.ruleset:StruggleForRome",
    calculators="rulesets.struggle_for_rome.calculators:CALCULATORS",
)

"""Sid Meier's Civilization: The Board Game, with Fame and Fortune and Wisdom and Warfare.

Light on purpose: only the registry entry. Rules in ``ruleset.py``,
calculators in ``calculators.py``.
"""

from engine.registry import GameInfo

INFO = GameInfo(
    id="civilization",
    name="Sid Meier's Civilization",
    min_players=2,
    max_players=5,
    loader="rulesets.civilization.ruleset:Civilization",
    calculators="rulesets.civilization.calculators:CALCULATORS",
)

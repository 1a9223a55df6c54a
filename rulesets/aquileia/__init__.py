"""Aquileia (Cielo d'Oro; Zoch / 999 Games). Light on purpose: only the registry entry."""

from engine.registry import GameInfo

INFO = GameInfo(
    id="aquileia",
    name="Aquileia",
    min_players=3,
    max_players=5,
    loader="rulesets.aquileia.ruleset:Aquileia",
    calculators="rulesets.aquileia.calculators:CALCULATORS",
)

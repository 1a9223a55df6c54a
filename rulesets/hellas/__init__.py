"""Hellas (Franz-Benno Delonge, Kosmos) for two players. Light on purpose: only the registry entry."""

from engine.registry import GameInfo

INFO = GameInfo(
    id="hellas",
    name="Hellas",
    min_players=2,
    max_players=2,
    loader="rulesets.hellas.ruleset:Hellas",
    calculators="rulesets.hellas.calculators:CALCULATORS",
)

"""Mare Nostrum (Serge Laget), with the Mythology-expansion card texts.

This module stays light: it only names the game for the registry. The rules
live in ``ruleset.py`` and the calculators in ``calculators.py``.
"""

from engine.registry import GameInfo

INFO = GameInfo(
    id="mare-nostrum",
    name="Mare Nostrum",
    min_players=3,
    max_players=5,
    loader="rulesets.mare_nostrum.ruleset:MareNostrum",
    calculators="rulesets.mare_nostrum.calculators:CALCULATORS",
)

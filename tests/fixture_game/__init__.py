"""Market Day: a tiny game that exercises every engine feature in tests.

It is not a real game and is not installed as an entry point; tests
register it by hand, or through ``TABULA_RULESETS`` for subprocess tests.
"""

from engine.registry import GameInfo

INFO = GameInfo(
    id="market-day",
    name="Market Day (test fixture)",
    min_players=2,
    max_players=4,
    loader="tests.fixture_game.ruleset:MarketDay",
    calculators="tests.fixture_game.calculators:CALCULATORS",
)

"""Play-test 12: the ``decisions`` topic said everyone rolls again on a tied start roll; the app re-rolls the
tied players only. The topic (en and cs) now says what the app does."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.errors import RuleRefused
from tests.aquileia.helpers import new

RULES = Path(__file__).parents[2] / "rulesets" / "aquileia" / "rules"
FIRST = "gold,gold,bronze,gold,gold,silver,bronze,bronze,bronze,silver,silver,silver"


def test_only_the_tied_players_roll_again() -> None:
    session = new()
    with pytest.raises(RuleRefused, match="Blue and Yellow tie with 2 gold: roll again"):
        session.act("start-player", {"dice": FIRST})
    session.act("start-player", {"dice": FIRST + ",bronze,bronze,bronze,gold,bronze,bronze"})  # 6 dice, not 12
    assert session.players[session.table.game.placer].name == "Yellow"


@pytest.mark.parametrize(
    ("path", "said", "unsaid"),
    [
        ("11-decisions.md", "only the tied\n  players roll again", "everyone rolls\n  again"),
        ("03-placement.md", "only the tied players\nroll again", "rolls everyone again"),
        ("cs/11-decisions.md", "hází znovu jen hráči ve shodě", "hází znovu všichni"),
        ("cs/03-placement.md", "hází znovu jen hráči ve shodě", "hází znovu všichni"),
    ],
)
def test_the_topics_say_what_the_app_does(path: str, said: str, unsaid: str) -> None:
    text = (RULES / path).read_text(encoding="utf-8")
    assert said in text and unsaid not in text

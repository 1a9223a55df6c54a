"""Play-test 12, item 8: L15 names three Cultural Progress titles and four Treasure titles. The rulebook does not
say each title is one card (it gives 30 action cards, not how many of each), so no cap of 3 or 4 is applied:
the reading is written in ``decisions`` (English and Czech), and ``calc score`` keeps taking more."""

from __future__ import annotations

from rulesets.struggle_for_rome import INFO
from rulesets.struggle_for_rome.calculators import calc_score


def test_the_reading_is_in_decisions() -> None:
    ruleset = INFO.load()
    english = ruleset.resource("rules/08-decisions.md").read_text(encoding="utf-8")
    czech = ruleset.resource("rules/cs/08-decisions.md").read_text(encoding="utf-8")
    assert "does not cap Cultural Progress at 3 nor Treasures at 4" in english
    assert "neomezuje na 3 ani Poklady na 4" in czech


def test_more_culture_than_its_titles_is_scored() -> None:
    result = calc_score({"player": ["A: 4 culture, 1 gold", "B: 5 treasures"]})
    ranked = {r["name"]: r for r in result["ranking"]}
    assert ranked["A"]["vp"] == 4 and ranked["B"]["gold"] == 5 * 7  # each unrevealed Treasure counts 7 (L15)

"""The score calculator takes the holdings as a Czech table says them (issue 37: its Czech help showed English
words, "6 cities, 3 gold", and only those parsed)."""

from __future__ import annotations

from rulesets.struggle_for_rome.calculators import parse_player


def test_czech_words_count_as_the_english_ones() -> None:
    czech = parse_player("Ann: 6 měst, 1 diplomacie, 2 kulturní pokroky, 3 zlaté, 1 poklad, 1 metla Říma")
    english = parse_player("Ann: 6 cities, 1 diplomacy, 2 culture, 3 gold, 1 treasure, 1 scourge")
    assert (
        czech
        == english
        == {
            "name": "Ann",
            "cities": 6,
            "diplomacy": 1,
            "culture": 2,
            "gold": 3,
            "treasures": 1,
            "scourge": 1,
        }
    )

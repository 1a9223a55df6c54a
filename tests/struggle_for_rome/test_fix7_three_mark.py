"""Fix 7, item 6: a table of four that teaches a city is asked its III mark once (not required), tells it
with ``add-city ... neutral=``, and a later three-player evening on the kit it taught needs no more typing."""

from __future__ import annotations

from engine.kits import dumps, loads
from rulesets.struggle_for_rome import INFO
from tests.struggle_for_rome.helpers import count, new

RULESET = INFO.load()


def test_a_table_of_four_is_asked_the_iii_mark_once_and_a_later_three_player_game_needs_none() -> None:
    first = new(4)
    first.act("add-city", {"city": "Lauriacum", "towers": 2, "province": "germania"})
    asked = first.outcome(len(first.events))
    # A table of four is not asked (play-test 9: the question came 14 times an evening); it may still tell it.
    assert asked[1] == "1 plunder tile comes into play at Lauriacum."
    assert not any("marked III" in line for line in asked)
    first.act("add-city", {"city": "Lauriacum", "neutral": True})
    assert first.outcome(len(first.events)) == ["Lauriacum is marked III."]
    # Told once: asked no more, and a second telling is refused (on the map already).
    assert first.propose("add-city", {"city": "Lauriacum", "neutral": False}).violations
    kit = loads(dumps(RULESET.learned(first.context(), first.kits[0])), RULESET.kit_schema, RULESET.id, "learned")
    assert kit.known("cities", "lauriacum", "three") is True
    three = new(3, kit=kit)  # the III city holds the spare wagon, no add-city needed
    assert count(three, "city:lauriacum", "tile") == 0 and count(three, "city:lauriacum", "wagon:orange") == 1


def test_the_iii_mark_of_a_city_the_kit_laid_out_is_told_once() -> None:
    first = new(4)
    first.act("add-city", {"city": "Lauriacum", "towers": 2, "province": "germania"})
    kit = loads(dumps(RULESET.learned(first.context(), first.kits[0])), RULESET.kit_schema, RULESET.id, "learned")
    later = new(4, kit=kit)
    later.act("add-city", {"city": "Lauriacum", "neutral": False})
    assert later.outcome(len(later.events)) == ["Lauriacum is not marked III."]
    cities = [c.id for c in later.table.game.cities]
    assert cities == ["lauriacum"] and count(later, "city:lauriacum", "tile") == 1
    again = RULESET.learned(later.context(), later.kits[0])
    assert again.known("cities", "lauriacum", "three") is False

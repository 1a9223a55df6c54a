"""Seating refusals name what is wrong (play-test 11, Mare Nostrum): who chose the same faction, and the game's
factions when one typed is none of them ("sparta" was answered "did you mean carthage?")."""

from __future__ import annotations

import pytest

from engine import registry
from engine.errors import BadInput


@pytest.mark.usefixtures("english")
def test_the_same_faction_twice_names_both_players_and_it() -> None:
    ruleset = registry.load("mare-nostrum")
    with pytest.raises(BadInput, match=r"^Petr and Honza both chose Carthage$"):
        ruleset.assign_factions([("Petr", "carthage"), ("Honza", "Carthage"), ("Jana", None)])


@pytest.mark.usefixtures("english")
def test_a_faction_the_game_has_not_lists_those_it_has() -> None:
    ruleset = registry.load("mare-nostrum")
    with pytest.raises(BadInput) as refused:
        ruleset.assign_factions([("Petr", "sparta"), ("Honza", None), ("Jana", None)])
    said = str(refused.value)
    assert said.startswith("no faction 'sparta' in Mare Nostrum: ")
    assert all(name in said for name in ("Babylon", "Carthage", "Egypt", "Greece", "Rome"))
    # A faction said in Czech, or a unique start of one, is still found.
    seated = ruleset.assign_factions([("Petr", "Řím"), ("Honza", "kart"), ("Jana", None)])
    assert [p.faction for p in seated][:2] == ["rome", "carthage"]

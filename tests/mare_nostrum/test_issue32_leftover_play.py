"""Issue 32 leftovers found playing a 4-player round on the command line: a battle named where nobody else
stands was refused with an empty list of sides; a purchase without its province was told only to name one."""

from __future__ import annotations

from tests.mare_nostrum.helpers import petrs_attack
from tests.mare_nostrum.test_issue32_leftover_offers import _katka_builds


def test_a_battle_where_nobody_else_stands_says_so() -> None:
    session = petrs_attack()  # Petr's 3 legions south of Rome, nobody else there
    said = [v.message for v in session.propose("battle", {"place": "south-of-rome"}).violations]
    assert "nobody else's units stand in South of Rome: Petr has nobody to fight there" in said, said
    assert not [line for line in said if line.rstrip().endswith(":")], said


def test_a_purchase_without_its_province_says_where_it_may_go() -> None:
    session = _katka_builds()  # Katka: Alexandria, Thebes, Cyrene, held since the round began
    said = [v.message for v in session.propose("buy", {"item": "legion"}).violations]
    assert "name the province it goes in: Alexandria, Thebes or Cyrene" in said, said
    session.act("buy", {"item": "influence", "province": "sinai"})
    said = [v.message for v in session.propose("buy", {"item": "legion", "cards": "taxes,taxes,taxes"}).violations]
    # Sinai's influence is new this round: not a place for the legion.
    assert "name the province it goes in: Alexandria, Thebes or Cyrene" in said, said

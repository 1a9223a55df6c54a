"""Issue 36 at 9 of 10: what the table is told: the one command that ends a phase for everyone, named only while
it would, and the national abilities the app leaves to the table, in the decisions topic."""

from __future__ import annotations

import pytest

from engine.reference import topic
from rulesets.civilization import INFO
from tests.civilization.helpers import go_to, new

ENDS_MOVEMENT = "Nobody else moves or fights? next-phase ends movement for everyone."


def test_next_phase_is_named_once_nothing_the_rules_require_holds_the_phase() -> None:
    # The School of Confucius makes two great persons due: next-phase is refused until they are drawn, so Pending
    # names the draw, not a command that would be refused.
    session = new(("A", "china"), ("B", "rome"), ("C", "germany"))
    go_to(session, "movement")
    session.act("relic", {"relic": "confucius"})
    session.act("next")
    pending = list(session.ruleset.pending(session.context()))
    assert not session.propose("next-phase", {}).legal
    duties = [item["text"] for item in session.summary()["pending"]]
    assert ENDS_MOVEMENT not in pending and "Great persons: A still to draw 2 great persons (great-person)" in duties
    session.act("great-person", {"player": "A", "person": "michelangelo"})
    session.act("great-person", {"player": "A", "person": "archimedes"})
    assert ENDS_MOVEMENT in session.ruleset.pending(session.context())
    session.act("next-phase")
    assert session.phase.id != "movement"


def test_the_national_abilities_set_up_are_in_decisions() -> None:
    # The rulebook is silent on the abilities: the kit states the start pieces from the fan sheet and the setup
    # lays them out, China's walls too (the kit names them); Egypt's wonder is chosen, so put in with national-start.
    text = " ".join(topic(INFO.load(), "decisions").text.split())
    assert "Russia 2 armies on the map" in text
    assert "China's City Walls and Egypt's ancient wonder in the capital" in text
    assert "Egypt's wonder, once confirmed, is chosen from the market" in text
    session = new(("A", "russia"), ("B", "china"), ("C", "egypt"))
    assert session.table.ledger.count("board:russia", "army:russia") == 2
    assert {city.id: city.buildings for city in session.table.game.cities if city.buildings} == {
        "china-capital": ("city-walls",)
    }


@pytest.mark.usefixtures("czech")
def test_the_decisions_say_it_in_czech_too() -> None:
    text = " ".join(topic(INFO.load(), "decisions").text.split())
    assert "Rusko 2 armády na mapě" in text
    assert "Žetony chýší a vesnic" in text

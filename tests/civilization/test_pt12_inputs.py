"""Play-test 12, bugs 6 to 9: the default researcher is said; a figure's cost in a refused build is kept; the
Great Person village gives a great person; ``obsoletes=no``."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused, TabulaError
from rulesets.civilization.catalogues import fact
from tests.civilization.helpers import go_to, new, realm, set_realm


def test_research_for_the_first_waiting_says_so() -> None:
    # e1 #61: Petr researched the Irrigation Jana meant; the output named Petr but not that it was the default.
    session = new(("Anna", "egypt"), ("Bob", "china"), ("Cyril", "germany"))
    go_to(session, "research")
    for seat in range(3):
        set_realm(session, seat, trade=8)
    session.act("research", {"tech": "pottery"})
    first = session.players[session.table.position.start].name
    said = session.outcome(len(session.events))
    assert f"({first} is the first still to research; undo if another player meant it.)" in said


def test_research_named_for_another_than_the_first_says_no_default() -> None:
    session = new(("Anna", "egypt"), ("Bob", "china"))
    go_to(session, "research")
    set_realm(session, 0, trade=8)
    set_realm(session, 1, trade=8)
    session.act("research", {"tech": "pottery"}, actor=session.players[1].name)
    assert not any("first still to research" in line for line in session.outcome(len(session.events)))


def test_a_figures_cost_typed_in_a_refused_build_is_kept() -> None:
    # e1 R1: build item=army hammers=3 cost=4 was refused a hammer short; the next army build asked cost= again.
    session = new(("Jana", "china"), ("Petr", "rome"))
    go_to(session, "city")
    assert fact(session.context(), "figures", "army", "cost") is None  # the shipped kit does not price it
    with pytest.raises(RuleRefused):
        session.act("build", {"city": "china-capital", "item": "army", "cost": "4", "hammers": "3"}, actor="Jana")
    assert fact(session.context(), "figures", "army", "cost") == 4


def test_the_great_person_village_gives_a_great_person() -> None:
    # x10: "give gives=free-tech, coin or other", then great-person refused: "a great person comes from a
    # great-person space".
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "movement")
    session.act("village", {"won": "yes", "reward": "Great Person village"})
    said = session.outcome(len(session.events))
    assert "A is due 1 great person: record the draw with great-person." in said
    session.act("great-person", {"person": "sun-tzu"})
    assert realm(session, 0).pending_persons == 0


def test_obsoletes_no_says_what_to_type() -> None:
    # e1: research ... obsoletes=no gave "'no' is a yes or no, not the name of a wonder", and nothing to type.
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "research")
    with pytest.raises(TabulaError) as raised:
        session.act("research", {"player": "A", "tech": "monarchy", "obsoletes": "no"})
    said = str(raised.value)
    assert "leave the field out where none is made obsolete" in said and "any not obsolete yet" in said

"""Play-test 11: research after a free tech (bug 2); research with several waiting takes the first (item 6)."""

from __future__ import annotations

from tests.civilization.helpers import go_to, new, realm, set_realm


def test_ending_research_after_a_free_tech_says_no_tech_was_bought() -> None:
    # e1 #117: Tomas took Masonry free, then next --yes: "did not research though they could". He had researched.
    session = new(("Tomas", "egypt"), ("Jana", "china"))
    go_to(session, "research")
    set_realm(session, 0, trade=10, free_techs=1)
    session.act("research", {"player": "Tomas", "tech": "pottery"})
    session.act("next", {}, actor="Tomas")
    said = " ".join(session.outcome(len(session.events)))
    assert "Tomas (10 trade) did not buy a tech though they could" in said
    assert "did not research" not in said


def test_research_with_several_waiting_is_the_first_in_turn_order() -> None:
    # E1 R2, E2 R1: "say who researches Pottery with player= (Anna or Cyril)".
    session = new(("Anna", "egypt"), ("Bob", "china"), ("Cyril", "germany"))
    go_to(session, "research")
    for seat in range(3):
        set_realm(session, seat, trade=8)
    start = session.table.position.start
    session.act("research", {"tech": "pottery"})
    first = session.players[start].name
    assert session.events[-1].actor == first
    assert realm(session, start).researched == session.table.position.round


def test_the_others_still_to_research_are_said() -> None:
    session = new(("Anna", "egypt"), ("Bob", "china"), ("Cyril", "germany"))
    go_to(session, "research")
    for seat in range(3):
        set_realm(session, seat, trade=8)
    session.act("research", {"tech": "pottery"})
    said = session.outcome(len(session.events))
    others = [p.name for s, p in enumerate(session.players) if s != session.table.position.start]
    assert f"{others[0]} and {others[1]} may still research this round." in said

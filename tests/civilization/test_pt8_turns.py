"""Play-test 8, bug 4: the next player's own action ends the turn holder's turn, and the log says so, not
"nothing left to decide"."""

from __future__ import annotations

from tests.civilization.helpers import go_to, new, set_realm


def test_the_next_players_action_says_it_ended_the_turn() -> None:
    # x6: village --as B in A's movement turn: "A's turn is over: nothing left to decide", A still had figures.
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "movement")
    session.act("village", {"won": "no"}, actor="B")
    said = session.outcome(len(session.events))
    assert "A's turn ends: B, next in turn, acted (undo if A still had something to do)." in said
    assert not any("nothing left to decide" in line for line in said)


def test_a_great_person_drawn_after_the_last_turn_is_no_handover() -> None:
    # The CLI play: Ann drew her great person in Cyril's last city turn; the phase ended, and the log said
    # Ann's action had ended Cyril's turn.
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "city")
    set_realm(session, 0, pending_persons=1)
    session.act("harvest", {"resource": "iron"}, actor="A")
    session.act("harvest", {"resource": "iron"}, actor="B")
    session.act("great-person", {"person": "einstein"}, actor="A")
    said = session.outcome(len(session.events))
    assert not any("next in turn, acted" in line for line in said)

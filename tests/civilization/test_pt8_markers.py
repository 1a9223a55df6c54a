"""Play-test 8: a hut or village marker the kit does not explain is asked (``gives=``) before anything is
applied, and a lost village is said lost."""

from __future__ import annotations

import pytest

from engine.errors import BadInput
from engine.session import Session
from tests.civilization.helpers import count, go_to, new, realm

ASKED = "The kit does not say what the Teacher hut gives: give gives=free-tech, coin or other"


def _moving() -> Session:
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "movement")
    return session


def test_an_unexplained_marker_is_asked_before_it_is_applied() -> None:
    # e1 R1: the Teacher went through as nothing; the table undid it and retyped it with gives=.
    session = _moving()
    events = len(session.events)
    with pytest.raises(BadInput, match=ASKED):
        session.act("hut", {"reward": "Teacher hut"})
    assert len(session.events) == events and realm(session, 0).free_techs == 0
    session.act("hut", {"reward": "Teacher hut", "gives": "free-tech"})
    assert realm(session, 0).free_techs == 1


def test_other_leaves_the_marker_to_the_table_and_is_not_asked_again() -> None:
    session = _moving()
    session.act("hut", {"reward": "City-state hut", "gives": "other"})
    said = session.outcome(len(session.events))
    assert any(line.startswith("The table applies what the City-state hut gives") for line in said)
    session.act("hut", {"reward": "City-state hut"})  # said once this session: not asked again
    assert count(session, "stock:china", "hut") == 0
    kit = session.ruleset.learned(session.context(), session.table.kit)
    assert kit.known("huts", "hut-city-state", "coins") is None  # nothing the kit could keep


def test_a_lost_village_is_said_lost() -> None:
    session = _moving()
    session.act("village", {"won": "no"})
    said = session.outcome(len(session.events))
    assert "A's army loses to the barbarians and goes back to the supply." in said

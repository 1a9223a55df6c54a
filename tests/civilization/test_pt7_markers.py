"""Play-test 7, bug 4: a marker no cited printed source explains (Teacher, Wealth) is said once by the table
(``gives=``), applied at once, kept for the session and written into the kit it exports."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, RuleRefused
from engine.session import Session
from tests.civilization.helpers import count, go_to, new, realm


def _moving() -> Session:
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "movement")
    return session


def test_the_teacher_said_once_gives_a_free_tech_due_without_forcing() -> None:
    # e1: the Teacher's tech could only be typed as research free=yes --force ("Jana has no free tech due").
    session = _moving()
    session.act("hut", {"reward": "Teacher hut", "gives": "free-tech"})
    assert realm(session, 0).free_techs == 1 and count(session, "stock:china", "hut") == 0
    said = session.outcome(len(session.events))
    assert "A takes a free tech in the research phase: the next tech researched comes free." in said
    assert "The Teacher hut gives a free tech, as the table said: kept for this session and the kit it exports." in said
    # Found again, it is applied as said, without a word more.
    session.act("hut", {"reward": "Teacher hut"})
    assert realm(session, 0).free_techs == 2
    assert not any("does not say" in line for line in session.outcome(len(session.events)))
    kit = session.ruleset.learned(session.context(), session.table.kit)
    assert kit.known("huts", "hut-teacher", "free_techs") == 1


def test_wealth_said_once_gives_a_coin() -> None:
    session = _moving()
    session.act("village", {"won": "yes", "reward": "Wealth village", "gives": "coin"})
    assert count(session, "coins:china", "coin") == 1 and count(session, "stock:china", "village") == 0
    kit = session.ruleset.learned(session.context(), session.table.kit)
    assert kit.known("huts", "village-wealth", "coins") == 1


def test_a_marker_left_unsaid_asks_gives_and_a_known_one_refuses_it() -> None:
    # The premise changed (play-test 8): left unsaid, the find is not applied as nothing and offered gives= after;
    # gives= is asked first, nothing moving. "other" leaves it to the table, and is not asked again.
    session = _moving()
    events = len(session.events)
    with pytest.raises(BadInput, match="give gives=free-tech, coin or other"):
        session.act("hut", {"reward": "Teacher hut"})
    assert len(session.events) == events and count(session, "stock:china", "hut") == 0
    session.act("hut", {"reward": "Teacher hut", "gives": "other"})
    assert realm(session, 0).free_techs == 0 and count(session, "stock:china", "hut") == 0
    assert any("The table applies what the Teacher hut gives" in line for line in session.outcome(len(session.events)))
    session.act("hut", {"reward": "Teacher hut"})
    assert realm(session, 0).free_techs == 0 and count(session, "stock:china", "hut") == 0
    with pytest.raises(RuleRefused, match="the kit says what the Iron hut gives"):
        session.act("hut", {"reward": "Iron hut", "gives": "coin"})

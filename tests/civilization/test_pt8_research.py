"""Play-test 8: a free tech due is taken without ``free=yes`` when the dial cannot pay the tech (and, since
play-test 10, when it could too: ``free=no`` pays)."""

from __future__ import annotations

from engine.session import Session
from tests.civilization.helpers import count, go_to, new, realm, set_realm


def _atlantis(trade: int) -> Session:
    session = new(("Filip", "rome"), ("Ondrej", "china"))
    go_to(session, "movement")
    session.act("relic", {"relic": "atlantis"})
    set_realm(session, 0, trade=trade)
    go_to(session, "research")
    return session


def test_a_free_tech_due_is_taken_when_the_dial_cannot_pay() -> None:
    # x11: research without free=yes was refused: "level 1 costs 6 trade", no word of the free tech.
    session = _atlantis(3)
    session.act("research", {"player": "Filip", "tech": "pottery"})
    assert count(session, "pyramid:rome", "pottery") == 1
    assert (realm(session, 0).free_techs, realm(session, 0).trade) == (0, 3)
    assert session.events[-1].args["free"] is True


def test_a_dial_that_can_pay_pays_and_keeps_the_free_tech() -> None:
    # Since play-test 10 a free tech due is used by default; a table that means to pay says free=no.
    session = _atlantis(12)
    session.act("research", {"player": "Filip", "tech": "pottery", "free": False})
    assert count(session, "pyramid:rome", "pottery") == 1
    # The dial keeps only as much trade as Filip has coins, none (l. 210).
    assert (realm(session, 0).free_techs, realm(session, 0).trade) == (1, 0)
    assert session.events[-1].args["free"] is False

"""Play-test 10, bug 4: ``actions`` listed "offer … (Jana by default)" while ``offer cards=…`` with nobody named
was refused with "say who offers". The listed default is now the offer's actor."""

from __future__ import annotations

from engine.summary import describe_action
from tests.mare_nostrum.helpers import deal, finish_setup, new_game, table


def test_the_listed_default_offers() -> None:
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    finish_setup(session)
    for name in ("Ann", "Bo", "Cy"):
        deal(session, name, {"taxes": 1, "wine": 1})
    merchant = session.players[table(session).holder_of("merchant") or 0].name
    session.act("exchange-size", {"count": 1}, actor=merchant)
    listed = describe_action(session, session.spec("offer"))["actor"]
    assert listed == "Ann"
    session.act("offer", {"cards": "wine"})
    assert session.events[-1].actor == listed
    assert describe_action(session, session.spec("offer"))["actor"] == "Bo"

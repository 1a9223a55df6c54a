"""Play-test 11, bug 4: ``next`` asked for ``--yes`` over "Jana's 2 goods" (1 tax, 1 grain, 1 fish), which the
tester read as cards that could buy nothing, while 1 good alone in round 1 was not asked about. The rule is the
same both times: the goods are asked about only when they still make a set for something there to buy, and
Greece's two goods pay for Pericles' 2-card fleet (p.13). The question now names what they would pay for, and
goods that pay for nothing are never asked about."""

from __future__ import annotations

from engine.losses import losses
from engine.session import Session
from tests.mare_nostrum.helpers import correct, deal, finish_setup, new_game


def _jana_builds(hand: dict[str, int]) -> Session:
    session = new_game("greece", "carthage", "babylon", names=("Jana", "Petr", "Honza"))
    finish_setup(session)  # Jana (Greece, with Pericles) is the Statesman
    deal(session, "Jana", hand)
    deal(session, "Petr", {"taxes": 3})
    deal(session, "Honza", {"taxes": 3})
    session.act("exchange-size", {"count": 0})
    while session.phase.id == "trade":
        session.act("next-phase")
    session.act("next", {"player": "Jana"})
    session.act("buy", {"item": "legion", "province": "athens", "cards": "taxes,taxes,taxes"})
    return session


def _asked(session: Session) -> list[str]:
    return losses(session, session.propose("next", {"player": "Honza"}))


def test_two_goods_are_asked_about_with_what_they_buy() -> None:
    session = _jana_builds({"taxes": 4, "grain": 1, "fish": 1})
    asked = _asked(session)
    assert any("Jana's 2 goods, which could still pay for a fleet" in line for line in asked), asked


def test_goods_that_pay_for_nothing_are_not_asked_about() -> None:
    one = _jana_builds({"taxes": 4, "grain": 1})
    assert _asked(one) == []
    two = _jana_builds({"taxes": 4, "grain": 1, "fish": 1})
    correct(two, "reserve:greece", "fleet:greece", 0, "box")  # no fleet left to buy with Pericles
    assert _asked(two) == []

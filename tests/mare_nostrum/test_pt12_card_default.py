"""Play-test 12, bug 3: with all of Jana's fleets on the board, a bare ``buy item=legion`` paid 3 taxes, counting
a Pericles 2-card fleet her goods would still pay for, and its hint said so; paying with goods keeps 2 taxes past
the build phase (p.6). The default set and its hint now count only what the reserve still holds."""

from __future__ import annotations

from collections import Counter

from engine.session import Session
from tests.mare_nostrum.helpers import correct, deal, finish_setup, new_game

HAND = {"taxes": 3, "grain": 1, "metals": 1, "slaves": 1, "wine": 1}


def _jana_builds(fleets_left: bool) -> Session:
    session = new_game("greece", "carthage", "babylon", names=("Jana", "Petr", "Honza"))
    finish_setup(session)  # Jana (Greece, with Pericles) is the Statesman
    deal(session, "Jana", HAND)
    deal(session, "Petr", {"taxes": 3})
    deal(session, "Honza", {"taxes": 3})
    if not fleets_left:
        correct(session, "reserve:greece", "fleet:greece", 0, "box")
    session.act("exchange-size", {"count": 0})
    while session.phase.id == "trade":
        session.act("next-phase")
    session.act("next", {"player": "Jana"})
    return session


def test_with_no_fleet_left_the_goods_pay_and_the_taxes_are_kept() -> None:
    session = _jana_builds(fleets_left=False)
    proposal = session.propose("buy", {"item": "legion", "province": "athens"})
    assert not proposal.violations
    paid = Counter(proposal.args["cards"])
    assert paid["taxes"] == 0 and paid.total() == 3, paid
    session.act("buy", {"item": "legion", "province": "athens"})
    said = session.outcome(len(session.events))
    assert not any("2-card purchase" in line for line in said), said


def test_with_fleets_left_the_taxes_pay_so_the_goods_buy_two_fleets() -> None:
    session = _jana_builds(fleets_left=True)
    paid = Counter(session.propose("buy", {"item": "legion", "province": "athens"}).args["cards"])
    assert paid["taxes"] == 3, paid

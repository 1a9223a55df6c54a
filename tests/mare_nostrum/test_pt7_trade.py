"""Play-test 7: the trade phase. Cleopatra's swap was logged as let go (bug 2); ``offer`` with nobody named laid
out the first seat's cards while several still offered (bug 4); ``keep`` was listed with no Hanging Gardens."""

from __future__ import annotations

from engine.session import Session
from tests.mare_nostrum.helpers import deal, finish_setup, new_game, offered, own, table


def _cleopatra() -> Session:
    session = new_game("carthage", "egypt", "rome", "greece", names=("Katka", "Jana", "Petr", "Honza"))
    finish_setup(session)
    deal(session, "Jana", {"taxes": 1})
    session.act("exchange-size", {"count": 0})
    assert session.phase.id == "trade"  # Jana may still swap with the bank
    return session


def test_a_swap_with_cleopatra_is_not_said_let_go() -> None:
    session = _cleopatra()
    session.act("cleopatra", {"give": "taxes", "take": "papyrus"}, actor="Jana")
    assert session.phase.id == "build"
    outcome = session.outcome(len(session.events))
    assert not any("go this round" in line for line in outcome), outcome


def test_declining_her_still_says_so() -> None:
    session = _cleopatra()
    session.act("next")
    outcome = session.outcome(len(session.events))
    assert "Jana lets Cleopatra's swap with the bank go this round." in outcome, outcome


def _exchange() -> Session:
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    finish_setup(session)
    for name in ("Ann", "Bo", "Cy"):
        deal(session, name, {"taxes": 1, "wine": 1})
    merchant = session.players[table(session).holder_of("merchant") or 0].name
    session.act("exchange-size", {"count": 1}, actor=merchant)
    return session


def test_an_offer_with_nobody_named_asks_who_offers() -> None:
    session = _exchange()
    before = len(session.events)
    # Play-test 10: the first still to offer, as ``actions`` lists him, offers when nobody is named.
    session.act("offer", {"cards": "wine"})
    assert len(session.events) == before + 1 and session.events[-1].actor == "Ann"
    session.act("offer", {"cards": "wine"}, actor="Bo")
    # One left to offer: nobody else may, so the offer is Cy's.
    session.act("offer", {"cards": "taxes"})
    assert session.events[-1].actor == "Cy"


def test_keep_is_listed_only_with_the_hanging_gardens() -> None:
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    finish_setup(session)
    for name in ("Ann", "Bo", "Cy"):
        deal(session, name, {"taxes": 3})
    session.act("exchange-size", {"count": 0})
    assert session.phase.id == "build"
    assert "keep" not in offered(session)
    own(session, "Bo", "gardens")
    assert "keep" in offered(session)

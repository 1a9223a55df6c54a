"""Play-test 9: with the pasture deck down to one kind, the top card is drawn by itself in ``idle`` and
``bank`` (``take=pasture``, ``get=pasture``); a card the deck cannot give is refused naming the way to draw it."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.struggle_for_rome.helpers import count, hand, new, put, to_phase


def _cattle_only(phase: str) -> Session:
    session = new(3)
    put(session, "discard:pasture", "horse", count(session, "deck:pasture", "horse"), "deck:pasture")
    to_phase(session, phase)
    return session


def test_an_idle_tribe_takes_the_top_pasture_card_by_itself() -> None:
    session = _cattle_only("cavalry")
    holder = ("hand:red", "hand:blue", "hand:white")[session.context().actor or 0]
    cattle = count(session, holder, "cattle")
    with pytest.raises(RuleRefused, match="take=pasture draws it"):
        session.act("idle", {"take": "horse"})
    session.act("idle", {"take": "pasture"})
    assert count(session, holder, "cattle") == cattle + 1


def test_the_bank_gives_the_top_pasture_card_by_itself() -> None:
    session = _cattle_only("build")
    actor = session.context().actor or 0
    faction = ("red", "blue", "white")[actor]
    hand(session, faction, grain=3)
    cattle = count(session, f"hand:{faction}", "cattle")
    with pytest.raises(RuleRefused, match="get=pasture draws it"):
        session.act("bank", {"give": "grain", "get": "horse"})
    session.act("bank", {"give": "grain", "get": "pasture"})
    assert count(session, f"hand:{faction}", "cattle") == cattle + 1 and count(session, f"hand:{faction}", "grain") == 0


def test_the_top_pasture_card_of_a_mixed_deck_is_named_as_seen() -> None:
    session = new(3)
    to_phase(session, "cavalry")
    with pytest.raises(RuleRefused, match=r"may be a horse or cattle: say which came \(take=horse or cattle\)"):
        session.act("idle", {"take": "pasture"})

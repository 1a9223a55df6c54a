"""Play-test 12, item 5: ``correct holder="Bo's hand" kind=horse count=2`` was refused ("that card cannot be taken
from the pasture deck") with every horse drawn, 9 of them on the discard pile (L7). The ruleset says where such
cards lie (``kind_home_at``), for the engine's correction to take them from there; ``source=`` does it now."""

from __future__ import annotations

from engine.session import Session
from rulesets.struggle_for_rome.holders import DECK, DISCARD
from rulesets.struggle_for_rome.ruleset import StruggleForRome
from tests.struggle_for_rome.helpers import count, new, put


def _all_horses_drawn() -> Session:
    session = new(4)
    put(session, DISCARD, "horse", count(session, DECK, "horse"), DECK)  # every horse drawn and paid
    return session


def test_the_discard_pile_is_where_the_horses_are() -> None:
    session = _all_horses_drawn()
    ctx = session.context()
    ruleset = session.ruleset
    assert isinstance(ruleset, StruggleForRome)
    assert ruleset.kind_home_at(ctx, "horse", "hand:blue", 2) == DISCARD
    # While the deck holds them, the deck (as before); cattle and gold keep their homes.
    assert ruleset.kind_home_at(ctx, "cattle", "hand:blue", 2) == DECK
    assert ruleset.kind_home_at(ctx, "gold", "purse:blue", 9) == "bank"


def test_named_as_the_source_the_correction_goes_through() -> None:
    session = _all_horses_drawn()
    pile = count(session, DISCARD, "horse")
    session.act("correct", {"holder": "hand:blue", "kind": "horse", "count": 2, "reason": "t", "source": DISCARD})
    assert count(session, "hand:blue", "horse") == 2 and count(session, DISCARD, "horse") == pile - 2

"""Play-test 11: a losing winner is refused before any question (bug 3); a certain result is accepted once the
loser has no cards left; the resource loot lists what the loser holds."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.errors import BadInput, RuleRefused, TabulaError
from engine.session import Session
from tests.civilization.helpers import game, set_realm
from tests.civilization.test_fight import _table, fight


def _attacked() -> Session:
    """Filip attacks Ondrej's Xian: 5 against 12 before any card (Filip 3 cards, Ondrej 2)."""
    session = _table()
    session.act("attack", {"defender": "Ondrej", "city": "Xian"})
    return session


def test_a_winner_who_scored_less_is_refused_before_any_question() -> None:
    # x4: battle winner=Jana asked armies_lost=, then loot=, and only then "Jana scored 5 against 8".
    session = _attacked()
    proposal = session.propose("battle", {"winner": "Filip"})  # no question raised (BadInput)
    assert any("Filip scored 5 against 12: the higher score wins" in v.message for v in proposal.violations)


def _filip_played_out(session: Session) -> None:
    """Filip has played every card drawn (as if each had been laid); Ondrej still holds his 2."""
    state = game(session)
    done = replace(fight(session), played=(fight(session).drawn[0], 0))
    session.tables[-1] = replace(session.table, game=replace(state, fight=done))


def test_the_result_is_accepted_once_the_loser_has_no_cards_left() -> None:
    # e2 R5: Bob's 5 against Cyril's 8, Bob with no card: Cyril typed six front commands before battle was taken.
    session = _attacked()
    _filip_played_out(session)
    session.act("battle", {"loot": "none"})
    assert game(session).fight is None
    assert session.events[-1].args["winner"] == "Ondrej"


def test_cards_of_the_side_behind_still_hold_the_result() -> None:
    session = _attacked()
    with pytest.raises((BadInput, RuleRefused), match="cards still to play: Filip 3 and Ondrej 2"):
        session.act("battle", {"loot": "none"})


def test_the_resource_loot_lists_what_the_loser_holds() -> None:
    # x4: "name the resource taken", without saying Tomas holds silk and spy.
    session = _attacked()
    _filip_played_out(session)
    session.tables[-1] = replace(session.table, ledger=session.table.ledger.move("silk", 1, "bank", "stock:rome"))
    session.tables[-1] = replace(session.table, ledger=session.table.ledger.move("iron", 1, "bank", "stock:rome"))
    set_realm(session, 1, trade=0)
    with pytest.raises(TabulaError) as refused:  # a question since play-test 12, a rule before
        session.act("battle", {"loot": "resource"})
    assert "name the resource taken: Filip holds" in str(refused.value)
    assert "Silk" in str(refused.value) and "Iron" in str(refused.value)

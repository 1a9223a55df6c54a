"""Play-test 10 (issue 33), the small leftovers: the first Pecunia exchange (N3), the turn-up reminder (N10), a
Stadium laurel won before (N12), the Portus sentence after a Forum skip (ptr9 bug 16) and the `bid add=a,b`
message."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused, TabulaError
from engine.session import Session
from rulesets.aquileia.state import Building
from tests.aquileia.helpers import (
    give_buildings,
    give_cards,
    last_outcome,
    new,
    place_all,
    set_coins,
    stadium_example,
    to_phase,
)

BOARD = "bb s, s bb, ss g, g ss"


def _pecunia() -> Session:
    session = new()
    place_all(session, {"Blue": ["pecunia"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    return session


def test_the_first_exchange_takes_its_rate_beside_the_board() -> None:
    """`pecunia rate="s bb" board=…` said "no Pecunia rate 's bb' (there is no Pecunia rate yet)"."""
    session = _pecunia()
    session.act("pecunia", {"rate": "s bb", "board": BOARD})
    assert session.table.ledger.count("purse:blue", "bronze") == 4
    assert session.table.ledger.count("purse:blue", "silver") == 0
    assert any("4 Pecunia rates are kept" in line for line in last_outcome(session))


def test_a_rate_in_letters_without_the_board_asks_for_the_board() -> None:
    session = _pecunia()
    with pytest.raises(RuleRefused, match="not all known"):
        session.act("pecunia", {"rate": "s bb"})


def test_a_rate_the_board_lacks_is_refused_with_the_board() -> None:
    session = _pecunia()
    with pytest.raises(RuleRefused, match="the board allows only"):
        session.act("pecunia", {"rate": "s bbb", "board": BOARD})


def test_one_coin_typed_for_two_says_get_lists_every_coin() -> None:
    """`give=silver get=bronze board=…` listed the board's rates and did not say that `get` names both coins."""
    session = _pecunia()
    with pytest.raises(RuleRefused, match=r"get=bronze,bronze: name every coin given and taken"):
        session.act("pecunia", {"give": "silver", "get": "bronze", "board": BOARD})


def test_the_turn_up_reminder_stays_until_the_cards_are_entered() -> None:
    """N10: Pending dropped "Turn up: …" as the first servant was placed."""
    session = new()
    session.act("place", {"space": "forum-1"})
    assert any(line.startswith("Turn up:") for line in session.ruleset.pending(session.context()))
    session.act("turn-ups", {"equi_1": "weapons-1", "equi_2": "weapons-2", "equi_3": "weapons-3", "laurel": "3"})
    assert not any(line.startswith("Turn up:") for line in session.ruleset.pending(session.context()))


def test_a_laurel_won_before_is_named_with_where_it_went() -> None:
    """N12: the 3 won in round 1 was refused as "that card cannot be taken from the stadium laurel deck"."""
    session = stadium_example()
    give_cards(session, 3, "laurel-3")
    with pytest.raises(RuleRefused, match="the 3-point stadium laurel is not in the stadium laurel deck: it was won"):
        session.act("prizes", {"winner_laurel": "laurel-5", "second_laurel": "laurel-3"})


def test_a_forum_skip_does_not_say_the_portus_activation_is_left_out() -> None:
    """ptr9 bug 16 / ev2 #187: Cy's Forum 1 skip logged "Cy leaves out the action of Portus bronze", then Cy
    activated there."""
    session = new()
    give_buildings(session, 2, Building("workshop", 4))
    set_coins(session, 2, bronze=2, silver=0, gold=0)
    place_all(session, {"Blue": [], "Yellow": [], "Red": ["forum-1", "portus-bronze"], "Vlada": []})
    to_phase(session, "forum")
    session.act("skip", {"player": "Red", "space": "forum-1"})
    said = last_outcome(session)
    assert "Red leaves out the action of Forum 1." in said
    assert not any("Portus" in line and "leaves out" in line for line in said)
    assert any(line.startswith("Red activates") for line in said)


def test_a_bid_of_two_coins_says_a_bid_adds_one() -> None:
    """`bid add=bronze,silver` said "expected one of gold, silver, bronze (did you mean silver or bronze?)"."""
    session = new()
    set_coins(session, 3, silver=3)
    place_all(session, {"Blue": [], "Yellow": [], "Red": [], "Vlada": ["theatrum"]})
    with pytest.raises(TabulaError, match="one coin"):
        session.act("bid", {"player": "Vlada", "add": "bronze,silver"})

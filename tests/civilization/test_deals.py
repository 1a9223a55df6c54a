"""Trades as deals: both halves change hands together or not at all (issue 18, l. 77-92)."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, RuleRefused
from engine.session import Session
from tests.civilization.helpers import go_to, new, put, realm, set_realm


def _table() -> Session:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    go_to(session, "trade")
    set_realm(session, 0, trade=9, collected=1)
    set_realm(session, 1, collected=1)  # the market opens once every dial is set (l. 75)
    put(session, "iron", 1, "bank", "stock:rome")
    return session


def test_four_trade_for_an_iron_is_one_deal() -> None:
    # l. 92: the worked example, 4 trade for an iron, was two one-way commands; now one.
    session = _table()
    session.act("trade", {"player": "Ondrej", "to": "Filip", "item": "trade", "amount": "4", "for_resource": "iron"})
    assert realm(session, 0).trade == 5
    assert realm(session, 1).trade == 4
    assert session.table.ledger.count("stock:china", "iron") == 1
    assert session.table.ledger.count("stock:rome", "iron") == 0
    lines = session.outcome(len(session.events))
    assert lines[0] == "Ondrej gives Filip 4 trade for 1 iron."
    assert "Ondrej's trade dial goes from 9 to 5." in lines


def test_a_resource_named_says_what_changes_hands() -> None:
    session = _table()
    session.act("trade", {"player": "Filip", "to": "Ondrej", "resource": "iron", "for": "trade", "for_amount": "3"})
    assert session.table.ledger.count("stock:china", "iron") == 1
    assert realm(session, 1).trade == 3
    assert session.events[-1].args["item"] == "resource"


def test_a_deal_whose_return_half_cannot_happen_moves_nothing() -> None:
    # Filip holds no silk: the trade half must not move alone, even forced (a deal is one event).
    session = _table()
    with pytest.raises(RuleRefused) as refused:
        session.act(
            "trade",
            {"player": "Ondrej", "to": "Filip", "item": "trade", "amount": "4", "for_resource": "silk"},
            force=True,
        )
    assert refused.value.physical
    assert realm(session, 0).trade == 9
    assert realm(session, 1).trade == 0


def test_the_return_half_is_checked_like_a_gift() -> None:
    session = _table()
    with pytest.raises(RuleRefused, match="Filip has 0 trade on the dial"):
        session.act(
            "trade", {"player": "Ondrej", "to": "Filip", "item": "resource", "resource": "iron", "for": "trade"}
        )
    with pytest.raises(BadInput, match="expected one of trade, resource, culture-event"):
        session.act("trade", {"player": "Ondrej", "to": "Filip", "item": "trade", "for": "coins"})


def test_a_gift_is_still_one_half() -> None:
    session = _table()
    session.act("trade", {"player": "Ondrej", "to": "Filip", "item": "trade", "amount": "2"})
    assert (realm(session, 0).trade, realm(session, 1).trade) == (7, 2)
    assert session.outcome(len(session.events))[0] == "Ondrej gives Filip 2 trade."


def test_nothing_named_is_refused_with_what_may_change_hands() -> None:
    session = _table()
    with pytest.raises(RuleRefused, match="say what changes hands"):
        session.act("trade", {"player": "Ondrej", "to": "Filip"})


def test_conflicting_halves_are_refused_not_dropped() -> None:
    # Play-test: "for=trade for_resource=iron" dropped the iron without a word.
    session = _table()
    with pytest.raises(RuleRefused, match="a resource is named but what comes back is trade"):
        session.act(
            "trade", {"player": "Ondrej", "to": "Filip", "item": "trade", "for": "trade", "for_resource": "iron"}
        )
    with pytest.raises(RuleRefused, match="a resource is named but what is given is trade"):
        session.act("trade", {"player": "Ondrej", "to": "Filip", "item": "trade", "resource": "silk"})
    with pytest.raises(RuleRefused, match="trade for trade changes nothing"):
        session.act("trade", {"player": "Ondrej", "to": "Filip", "item": "trade", "for": "trade"})


def test_the_market_opens_once_every_dial_is_set() -> None:
    # l. 75: trading begins once everyone has set their trade dial.
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    go_to(session, "trade")
    session.act("collect-trade", {"amount": "5"})
    with pytest.raises(RuleRefused, match="Filip still to collect"):
        session.act("trade", {"player": "Ondrej", "to": "Filip", "item": "trade", "amount": "2"})
    session.act("collect-trade", {"amount": "3"})
    session.act("trade", {"player": "Ondrej", "to": "Filip", "item": "trade", "amount": "2"})
    assert (realm(session, 0).trade, realm(session, 1).trade) == (3, 5)


def test_nothing_changes_hands_with_oneself_even_forced() -> None:
    # Play-test: forced, "Avesonn gives Avesonn 1 trade" raised her dial from 5 to 6.
    session = _table()
    with pytest.raises(RuleRefused) as refused:
        session.act("trade", {"player": "Ondrej", "to": "Ondrej", "item": "trade"}, force=True)
    assert refused.value.physical
    assert realm(session, 0).trade == 9


def test_a_dial_the_app_has_wrong_is_set_as_on_the_table() -> None:
    # Play-test: the "room for 3 more" refusal said to correct, but no correction reached a trade dial.
    session = _table()
    set_realm(session, 1, trade=25)
    with pytest.raises(RuleRefused) as refused:
        session.act("trade", {"player": "Ondrej", "to": "Filip", "item": "trade", "amount": "4"}, force=True)
    assert any("set-dial" in v.mend for v in refused.value.violations)
    session.act("set-dial", {"player": "Filip", "dial": "trade", "value": "20"})
    assert realm(session, 1).trade == 20
    assert session.outcome(len(session.events)) == ["Filip's trade dial is set from 25 to 20, as on the table."]
    session.act("set-dial", {"player": "Filip", "dial": "culture", "value": "4"})
    assert (realm(session, 1).culture, realm(session, 1).pending_persons) == (4, 0)
    with pytest.raises(RuleRefused, match="the trade dial stops at 27"):
        session.act("set-dial", {"player": "Filip", "dial": "trade", "value": "30"}, force=True)

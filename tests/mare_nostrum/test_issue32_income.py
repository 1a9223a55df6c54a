"""Issue 32: the income of a round whose Merchant is still to be chosen was paid as the trade phase began, in
seating order from the old Merchant. The role cards come first (p.4, l.11), income is the trade phase's first
step (p.4): it waits for them, and a bank running short pays from the new Merchant (see ``decisions``)."""

from __future__ import annotations

import pytest

from engine import saves
from engine.errors import RuleRefused
from engine.reference import topic
from engine.session import Session
from engine.writer import to_data
from rulesets.mare_nostrum.rounds import INCOME_LOG
from tests.mare_nostrum.helpers import caravans, correct, hand_of, table, units
from tests.mare_nostrum.test_round import _started

NAMES = ("Ann", "Bo", "Cy")


def _short_of_taxes() -> tuple[Session, dict[str, dict[str, int]]]:
    """Round 2 opens with Bo (the Merchant) to choose between Ann and Cy, tied on caravans, and two tax cards
    left in the bank, where Ann is due 2, Bo 1 and Cy 2 (the bank emptied before the round ends)."""
    session = _started()  # Ann Babylon (Commander), Bo Carthage (Merchant), Cy Greece (Statesman)
    caravans(session, "babylon", "grain", 5)
    caravans(session, "athens", "oil", 5)
    units(session, "babylon", "legion", "babylon", 1)
    session.act("exchange-size", {"count": 0})
    session.act("next-phase")  # nobody builds
    session.act("next", {"player": "Cy"})
    session.act("move-fleet", {"from": "athens", "to": "east-of-athens", "count": 1})
    session.act("next", {"player": "Bo"})
    session.act("next", actor="Bo")
    correct(session, "box", "taxes", session.table.ledger.count("bank", "taxes") - 2, "bank")
    before = {name: hand_of(session, name) for name in NAMES}
    session.act("next")  # Ann moves nothing: round 2 begins
    assert (session.table.position.round, session.phase.id) == (2, "trade")
    assert [role for role, _ in table(session).state.pending_roles] == ["merchant"]
    return session, before


def _taxes(session: Session, before: dict[str, dict[str, int]]) -> list[int]:
    return [hand_of(session, name).get("taxes", 0) - before[name].get("taxes", 0) for name in NAMES]


def test_income_waits_for_the_roles_and_pays_from_the_new_merchant() -> None:
    session, before = _short_of_taxes()
    assert {name: hand_of(session, name) for name in NAMES} == before  # nothing paid yet, nor thrown away
    pending = [p["text"] for p in session.summary()["pending"]]
    assert "The income is paid once the new Merchant is chosen." in pending
    session.act("give-role", {"role": "merchant", "player": "Ann"})
    # Seating order from Ann, the new Merchant: Ann takes the two taxes, Bo and Cy go short.
    assert _taxes(session, before) == [2, 0, 0]
    pending = [p["text"] for p in session.summary()["pending"]]
    assert "Bo got 0 of 1 tax card: the bank had no more." in pending
    assert "Cy got 0 of 2 tax cards: the bank had no more." in pending
    assert "The income is paid once the new Merchant is chosen." not in pending
    assert "Income waits for the role cards" in topic(session.ruleset, "decisions").text


def test_a_trade_phase_ended_past_the_roles_still_pays_its_income() -> None:
    session, before = _short_of_taxes()
    with pytest.raises(RuleRefused, match="Roles"):
        session.act("next-phase")
    session.act("next-phase", force=True)
    assert session.phase.id == "build" and sum(_taxes(session, before)) == 2


def test_a_save_from_before_pays_as_it_did() -> None:
    # As version 5 took it: paid as the phase began, in seating order from Bo, the old Merchant.
    session, before = _short_of_taxes()
    data = to_data(session)
    loaded = saves.from_data({**data, "ruleset_version": "5", "options": {}}, "old")
    assert loaded.options[INCOME_LOG]
    assert [hand_of(loaded, name).get("taxes", 0) - before[name].get("taxes", 0) for name in NAMES] == [0, 1, 1]

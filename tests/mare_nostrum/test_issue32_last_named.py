"""Issue 32, the 9-of-10 play-test: the Statesman naming the last player left before the builder has built."""

from __future__ import annotations

import pytest

from engine.errors import BadInput
from engine.session import Session
from tests.mare_nostrum.test_issue32_build import KATKAS_SETS, _build_phase


def _mirek_builds_honza_is_last() -> Session:
    """Katka has built, Petr (the Statesman) passed; Mirek has the turn, nothing bought; Honza is last."""
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    session.act("buy", {"item": "legion", "province": "carthage", "cards": KATKAS_SETS[0]})
    session.act("next", {"player": "Petr"})
    session.act("next", {"player": "Mirek"}, actor="Petr")
    assert session.turn_player is not None and session.turn_player.name == "Mirek"
    return session


def test_naming_the_last_builder_early_keeps_the_turn() -> None:
    # Play-test: `next player=Honza` (the last one left) before Petr had built ended Petr's turn: the log said
    # "Honza acts next, the last to act", the check "Petr names Honza", and Petr's purchase was then refused
    # as "for Honza now". The Statesman names him ahead, and it is said so everywhere.
    session = _mirek_builds_honza_is_last()
    proposal = session.propose("next", {"player": "Honza"})
    assert proposal.actor == 1 and proposal.args.get("ahead") is True  # Petr, checked as he will name
    event = session.act("next", {"player": "Honza"})
    assert event.actor == "Petr" and event.args.get("ahead") is True
    assert session.turn_player is not None and session.turn_player.name == "Mirek"
    index = len(session.events)
    assert session.describe_event(event, index) == "Petr names Honza to act after Mirek"
    assert session.outcome(index) == ["Mirek's turn goes on; Honza acts once it ends."]
    # Mirek's purchase leaves his hand nothing to buy: his turn passes by itself to Honza (rules v9).
    session.act("buy", {"item": "legion", "province": "rome", "cards": "taxes,taxes"})
    assert session.turn_player is not None and session.turn_player.name == "Honza"
    assert "Mirek has nothing left to buy this turn: the turn passes." in session.outcome(len(session.events))


def test_naming_the_last_builder_after_a_purchase_ends_the_turn() -> None:
    session = _mirek_builds_honza_is_last()
    session.act("buy", {"item": "legion", "province": "rome", "cards": "taxes,taxes"})
    # Nothing left to buy, and Honza the only one left: the turn passed by itself (rules v9); naming him says so.
    assert session.turn_player is not None and session.turn_player.name == "Honza"
    with pytest.raises(BadInput, match=r"Honza is on turn already|nobody is left to act"):
        session.propose("next", {"player": "Honza"}, actor="Petr")

"""Follow-ups of the engine's changes after play-test 9 (Mare Nostrum): a sea the table added keeps the name it
typed in the ledger's lines and corrections; a move refused for an unknown border says the fact, not how to teach
it (the engine offers the fact when it alone stands in the way); a correction naming no source takes cards and
buildings from the bank and puts them back there (``Ruleset.kind_home``)."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from rulesets.mare_nostrum.components import holder_label, sea_holder
from tests.mare_nostrum.helpers import bo_moves, fleets, new_game
from tests.mare_nostrum.test_issue32_build import _build_phase
from tests.mare_nostrum.test_kit import SHIPPED
from tests.mare_nostrum.test_pt8_sea_link import _petr_at_sea


def test_a_sea_the_table_added_is_named_as_it_was_typed() -> None:
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    session.act("add-sea", {"name": "Gulf of Carthage", "coasts": "carthage"})
    holder = sea_holder("gulf-of-carthage")
    assert holder_label(holder, session.players) == "Gulf of Carthage"
    fleets(session, "gulf-of-carthage", "carthage", 1)
    said = " ".join(session.outcome(len(session.events)))
    assert "Gulf of Carthage" in said and "Gulf Of" not in said, said


def test_an_unknown_border_is_said_as_a_fact_and_offered_only_alone() -> None:
    session = bo_moves(SHIPPED)
    move = {"from": "carthage", "to": "cyrene"}
    (why,) = session.propose("move-legion", move).violations
    assert (
        why.message == "not reachable by land or along your fleets: the kit does not say that Cyrene borders Carthage"
    )
    assert why.told is not None and why.told.action == "connect"  # alone, the engine offers the fact
    with pytest.raises(RuleRefused) as refused:
        session.act("move-legion", move, actor="Ann")  # out of turn: the border is not all that stands in the way
    assert refused.value.facts() == ()
    assert "connect" not in str(refused.value), str(refused.value)


def test_an_unknown_coast_is_said_as_a_fact_without_the_command() -> None:
    session = _petr_at_sea()
    (why,) = session.propose("move-legion", {"from": "south-of-rome", "to": "north-of-athens", "count": 2}).violations
    assert why.told is not None and "coast of Sea between Rome and Athens" in why.message
    assert "connect" not in why.message, why.message


def test_a_correction_naming_no_source_uses_the_bank() -> None:
    session = _build_phase()
    bank = session.table.ledger.count("bank", "taxes")
    session.act("correct", {"holder": "Katka's hand", "kind": "taxes", "count": "2", "reason": "miscounted"})
    assert session.events[-1].args["source"] == "bank"
    assert session.outcome(len(session.events))[0].endswith("1 tax card went back to the bank).")
    assert session.table.ledger.count("bank", "taxes") == bank + 1
    session.act("correct", {"holder": "Katka's hand", "kind": "wine", "count": "3", "reason": "short"})
    assert session.events[-1].args["source"] == "bank"
    assert "came from the bank" in session.outcome(len(session.events))[0]
    # A civilization's own pieces still come from its reserve, not the bank.
    session.act("correct", {"holder": "province:carthage.land", "kind": "legion:carthage", "count": 3, "reason": "x"})
    assert session.events[-1].args["source"] == "reserve:carthage"

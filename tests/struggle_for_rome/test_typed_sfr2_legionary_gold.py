"""The legionary's ``gold=`` is what is taken, or refused: never cut down to what the victim holds, and never
dropped when no victim is named (tests/test_typed_choices.py found 2 gold typed against a purse of 1 taken as 1)."""

from __future__ import annotations

from engine.session import Session
from tests.struggle_for_rome.helpers import count, new, put

SPOT = {"landscape": "pasture", "province": "gallia"}


def _bo_without_cards(purse: int) -> Session:
    session = new()
    session.act("roll-resources", {"dice": "3,4"})
    for kind in ("grain", "cattle"):
        put(session, "hand:blue", kind, 0, "bank")
    put(session, "purse:blue", "gold", purse, "bank")
    return session


def test_more_gold_than_the_victim_holds_is_refused() -> None:
    session = _bo_without_cards(1)
    refused = session.propose("legionary", {**SPOT, "victim": "Bo", "gold": 2})
    assert not refused.legal
    assert any("Bo has only 1 gold" in v.message for v in refused.violations)
    assert count(session, "purse:blue", "gold") == 1  # nothing taken


def test_the_gold_typed_is_taken() -> None:
    session = _bo_without_cards(3)
    before = count(session, "purse:red", "gold")
    session.act("legionary", {**SPOT, "victim": "Bo", "gold": 1})
    assert (count(session, "purse:blue", "gold"), count(session, "purse:red", "gold")) == (2, before + 1)


def test_gold_with_no_victim_is_refused() -> None:
    session = _bo_without_cards(3)
    refused = session.propose("legionary", {**SPOT, "gold": 1})
    assert any("say which player the gold is taken from" in v.message for v in refused.violations)

"""Play-test 7, bug 2: a forced battle that takes a city still asks which of the defender's figures stood in it."""

from __future__ import annotations

import pytest

from engine.errors import BadInput
from engine.session import Session
from tests.civilization.helpers import count, go_to, new

TAKEN = {"winner": "Filip", "loser": "Ondrej", "city": "Xian", "loot": "trade", "capture": "yes"}
QUESTION = "Xian is taken: which of Ondrej's figures stood in it\\? .* armies_lost=0\\|1"


def _at_the_limit() -> Session:
    """Filip (Rome) holds 2 cities, the limit, and attacks Ondrej's Xian; Ondrej has an army on the map."""
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    session.act("found-city", {"name": "Xian"})
    session.act("found-city", {"name": "Antium"}, actor="Filip")
    go_to(session, "movement")
    session.act("next")  # Filip moves and attacks
    return session


def test_a_forced_capture_asks_for_the_defenders_figures() -> None:
    # e1 round 3: Jana, at her city limit, took Antium with --force; Petr's army in it stayed on the map.
    session = _at_the_limit()
    assert not session.propose("battle", {**TAKEN, "armies_lost": 1}).legal  # the city limit objects
    events = len(session.events)
    with pytest.raises(BadInput, match=QUESTION):
        session.act("battle", TAKEN, force=True)
    assert len(session.events) == events and count(session, "city:xian", "city:china") == 1
    session.act("battle", {**TAKEN, "armies_lost": 1}, force=True)
    assert count(session, "board:china", "army:china") == 0 and count(session, "city:xian", "city:rome") == 1

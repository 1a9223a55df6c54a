"""Issue 32 (December CLI evening): one Greek fleet blockaded the same transport again and again.

The rules pair one Greek fleet with each carrying fleet (p.11): once every Greek fleet on the route has fought
an announced transport, Greece can only let it land. A log from before version 7 replays as it was taken.
"""

from __future__ import annotations

import pytest

from engine import saves
from engine.errors import RuleRefused
from engine.session import Session
from engine.writer import to_data
from rulesets.mare_nostrum.common import BLOCKADE_LOG
from tests.mare_nostrum.helpers import offered, table
from tests.mare_nostrum.test_blockade import _petr_in_strategy


def _pending(session: Session) -> list[str]:
    return [p["text"] for p in session.summary()["pending"]]


def _announced() -> Session:
    """Petr (Rome) announces 3 legions from Rome to North of Athens; Honza (Greece) has 2 fleets on the route."""
    session = _petr_in_strategy()
    session.act("move-legion", {"from": "rome", "to": "north-of-athens", "count": 3})
    return session


def test_each_greek_fleet_fights_one_transport_once() -> None:
    session = _announced()
    session.act("blockade", {"greek_roll": "3", "their_roll": "2"})  # nothing sinks: the first fleet has fought
    said = session.outcome(len(session.events))
    assert "The legions may still land: blockade again with another fleet, or let them through." in said
    session.act("blockade", {"greek_roll": "1", "their_roll": "6"})  # the second fleet sinks
    board = table(session)
    assert board.fleets("ionian", "greece") == 1 and board.state.transport is not None
    said = session.outcome(len(session.events))
    assert "Every Greek fleet on the route has fought this transport: let the legions land." in said
    # The one fleet left already fought this transport: no third blockade, and nothing offers one.
    with pytest.raises(RuleRefused, match="every Greek fleet on the transport's route has fought it"):
        session.act("blockade", {"greek_roll": "2", "their_roll": "2"})
    assert "blockade" not in offered(session) and "let-through" in offered(session)
    assert session.ruleset.awaited(session.context()) == "let-through"  # the form the app opens
    assert "Honza (Greece) lets the legions land (let-through): every Greek fleet on their route has fought." in (
        _pending(session)
    )
    session.act("let-through", {})
    assert table(session).legions("north-of-athens", "rome") == 3


def test_a_new_transport_may_be_blockaded_again_by_the_same_fleet() -> None:
    # The rulebook's example: after a transport ends, the stopped legions' new announcement is a new transport.
    session = _announced()
    session.act("blockade", {"greek_roll": "3", "their_roll": "2"})
    session.act("blockade", {"greek_roll": "3", "their_roll": "2"})
    session.act("let-through", {})
    session.act("move-legion", {"from": "rome", "to": "north-of-athens", "count": 1})
    session.act("blockade", {"greek_roll": "3", "their_roll": "2"})
    assert table(session).state.blockaders == ("ionian",)


def test_a_log_from_before_replays_its_blockades() -> None:
    session = _announced()
    for _ in range(3):
        session.act("blockade", {"sea": "ionian", "greek_roll": "2", "their_roll": "2"}, force=True)
    data = to_data(session)
    loaded = saves.from_data({**data, "ruleset_version": "6", "options": {}}, "old")
    assert loaded.options[BLOCKADE_LOG]
    loaded.act("blockade", {"greek_roll": "2", "their_roll": "2"})  # as version 6 took it
    assert table(loaded).state.transport is not None
    # A log that never blockaded one transport twice keeps the rules of today.
    once = _announced()
    once.act("blockade", {"greek_roll": "2", "their_roll": "2"})
    loaded = saves.from_data({**to_data(once), "ruleset_version": "6", "options": {}}, "old")
    assert not loaded.options[BLOCKADE_LOG] and loaded.same_as(once)

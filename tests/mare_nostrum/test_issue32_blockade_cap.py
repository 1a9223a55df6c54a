"""Issue 32 (December CLI evening): one Greek fleet blockaded the same transport again and again.

The rules pair one Greek fleet with each carrying fleet (p.11): once every Greek fleet on the route has fought
an announced transport, it lands by itself (the second December evening typed let-through for nothing). A log
from before version 7, or one from before version 8 that typed such a let-through, replays as it was taken.
"""

from __future__ import annotations

import pytest

from engine import saves
from engine.errors import RuleRefused
from engine.session import Session
from engine.writer import to_data
from rulesets.mare_nostrum.common import BLOCKADE_LOG, LANDING_LOG
from rulesets.mare_nostrum.moved_out import STRATEGY_PASS_LOG
from tests.mare_nostrum.helpers import fleets, offered, table
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
    # The one fleet left already fought this transport: nothing for Greece to decide, the legions land.
    board = table(session)
    assert board.fleets("ionian", "greece") == 1 and board.state.transport is None
    assert board.legions("north-of-athens", "rome") == 3 and board.legions("rome", "rome") == 1
    said = session.outcome(len(session.events))
    assert said[1:3] == [
        "No Greek fleet on the route may fight this transport any more: the legions land.",
        "Petr's 3 legions land in North of Athens.",
    ]
    assert "blockade" not in offered(session) and "let-through" not in offered(session)
    assert not any("let-through" in line for line in _pending(session))
    with pytest.raises(RuleRefused, match="no transport is waiting"):
        session.act("let-through", {})


def test_a_lone_greek_fleet_sunk_lets_the_legions_land() -> None:
    # No Greek fleet left afloat on the route: nobody can stop the transport any more.
    session = _petr_in_strategy()
    fleets(session, "ionian", "greece", 1)
    session.act("move-legion", {"from": "rome", "to": "north-of-athens", "count": 2})
    session.act("blockade", {"greek_roll": "1", "their_roll": "6"})
    board = table(session)
    assert board.state.transport is None and board.legions("north-of-athens", "rome") == 2


def test_a_new_transport_may_be_blockaded_again_by_the_same_fleet() -> None:
    # The rulebook's example: after a transport ends, the stopped legions' new announcement is a new transport.
    session = _announced()
    session.act("blockade", {"greek_roll": "3", "their_roll": "2"})
    session.act("blockade", {"greek_roll": "3", "their_roll": "2"})  # both have fought: the three land
    session.act("move-legion", {"from": "rome", "to": "north-of-athens", "count": 1})
    session.act("blockade", {"greek_roll": "3", "their_roll": "2"})
    assert table(session).state.blockaders == ("ionian",)


def test_a_log_from_before_replays_its_blockades() -> None:
    session = _announced()
    session.options = {**session.options, LANDING_LOG: True}  # version 6 left the transport waiting
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
    assert not loaded.options[BLOCKADE_LOG]
    # (Its transport may still be waiting for a typed let-through, as version 6 took it: ``LANDING_LOG``.)
    assert loaded.options[LANDING_LOG]
    loaded.options = once.options
    assert loaded.same_as(once)


def test_a_log_from_before_version_8_keeps_its_typed_landing() -> None:
    # Version 7 waited for let-through once every Greek fleet had fought: such a log replays with it.
    session = _announced()
    # A log of version 7 also passed its strategy turns by hand (``STRATEGY_PASS_LOG``, rules v12).
    session.options = {**session.options, LANDING_LOG: True, STRATEGY_PASS_LOG: True}
    session.act("blockade", {"greek_roll": "3", "their_roll": "2"})
    session.act("blockade", {"greek_roll": "3", "their_roll": "2"})
    assert table(session).state.transport is not None
    session.act("let-through", {})
    data = {**to_data(session), "ruleset_version": "7", "options": {}}
    loaded = saves.from_data(data, "old")
    assert loaded.options[LANDING_LOG] and loaded.same_as(session)
    assert table(loaded).legions("north-of-athens", "rome") == 3
    # A log that never blockaded a transport keeps the rules of today.
    plain = _announced()
    plain.options = {**plain.options, STRATEGY_PASS_LOG: True}
    plain.act("let-through", {})
    loaded = saves.from_data({**to_data(plain), "ruleset_version": "7", "options": {}}, "old")
    assert not loaded.options[LANDING_LOG] and loaded.same_as(plain)

"""Saves written by older Mare Nostrum rules load and mean what they meant."""

from __future__ import annotations

from engine import saves
from engine.writer import to_data
from tests.mare_nostrum.helpers import deal, table
from tests.mare_nostrum.test_round import _started


def test_a_version_2_log_keeps_its_build_phase() -> None:
    # Version 2 needed a typed `next-phase` after the exchange; version 3 ends the trade phase by itself.
    # The old log's typed end is dropped, or replaying it would skip the build phase.
    session = _started()
    for name in ("Ann", "Bo", "Cy"):
        deal(session, name, {"taxes": 3})
    session.act("exchange-size", {"count": 0}, actor="Bo")
    assert session.phase.id == "build"
    session.act("next", {"player": "Ann"})
    session.act("buy", {"item": "legion", "province": "babylon"})
    data = to_data(session)
    events = list(data["events"])
    at = next(i for i, raw in enumerate(events) if raw["t"] == "exchange-size") + 1
    old = {**data, "ruleset_version": "2", "events": events[:at] + [{"t": "next-phase", "at": 0}] + events[at:]}
    loaded = saves.from_data(old, "old")
    assert loaded.same_as(session)
    assert loaded.phase.id == "build" and table(loaded).legions("babylon", "babylon") == 1
    assert [e.type for e in loaded.events] == [e.type for e in session.events]

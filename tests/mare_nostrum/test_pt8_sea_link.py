"""Play-test 8, bug 1: a march the kit cannot place asks the coast that is missing, not a land border.

Petr's legions stood in South of Rome and his fleet in the Sea between Rome and Athens; the refusal asked
whether North of Athens borders South of Rome, which the board does not show (p.6-7: sea-linked provinces are
neighbours only through fleets). The fact missing was South of Rome's coast on that sea.
"""

from __future__ import annotations

import random

from engine.session import Session
from rulesets.mare_nostrum import INFO
from tests.mare_nostrum.helpers import finish_setup, fleets, strategy, units


def _petr_at_sea() -> Session:
    """Petr (Rome), Katka (Carthage) and Honza (Greece) on the shipped kit; Petr to move, with 2 legions in
    South of Rome and a fleet in the Sea between Rome and Athens."""
    players = [("Petr", "rome"), ("Katka", "carthage"), ("Honza", "greece")]
    session = Session.new(INFO.load(), players, rng=random.Random(1))
    finish_setup(session)
    units(session, "south-of-rome", "legion", "rome", 2)
    fleets(session, "ionian", "rome", 1)
    strategy(session, "Petr")
    return session


def test_the_missing_coast_is_asked_not_a_land_border() -> None:
    session = _petr_at_sea()
    move = {"from": "south-of-rome", "to": "north-of-athens", "count": 2}
    (refused,) = session.propose("move-legion", move).violations
    assert refused.told is not None
    assert (refused.told.action, dict(refused.told.fields)) == ("connect", {"a": "south-of-rome", "b": "ionian"})
    assert "coast of Sea between Rome and Athens" in refused.message
    assert "borders South of Rome" not in refused.message
    session.act(refused.told.action, dict(refused.told.fields))
    assert not session.propose("move-legion", move).violations


def test_the_target_coast_is_asked_when_the_fleet_touches_the_origin() -> None:
    session = _petr_at_sea()
    session.act("connect", {"a": "south-of-rome", "b": "ionian"})
    (refused,) = session.propose("move-legion", {"from": "south-of-rome", "to": "troy", "count": 1}).violations
    assert refused.told is not None
    assert dict(refused.told.fields) == {"a": "troy", "b": "ionian"}


def test_without_fleets_the_land_border_is_still_asked() -> None:
    session = _petr_at_sea()
    session.act(
        "correct", {"holder": "sea:ionian", "kind": "fleet:rome", "count": 0, "reason": "x", "source": "reserve:rome"}
    )
    (refused,) = session.propose(
        "move-legion", {"from": "south-of-rome", "to": "north-of-athens", "count": 2}
    ).violations
    assert refused.told is not None
    assert dict(refused.told.fields) == {"a": "south-of-rome", "b": "north-of-athens"}

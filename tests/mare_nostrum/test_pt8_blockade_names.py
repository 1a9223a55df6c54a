"""Play-test 8: the blockade's dice are named as the battle's (``attacker_rolls``: Greece's fleet, which
attacks; ``defender_rolls``: the carrying fleet); the old names still read a saved log and typed input."""

from __future__ import annotations

from engine.forms import asked_fields
from engine.session import Session
from tests.mare_nostrum.helpers import table
from tests.mare_nostrum.test_blockade import _petr_in_strategy


def _petr_announces() -> Session:
    """Petr announces 2 legions sailing from Rome to North of Athens; Honza's 2 fleets may blockade."""
    session = _petr_in_strategy()
    session.act("move-legion", {"to": "north-of-athens", "count": 2})
    return session


def _rome_fleets(session: Session) -> int:
    return table(session).fleets("ionian", "rome")


def test_the_blockade_takes_the_battles_field_names() -> None:
    session = _petr_announces()
    asked = [f.name for f in asked_fields(session, session.spec("blockade"), session.player_index("Honza"))]
    assert "attacker_rolls" in asked and "defender_rolls" in asked
    assert "greek_roll" not in asked and "their_roll" not in asked
    before = _rome_fleets(session)
    session.act("blockade", {"attacker_rolls": "6", "defender_rolls": "1"})  # 6+1 against 1: the carrier sinks
    assert _rome_fleets(session) == before - 1


def test_the_old_names_still_work() -> None:
    session = _petr_announces()
    before = _rome_fleets(session)
    session.act("blockade", {"greek_roll": "6", "their_roll": "1"})
    assert _rome_fleets(session) == before - 1


def test_a_die_left_out_is_asked() -> None:
    session = _petr_announces()
    refused = session.propose("blockade", {"attacker_rolls": "6"}).violations
    # Play-test 12: the side is said in words, then the field to type.
    assert [v.message for v in refused] == ["say the transport fleet's die (Petr): defender_rolls=N"]

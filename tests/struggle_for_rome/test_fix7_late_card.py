"""Fix 7, item 3: a pasture card owed for the roll before a 7 is named without ``roll=``: a 7 brings nothing
(L7), so the card is for the roll the player still owes it for."""

from __future__ import annotations

from engine.session import Session
from tests.struggle_for_rome.helpers import count, new, tell_the_steppe


def _after_a_seven() -> Session:
    """Ann and Bo owe a pasture card for the 10 (Steppe pasture); a 7 comes and the legionary moves to Po."""
    session = tell_the_steppe(new(4))
    session.act("add-landscape", {"name": "Po", "kind": "field", "number": 4})
    session.act("roll-resources", {"dice": "4,6"})
    assert session.table.game.owed(0) == 1
    session.act("roll-resources", {"dice": "3,4"})
    asked = session.propose("legionary", {"player": "Ann", "at": "po"}).violations[0].told
    assert asked is not None
    session.act(asked.action, dict(asked.fields))
    session.act("legionary", {"player": "Ann", "at": "po"})
    return session


def test_a_late_pasture_card_needs_no_roll_when_the_roll_is_known() -> None:
    session = _after_a_seven()
    horses = count(session, "hand:red", "horse")
    assert session.propose("receive", {"player": "Ann", "horse": 1}).legal
    session.act("receive", {"player": "Ann", "horse": 1})
    assert count(session, "hand:red", "horse") == horses + 1
    assert session.table.game.owed(0) == 0
    assert (10, 0, "horse", 1) in session.table.game.taken
    # Grain is no pasture card: for the 7 it is still refused.
    assert not session.propose("receive", {"player": "Bo", "grain": 1}).legal

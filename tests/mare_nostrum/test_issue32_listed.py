"""Issue 32 (December CLI evening): ``tabula actions`` offered choices the rules then refused: ``move-legion
from=`` a province whose legions had moved, ``move-legion`` with all 22 provinces to a player with no legions,
``blockade against=`` Greece, and ``caravan-good province=`` every province. It offers what the rules allow."""

from __future__ import annotations

from typing import Any

from engine.session import Session
from engine.summary import describe_action
from tests.mare_nostrum.helpers import new_game, offered, table, units
from tests.mare_nostrum.test_blockade import _petr_in_strategy


def _field(session: Session, action: str, name: str) -> Any:
    """What ``tabula actions`` lists for one field: the offer, else the whole catalogue."""
    described = describe_action(session, session.spec(action))
    field = next(f for f in described["fields"] if f["name"] == name)
    return [c["id"] if isinstance(c, dict) else c for c in field.get("offered", field.get("choices", ()))]


def test_a_legions_move_starts_only_where_legions_may_still_move() -> None:
    session = _petr_in_strategy()
    session.act("move-legion", {"from": "rome", "to": "north-of-rome", "count": 1})
    assert _field(session, "move-legion", "from") == ["rome"]  # North of Rome's legion has moved
    assert "north-of-rome" in _field(session, "move-legion", "to")
    session.act("move-legion", {"from": "rome", "to": "north-of-rome", "count": 3})
    # Every legion has moved: no move-legion at all.
    assert "move-legion" not in offered(session)


def test_a_player_with_no_legions_is_offered_no_legions_move() -> None:
    session = _petr_in_strategy()
    units(session, "rome", "legion", "rome", 0)
    assert "move-legion" not in offered(session)
    seat = session.player_index("Petr")
    assert list(session.suggestions(session.spec("move-legion"), "to", actor=seat)) == []


def test_the_blockade_names_the_transport_and_its_seas() -> None:
    session = _petr_in_strategy()
    session.act("move-legion", {"from": "rome", "to": "north-of-athens", "count": 2})
    assert _field(session, "blockade", "against") == ["rome"]
    assert _field(session, "blockade", "sea") == ["ionian"]


def test_a_caravans_good_is_offered_where_one_waits() -> None:
    # Anna (Egypt, first) has named Cyrene's caravan: only her extra caravan is left. The caravans still to name
    # are Bohus's, Cyril's and Dana's, not every province of the board.
    session = new_game("egypt", "rome", "carthage", "greece", names=("Anna", "Bohus", "Cyril", "Dana"))
    session.act("caravan-good", {"province": "cyrene", "good": "grain"})
    b = table(session)
    waiting = [p.id for p in b.state.provinces if b.unnamed_caravans(p.id)]
    assert waiting and "cyrene" not in waiting
    listed = _field(session, "caravan-good", "province")
    assert listed and set(listed) <= set(waiting)
    assert describe_action(session, session.spec("caravan-good"))["actor"] == "Bohus"

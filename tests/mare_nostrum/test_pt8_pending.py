"""Play-test 8, bugs 5, 6 and 10: Pending offers no seizure of a capital (p.11), a temple occupied on its own
is not said to pay (p.10), and the Temple of Artemis's good is listed with the income (p.12)."""

from __future__ import annotations

from engine.session import Session
from tests.mare_nostrum.helpers import buildings, own, petrs_attack
from tests.mare_nostrum.test_round import _started


def _pending(session: Session) -> list[str]:
    return [p["text"] for p in session.summary()["pending"]]


def _petr_wins_athens() -> Session:
    """Petr's 3 legions win Athens, Greece's capital, which holds a temple (p.9's numbers)."""
    session = petrs_attack()
    buildings(session, "athens", "temple", 1)
    session.act("move-legion", {"from": "south-of-rome", "to": "athens", "count": 3})
    rolls = {"attacker_rolls": "6,3,2", "defender_rolls": "3", "defender_lose_fortresses": "1"}
    session.act("battle", {"place": "athens", "defender": "Honza", **rolls})
    return session


def test_a_capital_is_not_offered_for_seizure() -> None:
    session = _petr_wins_athens()
    pending = " ".join(_pending(session))
    assert "ravage or occupy in Athens" in pending
    assert "seize" not in pending


def test_a_temple_occupied_alone_is_not_said_to_pay() -> None:
    session = _petr_wins_athens()
    session.act("occupy", {"buildings": "temple"})
    said = " ".join(session.outcome(len(session.events)))
    assert "pay nothing by themselves" in said
    assert "they pay Petr" not in said


def test_the_temple_of_artemis_good_is_pending_with_the_income() -> None:
    session = _started()
    own(session, "Ann", "artemis")
    assert "Ann may take any one good with the income (Temple of Artemis)." in _pending(session)
    assert any(a.name == "artemis" for a in session.available())

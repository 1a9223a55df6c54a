"""Fix 7, item 5: a refusal in the tribes' phases names the player whose tribe it is, so a command meant for
the player whose turn just passed is read as the next player's before anything happens (the play-test's
"Castra Regina is not beside the infantry tribe's crossing" named nobody)."""

from __future__ import annotations

from tests.struggle_for_rome.helpers import to_phase, tribe
from tests.struggle_for_rome.test_derived import _session


def test_a_plunder_refusal_names_the_acting_player() -> None:
    session = _session()
    to_phase(session, "cavalry")
    tribe(session, "red", "cavalry", figures=2, wagons=2)
    session.act("stand", {"player": "Ann", "tribe": "cavalry", "crossing": "red-start-1"})
    session.act("move-to", {"to": "x"})
    said = [v.message for v in session.propose("plunder", {"city": "Lugdunum", "reward": "gold"}).violations]
    assert said == ["Lugdunum is not beside the crossing of Ann's cavalry tribe (the board kit)"]


def test_an_idle_refusal_names_the_acting_player() -> None:
    session = _session()
    to_phase(session, "cavalry")
    tribe(session, "red", "cavalry", figures=2, wagons=2)
    session.act("stand", {"player": "Ann", "tribe": "cavalry", "crossing": "red-start-1"})
    session.act("move-to", {"to": "x"})
    said = [v.message for v in session.propose("idle", {"take": "gold"}).violations]
    assert said == ["Ann's cavalry tribe has acted this turn: only a tribe that did nothing takes 2 gold or a resource"]

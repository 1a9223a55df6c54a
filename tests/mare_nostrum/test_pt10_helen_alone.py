"""Play-test 10, bug 1: Helen of Troy turned the only entering legion, yet Pending kept "Compulsory battle"
and the turn, the phase and the round could only go on with ``--force``. p.13 and the Thebes example (p.9):
the turned legion is lost as it crosses; with no attacker left there is no battle."""

from __future__ import annotations

from engine.actors import eligible
from engine.session import Session
from tests.mare_nostrum.helpers import mirek_moves, table


def _helen_turns_the_only_legion() -> Session:
    session = mirek_moves("thebes", 1, {"legion": 1, "fortress": 1})
    session.act("move-legion", {"from": "carthage", "to": "thebes", "count": 1})
    session.act("helen", {"province": "thebes", "enemy": "carthage"})
    return session


def test_no_battle_is_owed_once_the_only_attacker_is_turned() -> None:
    session = _helen_turns_the_only_legion()
    board = table(session)
    assert board.legions("thebes", "carthage") == 0
    assert board.state.must_fight == ()
    texts = [p["text"] for p in session.summary()["pending"]]
    assert not any("must fight" in text for text in texts), texts
    assert eligible(session.spec("battle"), session.context()) == ()


def test_the_turn_goes_on_without_force() -> None:
    session = _helen_turns_the_only_legion()
    assert session.propose("next", {"player": "Katka"}).violations == ()
    session.act("next", {"player": "Katka"})
    assert session.context().position.turn == 0  # Katka's seat
    # Nor does the end of the phase wait on a battle nobody can fight.
    assert not any("Compulsory" in str(v) for v in session.propose("next-phase", {}).violations)

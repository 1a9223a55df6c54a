"""Play-test 8 (issue 34), P1: income not entered before the next roll stays owed and is taken late, naming
its number (the play-test's 3 vanished from Pending and its grain was refused)."""

from __future__ import annotations

from engine.session import Session
from rulesets.struggle_for_rome import display
from rulesets.struggle_for_rome.common import game
from tests.struggle_for_rome.helpers import count, new

#: Bo's and Cy's start crossings touch only a wood; Ann's are not taught (her income is hers to enter).
BOARD = {
    "blue-start-1": "Wood",
    "blue-start-2": "Wood",
    "white-start-1": "Wood",
    "white-start-2": "Wood",
}


def _board() -> Session:
    session = new(3)
    session.act("add-landscape", {"name": "Wood", "kind": "forest"})
    session.act("add-landscape", {"name": "Eight field", "kind": "field", "number": 8})
    for crossing, landscapes in BOARD.items():
        session.act("add-crossing", {"crossing": crossing, "landscapes": landscapes})
    session.act("roll-resources", {"dice": "4,4"})  # Ann's 8 is hers to enter
    session.act("roll-resources", {"dice": "4,5"})  # the table rolls on before she does
    return session


def _pending(session: Session) -> list[str]:
    ctx = session.context()
    return display.pending(ctx)


def test_the_next_roll_keeps_the_income_owed() -> None:
    session = _board()
    assert (8, 0) in game(session.context()).late
    assert any("For the 8, rolled before: Ann" in line for line in _pending(session))


def test_late_income_is_taken_for_its_roll() -> None:
    session = _board()
    before = count(session, "hand:red", "grain")
    session.act("receive", {"player": "Ann", "grain": 1, "roll": 8})
    assert count(session, "hand:red", "grain") == before + 1
    assert (8, 0, "grain", 1) in game(session.context()).taken
    assert not any("rolled before" in line for line in _pending(session))


def test_the_header_still_waits_for_the_earlier_income() -> None:
    """The play-test's header dropped the player owed income for the 10 once the 12 was rolled."""
    session = _board()
    session.act("receive", {"player": "Ann"})  # the 9 brings her nothing
    assert session.ruleset.waiting(session.context()) == [0]
    assert session.act("receive", {"grain": 1, "roll": 8}).actor == "Ann"
    assert session.ruleset.waiting(session.context()) is None


def test_taught_late_the_app_takes_the_earlier_rolls_income() -> None:
    """Telling Ann's start crossings works out the 8's grain as well as the 9's (the play-test got only the
    later roll's)."""
    session = _board()
    before = count(session, "hand:red", "grain")
    session.act("add-crossing", {"crossing": "red-start-1", "landscapes": "Eight field"})
    session.act("add-crossing", {"crossing": "red-start-2", "landscapes": "Eight field"})
    assert count(session, "hand:red", "grain") == before + 1
    assert game(session.context()).late == ()


def test_late_income_across_a_seven_is_entered_though_the_latest_was_worked_out() -> None:
    """A 7 came between (the legionary moved since), so the app leaves the 8 to the table, while it works out
    the 9: Ann's grain for the 8 was refused as "the roll brings Ann no grain or ore"."""
    session = new(3)
    session.act("add-landscape", {"name": "Wood", "kind": "forest"})
    session.act("add-landscape", {"name": "Eight field", "kind": "field", "number": 8})
    for crossing, landscapes in BOARD.items():
        session.act("add-crossing", {"crossing": crossing, "landscapes": landscapes})
    session.act("roll-resources", {"dice": "4,4"})
    session.act(
        "add-landscape", {"name": "Po", "kind": "field", "number": 4, "province": "north-italy", "limes": False}
    )
    session.act("roll-resources", {"dice": "3,4"})
    session.act("legionary", {"player": "Ann", "at": "po"})
    session.act("roll-resources", {"dice": "4,5"})
    session.act("add-crossing", {"crossing": "red-start-1", "landscapes": "Eight field"})
    session.act("add-crossing", {"crossing": "red-start-2", "landscapes": "Eight field"})
    # Since play-test 11 (B3) the app works the 8 out too, the legionary where it stood at the 8.
    assert 0 in game(session.context()).served and (8, 0) not in game(session.context()).late
    assert (8, 0, "grain", 1) in game(session.context()).taken
    assert not any("rolled before" in line for line in _pending(session))

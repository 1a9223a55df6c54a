"""Play-test 7 (issue 34), N3 and N8: a pasture card named without a player is the earliest roll's, and a
refusal for a 7 says only why."""

from __future__ import annotations

from engine.session import Session
from tests.struggle_for_rome.helpers import count, new, place

#: Bo's start crossings touch a pasture 10, Cy's a pasture 6, every other one a forest (it yields nothing).
BOARD = {
    "red-start-1": "Wood",
    "red-start-2": "Wood",
    "blue-start-1": "Ten pasture",
    "blue-start-2": "Ten pasture",
    "white-start-1": "Six pasture",
    "white-start-2": "Six pasture",
    "orange-start-1": "Wood",
    "orange-start-2": "Wood",
}


def _board() -> Session:
    session = new(4)
    session.act("add-landscape", {"name": "Wood", "kind": "forest"})
    session.act("add-landscape", {"name": "Ten pasture", "kind": "pasture", "number": 10})
    session.act("add-landscape", {"name": "Six pasture", "kind": "pasture", "number": 6})
    session.act(
        "add-landscape", {"name": "Po", "kind": "field", "number": 4, "province": "north-italy", "limes": False}
    )
    for crossing, landscapes in BOARD.items():
        session.act("add-crossing", {"crossing": crossing, "landscapes": landscapes})
    return session


def test_a_bare_pasture_card_is_the_first_the_header_names() -> None:
    """Cy owes a card for the 6, then Bo one for the 10: the header names Bo first (from the start player,
    Ann), so a card named without a player is Bo's (play-test 11, B1: a table reading the header gave cards
    to the wrong player when it went to the earliest roll's)."""
    session = _board()
    session.act("roll-resources", {"dice": "3,3"})
    session.act("roll-resources", {"dice": "4,6"})
    assert (session.table.game.owed(1), session.table.game.owed(2)) == (1, 1)
    session.act("receive", {"horse": 1})
    assert count(session, "hand:blue", "horse") == 1 and count(session, "hand:white", "horse") == 0
    session.act("receive", {"cattle": 1})
    assert count(session, "hand:white", "cattle") == 2 and session.table.game.owing == ()


def test_after_a_seven_the_card_goes_to_who_owes_it_and_grain_is_refused_once() -> None:
    session = _board()
    session.act("roll-resources", {"dice": "3,3"})  # Cy owes the 6's card
    session.act("roll-resources", {"dice": "3,4"})
    session.act("legionary", {"player": "Ann", "at": "po"})
    proposal = session.propose("receive", {"horse": 1})
    assert proposal.legal
    session.act("receive", {"horse": 1})
    assert count(session, "hand:white", "horse") == 1
    said = [v.said() for v in session.propose("receive", {"player": "Bo", "grain": 1}).violations]
    assert said == ["Income: a 7 brings no resources: it moves the legionary (for an earlier roll, say which: roll=N)"]


def test_grain_typed_for_a_player_owed_only_a_pasture_card_says_so() -> None:
    """Cy's crossings touch only the pasture 6: grain typed for the 6 was refused as "the app has taken Cy's
    grain and ore for the roll", though it had taken none."""
    session = _board()
    session.act("roll-resources", {"dice": "3,3"})
    said = [v.said() for v in session.propose("receive", {"player": "Cy", "grain": 1}).violations]
    assert said[0] == "Income: by the board kit the roll brings Cy no grain or ore: name only the pasture cards drawn"


def test_a_late_card_counts_for_the_roll_that_owed_it() -> None:
    """The card named for Cy after the 10 is the 6's (the log and the report count it there)."""
    session = _board()
    session.act("roll-resources", {"dice": "3,3"})
    session.act("roll-resources", {"dice": "4,6"})
    session.act("receive", {"player": "Cy", "horse": 1})
    assert (6, 2, "horse", 1) in session.table.game.taken


def test_a_late_card_of_a_roll_that_also_paid_grain_is_taken() -> None:
    """Cy's 6 paid a grain (taken by the app) and owes a pasture card; after the 10 the card is still taken
    for the 6, not refused as "Cy has taken the resources of the 6 already"."""
    session = new(4)
    session.act("add-landscape", {"name": "Wood", "kind": "forest"})
    session.act("add-landscape", {"name": "Ten pasture", "kind": "pasture", "number": 10})
    session.act("add-landscape", {"name": "Six pasture", "kind": "pasture", "number": 6})
    session.act("add-landscape", {"name": "Six field", "kind": "field", "number": 6})
    for crossing, landscapes in {**BOARD, "white-start-1": "Six pasture,Six field"}.items():
        session.act("add-crossing", {"crossing": crossing, "landscapes": landscapes})
    session.act("roll-resources", {"dice": "3,3"})
    assert (6, 2, "grain", 1) in session.table.game.taken
    place(session, 2, "cavalry", "")  # Cy's horseman lost: Cy's income for the 10 is typed, not worked out
    session.act("roll-resources", {"dice": "4,6"})
    assert 2 not in session.table.game.served and session.table.game.owed(2) == 1
    session.act("receive", {"player": "Cy", "horse": 1})
    assert (6, 2, "horse", 1) in session.table.game.taken

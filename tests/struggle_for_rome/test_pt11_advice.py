"""Play-test 11, B7: a roll refused on the compass rose carries its own advice, so the command line does not
offer "if the table differs, use correct", which cannot help there."""

from __future__ import annotations

from tests.struggle_for_rome.helpers import new, roll_out


def test_a_covered_number_says_roll_again() -> None:
    session = new(3)
    session.act("roll-resources", {"dice": "3,3"})
    session.act("receive", {"player": "Ann"})
    refused = session.propose("roll-resources", {"dice": "2,4"}).violations
    assert [(v.said(), v.mend) for v in refused] == [
        ("Compass rose: 6 is covered already: roll again", "roll the dice again (dice=roll:2)")
    ]


def test_a_full_rose_says_the_roll_ends_by_itself() -> None:
    session = new(3)
    roll_out(session)
    refused = session.propose("roll-resources", {"dice": "6,6"}).violations
    assert refused and refused[0].mend == "the roll phase ends by itself once the last roll's income is in"

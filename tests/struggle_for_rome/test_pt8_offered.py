"""Play-test 8 (issue 34): after a 7, ``actions`` listed roll-resources and shortage, which the check refused
until the legionary moved."""

from __future__ import annotations

from tests.struggle_for_rome.helpers import new


def test_after_a_seven_only_the_legionary_is_offered_of_the_roll() -> None:
    session = new(3)
    session.act("roll-resources", {"dice": "3,4"})
    offered = [a.name for a in session.available()]
    assert "roll-resources" not in offered and "shortage" not in offered
    assert "legionary" in offered

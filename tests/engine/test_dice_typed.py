"""A dice field typed in another notation points to the two it takes (play-test 10: `roll dice=2d6` said only
"expected a whole number")."""

from __future__ import annotations

import pytest

from engine.errors import BadInput
from tests.mare_nostrum.helpers import finish_setup, new_game


def test_a_dice_notation_it_does_not_read_names_the_two_it_does() -> None:
    session = new_game("egypt", "carthage", "greece", "rome")
    finish_setup(session)
    events = len(session.events)
    said = r'dice "2d6": the faces shown, such as 6,3, or roll:N for the app to roll N dice'
    with pytest.raises(BadInput, match=said):
        session.act("roll", {"dice": "2d6"})
    assert len(session.events) == events
    assert session.act("roll", {"dice": "6,3"}).args["dice"] == [6, 3]
    with pytest.raises(BadInput, match="a die shows 1 to 6"):
        session.act("roll", {"dice": "9"})

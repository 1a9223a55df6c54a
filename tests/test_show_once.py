"""``tabula show`` lists a pile the game already names among a player's counters once (play-test 11,
Civilization: "great persons: Sun Tzu" was followed by the same line from the ledger)."""

from __future__ import annotations

import pytest

from tests.civilization.helpers import give_person, new
from tui.show_text import render


@pytest.mark.usefixtures("english")
def test_great_persons_are_said_once() -> None:
    session = new(("Ann", "china"), ("Bo", "egypt"))
    give_person(session, 0, "sun-tzu")
    text = render(session, session.summary(), None)
    assert text.count("Sun Tzu") == 1, text

"""Play-test 11, B8: a city marked III in a three-player game says its wagon is one of the colour nobody plays
(L3); the play-test read only "1 wagon comes into play at Tridentum"."""

from __future__ import annotations

from tests.struggle_for_rome.helpers import new


def test_the_iii_city_names_the_unused_colours_wagon() -> None:
    session = new(3)
    session.act("add-city", {"city": "Tridentum", "towers": 2, "province": "north-italy", "neutral": True})
    said = session.outcome(len(session.events))
    assert said[0] == (
        "Tridentum: 2 towers in North Italy, with the III mark. With three players it is out of play. "
        "A wagon of the colour nobody plays (orange) stands on it."
    )

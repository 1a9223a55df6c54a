"""Issue 36: while nobody has said where the culture track ends, the panels say so rather than show a stand-in end."""

from __future__ import annotations

from rulesets.civilization import glance, views
from tests.civilization.helpers import new


def _culture(session_track: bool) -> tuple[list[str], list[str], list[tuple[object, ...]]]:
    session = new(("A", "rome"), ("B", "china"), track=session_track)
    ctx = session.context()
    strip = [row[4] for row in glance.glance(ctx, "start").rows]
    panels = {view.title: view for view in views.panels(ctx)}
    distances = [row[2] for row in panels["Victory distances"].rows]
    return strip, distances, list(panels["Culture track"].rows)


def test_an_unknown_track_shows_no_end() -> None:
    # The play-test read "0/21" while the kit knew no track: 21 was only a stand-in (the first arts asks for it).
    strip, distances, track = _culture(False)
    assert strip == ["0/?", "0/?"]
    assert distances == ["track unknown", "track unknown"]
    assert track == [("A: space 0",), ("B: space 0",)]
    assert not any("21" in str(cell) for row in track for cell in row)


def test_a_known_track_shows_its_end() -> None:
    strip, distances, track = _culture(True)
    assert strip == ["0/21", "0/21"]
    assert distances == ["21 to go", "21 to go"]
    assert track == [("A", 0, 21), ("B", 0, 21)]

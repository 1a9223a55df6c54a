"""A space is found by its area's name too (issue 31): the glance strip says "Mercatus 7 free" while the spaces
are Dolus, Pecunia…; typing "mer" found nothing there, or the wrong space."""

from __future__ import annotations

import pytest

from engine.errors import NotFound
from rulesets.aquileia.data import AREAS
from tests.aquileia.helpers import new
from tui.app.widgets.pick import match


def test_the_start_of_an_areas_name_offers_its_spaces() -> None:
    session = new()
    with pytest.raises(NotFound) as refused:
        session.act("place", {"space": "mer"})
    assert "in Mercatus: Dolus, Pecunia, Equi et Arma 1 and 6 more" in str(refused.value)
    assert refused.value.suggestions[:2] == ("Dolus", "Pecunia")
    spaces = session.catalogue("space")
    assert [e.id for e in spaces.members("mer")] == list(AREAS["mercatus"])
    assert [e.id for e in spaces.members("port")] == list(AREAS["portus"])
    assert spaces.members("zz") == [] and spaces.members("m") == []
    assert not session.events


def test_an_area_and_a_space_name_the_space() -> None:
    session = new()
    event = session.act("place", {"space": "Mercatus Dolus"})
    assert event.args["space"] == "dolus"


def test_a_list_search_finds_a_space_by_its_area() -> None:
    # What a pick list searches (``Entry.searched``): the words of "mer" start only the Mercatus spaces.
    spaces = new().catalogue("space")
    found = [e.id for e in spaces.entries if match("mer", e.searched) is not None]
    assert found == list(AREAS["mercatus"])
    assert [e.id for e in spaces.entries if match("forum 3", e.searched) is not None] == ["forum-3"]


def test_areas_are_found_in_czech_too(czech: None) -> None:
    spaces = new().catalogue("space")
    assert [e.id for e in spaces.members("merc")] == list(AREAS["mercatus"])

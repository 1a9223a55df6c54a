"""Play-test 7, bug 1: the masks of a city's arts are asked again once the city changed, as its hammers are."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.errors import BadInput
from engine.session import Session
from tests.civilization.helpers import game, go_to, new, realm


def _arts_twice() -> Session:
    """Filip's capital devotes itself to the arts with 1 mask, and is free to act again a round later."""
    session = new(("Filip", "rome"), ("Aves", "germany"))
    go_to(session, "city")
    session.act("arts", {"city": "Rome capital", "masks": 1})
    go_to(session, "movement")
    go_to(session, "city")  # the next round's, where Aves starts
    session.act("arts", {"city": "Germany capital", "masks": 0}, actor="Aves")  # a first count is asked (play-test 8)
    return session


def test_the_masks_are_used_again_while_the_city_stands_as_it_was() -> None:
    session = _arts_twice()
    before = realm(session, 0).culture
    session.act("arts", {"city": "Rome capital"}, actor="Filip")
    assert realm(session, 0).culture == before + 2  # 1 for the arts, 1 for the mask (l. 121)
    said = session.outcome(len(session.events))
    assert "1 mask, as Rome capital counted last time (type masks= if the map changed)." in said


def test_a_building_put_in_the_city_asks_the_masks_again() -> None:
    # e2: Germany capital counted 1 mask, built barracks, and the next arts gave 1 culture, silently.
    session = _arts_twice()
    state = game(session)
    city = state.city("rome-capital")
    changed = state.with_city(replace(city, buildings=(*city.buildings, "barracks")))
    session.tables[-1] = replace(session.table, game=changed)
    before, events = realm(session, 0).culture, len(session.events)
    asked = "how many masks does Rome capital count this round\\? Since the last count: Barracks built in Rome"
    with pytest.raises(BadInput, match=asked):
        session.act("arts", {"city": "Rome capital"}, actor="Filip")
    assert len(session.events) == events and realm(session, 0).culture == before
    session.act("arts", {"city": "Rome capital", "masks": 2}, actor="Filip")
    assert realm(session, 0).culture == before + 3

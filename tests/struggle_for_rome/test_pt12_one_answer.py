"""Play-test 12, item 4: ``plunder`` asked ``city=`` with one city beside the tribe, and ``legionary`` asked
``card=`` while the victim held only cattle. What only one answer fits is filled in (and kept in the event)."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.struggle_for_rome.helpers import add_city, count, new, place, put, to_phase, tribe


def _beside(cities: str) -> Session:
    session = new()
    to_phase(session, "cavalry")
    add_city(session, "Augusta", 2, "germania")
    add_city(session, "Castra", 2, "germania")
    session.act("add-crossing", {"crossing": "Lech ford", "cities": cities})
    place(session, 0, "cavalry", "lech-ford")
    tribe(session, "red", "cavalry", figures=2)
    return session


def test_the_one_city_beside_the_tribe_is_plundered() -> None:
    session = _beside("Augusta")
    event = session.act("plunder", {"reward": "gold"})
    assert event.args["city"] == "augusta"
    assert session.describe_event(event) == "Ann plunders Augusta"
    assert count(session, "purse:red", "gold") == 5 + 2 + 1  # the tile's 2 gold and 1 for the wagon


def test_two_cities_beside_it_are_still_asked() -> None:
    session = _beside("Augusta,Castra")
    with pytest.raises(RuleRefused, match=r"say which city is plundered \(city=\)"):
        session.act("plunder", {"reward": "gold"}, force=True)


def test_the_one_kind_the_victim_holds_is_taken() -> None:
    session = new()
    session.act("roll-resources", {"dice": "3,4"})
    put(session, "hand:blue", "grain", 0, "bank")  # Bo holds his cattle only
    event = session.act("legionary", {"landscape": "pasture", "province": "gallia", "victim": "Bo"})
    assert event.args["card"] == "cattle"
    assert (count(session, "hand:red", "cattle"), count(session, "hand:blue", "cattle")) == (2, 0)


def test_two_kinds_are_still_asked() -> None:
    session = new()
    session.act("roll-resources", {"dice": "3,4"})
    refused = session.propose("legionary", {"landscape": "pasture", "province": "gallia", "victim": "Bo"})
    assert any("say which one was taken" in v.message for v in refused.violations)

"""Play-test 10: City Walls cannot be built a second time in one city, not even by overriding."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from tests.civilization.helpers import game, go_to, learn, new, set_realm


def test_a_second_city_walls_is_a_physical_refusal() -> None:
    # China's capital starts with its walls (the kit's start_building): `build item=city-walls --force` passed.
    session = new(("Jana", "china"), ("Petr", "rome"))
    assert game(session).city("china-capital").buildings == ("city-walls",)
    learn(session, 0, ["masonry"])
    go_to(session, "city")
    set_realm(session, 0, trade=20)
    args = {"item": "city-walls", "hammers": 7, "city": "china-capital"}
    proposal = session.propose("build", args, actor="Jana")
    walls = [v for v in proposal.violations if v.rule == "Walls"]
    assert [v.message for v in walls] == ["China capital has City Walls already: a city has one set of walls"]
    assert walls[0].physical


def test_walls_in_a_city_without_them_are_still_built() -> None:
    session = new(("Petr", "rome"), ("Jana", "china"))
    learn(session, 0, ["masonry"])
    go_to(session, "city")
    session.act("build", {"item": "city-walls", "hammers": 7, "city": "rome-capital"})
    assert game(session).city("rome-capital").buildings == ("city-walls",)


def test_forcing_a_second_city_walls_changes_nothing() -> None:
    session = new(("Jana", "china"), ("Petr", "rome"))
    learn(session, 0, ["masonry"])
    go_to(session, "city")
    before = len(session.events)
    with pytest.raises(RuleRefused, match="a city has one set of walls"):
        session.act("build", {"item": "city-walls", "hammers": 7, "city": "china-capital"}, force=True)
    assert len(session.events) == before
    assert game(session).city("china-capital").buildings == ("city-walls",)

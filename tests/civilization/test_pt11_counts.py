"""Play-test 11: a count kept stands after a building that prints nothing and covers no square (City Walls)."""

from __future__ import annotations

from tests.civilization.helpers import go_to, new, set_realm
from tests.civilization.test_fight import _build


def test_masks_kept_after_city_walls() -> None:
    # e2 R6: arts in Egypt capital after City Walls: "Since the last count: City Walls built...: give masks=N".
    session = new(("Anna", "egypt"), ("Bob", "china"))
    go_to(session, "city")
    set_realm(session, 1, trade=0)
    session.act("arts", {"city": "egypt-capital", "masks": 1}, actor="Anna")
    go_to(session, "start")
    go_to(session, "city")
    _build(session, "egypt-capital", "city-walls")
    session.act("arts", {"city": "egypt-capital"}, actor="Anna", force=True)  # in Bob's turn: the order aside
    assert session.events[-1].args["masks"] == 1


def test_masks_asked_again_after_a_building_on_a_square() -> None:
    import pytest

    from engine.errors import TabulaError

    session = new(("Anna", "egypt"), ("Bob", "china"))
    go_to(session, "city")
    session.act("arts", {"city": "egypt-capital", "masks": 1}, actor="Anna")
    go_to(session, "start")
    go_to(session, "city")
    _build(session, "egypt-capital", "library")
    with pytest.raises(TabulaError, match="Library built in Egypt capital"):
        session.act("arts", {"city": "egypt-capital"}, actor="Anna", force=True)  # in Bob's turn: the order aside


def test_collect_all_says_why_each_player_counts_again() -> None:
    # e1 #65: "Eva, Jana and Petr count the map again (their cities changed, or nothing is kept)".
    session = new(("Ann", "rome"), ("Bob", "china"), ("Cyd", "egypt"))
    go_to(session, "trade")
    for name, amount in (("Ann", "5"), ("Bob", "3"), ("Cyd", "2")):
        session.act("collect-trade", {"amount": amount}, actor=name)
    set_realm(session, 2, counted=())
    go_to(session, "start")
    _build(session, "china-capital", "library")
    go_to(session, "trade")
    session.act("collect-all")
    said = " ".join(session.outcome(len(session.events)))
    assert "Bob: Library built in China capital" in said
    assert "Cyd has no count kept" in said

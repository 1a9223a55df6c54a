"""Play-test 9: steps of the turn order that give up city actions (bug 1) and bare ``next`` (item 5)."""

from __future__ import annotations

from engine.losses import lost_by
from tests.civilization.helpers import go_to, new


def test_next_phase_in_city_management_names_the_cities_it_gives_up() -> None:
    # x10: next-phase with 7 cities still to act applied at once, without --yes (l. 96: one action a city).
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "city")
    assert lost_by(session, "next-phase", {}, None) == [
        "A's action with China capital this round",
        "B's action with Rome capital this round",
    ]
    session.act("harvest", {"resource": "iron"}, actor="A")
    assert lost_by(session, "next-phase", {}, None) == ["B's action with Rome capital this round"]


def test_next_in_city_management_names_the_turn_holders_cities_only() -> None:
    # x15: next --as Bob gave up Bob's cities with no --yes.
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "city")
    assert lost_by(session, "next", {}, None) == ["A's action with China capital this round"]


def test_the_log_says_which_cities_did_not_act() -> None:
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "city")
    session.act("harvest", {"resource": "iron"}, actor="A")
    session.act("next-phase", {}, force=True)
    said = session.outcome(len(session.events))
    assert "B: Rome capital did not act this round." in said


def test_a_city_action_that_ends_the_turn_gives_nothing_up() -> None:
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "city")
    session.act("harvest", {"resource": "iron"}, actor="A")
    said = session.outcome(len(session.events))
    assert not any("did not act" in line for line in said)


def test_collect_all_with_nothing_kept_offers_no_override() -> None:
    # E1 R1: collect-all in round 1 said "use --force to override", though nothing can be forced.
    import pytest

    from engine.errors import RuleRefused

    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "trade")
    with pytest.raises(RuleRefused) as raised:
        session.act("collect-all")
    assert raised.value.physical and not raised.value.forcible
    assert "each types collect-trade amount=N" in str(raised.value)

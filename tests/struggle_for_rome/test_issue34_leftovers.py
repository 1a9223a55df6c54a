"""Issue 34 leftovers: a move paid with grain says its price in a dry run; the kit walk asks a city skipped
earlier in the walk its landscapes in the same walk."""

from __future__ import annotations

from engine import registry
from engine.hidden import check_lines
from engine.kitfiles import shipped
from engine.teach import Walk
from tests.struggle_for_rome.helpers import hand, new, to_phase


def test_a_dry_run_of_a_move_paid_with_grain_says_the_price() -> None:
    session = new(3)
    to_phase(session, "cavalry")
    hand(session, "red", grain=2)
    proposal = session.propose("move", {"land": 3})
    lines = check_lines(session, proposal)  # as the shared screen reads it: Ann's hand is hidden
    said = "the move costs 2 land arrows: 2 grain or 6 gold."  # the price, whatever pays it
    assert any(said in line for line in lines), lines
    assert not any("pays 2 grain" in line for line in lines)  # which cards the hand gives is not told before
    session.commit(proposal)
    assert "Ann pays 2 grain." in session.outcome(len(session.events))  # the log, once paid


def test_a_city_skipped_early_is_asked_its_landscapes_in_the_same_walk() -> None:
    ruleset = registry.load("struggle-for-rome")
    walk = Walk(ruleset, shipped(ruleset))
    asked = []
    for _ in range(500):
        q = walk.current
        if q is None:
            break
        asked.append((q.section, q.entry, tuple(a.field for a in q.asks)))
        walk.skip()
    assert ("cities", "roma", ("province", "eagle", "three")) in asked  # skipped at the start of the walk
    assert ("cities", "roma", ("landscapes",)) in asked  # and its landscapes still asked, later in it

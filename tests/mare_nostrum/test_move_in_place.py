"""A legion moved to the province it stands in is refused as such, never as a border question (the app's
play-test was asked whether the board shows Alexandria bordering Alexandria)."""

from __future__ import annotations

from engine import registry
from engine.kitfiles import shipped
from rulesets.mare_nostrum.offered import legion_targets
from tests.mare_nostrum.helpers import bo_moves, correct, units

SHIPPED = shipped(registry.load("mare-nostrum"))


def test_a_legion_moved_where_it_stands_is_refused_plainly() -> None:
    session = bo_moves(SHIPPED)
    refused = session.propose("move-legion", {"from": "carthage", "to": "carthage"})
    messages = [v.message for v in refused.violations if v.rule == "Legions"]
    assert messages == ["the legions are already in Carthage"]
    assert all(v.told is None for v in refused.violations)  # nothing for the table to tell


def test_a_legion_moved_twice_is_refused_in_words() -> None:
    session = bo_moves(SHIPPED)
    session.act("connect", {"a": "carthage", "b": "south-of-carthage"})
    units(session, "carthage", "legion", "carthage", 2)  # one stays to move: Bo's turn goes on (rules v12)
    session.act("move-legion", {"from": "carthage", "to": "south-of-carthage"})
    refused = session.propose("move-legion", {"from": "south-of-carthage", "to": "carthage"})
    assert "every legion in South of Carthage has moved this turn" in [v.message for v in refused.violations]


def test_the_places_offered_to_a_legion_are_those_next_to_the_province_it_leaves() -> None:
    session = bo_moves(SHIPPED)
    # Bo's legions stand in Carthage and (corrected onto the board) in Athens, far apart.
    correct(session, "province:athens", "legion:carthage", 1, "reserve:carthage")
    bo = session.player_index("Bo")
    offered = legion_targets(session.context(actor=bo))
    from_carthage = legion_targets(session.context(actor=bo, given={"from": "carthage"}))
    assert "carthage" not in from_carthage and set(from_carthage) < set(offered)
    assert not any("athens" in place for place in from_carthage)

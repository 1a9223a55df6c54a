"""Issue 32: ``battle``, ``ravage``, ``occupy`` and ``seize`` were offered on every strategy turn (play-test: the
actions list showed all four whatever stood on the board). They are offered only where they can be made: a battle
where the player's units share a place with another's, a choice where their legions stand alone in a province
not theirs (p.10), each where there is something to ravage, occupy or seize; the forms list those places."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.actors import eligible
from engine.session import Session
from tests.mare_nostrum.helpers import buildings, caravans, influence, units
from tests.mare_nostrum.test_issue32_stale import _listed
from tests.mare_nostrum.test_offered import offered
from tests.mare_nostrum.test_round import _started
from tests.mare_nostrum.test_rules import _bo_at_north_of_rome, _strategy_with

CHOICES = ("ravage", "occupy", "seize")


def _offered(session: Session) -> set[str]:
    ctx = session.context()
    return {spec.name for spec in session.available() if eligible(spec, ctx) != ()}


def _bo_in_strategy() -> Session:
    """Bo (Carthage) on turn with 3 legions next to North of Rome (neutral Rome's legion, a metals caravan)."""
    session = _started()
    _bo_at_north_of_rome(session)
    _strategy_with(session, "Bo")
    return session


def test_nothing_to_fight_nor_to_choose_offers_none_of_them(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session = _bo_in_strategy()
    listed = _listed(tmp_path, session, capsys)
    assert "move-legion" in listed
    assert not {"battle", *CHOICES} & set(listed), listed
    # Tried anyway, the refusal still says why.
    said = [v.message for v in session.propose("battle", {"attacker_rolls": "6"}).violations]
    assert said == ["nobody may take the battle action now", "Bo has nowhere to fight now"]  # play-test 11


def test_a_battle_is_offered_where_the_units_meet_then_the_choices_where_they_won() -> None:
    session = _bo_in_strategy()
    session.act("move-legion", {"from": "carthage", "to": "north-of-rome", "count": 3})
    assert "battle" in _offered(session) and not set(CHOICES) & _offered(session)
    assert offered(session, "battle", "place", "Bo") == ["north-of-rome"]
    session.act("battle", {"attacker_rolls": "6,1,1", "defender_rolls": "1"})
    # Rome's legion fell: Bo's stand alone on Rome's influence, beside the metals caravan.
    assert "battle" not in _offered(session) and set(CHOICES) <= _offered(session)
    for action in CHOICES:
        assert offered(session, action, "province", "Bo") == ["north-of-rome"], action
    assert offered(session, "occupy", "buildings", "Bo") == ["caravan:metals"]
    session.act("occupy", {"buildings": "caravan:metals"})
    assert not set(CHOICES) & _offered(session)  # one choice a turn (p.10)


def test_each_choice_only_where_it_can_be_made() -> None:
    session = _bo_in_strategy()
    # Bo's legion alone in North of Rome, with no building and no influence marker there.
    caravans(session, "north-of-rome", "metals", 0)
    influence(session, "north-of-rome", None)
    units(session, "north-of-rome", "legion", "rome", 0)
    units(session, "north-of-rome", "legion", "carthage", 1)
    assert not set(CHOICES) & _offered(session)  # nothing to ravage, occupy or seize
    influence(session, "north-of-rome", "rome")
    assert _offered(session) & set(CHOICES) == {"seize"}
    buildings(session, "north-of-rome", "city", 1)
    assert _offered(session) & set(CHOICES) == set(CHOICES)
    # A capital is never seized; only its temple or market suffers (p.11).
    units(session, "rome", "legion", "rome", 0)
    units(session, "rome", "fortress", "rome", 0)
    units(session, "rome", "legion", "carthage", 1)
    assert offered(session, "seize", "province", "Bo") == ["north-of-rome"]
    assert offered(session, "ravage", "province", "Bo") == ["north-of-rome"]  # Rome shows no temple nor market
    buildings(session, "rome", "temple", 1)
    assert offered(session, "ravage", "province", "Bo") == ["rome", "north-of-rome"]
    # Two provinces, none named yet: what stands in either, never the catalogue's every building (issue 32).
    assert offered(session, "ravage", "building", "Bo") == ["temple", "city"]
    session.act("seize", {"province": "north-of-rome"})
    assert offered(session, "ravage", "building", "Bo") == ["temple"]  # Rome alone is left

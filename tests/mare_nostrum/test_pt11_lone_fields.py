"""Play-test 11, bug 5: fields with one possible value were asked for: ``buy item=fleet`` ("name the province it
goes in: Carthage"), the 36-point start's first influence marker ("…: Athens", the capital first, p.3), and
``caravan-good good=oil`` with West of Carthage the only caravan left to name (e2: 2 refused commands)."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from tests.mare_nostrum.helpers import deal, finish_setup, new_game, table


def test_a_fleet_with_one_coast_to_go_to_goes_there() -> None:
    session = new_game("greece", "carthage", "babylon", names=("Jana", "Petr", "Honza"))
    finish_setup(session)
    deal(session, "Petr", {"taxes": 3})
    session.act("exchange-size", {"count": 0})
    while session.phase.id == "trade":
        session.act("next-phase")
    session.act("next", {"player": "Petr"})
    event = session.act("buy", {"item": "fleet"})  # Carthage is Petr's only coastal province
    assert event.args["province"] == "carthage"
    assert table(session).new_fleets("carthage") == {"carthage": 1}


def test_the_first_marker_of_the_36_point_start_goes_to_the_capital() -> None:
    session = new_game("egypt", "rome", "greece", names=("Jana", "Petr", "Honza"), variants=("points-start",))
    event = session.act("buy", {"item": "influence"}, actor="Jana")
    assert event.args["province"] == "alexandria"
    assert table(session).influence("alexandria") == "egypt"


def test_the_last_caravan_to_name_needs_no_province() -> None:
    session = new_game("greece", "carthage", "babylon", names=("Jana", "Petr", "Honza"))
    with pytest.raises(RuleRefused, match="Carthage, South of Carthage or West of Carthage"):
        session.act("caravan-good", {"good": "oil"}, actor="Petr")
    named = (
        ("athens", "grain"),
        ("north-of-athens", "grain"),
        ("north-of-athens", "fish"),
        ("carthage", "grain"),
        ("carthage", "fish"),
        ("south-of-carthage", "grain"),
        ("babylon", "grain"),
        ("babylon", "fish"),
        ("tigris", "grain"),
    )
    for pid, good in named:
        session.act("caravan-good", {"province": pid, "good": good})
    event = session.act("caravan-good", {"good": "oil"})  # nobody named: Petr's West of Carthage is the last
    assert event.args["province"] == "west-of-carthage" and event.actor == "Petr"
    assert table(session).caravans("west-of-carthage") == ["oil"]

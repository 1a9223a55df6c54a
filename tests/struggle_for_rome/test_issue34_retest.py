"""Issue 34, what the second independent play-test (7 of 10) left: income bounded by the landscapes the kit
knows, printed facts no board holds, the legionary and the Limes, start-player after round 1, one reason a
refusal."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from rulesets.struggle_for_rome import INFO
from rulesets.struggle_for_rome.display import legionary_text
from tests.struggle_for_rome.helpers import NAMES, new, place, to_phase


def _violations(session: Session, action: str, args: dict[str, Any]) -> list[str]:
    return [v.said() for v in session.propose(action, args).violations]


def _misty_start(options: dict[str, Any] | None = None) -> Session:
    """Ann's start crossings touch the Steppe field (a 4) and the Steppe mist, a pasture whose number the kit
    does not know: her income for a 4 is typed, and the board bounds it."""
    session = Session.new(INFO.load(), [(n, None) for n in NAMES], rng=random.Random(3), options=options or {})
    for _ in NAMES:
        session.act("starting-card", {"card": "cattle"})
    session.act("add-landscape", {"name": "Steppe field", "kind": "field", "number": 4})
    session.act("add-landscape", {"name": "Steppe mist", "kind": "pasture"})
    session.act("add-crossing", {"crossing": "red-start-1", "landscapes": "Steppe field,Steppe mist"})
    session.act("add-crossing", {"crossing": "red-start-2", "landscapes": "Steppe field"})
    return session


def test_typed_income_is_bounded_by_the_landscapes_the_kit_knows() -> None:
    """L7: one resource a landscape bearing the number. The field gives a grain and the mist, if it bears the
    4, a pasture card: two grain, or an ore, are more than the board gives (the 6 landscapes of two crossings
    were the only bound)."""
    session = _misty_start()
    session.act("roll-resources", {"dice": "1,3"})
    said = (
        "Income: the 4 brings Ann one resource from each of Steppe field (field, 4) and Steppe mist "
        "(pasture, number not known yet) and no more"
    )
    assert _violations(session, "receive", {"player": "Ann", "grain": 2}) == [said]
    assert _violations(session, "receive", {"player": "Ann", "ore": 1}) == [said]
    assert _violations(session, "receive", {"player": "Ann", "grain": 1, "horse": 1}) == []
    session.act("roll-resources", {"dice": "2,3"})  # a 5: only the mist may bear it
    assert _violations(session, "receive", {"player": "Ann", "grain": 1}) == [
        "Income: the 5 brings Ann one resource from each of Steppe mist (pasture, number not known yet) and no more"
    ]
    session.act("add-landscape", {"name": "Steppe mist", "number": 9})
    session.act("roll-resources", {"dice": "3,3"})  # a 6: the board gives Ann nothing, now the kit knows
    assert session.table.game.served  # worked out: nothing typed


def test_a_lone_figure_on_either_start_crossing_takes_what_one_of_them_gives() -> None:
    """Ann's cavalry has left for the Ford; her infantry stands on one of her start crossings, the app does not
    know which: a 9 brings her the mist's pasture card by the first, nothing by the second. Either is hers
    to say, a grain neither."""
    session = _misty_start()
    session.act("add-landscape", {"name": "Steppe mist", "number": 9})
    session.act("add-landscape", {"name": "Steppe hills", "kind": "mountain", "number": 6})
    session.act("add-crossing", {"crossing": "Ford", "landscapes": "Steppe hills"})
    place(session, 0, "cavalry", "ford")
    session.act("roll-resources", {"dice": "4,5"})
    assert _violations(session, "receive", {"player": "Ann", "grain": 1}) == [
        "Income: the 9 brings Ann at most 1 resource, one a landscape, from Steppe mist (pasture, 9); which depends "
        "on which start crossing Ann's infantry stands on (stand)"
    ]
    assert _violations(session, "receive", {"player": "Ann", "cattle": 1}) == []
    assert _violations(session, "receive", {"player": "Ann"}) == []


def test_the_kit_refuses_a_7_and_two_crossings_at_one_corner() -> None:
    """No landscape bears a 7 (it moves the legionary, L7); three hexes meet at one crossing only."""
    session = new(4)
    assert _violations(session, "add-landscape", {"name": "Po", "kind": "field", "number": 7}) == [
        "Map: the board cannot hold that: no landscape bears a 7: a 7 moves the legionary (L7)"
    ]
    for land in ("Po", "Alps", "Lake"):
        session.act("add-landscape", {"name": land, "kind": "field", "number": 8})
    session.act("add-crossing", {"crossing": "Ford", "landscapes": "Po,Alps,Lake"})
    assert _violations(session, "add-crossing", {"crossing": "Mill", "landscapes": "Lake,Po,Alps"}) == [
        "Map: the board cannot hold that: Ford touches the same three landscapes: three hexes meet at one crossing only"
    ]
    # Two hexes share a side with a crossing at each end: two crossings may touch the same two.
    session.act("add-crossing", {"crossing": "Bridge", "landscapes": "Po,Alps"})
    assert _violations(session, "add-crossing", {"crossing": "Quay", "landscapes": "Po,Alps"}) == []


def test_the_legionary_asks_the_side_of_the_limes_and_is_told_where_it_stands() -> None:
    """L7: never east of the Limes. A landscape whose side the kit lacks is a board question (yes tells it);
    the legionary is then on Po, not 'in Hispania' (its last place's province)."""
    session = new(4)
    session.act("add-landscape", {"name": "Po", "kind": "field", "number": 4})
    session.act("roll-resources", {"dice": "3,4"})
    refused = session.propose("legionary", {"player": "Ann", "at": "po"})
    assert [v.said() for v in refused.violations] == [
        "Legionary: the board kit does not know on which side of the Limes Po lies"
    ]
    fact = refused.violations[0].told
    assert fact is not None and fact.question == "Does the board show Po west of the Limes?"
    session.act(fact.action, dict(fact.fields))
    session.act("legionary", {"player": "Ann", "at": "po"})
    assert session.outcome(len(session.events)) == [
        "The legionary stands on Po (a field); it yields nothing while there."
    ]
    assert legionary_text(session.context()) == "Po (a field)"


def test_a_refused_roll_says_its_reason_once() -> None:
    session = new(4)
    session.act("roll-resources", {"dice": "1,1"})
    assert _violations(session, "roll-resources", {"dice": "1,1"}) == ["Compass rose: 2 is covered already: roll again"]
    for dice in ("1,2", "2,2", "2,3"):
        session.act("roll-resources", {"dice": dice})
    refused = session.propose("roll-resources", {"dice": "3,3"})
    assert [v.said() for v in refused.violations] == ["Compass rose: four numbers are covered: the roll is over"]
    assert not refused.forcible


def test_round_two_does_not_offer_start_player() -> None:
    """L5: the first start player is chosen once; later rounds pass the dice to the left (L7)."""
    session = new(4)
    assert "start-player" in [a.name for a in session.available()]
    for phase in ("build", "cavalry", "infantry", "roll"):
        to_phase(session, phase)
    assert session.table.position.round == 2
    offered = [a.name for a in session.available()]
    assert "start-player" not in offered
    assert not any("start player" in line for line in session.ruleset.pending(session.context()))
    with pytest.raises(RuleRefused, match="chosen before the first round begins"):
        session.act("start-player", {"first": "Bo"})

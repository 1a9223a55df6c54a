"""Play-test 9, bugs 9 and 10: a fleet's own sea zone is no destination offered, and a march with every legion
moved already names the province left with none instead of asking where the legions leave from."""

from __future__ import annotations

from engine.session import Session
from rulesets.mare_nostrum.components import province_holder
from tests.mare_nostrum.helpers import correct, finish_setup, fleets, new_game, strategy, table, units


def _greece_at_sea() -> Session:
    """Honza (Greece) has one fleet, in the Sea east of Athens, and it is his strategy turn."""
    session = new_game("rome", "carthage", "greece", names=("Petr", "Katka", "Honza"))
    finish_setup(session)
    correct(session, province_holder("athens"), "fleet:greece", 0, "reserve:greece")
    fleets(session, "east-of-athens", "greece", 1)
    strategy(session, "Honza")
    return session


def test_the_fleets_own_sea_zone_is_not_offered_as_its_destination() -> None:
    session = _greece_at_sea()
    spec = session.spec_named("move-fleet")
    assert spec is not None
    offered = session.suggestions(spec, "to", actor=2)
    assert offered and "east-of-athens" not in offered, offered
    given = session.suggestions(spec, "to", given={"from": "east-of-athens"}, actor=2)
    assert given and "east-of-athens" not in given, given


def test_a_march_with_every_legion_moved_names_the_province_left_empty() -> None:
    session = new_game("rome", "carthage", "greece", names=("Petr", "Katka", "Honza"))
    finish_setup(session)
    session.act("connect", {"a": "rome", "b": "north-of-rome"})
    units(session, "rome", "legion", "rome", 2)
    strategy(session, "Petr")
    here = table(session).legions("rome", "rome")
    assert here and "south-of-rome" in table(session).state.atlas.neighbours("rome")
    session.act("move-legion", {"from": "rome", "to": "south-of-rome", "count": here})
    refused = session.propose("move-legion", {"to": "north-of-rome"})
    messages = [v.message for v in refused.violations if v.rule == "Move"]
    assert messages == ["Rome has no legion of Petr's left; the legions in South of Rome have moved this turn"]

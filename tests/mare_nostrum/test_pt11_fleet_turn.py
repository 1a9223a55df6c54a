"""Play-test 11, bug 6: ``move-fleet … --as Petr`` in Honza's strategy turn was refused only for "Fleets first"
and a border, never for turn order (a legion's move out of turn names it)."""

from __future__ import annotations

from engine.errors import RuleRefused
from engine.session import Session
from rulesets.mare_nostrum.components import province_holder
from tests.mare_nostrum.helpers import correct, finish_setup, fleets, new_game, strategy, units


def _honzas_turn(honzas_fleet: bool) -> Session:
    """Katka (Carthage) has a fleet at sea, and Honza (Greece) one too if ``honzas_fleet``; it is Honza's
    strategy turn."""
    session = new_game("rome", "carthage", "greece", names=("Petr", "Katka", "Honza"))
    finish_setup(session)
    correct(session, province_holder("athens"), "fleet:greece", 0, "reserve:greece")
    if honzas_fleet:
        fleets(session, "east-of-athens", "greece", 1)
    else:
        units(session, "athens", "legion", "greece", 1)  # a legion alone: Honza has a turn, no fleet to sail
    fleets(session, "southwest-of-knossos", "carthage", 1)
    strategy(session, "Honza")
    return session


def test_a_fleet_moved_out_of_turn_is_refused_for_turn_order() -> None:
    # Honza has no fleet to sail: nobody is due to move a fleet, and the refusal still names whose turn it is.
    session = _honzas_turn(honzas_fleet=False)
    refused = session.propose("move-fleet", {"from": "southwest-of-knossos", "to": "east-of-athens"}, actor="Katka")
    shown = str(RuleRefused("move-fleet", refused.violations))
    assert "it is Honza's strategy turn, not Katka's" in shown, shown


def test_a_turn_holder_with_fleets_is_named_once() -> None:
    session = _honzas_turn(honzas_fleet=True)
    refused = session.propose("move-fleet", {"from": "southwest-of-knossos", "to": "east-of-athens"}, actor="Katka")
    turn_order = [v.message for v in refused.violations if v.rule == "Turn order"]
    assert turn_order == ["move-fleet is for Honza now, not Katka"], refused.violations


def test_the_turn_holders_fleet_still_sails() -> None:
    session = _honzas_turn(honzas_fleet=True)
    ok = session.propose("move-fleet", {"from": "east-of-athens", "to": "southwest-of-knossos"}, actor="Honza")
    assert not ok.violations, ok.violations

"""Mare Nostrum sessions: setup, income, roles, exchange, building, battles, victory."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.counts import counts, get
from engine.errors import RuleRefused
from rulesets.mare_nostrum.economy import income, role_outcome
from rulesets.mare_nostrum.reach import reach
from rulesets.mare_nostrum.state import State
from tests.mare_nostrum.helpers import finish_setup, hand_of, new_game, set_game


def test_preset_start_three_players() -> None:
    session = new_game("babylon", "carthage", "greece")
    state: State = session.table.game
    assert state.neutrals == ("egypt", "rome")
    assert state.roles == (1, 2, None)  # Carthage merchant; Greece statesman without Egypt
    assert state.owned == (("hammurabi",), ("hannibal",), ("pericles",))
    carthage = state.province("carthage")
    assert (
        carthage.cities,
        len(carthage.caravans),
        get(carthage.fortresses, "carthage"),
        get(carthage.legions, "carthage"),
    ) == (1, 2, 1, 1)
    athens = state.province("athens")
    assert (athens.cities, get(athens.fleets, "greece")) == (2, 1)
    # Neutral Rome: influence, fortress and legion in the capital; influence and legion around it.
    rome, north = state.province("rome"), state.province("north-of-rome")
    assert (rome.influence, get(rome.fortresses, "rome"), get(rome.legions, "rome")) == ("rome", 1, 1)
    assert (north.influence, get(north.fortresses, "rome"), get(north.legions, "rome")) == ("rome", 0, 1)
    with pytest.raises(RuleRefused, match="Caravan: name the goods"):
        session.act("next-phase")


def test_recommended_civilizations_are_handed_out_first() -> None:
    from engine.session import Session
    from rulesets.mare_nostrum import INFO

    three = Session.new(INFO.load(), [("A", None), ("B", None), ("C", None)])
    assert [p.faction for p in three.players] == ["babylon", "carthage", "greece"]
    four = Session.new(INFO.load(), [("A", None), ("B", None), ("C", None), ("D", None)])
    assert [p.faction for p in four.players] == ["egypt", "carthage", "greece", "rome"]


def test_income_after_setup() -> None:
    session = new_game("egypt", "carthage", "greece", "rome")
    finish_setup(session)
    assert session.phase.id == "trade"
    # Carthage: 1 city, 4 caravans (all named grain here) -> 1 tax, 4 grain.
    assert hand_of(session, "Carthage") == {"taxes": 1, "grain": 4}
    # Egypt: 3 cities; caravans: Cyrene (grain) and Thebes (wine).
    assert hand_of(session, "Egypt") == {"taxes": 3, "grain": 1, "wine": 1}


def test_zbyneks_occupation_income() -> None:
    # Zbyněk (Rome) occupies a caravan and a city in Lucka's (Carthage) province,
    # which also has a market: he gets 1 good and 1 tax; the market pays Lucka nothing.
    session = new_game("rome", "carthage", "greece")
    state: State = session.table.game
    province = replace(
        state.province("west-of-carthage"),
        influence="carthage",
        cities=1,
        caravans=("fish",),
        markets=1,
        legions=counts({"rome": 2}),
        occupied=(("caravan:fish", "rome"), ("city", "rome")),
    )
    state = state.with_province(province)
    empty = {
        pid: replace(state.province(pid), caravans=(), cities=0) for pid in ("rome", "north-of-rome", "south-of-rome")
    }
    for p in empty.values():
        state = state.with_province(p)
    assert income(state, 0) == {"taxes": 1, "goods": {"fish": 1}, "any_good": 0}
    lucka = income(state, 1)
    assert "fish" not in lucka["goods"]


def test_occupied_city_and_temple_pay_two_taxes() -> None:
    session = new_game("rome", "carthage", "greece")
    state: State = session.table.game
    province = replace(
        state.province("thebes"),
        influence="egypt",
        cities=1,
        temples=1,
        legions=counts({"rome": 2}),
        occupied=(("city", "rome"), ("temple", "rome")),
    )
    state = state.with_province(province)
    base = income(state.with_province(replace(province, occupied=())), 0)["taxes"]
    assert income(state, 0)["taxes"] == base + 2


def test_monikas_influence_reach() -> None:
    # Monika (Greece) held Athens at round start and has fleets east of Athens
    # and southwest of Knossos: by sea she reaches Constantinople, Troy,
    # Knossos, Rhodes, Cyrene and West of Cyrene (Carthage is taken).
    session = new_game("babylon", "carthage", "greece")
    state: State = session.table.game
    seas = tuple(
        replace(s, fleets=counts({"greece": 1})) if s.id in ("east-of-athens", "southwest-of-knossos") else s
        for s in state.seas
    )
    state = replace(state, seas=seas)
    reachable = reach(state, "greece", ["athens"]) - state.neighbours("athens")
    listed = {"constantinople", "troy", "knossos", "rhodes", "cyrene", "west-of-cyrene"}
    # The rules leave Carthage off the list only because another marker stands there.
    assert reachable == listed | {"carthage"}
    assert state.province("carthage").influence == "carthage"
    # Without the fleet southwest of Knossos the African coast is out of reach.
    seas = tuple(replace(s, fleets=()) if s.id == "southwest-of-knossos" else s for s in state.seas)
    assert reach(replace(state, seas=seas), "greece", ["athens"]).isdisjoint({"cyrene", "west-of-cyrene"})


def test_petrs_influence_next_to_start_provinces() -> None:
    # Petr held Alexandria at round start: Cyrene may take his influence,
    # West of Cyrene not yet.
    session = new_game("egypt", "carthage", "greece", "rome")
    finish_setup(session)
    state: State = session.table.game
    state = state.with_province(replace(state.province("cyrene"), influence=None, caravans=()))
    state = replace(state, held_at_start=(frozenset({"alexandria"}),) + state.held_at_start[1:])
    state = state.with_hand(0, {"taxes": 6})
    set_game(session, replace(state, exchange=None))
    session.act("exchange-size", {"count": 0})
    session.act("next-phase")
    session.act("next", {"player": "Egypt"})
    refused = session.propose("buy", {"item": "influence", "province": "west-of-cyrene"})
    assert [v.rule for v in refused.violations] == ["Influence reach"]
    session.act("buy", {"item": "influence", "province": "cyrene"})
    assert session.table.game.province("cyrene").influence == "egypt"


def test_roles_follow_counts_and_holder_keeps_ties() -> None:
    session = new_game("babylon", "carthage", "greece")
    state: State = session.table.game
    state = replace(state, roles=(1, 2, 1))
    outcome = role_outcome(state)
    # Babylon 3 caravans vs Carthage 4: Carthage keeps the Merchant.
    assert outcome["merchant"]["holder"] == 1
    # Statesman: Babylon 2 cities, Carthage 1, Greece 2 -> Greece (holder) keeps it on the tie.
    assert outcome["statesman"]["holder"] == 2
    # Commander: Carthage has fortress + legion (2), Greece fortress + fleet (2),
    # Babylon fortress (1): Carthage keeps it on the tie.
    assert outcome["commander"]["holder"] == 1
    # Archimedes adds 3 for Babylon.
    state = replace(state, owned=(("hammurabi", "archimedes"), ("hannibal",), ("pericles",)))
    assert role_outcome(state)["commander"]["holder"] == 0
    # Two others tie above the holder (Babylon 2 cities, Greece 2, Carthage 1):
    # Carthage, holding the Statesman, chooses between them.
    state = replace(state, owned=(("hammurabi",), ("hannibal",), ("pericles",)), roles=(1, 1, 1))
    assert role_outcome(state)["statesman"] == {"holder": None, "choose_from": [0, 2], "counts": [2, 1, 2]}
    # Solomon's +3 settles it for Babylon.
    state = replace(state, owned=(("hammurabi", "solomon"), ("hannibal",), ("pericles",)))
    assert role_outcome(state)["statesman"]["holder"] == 0

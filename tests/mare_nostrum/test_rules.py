"""Mare Nostrum rule checks: placement, supply, heroes and wonders, battles, after a battle."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.counts import counts, get
from engine.errors import RuleRefused
from engine.session import Session
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.victory import tie_break
from tests.mare_nostrum.helpers import hand_of, new_game, set_game
from tests.mare_nostrum.test_round import _started


def _build_phase(session: Session, player: str, **hands: dict[str, int]) -> None:
    state: State = session.table.game
    names = [p.name for p in session.players]
    for name, cards in hands.items():
        state = state.with_hand(names.index(name), cards)
    set_game(session, state)
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next-phase")
    session.act("next", {"player": player})


def _rules(session: Session, action: str, args: dict[str, object]) -> list[str]:
    return [v.rule for v in session.propose(action, args).violations]


def test_build_placement_rules() -> None:
    session = _started()
    _build_phase(session, "Ann", Ann={"taxes": 20})
    assert _rules(session, "buy", {"item": "temple", "province": "south-of-carthage"}) == ["Build where held"]
    assert _rules(session, "buy", {"item": "temple", "province": "carthage"}) == ["Build where held", "At war"]
    assert _rules(session, "buy", {"item": "fleet", "province": "babylon"}) == ["Coast"]
    assert _rules(session, "buy", {"item": "city", "province": "babylon"}) == ["City sites"]
    assert _rules(session, "buy", {"item": "influence", "province": "babylon"}) == ["One influence"]
    assert _rules(session, "buy", {"item": "caravan", "province": "tigris", "good": "gold"}) == ["Caravan"]
    assert _rules(session, "buy", {"item": "caravan", "province": "babylon"}) == ["Caravan"]
    session.act("buy", {"item": "fortress", "province": "antioch"})
    assert _rules(session, "buy", {"item": "fortress", "province": "antioch"}) == ["Fortresses"]
    session.act("buy", {"item": "temple", "province": "antioch"})
    assert _rules(session, "buy", {"item": "temple", "province": "antioch"}) == ["One temple"]


def test_card_set_rules_when_paying() -> None:
    session = _started()
    _build_phase(session, "Ann", Ann={"taxes": 2, "grain": 2, "wine": 1})
    assert _rules(session, "buy", {"item": "legion", "province": "babylon", "cards": "grain,grain,wine"}) == [
        "Card set"
    ]
    assert _rules(session, "buy", {"item": "legion", "province": "babylon", "cards": "taxes,taxes,grain"}) == [
        "Card set"
    ]
    assert _rules(session, "buy", {"item": "legion", "province": "babylon", "cards": "taxes,taxes"}) == ["Card set"]
    assert _rules(session, "buy", {"item": "temple", "province": "babylon"}) == ["Card set"]
    session.act("buy", {"item": "legion", "province": "babylon", "cards": "grain,wine,taxes"}, force=True)
    assert session.events[-1].forced == ("Card set",)


def test_hannibal_and_pericles_bring_free_units() -> None:
    session = new_game("babylon", "egypt", "carthage", "greece", "rome")
    state: State = session.table.game
    # Take Hannibal away and let Carthage buy him back in a build phase.
    state = replace(state, owned=(state.owned[0], state.owned[1], (), state.owned[3], state.owned[4]))
    state = state.with_hand(2, {"taxes": 9})
    session.tables[-1] = replace(session.table, game=state)
    legions = get(state.province("carthage").legions, "carthage")
    session.act("buy", {"item": "hannibal"}, actor="Carthage", force=True)  # setup phase: forced
    assert get(session.table.game.province("carthage").legions, "carthage") == legions + 1


def test_caesar_and_mausoleum_prices_in_play() -> None:
    session = new_game("egypt", "carthage", "greece", "rome")
    state: State = session.table.game
    state = replace(state, owned=state.owned[:3] + (("caesar", "mausoleum"),))
    set_game(session, state)
    from tests.mare_nostrum.helpers import finish_setup

    finish_setup(session)
    state = session.table.game
    set_game(session, state.with_hand(3, {"taxes": 7}))
    session.act("exchange-size", {"count": 0}, actor="Carthage")
    session.act("next-phase")
    session.act("next", {"player": "Rome"})
    session.act("buy", {"item": "legion", "province": "rome"})  # 2 with Caesar
    session.act("buy", {"item": "temple", "province": "rome"})  # 5 with the Mausoleum
    assert hand_of(session, "Rome") == {}


def test_supply_limits() -> None:
    session = _started()
    state: State = session.table.game
    babylon = state.province("babylon")
    set_game(session, state.with_province(replace(babylon, legions=counts({"babylon": 8}))))
    _build_phase(session, "Ann", Ann={"taxes": 9})
    assert _rules(session, "buy", {"item": "legion", "province": "babylon"}) == ["Supply"]
    assert "Unique" in _rules(session, "buy", {"item": "hannibal"})


def test_keep_cards_and_hanging_gardens() -> None:
    session = _started()
    state: State = session.table.game
    state = replace(state, owned=(("hammurabi", "gardens"),) + state.owned[1:])
    _build_phase(session, "Ann", Ann={"taxes": 3, "grain": 1, "wine": 1, "fish": 1}, Bo={"taxes": 3, "grain": 2})
    set_game(session, replace(session.table.game, owned=state.owned))
    assert _rules(session, "keep", {"player": "Bo", "cards": "taxes,grain"}) == ["Keep"]
    assert _rules(session, "keep", {"player": "Ann", "cards": "taxes,taxes,taxes"}) == ["Keep"]
    session.act("keep", {"player": "Ann", "cards": "taxes,taxes,grain,fish"})
    session.act("next-phase")
    assert hand_of(session, "Ann") == {"taxes": 2, "grain": 1, "fish": 1}
    assert hand_of(session, "Bo") == {"taxes": 2}


def _strategy_with(session: Session, mover: str) -> None:
    _build_phase(session, "Ann")
    session.act("next-phase")
    session.act("next", {"player": mover})


def test_neutrals_lose_legions_first_and_capitals_are_protected() -> None:
    session = _started()
    state: State = session.table.game
    # Neutral Rome holds its capital with a legion and a fortress.
    state = replace(state, land=state.land | {frozenset(("carthage", "rome"))})
    carthage = state.province("carthage")
    state = state.with_province(replace(carthage, legions=counts({"carthage": 4})))
    state = state.with_province(replace(state.province("rome"), cities=1, caravans=("wine",), temples=1))
    set_game(session, state)
    _strategy_with(session, "Bo")
    session.act("move-legion", {"from": "carthage", "to": "rome", "count": 4})
    session.act(
        "battle",
        {"place": "rome", "defender": "rome", "attacker_rolls": "5,5,2,1", "defender_rolls": "2"},
    )
    rome = session.table.game.province("rome")
    # 13 points: 2 losses -> the legion first, then the fortress.
    assert (get(rome.legions, "rome"), get(rome.fortresses, "rome")) == (0, 0)
    # Rome's defence: 2 + 6 = 8 -> 1 Carthaginian loss.
    assert get(rome.legions, "carthage") == 3
    assert _rules(session, "seize", {"province": "rome"}) == ["Capital"]
    assert _rules(session, "ravage", {"province": "rome", "building": "city"}) == ["Capital"]
    assert _rules(session, "occupy", {"province": "rome", "buildings": "caravan:wine"}) == ["Capital"]
    session.act("occupy", {"province": "rome", "buildings": "temple"})
    assert session.table.game.province("rome").occupied == (("temple", "carthage"),)


def test_occupy_then_income_and_role_counts() -> None:
    session = _started()
    state: State = session.table.game
    state = replace(state, land=state.land | {frozenset(("carthage", "north-of-rome"))})
    state = state.with_province(replace(state.province("carthage"), legions=counts({"carthage": 3})))
    north = state.province("north-of-rome")
    state = state.with_province(replace(north, caravans=("metals",), cities=0))
    set_game(session, state)
    _strategy_with(session, "Bo")
    session.act("move-legion", {"from": "carthage", "to": "north-of-rome", "count": 3})
    session.act(
        "battle", {"place": "north-of-rome", "defender": "rome", "attacker_rolls": "6,1,1", "defender_rolls": "1"}
    )
    session.act("occupy", {"province": "north-of-rome", "buildings": "caravan:metals"})
    province = session.table.game.province("north-of-rome")
    assert province.occupied == (("caravan:metals", "carthage"),)
    from rulesets.mare_nostrum.economy import income, role_counts

    occupied = session.table.game
    freed = occupied.with_province(replace(province, occupied=()))
    # Carthage's own metals caravan plus the occupied one.
    assert income(occupied, 1)["goods"]["metals"] == income(freed, 1)["goods"]["metals"] + 1 == 2
    assert role_counts(occupied, 1)["merchant"] == role_counts(freed, 1)["merchant"] + 1 == 5


def test_helen_turns_a_legion() -> None:
    session = _started()
    state: State = session.table.game
    state = replace(state, owned=(state.owned[0], state.owned[1], ("pericles", "helen")))
    state = replace(state, land=state.land | {frozenset(("carthage", "north-of-athens"))})
    state = state.with_province(replace(state.province("carthage"), legions=counts({"carthage": 4})))
    set_game(session, state)
    _strategy_with(session, "Bo")
    session.act("move-legion", {"from": "carthage", "to": "north-of-athens", "count": 4})
    session.act("helen", {"player": "Cy", "province": "north-of-athens", "enemy": "carthage"})
    province = session.table.game.province("north-of-athens")
    assert (get(province.legions, "carthage"), get(province.legions, "greece")) == (3, 1)
    assert _rules(session, "helen", {"player": "Cy", "province": "north-of-athens", "enemy": "carthage"}) == [
        "Helen of Troy"
    ]


def test_blockade_action_matches_honzas_example() -> None:
    session = new_game("greece", "rome", "carthage", names=("Honza", "Petr", "Mirek"))
    state: State = session.table.game
    seas = tuple(replace(s, fleets=counts({"greece": 2, "rome": 2})) if s.id == "ionian" else s for s in state.seas)
    set_game(session, replace(state, seas=seas))
    session.act("blockade", {"sea": "ionian", "against": "rome", "greek_roll": "4", "their_roll": "5"}, force=True)
    sea = session.table.game.sea("ionian")
    assert (get(sea.fleets, "greece"), get(sea.fleets, "rome")) == (1, 1)


@pytest.mark.parametrize(
    ("aspirants", "pyramids", "roles", "owned", "expected"),
    [
        ([0, 1], {1}, (None, None, None), {0: 3, 1: 1}, [1]),  # the only Pyramids builder
        ([0, 1], {0, 1}, (2, 1, 2), {0: 3, 1: 3}, [1]),  # the Statesman
        ([0, 1], set(), (0, 2, 0), {0: 3, 1: 3}, [0]),  # Merchant and Commander
        ([0, 1], set(), (2, 2, 1), {0: 3, 1: 3}, [1]),  # the only role holder
        ([0, 1], {0, 1}, (2, 2, 2), {0: 2, 1: 3}, [1]),  # most wonders and heroes
        ([0, 1], {0, 1}, (2, 2, 2), {0: 3, 1: 3}, [0, 1]),  # the Statesman decides
    ],
)
def test_tie_break_order(
    aspirants: list[int], pyramids: set[int], roles: tuple[int | None, ...], owned: dict[int, int], expected: list[int]
) -> None:
    assert tie_break(aspirants, pyramids, roles, owned) == expected


def test_points_start() -> None:
    session = new_game("babylon", "carthage", "greece", variants=("points-start",))
    state: State = session.table.game
    assert state.start_points == (36, 36, 36) and state.province("babylon").influence is None
    assert _rules(session, "buy", {"item": "city", "province": "babylon"}) == ["Build where held"]
    assert _rules(session, "buy", {"item": "influence", "province": "antioch"}) == ["Start area"]
    session.act("buy", {"item": "influence", "province": "babylon"})
    session.act("buy", {"item": "caravan", "province": "babylon", "good": "grain"})
    # First caravan: Babylon takes the Merchant.
    assert session.table.game.roles[0] == 0
    session.act("buy", {"item": "legion", "province": "babylon"})
    assert _rules(session, "buy", {"item": "city", "province": "babylon"}) == ["Start points"]
    assert _rules(session, "buy", {"item": "colossus"}) == ["Start area", "Start points"]
    with pytest.raises(RuleRefused, match="Start points"):
        session.act("next-phase")


def test_mireks_invasion_of_thebes_in_play() -> None:
    session = new_game("egypt", "carthage", "greece", names=("Katka", "Mirek", "Honza"))
    state: State = session.table.game
    state = replace(state, owned=(("cleopatra", "helen"), ("hannibal",), ("pericles",)))
    state = replace(state, land=state.land | {frozenset(("carthage", "thebes"))})
    state = state.with_province(replace(state.province("carthage"), legions=counts({"carthage": 4})))
    state = state.with_province(
        replace(state.province("thebes"), legions=counts({"egypt": 1}), fortresses=counts({"egypt": 1}))
    )
    set_game(session, state)
    from tests.mare_nostrum.helpers import finish_setup

    finish_setup(session)
    session.act("exchange-size", {"count": 0}, actor="Mirek")
    session.act("next-phase")
    session.act("next-phase")
    session.act("next", {"player": "Mirek"})
    session.act("move-legion", {"from": "carthage", "to": "thebes", "count": 4})
    session.act("helen", {"player": "Katka", "province": "thebes", "enemy": "carthage"})
    session.act("battle", {"place": "thebes", "defender": "egypt", "attacker_rolls": "4,3,2", "defender_rolls": "2,5"})
    thebes = session.table.game.province("thebes")
    # 12 against 13: two losses each; Katka keeps her fortress.
    assert (get(thebes.legions, "carthage"), get(thebes.legions, "egypt"), get(thebes.fortresses, "egypt")) == (1, 0, 1)
    assert thebes.at_war
    assert _rules(session, "move-fleet", {"from": "ionian", "to": "east-of-athens"}) == ["Fleets", "Fleets first"]
    session.act("next", {"player": "Katka"})
    with pytest.raises(RuleRefused, match="War: thebes is at war"):
        session.act("next", {"player": "Honza"})
    session.act("battle", {"place": "thebes", "defender": "carthage", "attacker_rolls": "", "defender_rolls": "1"})
    thebes = session.table.game.province("thebes")
    assert get(thebes.legions, "carthage") == 0 and not thebes.at_war
    session.act("next", {"player": "Honza"})


def test_nebuchadnezzar_loots_what_he_ravages() -> None:
    session = _started()
    state: State = session.table.game
    state = replace(state, owned=(state.owned[0], ("hannibal", "nebuchadnezzar"), state.owned[2]))
    state = replace(state, land=state.land | {frozenset(("carthage", "north-of-rome"))})
    state = state.with_province(replace(state.province("carthage"), legions=counts({"carthage": 3})))
    north = replace(state.province("north-of-rome"), caravans=("metals",), cities=1, markets=1)
    set_game(session, state.with_province(north))
    _strategy_with(session, "Bo")
    session.act("move-legion", {"from": "carthage", "to": "north-of-rome", "count": 3})
    session.act(
        "battle", {"place": "north-of-rome", "defender": "rome", "attacker_rolls": "6,1,1", "defender_rolls": "1"}
    )
    before = hand_of(session, "Bo").get("taxes", 0)
    assert _rules(session, "ravage", {"province": "north-of-rome", "building": "market"}) == ["Nebuchadnezzar"]
    session.act("ravage", {"province": "north-of-rome", "building": "city"})
    assert hand_of(session, "Bo").get("taxes", 0) == before + 1
    assert session.table.game.province("north-of-rome").cities == 0
    assert _rules(session, "occupy", {"province": "north-of-rome", "buildings": "market"}) == ["One choice"]


def test_zeus_and_lighthouse_bonuses() -> None:
    session = _started()
    _build_phase(session, "Ann", Ann={"taxes": 18})
    session.act("buy", {"item": "zeus", "bonus_province": "antioch"})
    assert get(session.table.game.province("antioch").fortresses, "babylon") == 1
    session.act("buy", {"item": "lighthouse", "bonus_province": "west-of-cyrene"})
    assert session.table.game.province("west-of-cyrene").influence == "babylon"

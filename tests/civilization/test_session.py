"""Civilization sessions: the five phases, limits, trading, research, victory."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from rulesets.civilization import INFO
from rulesets.civilization.state import Realm, State


def new(*players: tuple[str, str]) -> Session:
    return Session.new(INFO.load(), list(players), rng=random.Random(1))


def realm(session: Session, seat: int) -> Realm:
    state: State = session.table.game
    return state.realms[seat]


def set_realm(session: Session, seat: int, **changes: Any) -> None:
    state: State = session.table.game
    session.tables[-1] = replace(session.table, game=state.with_realm(seat, replace(state.realms[seat], **changes)))


def go_to(session: Session, phase: str) -> None:
    while session.phase.id != phase:
        session.act("next-phase")


def test_setup_and_start_player_passes() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"), ("Avesonn", "egypt"))
    ondrej = realm(session, 0)
    assert ondrej.techs == (("writing", 1),) and ondrej.government == "despotism"
    assert (ondrej.trade, ondrej.coins, ondrej.hand_limit, ondrej.armies, ondrej.scouts) == (0, 0, 2, 1, 1)
    assert ondrej.cities[0].capital
    for _ in range(5):
        session.act("next-phase")
    assert session.table.position.round == 2 and session.turn_player is not None
    assert session.turn_player.name == "Filip"


def test_ondrej_cannot_settle_on_filips_outskirts() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    set_realm(session, 0, settlers=1)
    proposal = session.propose("found-city", {"player": "Ondrej", "name": "Border", "overlaps": "yes"})
    assert [v.rule for v in proposal.violations] == ["Settling"]
    session.act("found-city", {"player": "Ondrej", "name": "Wasteland"})
    assert [c.name for c in realm(session, 0).cities] == ["China capital", "Wasteland"]
    set_realm(session, 0, settlers=1)
    assert [v.rule for v in session.propose("found-city", {"player": "Ondrej", "name": "Third"}).violations] == [
        "City limit"
    ]
    set_realm(session, 0, techs=(("writing", 1), ("irrigation", 1)))
    assert session.propose("found-city", {"player": "Ondrej", "name": "Third"}).legal


def test_the_trading_scene() -> None:
    session = new(("Otas", "rome"), ("Avesonn", "egypt"), ("Ondrej", "china"))
    go_to(session, "trade")
    session.act("collect-trade", {"player": "Avesonn", "amount": 9})
    set_realm(session, 0, resources=(("iron", 1),))
    session.act("trade", {"player": "Avesonn", "to": "Otas", "item": "trade", "amount": 4})
    session.act("trade", {"player": "Otas", "to": "Avesonn", "item": "resource", "resource": "iron"})
    assert (realm(session, 0).trade, realm(session, 1).trade) == (4, 5)
    assert dict(realm(session, 1).resources) == {"iron": 1}
    with pytest.raises(RuleRefused, match="Trading: tech can never change hands"):
        session.act("trade", {"player": "Avesonn", "to": "Ondrej", "item": "tech"})
    with pytest.raises(RuleRefused, match="Trading: coins"):
        session.act("trade", {"player": "Ondrej", "to": "Avesonn", "item": "coins"})


def test_trade_dial_stops_at_27() -> None:
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "trade")
    session.act("collect-trade", {"player": "A", "amount": 20})
    session.act("collect-trade", {"player": "A", "amount": 20})
    assert realm(session, 0).trade == 27


def test_research_keeps_one_trade_per_coin() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    set_realm(session, 0, trade=15, coins=2, techs=(("writing", 1), ("pottery", 1), ("bronze", 1)))
    go_to(session, "research")
    session.act("research", {"player": "Ondrej", "tech": "currency", "level": 2})
    assert realm(session, 0).trade == 2
    with pytest.raises(RuleRefused, match="One tech"):
        session.act("research", {"player": "Ondrej", "tech": "horses", "level": 1})
    refused = session.propose("research", {"player": "Filip", "tech": "monarchy", "level": 2})
    assert {v.rule for v in refused.violations} == {"Research cost", "Pyramid"}


def test_obsolescence_and_upgrades() -> None:
    session = new(("A", "china"), ("B", "rome"))
    set_realm(session, 0, trade=27, techs=(("writing", 1), ("x", 1), ("y", 1)))
    go_to(session, "research")
    session.act(
        "research", {"player": "A", "tech": "gunpowder", "level": 2, "obsoletes": "pyramids", "upgrade": "infantry"}
    )
    state: State = session.table.game
    assert "pyramids" in state.obsolete and dict(realm(session, 0).upgrades) == {"infantry": 1}


def test_city_does_one_thing_and_figure_limits() -> None:
    session = new(("A", "china"), ("B", "rome"))
    set_realm(session, 0, trade=9)
    go_to(session, "city")
    session.act("build", {"player": "A", "city": "China capital", "kind": "army", "cost": 7, "hammers": 5})
    assert (realm(session, 0).armies, realm(session, 0).trade) == (2, 3)
    with pytest.raises(RuleRefused, match="One action"):
        session.act("arts", {"player": "A", "city": "China capital"})
    set_realm(session, 1, armies=6, acted=())
    refused = session.propose("build", {"player": "B", "city": "Rome capital", "kind": "army", "cost": 0, "hammers": 3})
    assert [v.rule for v in refused.violations] == ["Figures"]
    set_realm(session, 1, settlers=1, scouts=1)
    refused = session.propose(
        "build", {"player": "B", "city": "Rome capital", "kind": "settler", "cost": 0, "hammers": 3}
    )
    assert [v.rule for v in refused.violations] == ["Figures"]


def test_culture_draws_events_and_excess_is_discarded() -> None:
    session = new(("A", "china"), ("B", "rome"))
    set_realm(session, 0, culture=1, events=2)
    go_to(session, "city")
    session.act("arts", {"player": "A", "city": "China capital", "masks": 2})
    mine = realm(session, 0)
    # 1 + 2 masks: from 1 to 4 crosses the line at 3 and the great person at 2.
    assert (mine.culture, mine.events, mine.pending_persons) == (4, 3, 1)
    session.act("great-person", {"player": "A", "name": "Leonardo"})
    session.act("next-phase")
    assert realm(session, 0).events == 2  # back to the hand limit


def test_anarchy_then_new_government_and_free_policy() -> None:
    session = new(("A", "china"), ("B", "rome"))
    set_realm(session, 0, techs=(("writing", 1), ("monarchy", 1)))
    refused = session.propose("government", {"player": "A", "government": "democracy"})
    assert [v.rule for v in refused.violations] == ["Government"]
    session.act("government", {"player": "A", "government": "monarchy"})
    assert realm(session, 0).government == "anarchy"
    with pytest.raises(RuleRefused, match="Policy"):
        session.act("policy", {"player": "A", "policy": "militarism"})
    for _ in range(5):
        session.act("next-phase")
    assert realm(session, 0).government == "monarchy" and realm(session, 0).free_policy
    session.act("policy", {"player": "A", "policy": "militarism"})
    assert realm(session, 0).policy == "militarism"


def test_loot_rules() -> None:
    session = new(("A", "china"), ("B", "rome"))
    set_realm(session, 1, trade=5, coins=0, investments=3)
    go_to(session, "movement")
    assert [
        v.rule
        for v in session.propose("battle", {"winner": "A", "loser": "B", "at": "field", "loot": "coin"}).violations
    ] == ["Loot"]
    assert [
        v.rule
        for v in session.propose(
            "battle", {"winner": "A", "loser": "B", "at": "field", "loot": "trade,culture"}
        ).violations
    ] == ["Loot"]
    session.act("battle", {"winner": "A", "loser": "B", "at": "field", "loot": "trade"})
    assert (realm(session, 0).trade, realm(session, 1).trade) == (3, 2)
    refused = session.propose(
        "battle", {"winner": "A", "loser": "B", "at": "field", "loot": "tech", "tech": "code-of-laws"}
    )
    assert "Loot" in [v.rule for v in refused.violations]
    session.act("battle", {"winner": "A", "loser": "B", "at": "city", "loot": "tech", "tech": "code-of-laws"})
    assert realm(session, 0).knows("code-of-laws")


@pytest.mark.parametrize("way", ["technology", "culture", "economy", "military"])
def test_each_victory(way: str) -> None:
    session = new(("A", "china"), ("B", "rome"))
    if way == "technology":
        levels = [
            ("t1a", 1),
            ("t1b", 1),
            ("t1c", 1),
            ("t1d", 1),
            ("t1e", 1),
            ("t2a", 2),
            ("t2b", 2),
            ("t2c", 2),
            ("t2d", 2),
        ]
        levels += [("t3a", 3), ("t3b", 3), ("t3c", 3), ("t4a", 4), ("t4b", 4)]
        set_realm(session, 0, trade=27, coins=0, techs=tuple(levels))
        go_to(session, "research")
        session.act("research", {"player": "A", "tech": "space-flight", "level": 5})
    elif way == "culture":
        set_realm(session, 0, culture=19)
        go_to(session, "city")
        session.act("arts", {"player": "A", "city": "China capital", "masks": 1})
    elif way == "economy":
        session.act("coins", {"player": "A", "change": 10})
        session.act("invest", {"player": "A", "coins": 6})
        session.act("coins", {"player": "A", "change": 5})
    else:
        go_to(session, "movement")
        session.act("battle", {"winner": "A", "loser": "B", "at": "capital"})
    assert session.summary()["winners"] == ["A"]
    met = [v.condition for v in session.victory() if v.met]
    assert met == [way]

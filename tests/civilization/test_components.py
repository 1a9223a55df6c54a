"""Civilization's components in the ledger: the rulebook's counts, and what no override can pass."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from rulesets.civilization.components import techs_of
from tests.civilization.helpers import (
    add_techs,
    count,
    game,
    give_person,
    go_to,
    learn,
    metropolises,
    new,
    put,
    realm,
    set_realm,
)


def test_counts_come_from_the_rulebook() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"), ("Avesonn", "egypt"))
    totals = session.table.ledger.totals()
    # l. 14, l. 115: 6 armies and 2 settler/scout figures a player; l. 34, l. 248: a capital and 2 cities.
    assert (totals["army:china"], totals["settler:rome"], totals["capital:egypt"], totals["city:china"]) == (6, 2, 1, 2)
    # l. 52: 4 policy cards each; l. 262: each wonder once; l. 149: each relic once.
    assert totals["militarism:rome"] == 1 and totals["angkor-wat"] == 1 and totals["ark"] == 1
    # One Irrigation card per player: each researches it at most once.
    assert totals["irrigation"] == 3 and count(session, "techs:egypt", "irrigation") == 1
    components = session.components
    assert components.is_private("hand:china") and components.is_private("forces:rome")
    assert not components.is_private("pyramid:china")


def test_a_seventh_army_does_not_exist_even_forced() -> None:
    session = new(("A", "china"), ("B", "rome"))
    put(session, "army:china", 5, "supply:china", "board:china")
    go_to(session, "city")
    with pytest.raises(RuleRefused) as refused:
        session.act("build", {"city": "China capital", "item": "army", "cost": 0, "hammers": 5}, force=True)
    assert refused.value.physical and "A's supply: none left; all 6 armies are in play" in str(refused.value)


def test_a_relic_is_claimed_once() -> None:
    # Playtest bug 4: the Ark could be claimed again; l. 149: the first to reach it takes it.
    session = new(("Otas", "russia"), ("Avesonn", "egypt"))
    go_to(session, "movement")
    session.act("relic", {"relic": "Ark of the Covenant"})
    assert count(session, "stock:russia", "ark") == 1 and realm(session, 0).culture == 2
    session.act("next")
    with pytest.raises(RuleRefused) as refused:
        session.act("relic", {"relic": "ark"}, force=True)
    assert refused.value.physical and "the map: no Ark of the Covenant" in str(refused.value)


def test_a_wonder_stands_once() -> None:
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "city")
    session.act("build", {"city": "China capital", "item": "Angkor Wat", "hammers": 20})
    assert count(session, "city:china-capital", "angkor-wat") == 1 and count(session, "market", "angkor-wat") == 0
    with pytest.raises(RuleRefused) as refused:
        session.act("build", {"city": "Rome capital", "item": "angkor wat", "hammers": 20}, force=True)
    assert refused.value.physical


def test_a_city_taken_changes_hands_and_lost_figures_go_home() -> None:
    # Playtest bug 5: a conquered city stayed the loser's, and armies never fell.
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    session.act("found-city", {"name": "Xian"})
    put(session, "army:china", 1, "supply:china", "board:china")
    go_to(session, "movement")
    session.act("next")  # Filip moves and attacks
    session.act(
        "battle", {"winner": "Filip", "loser": "Ondrej", "at": "city", "city": "xian", "armies_lost": 2, "loot": "none"}
    )
    assert count(session, "city:xian", "city:rome") == 1 and count(session, "city:xian", "city:china") == 0
    assert count(session, "supply:china", "city:china") == 2 and count(session, "supply:rome", "city:rome") == 1
    assert count(session, "board:china", "army:china") == 0 and count(session, "supply:china", "army:china") == 6
    places = {p.id: p.owner for p in session.ruleset.places(session.context())}
    assert places["xian"] == "rome"
    assert "Xian is now Filip's city." in session.outcome(len(session.events))


def test_culture_loot_takes_tokens_not_track_steps() -> None:
    # Playtest bug 7; l. 188: 3 culture tokens; l. 89: steps on the track never change hands.
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    set_realm(session, 0, culture=6)
    put(session, "culture", 4, "bank", "stock:china")
    go_to(session, "movement")
    session.act("next")
    session.act("battle", {"winner": "Filip", "loser": "Ondrej", "at": "field", "loot": "culture"})
    assert count(session, "stock:china", "culture") == 1 and count(session, "stock:rome", "culture") == 3
    assert (realm(session, 0).culture, realm(session, 1).culture) == (6, 0)
    assert realm(session, 1).pending_persons == 0


def test_a_looted_start_tech_takes_its_printed_level() -> None:
    # Playtest bug 6: Writing is China's start tech at level 1, but "normally level 3" (l. 204).
    session = new(("Ondrej", "china"), ("Avesonn", "egypt"))
    session.act("found-city", {"name": "Xian"})
    go_to(session, "movement")
    session.act("next")
    # Ondrej's army stood elsewhere (armies_lost 0).
    loot = {"winner": "Avesonn", "loser": "Ondrej", "at": "city", "city": "Xian", "loot": "tech", "tech": "writing"}
    loot |= {"armies_lost": "0"}
    assert [v.rule for v in session.propose("battle", loot).violations] == ["Pyramid"]
    add_techs(session, [("A1", 1), ("A2", 1), ("B1", 2), ("B2", 2)])
    learn(session, 1, ["a1", "a2", "b1", "b2"])
    session.act("battle", loot)
    levels = {tech.id: level for tech, level in techs_of(session.context(), 1)}
    assert levels["writing"] == 3 and count(session, "pyramid:china", "writing") == 1


def test_coins_cannot_go_below_what_the_dial_holds() -> None:
    session = new(("A", "china"), ("B", "rome"))
    with pytest.raises(RuleRefused) as refused:
        session.act("coins", {"change": -1}, force=True)
    assert refused.value.physical
    give_person(session, 0, "marco-polo")
    session.act("coins", {"change": 2, "from": "person"})
    with pytest.raises(RuleRefused) as refused:
        session.act("invest", {"coins": 3}, force=True)
    assert "A's coin dial: 2 coins, not 3" in str(refused.value)


def test_a_lost_village_fight_sends_the_army_home_and_a_metropolis_is_one_card() -> None:
    session = new(("A", "china"), ("B", "rome"))
    put(session, "settler:china", 1, "supply:china", "board:china")
    session.act("metropolis", {"city": "China capital"})
    assert metropolises(session, "city:china-capital") == 1
    assert count(session, "board:china", "settler:china") == 1
    with pytest.raises(RuleRefused) as refused:
        session.act("metropolis", {"city": "China capital"}, force=True)
    assert refused.value.physical
    go_to(session, "movement")
    session.act("village", {"won": "no"})
    assert count(session, "board:china", "army:china") == 0 and count(session, "supply:china", "army:china") == 6


def test_no_fourth_city_marker() -> None:
    session = new(("A", "china"), ("B", "rome"))
    put(session, "city:china", 2, "supply:china", "box")
    with pytest.raises(RuleRefused) as refused:
        session.act("found-city", {"name": "Nowhere"}, force=True)
    assert refused.value.physical
    assert [c.id for c in game(session).cities] == ["china-capital", "rome-capital"]


def test_trade_looted_twice_is_said_once_with_its_total() -> None:
    # Issue 18 audit: "Ondrej takes 3 trade from Otas's dial." was printed twice for loot=trade,trade.
    from tests.civilization.helpers import set_realm

    session = new(("Ondrej", "china"), ("Filip", "rome"))
    session.act("found-city", {"name": "Xian"})
    set_realm(session, 0, trade=7)
    go_to(session, "movement")
    session.act("next")  # Filip moves and attacks
    city = {"winner": "Filip", "loser": "Ondrej", "at": "city", "city": "xian", "loot": "trade,trade"}
    session.act("battle", {**city, "armies_lost": 0})
    from tests.civilization.helpers import realm

    taken = 7 - realm(session, 0).trade
    lines = session.outcome(len(session.events))
    assert [line for line in lines if "trade from" in line] == [f"Filip takes {taken} trade from Ondrej's dial."]

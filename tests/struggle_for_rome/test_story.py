"""The story of an evening of Struggle for Rome: the roll's resources per round, and the plunders and
conquests of Roman cities told as battles without odds (nothing is left to dice)."""

from __future__ import annotations

from engine.story import story
from tests.struggle_for_rome.helpers import (
    add_city,
    augusta_plunder_example,
    count,
    new,
    put,
    roll_out,
    tiles,
    to_phase,
    tribe,
)
from tests.struggle_for_rome.test_flow import _session


def test_the_board_kit_s_income_is_each_player_s_income_for_the_round() -> None:
    # L7: one resource a landscape beside the figures; the starting pasture cards (L5) are setup, not income.
    session = _session()
    for card in ("cattle", "horse", "cattle", "horse"):
        session.act("starting-card", {"card": card})
    session.act("roll-resources", {"dice": "1,3"})  # 4: Ann 1 grain, Cy 1 ore, Di 1 grain and 1 ore
    session.act("roll-resources", {"dice": "4,6"})  # 10: Ann and Bo draw a pasture card each
    session.act("receive", {"player": "Ann", "horse": 1})
    session.act("receive", {"player": "Bo", "cattle": 1})
    session.act("roll-resources", {"dice": "5,4"})
    session.act("roll-resources", {"dice": "3,5"})
    told = story(session)
    assert told.has_income and told.has_battles
    assert [i.round for i in told.income] == [1]
    # Pasture cards are drawn face down (play-test 7: the report named each player's horses and cattle).
    pasture = "pasture cards"
    assert told.income[0].amounts == ({"grain": 1, pasture: 1}, {pasture: 1}, {"ore": 1}, {"grain": 1, "ore": 1})
    assert told.income[0].said == ("1 grain, 1 pasture card", "1 pasture card", "1 ore", "1 grain, 1 ore")


def test_typed_income_counts_round_by_round_and_the_legionary_s_loot_does_not() -> None:
    session = new()  # Ann, Bo, Cy; every starting pasture card a cattle (not income)
    session.act("roll-resources", {"dice": "1,3"})
    session.act("receive", {"player": "Ann", "grain": 2})
    session.act("receive", {"player": "Bo", "ore": 1, "horse": 1})
    session.act("roll-resources", {"dice": "3,4"})  # a 7: Ann takes Bo's ore, which is no income
    session.act("legionary", {"landscape": "field", "province": "gallia", "victim": "Bo", "card": "ore"})
    assert count(session, "hand:red", "ore") == 1
    roll_out(session)
    session.act("next-phase")
    to_phase(session, "cavalry")
    session.act("idle", {"take": "gold"})  # the 2 gold for doing nothing come in a tribe phase: not income
    assert count(session, "purse:red", "gold") == 7
    to_phase(session, "roll")  # round 2: Bo rolls
    session.act("roll-resources", {"dice": "5,5"})
    session.act("receive", {"player": "Cy", "ore": 1, "cattle": 2})
    told = story(session)
    assert [i.round for i in told.income] == [1, 2]
    assert told.income[0].amounts == ({"grain": 2}, {"ore": 1, "pasture cards": 1}, {})
    assert told.income[0].said == ("2 grain", "1 ore, 1 pasture card", "")
    assert told.income[1].amounts == ({}, {}, {"ore": 1, "pasture cards": 2})
    assert told.income[1].said == ("", "", "1 ore, 2 pasture cards")


def test_the_plunder_of_augusta_is_told_with_its_strengths_and_the_red_field() -> None:
    # L11 (p. 4, right column): 2 horsemen against 2 towers; an action card, 2 gold for the 2 wagons,
    # and the red field sends a horseman back.
    session = augusta_plunder_example()
    (fought,) = story(session).battles
    assert (fought.index, fought.round) == (len(session.events), 1)
    battle = fought.battle
    assert battle.place == "Augusta, Germania"
    assert battle.sides == ("Ann's cavalry tribe", "Augusta")
    assert battle.odds == ""  # no dice: figures against towers
    assert battle.result == (
        "Ann's cavalry tribe plundered Augusta (2 horsemen against 2 towers): a Germania tile, an action card "
        "and 2 gold for 2 wagons. The red field cost it a horseman."
    )
    assert battle.winner == "Ann's cavalry tribe"


def test_a_plunder_with_the_traitor_names_it(czech: None) -> None:
    # L15: the Traitor (1 gold) covers up to 2 towers more; a 4-tower city falls to 2 warriors.
    session = new()
    to_phase(session, "infantry")
    add_city(session, "Burdigala", 4, "gallia")
    tribe(session, "red", "infantry", figures=2, wagons=1)
    put(session, "cards:red", "traitor", 1, "box")
    session.act("plunder", {"city": "Burdigala", "traitor": True, "reward": "gold"})
    battle = story(session).battles[0].battle
    assert battle.place == "Burdigala, Galie"
    assert battle.sides == ("pěší kmen hráče Ann", "Burdigala")
    assert battle.result == (
        "Město Burdigala vyplenil pěší kmen hráče Ann (2 pěšáci a Zrádce (1 zlatý) proti 4 věžím): "
        "destička Galie, 2 zlaté a 1 zlatý za 1 vůz."
    )
    assert (battle.odds, battle.winner) == ("", "pěší kmen hráče Ann")


def test_the_conquest_examples_found_an_empire_and_grow_it() -> None:
    # L11 and L13: Narbo (3 towers) founds the empire with 3 horsemen; Tolosa (2 towers) one arrow on.
    session = new()
    to_phase(session, "cavalry")
    tribe(session, "red", "cavalry", figures=3, wagons=3)
    tiles(session, "red", "cavalry", gallia=1, germania=1, hispania=1)
    for name, towers in (("Narbo", 3), ("Tolosa", 2)):
        add_city(session, name, towers, "gallia")
    session.act("conquer", {"city": "Narbo"})
    session.act("next-phase")
    session.act("next-phase")
    to_phase(session, "cavalry")
    session.act("next")
    session.act("next")  # round 2: Bo, then Cy, then Ann
    session.act("conquer", {"city": "Tolosa", "arrows": 1})
    founded, grown = (f.battle for f in story(session).battles)
    assert [f.round for f in story(session).battles] == [1, 2]
    assert founded.sides == ("Ann's cavalry tribe", "Narbo") and founded.odds == ""
    assert founded.result == (
        "Ann's cavalry tribe founded an empire at Narbo (3 horsemen against 3 towers); a figure and a wagon moved in."
    )
    # The founding figure came from the map: the field still has 3 horsemen.
    assert (
        grown.result == "Ann's cavalry tribe conquered Tolosa (3 horsemen against 2 towers); its empire has 2 cities."
    )
    assert (grown.place, grown.winner) == ("Tolosa, Gallia", "Ann's cavalry tribe")

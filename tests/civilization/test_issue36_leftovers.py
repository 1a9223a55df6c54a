"""Issue 36 leftovers: the start pieces of the civilizations' abilities laid out at setup (Russia's armies, Spain's
scouts, India's metropolis, America's great person, Mongolia's and the Zulu's units), an older kit still naming
them for the table to correct."""

from __future__ import annotations

import pytest

from engine.errors import BadInput
from engine.session import Session
from tests.civilization.helpers import count, game, go_to, kit_with, metropolises, new, put, realm


def test_the_start_abilities_are_set_up_by_the_kit() -> None:
    # Fan data sheet 'Civ' (the kit's source): Russians start with 2 armies, Spanish with 2 scouts, Indians with a
    # metropolis as their capital, Americans with a random great person; the rulebook gives each 1 army and 1
    # scout (l. 249-250) and at most 2 settler figures (l. 14).
    session = new(("Ivan", "russia"), ("Pablo", "spain"), ("Ravi", "india"), ("Sam", "america"))
    assert (count(session, "board:russia", "army:russia"), count(session, "supply:russia", "army:russia")) == (2, 4)
    assert count(session, "board:spain", "settler:spain") == 2 and count(session, "supply:spain", "settler:spain") == 0
    assert count(session, "board:india", "settler:india") == 1 and count(session, "board:india", "army:india") == 1
    assert metropolises(session, "city:india-capital") == 1
    assert metropolises(session, "city:russia-capital") == 0
    assert [realm(session, seat).pending_persons for seat in range(4)] == [0, 0, 0, 1]
    pending = [item["text"] for item in session.summary()["pending"]]
    assert "Great persons: Sam still to draw 1 great person (great-person)" in pending
    assert not any("(correct)" in line for line in pending)
    session.act("great-person", {"person": "michelangelo"}, actor="Sam")
    assert count(session, "persons:america", "michelangelo") == 1 and realm(session, 3).pending_persons == 0


def test_indias_metropolis_makes_2_culture_and_takes_no_second_card() -> None:
    session = new(("Ravi", "india"), ("Ann", "rome"))
    # A metropolis takes no second metropolis card (l. 38).
    assert not session.propose("metropolis", {"city": "india-capital"}, actor="Ravi").legal
    go_to(session, "city")
    session.act("arts", {"masks": 0}, actor="Ravi")
    assert count(session, "stock:india", "culture") == 2  # 2 culture from a metropolis (l. 121)


def test_mongolia_and_the_zulu_start_with_two_more_unit_cards() -> None:
    session = new(("Temujin", "mongolia"), ("Shaka", "zulu"), ("Ann", "rome"))
    assert count(session, "forces:mongolia", "cavalry") == 3 and count(session, "forces:mongolia", "artillery") == 1
    assert count(session, "forces:zulu", "artillery") == 3 and count(session, "forces:zulu", "cavalry") == 1
    assert count(session, "forces:rome", "cavalry") == 1


def test_a_kit_without_the_start_facts_sets_up_as_before_and_names_them_to_correct() -> None:
    kit = kit_with(
        ("civilizations", "russia", "start_armies", None),
        ("civilizations", "india", "start_metropolis", None),
        ("civilizations", "america", "start_persons", None),
    )
    session = new(("Ivan", "russia"), ("Ravi", "india"), ("Sam", "america"), ("Pablo", "spain"), kit=kit)
    assert count(session, "board:russia", "army:russia") == 1
    assert metropolises(session, "city:india-capital") == 0 and realm(session, 2).pending_persons == 0
    assert count(session, "board:spain", "settler:spain") == 2  # Spain's fact is still in this kit
    assert (
        "Start abilities to put on the table: Ivan's second army onto the map (correct), Ravi's capital as a "
        "metropolis (correct) and Sam's great person drawn at the start (correct)."
    ) in session.ruleset.pending(session.context())
    assert game(session).cities[1].id == "india-capital"


def _again(session: Session, phase: str) -> None:
    """On to the same phase of the next round."""
    go_to(session, "research" if phase != "research" else "start")
    go_to(session, phase)


def _lines(session: Session) -> list[str]:
    return list(session.outcome(len(session.events)))


def test_trade_left_out_is_what_the_player_collected_last_while_the_cities_stand() -> None:
    session = new(("Ann", "china"), ("Bob", "rome"))
    go_to(session, "trade")
    with pytest.raises(BadInput, match=r"how much trade does Ann count on the map this round.*give amount=N"):
        session.propose("collect-trade", {}, actor="Ann")
    session.act("collect-trade", {"amount": 5}, actor="Ann")
    session.act("collect-trade", {"amount": 3}, actor="Bob")
    _again(session, "trade")
    assert session.table.position.round == 2
    session.act("collect-trade", {}, actor="Ann")
    assert realm(session, 0).trade == 10
    assert "5 trade, as Ann collected last time (type amount= if the map changed)." in _lines(session)
    # A city founded changes the outskirts: the count is asked again.
    session.act("collect-trade", {"amount": 4}, actor="Bob")
    go_to(session, "start")
    put(session, "settler:china", 1, "supply:china", "board:china")
    session.act("found-city", {"name": "Xian"}, actor="Ann")
    go_to(session, "trade")
    # What changed is said (civ4): the founding, not just "cities changed".
    with pytest.raises(BadInput, match="Since the last count: Xian is new among Ann's cities: give amount=N"):
        session.propose("collect-trade", {}, actor="Ann")
    session.act("collect-trade", {}, actor="Bob")
    assert realm(session, 1).trade == 3 + 4 + 4


def test_hammers_and_masks_left_out_are_the_citys_last_count_until_a_building_changes_it() -> None:
    session = new(("Ann", "china"), ("Bob", "rome"))
    go_to(session, "city")
    with pytest.raises(BadInput, match="how many hammers does China capital count this round"):
        session.propose("build", {"item": "infantry"}, actor="Ann")
    session.act("build", {"item": "infantry", "hammers": 5}, actor="Ann")
    session.act("arts", {"masks": 2}, actor="Bob")
    _again(session, "city")
    session.act("arts", {}, actor="Bob")  # Bob starts the second round
    assert count(session, "stock:rome", "culture") == 6  # 3 and 3: the 2 masks were used again
    assert "2 masks, as Rome capital counted last time (type masks= if the map changed)." in _lines(session)
    session.act("build", {"item": "library"}, actor="Ann")  # China knows Writing (its start tech)
    assert session.events[-1].args["hammers"] == 5
    assert "5 hammers, as China capital counted last time (type hammers= if the map changed)." in _lines(session)
    _again(session, "city")
    # The Library replaced a square of China's outskirts: asked again; Rome's city is as it was.
    with pytest.raises(BadInput, match="Since the last count: Library built in China capital: give hammers=N"):
        session.propose("build", {"item": "infantry"}, actor="Ann")
    session.act("build", {"item": "infantry", "hammers": 6}, actor="Ann")
    session.act("arts", {"masks": 0}, actor="Bob")
    assert session.events[-1].args.get("recalled") is None and count(session, "stock:rome", "culture") == 7


def test_a_metropolis_makes_its_city_count_again_and_masks_never_counted_are_asked() -> None:
    session = new(("Ann", "china"), ("Bob", "rome"))
    go_to(session, "city")
    session.act("arts", {"masks": 1}, actor="Ann")
    # Nothing remembered: asked, no longer taken for none (play-test 8: a mask in the outskirts was lost silently).
    with pytest.raises(BadInput, match=r"how many masks does Rome capital count this round\? Nothing is remembered"):
        session.act("arts", {}, actor="Bob")
    session.act("arts", {"masks": 0}, actor="Bob")
    assert count(session, "stock:rome", "culture") == 1
    go_to(session, "start")
    session.act("next", actor="Bob")  # Bob starts the second round; he founds nothing
    session.act("metropolis", {"city": "china-capital"}, actor="Ann")
    go_to(session, "city")
    session.act("harvest", {"resource": "silk"}, actor="Bob")
    # The city changed since its masks were counted (play-test 7): they are asked again, not taken as 0.
    with pytest.raises(BadInput, match="masks"):
        session.act("arts", {}, actor="Ann")
    session.act("arts", {"masks": 0}, actor="Ann")
    assert session.events[-1].args["masks"] == 0 and count(session, "stock:china", "culture") == 2 + 2


def test_a_battle_recorded_without_loot_says_the_point_left_unpicked() -> None:
    # The winner picks the loot at once (l. 185): recorded without it, the log says so.
    session = new(("Ann", "china"), ("Bob", "rome"))
    go_to(session, "movement")
    session.act("battle", {"winner": "Ann", "loser": "Bob", "at": "field"})
    assert "Ann picks no loot for 1 loot point (undo and give loot= if that is wrong)." in _lines(session)
    session.undo()
    session.act("battle", {"winner": "Ann", "loser": "Bob", "at": "field", "loot": "trade"})
    assert not any("picks no loot" in line for line in _lines(session))

"""The story of a session: each round's trade collected (l. 62-72) and every battle told (l. 145, l. 160-195)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.battle import Battle
from engine.session import Session
from engine.story import story
from tests.civilization.helpers import game, give_person, go_to, new, put, realm


def _walls(session: Session) -> None:
    """Xian gets City Walls and Rome Barracks, as the table built them."""
    state = game(session)
    for city_id, building in (("xian", "city-walls"), ("rome-capital", "barracks")):
        city = state.city(city_id)
        state = state.with_city(replace(city, buildings=(*city.buildings, building)))
    session.tables[-1] = replace(session.table, game=state)


def _evening() -> Session:
    """Round 1: Ondrej (China) collects 9 trade and Filip (Rome) 5; Ondrej gives Filip 4 trade for an iron
    (the worked deal, l. 92); Filip attacks Xian and loses (the battle of ``test_fight``). Round 2: Ondrej
    collects 6, Filip 3."""
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    session.act("found-city", {"name": "Xian"})
    _walls(session)
    give_person(session, 0, "great-general")
    # Filip's artillery and Ondrej's cavalry were killed earlier; Filip built a second infantry.
    put(session, "artillery", 1, "forces:rome", "bank")
    put(session, "infantry", 1, "bank", "forces:rome")
    put(session, "cavalry", 1, "forces:china", "bank")
    put(session, "iron", 1, "bank", "stock:rome")
    go_to(session, "trade")
    session.act("collect-trade", {"player": "Ondrej", "amount": "9"})
    session.act("collect-trade", {"player": "Filip", "amount": "5"})
    session.act("trade", {"player": "Ondrej", "to": "Filip", "item": "trade", "amount": "4", "for_resource": "iron"})
    go_to(session, "movement")
    session.act("next")  # Filip's turn: he attacks
    session.act("attack", {"defender": "Ondrej", "city": "Xian"})
    for card in (
        {"unit": "infantry", "attack": "2", "health": "3"},
        {"unit": "artillery", "attack": "3", "health": "2", "against": "1"},
        {"unit": "cavalry", "attack": "3", "health": "3", "against": "1"},
        {"unit": "infantry", "attack": "1", "health": "4", "against": "1"},
        {"unit": "infantry", "attack": "2", "health": "3"},
    ):
        session.act("front", card)
    # Ondrej holds Xian: one loot point (l. 186), 3 trade from Filip's dial (l. 187).
    session.act("battle", {"armies_lost": "1", "loot": ["trade"]})
    go_to(session, "trade")
    session.act("collect-trade", {"player": "Ondrej", "amount": "6"})
    session.act("collect-trade", {"player": "Filip", "amount": "3"})
    return session


def _income_by_round(session: Session) -> dict[int, list[dict[str, int]]]:
    """The story's income, round by round."""
    return {row.round: list(row.amounts) for row in story(session).income}


def test_the_trade_collected_is_each_rounds_income_and_a_deal_or_loot_is_not() -> None:
    session = _evening()
    # The dials moved by the deal and the loot: Ondrej 9 - 4 + 3 + 6, Filip 5 + 4 - 3 + 3.
    assert (realm(session, 0).trade, realm(session, 1).trade) == (14, 9)
    # Income is what each collected: the 4 trade dealt and the 3 looted only changed hands.
    assert _income_by_round(session) == {1: [{"trade": 9}, {"trade": 5}], 2: [{"trade": 6}, {"trade": 3}]}


def test_an_empty_collection_is_no_income() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    go_to(session, "trade")
    session.act("collect-trade", {"player": "Ondrej", "amount": "0"})
    session.act("collect-trade", {"player": "Filip", "amount": "27"}, force=True)  # past the size check
    assert _income_by_round(session) == {1: [{}, {"trade": 27}]}


def test_the_story_tells_each_rounds_trade() -> None:
    told = story(_evening())
    assert told.has_income
    assert [(i.round, i.amounts, i.said) for i in told.income] == [
        (1, ({"trade": 9}, {"trade": 5}), ("9 trade", "5 trade")),
        (2, ({"trade": 6}, {"trade": 3}), ("6 trade", "3 trade")),
    ]


def test_the_story_tells_a_battle_played_card_by_card() -> None:
    session = _evening()
    told = story(session)
    assert told.has_battles
    assert len(told.battles) == 1
    fought = told.battles[0]
    assert fought.round == 1 and session.events[fought.index - 1].type == "battle"
    # Filip: cavalry 3 - 1 wound + infantry 3 + combat bonus 5 = 10; Ondrej: infantry 4 - 3 wounds + bonus 8
    # (base 3, defending a city 3, Great General 2) + walls 4 = 13 (l. 176-182).
    assert fought.battle == Battle(
        place="Xian",
        sides=("Filip", "Ondrej"),
        odds="",
        result="Final score: Filip 10, Ondrej 13. Ondrej beats Filip at Xian. "
        "Ondrej takes 3 trade from Filip's dial. "
        "Filip loses 1 infantry card and 1 army. Ondrej loses 1 artillery card.",
        winner="Ondrej",
    )


def _field() -> Session:
    """Filip's turn in the movement phase; Ondrej has a settler on the map and 2 coins on his dial."""
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    put(session, "settler:china", 1, "supply:china", "board:china")
    put(session, "coin", 2, "bank", "coins:china")
    go_to(session, "movement")
    session.act("next")
    return session


def test_a_battle_recorded_without_cards_has_the_mover_attack() -> None:
    # No attack opened it: the moving player fought it (see "decisions"), and no score is known.
    session = _field()
    session.act("battle", {"winner": "Filip", "loser": "Ondrej", "settlers_lost": "1", "loot": ["coin"]})
    assert [f.battle for f in story(session).battles] == [
        Battle(
            place="the field",
            sides=("Filip", "Ondrej"),
            odds="",
            result="Filip beats Ondrej in the field. Ondrej erases 1 coin from the coin dial. "
            "Ondrej loses 1 settler or scout.",
            winner="Filip",
        )
    ]
    # The mover can lose too: still the attacker.
    session.act("battle", {"winner": "Ondrej", "loser": "Filip", "armies_lost": "1"})
    last = story(session).battles[-1].battle
    assert (last.sides, last.winner, last.result) == (
        ("Filip", "Ondrej"),
        "Ondrej",
        "Ondrej beats Filip in the field. Filip loses 1 army.",
    )


def test_a_barbarian_village_is_a_battle() -> None:
    # l. 145: only an army may enter a village, and it fights the barbarians there.
    session = _field()
    session.act("village", {"won": "yes", "reward": "resource", "resource": "iron"})
    session.act("village", {"won": "no"})
    place, sides = "a barbarian village", ("Filip", "the barbarians")
    assert [f.battle for f in story(session).battles] == [
        Battle(place, sides, "", "Filip beats the barbarians and takes iron.", "Filip"),
        Battle(place, sides, "", "The barbarians beat Filip, who loses the army.", "the barbarians"),
    ]


def test_the_attack_and_the_cards_are_not_battles_of_their_own() -> None:
    session = _field()
    session.act("attack", {"defender": "Ondrej"})
    assert story(session).battles == ()


@pytest.mark.usefixtures("czech")
def test_the_story_of_a_battle_in_czech() -> None:
    session = _field()
    session.act("battle", {"winner": "Filip", "loser": "Ondrej", "settlers_lost": "1", "loot": ["coin"]})
    session.act("village", {"won": "no"})
    field, village = (f.battle for f in story(session).battles)
    assert field.place == "v poli"
    assert field.result == (
        "Filip poráží hráče Ondrej v poli. Ondrej maže z číselníku ekonomiky 1 minci. "
        "Ztráty hráče Ondrej: 1 osadník nebo skaut."
    )
    assert village.sides == ("Filip", "barbaři")
    assert village.result == "Barbaři porážejí hráče Filip, který přichází o armádu."

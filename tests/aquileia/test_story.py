"""The story of an Aquileia evening: coins earned per round (l.4-l.8) and the Arena's fights with their odds (l.5)."""

from __future__ import annotations

import itertools
from fractions import Fraction

from engine.session import Session
from engine.story import Income, story
from rulesets.aquileia.state import Building
from rulesets.aquileia.told import win_chances
from tests.aquileia.helpers import (
    give_buildings,
    give_cards,
    latro_example,
    new,
    place_all,
    set_coins,
    stadium_example,
    theatrum_example,
    to_phase,
)

#: l.5's example: blue and Kája (Red) start from 1, yellow from 2; the tie track reads Vláďa 1, Kája 2, blue 3,
#: yellow 4. On the spaces and the red dice alone, as the dice were about to roll:
ODDS = "chance to win on the spaces and the 3 red dice, before cards and blue dice: Blue 20%, Yellow 51%, Red 29%"


def _arena_example() -> Session:
    """l.5's example at the table (as in test_rules), with Vláďa on Dolus rolling a gold and a bronze."""
    session = new()
    give_cards(session, 1, "weapons-2", "slave-1")
    give_cards(session, 2, "weapons-2")
    for who, space in (
        ("Blue", "arena-1a"), ("Yellow", "arena-2"), ("Red", "arena-1b"), ("Vlada", "tie"), ("Blue", ""),
        ("Yellow", "potentia"), ("Red", "tie"), ("Vlada", "dolus"), ("Yellow", "tie"),  # Blue passed: marker by itself
        ("Red", ""), ("Vlada", ""), ("Yellow", ""),
    ):  # fmt: skip
        session.act("place", {"player": who, "space": space}) if space else session.act("pass", {"player": who})
    assert session.table.game.tie_track == (3, 2, 0, 1)
    session.act("dolus", {"dice": "gold,bronze"})
    session.act("fight", {"player": "Blue", "dice": "bronze,silver,gold"})
    session.act("fight", {"player": "Yellow", "dice": "gold,gold,silver"})
    session.act("fight", {"player": "Red", "dice": "bronze,bronze,bronze"})
    session.act("play", {"player": "Yellow", "weapons": "2", "slaves": "1"})
    session.act("play", {"player": "Red", "weapons": "2"})
    session.act("blue", {"player": "Yellow", "dice": "bronze,gold"})
    session.act("prizes", {"winner_takes": "points", "slave_card": "1"})
    return session


def test_the_arena_example_is_a_battle_with_its_odds_and_prizes() -> None:
    """l.5: Kája (Red) 6 beats yellow 6 on the tie track (2nd against 4th), blue 2; Kája takes 12 points."""
    told = story(_arena_example())
    assert told.has_battles
    assert len(told.battles) == 1
    fought = told.battles[0]
    assert fought.round == 1
    battle = fought.battle
    assert battle.place == "Arena"
    assert battle.sides == ("Blue", "Yellow and Red")  # in turn order: the first to fight against the field
    assert battle.winner == "Red"
    assert battle.odds == ODDS
    assert battle.result == (
        "Red wins the Arena with 6: 3 bronze and 12 points. Yellow is second with 6: 2 bronze and a slave card. "
        "Blue is third with 2: 1 bronze. Red and Yellow tied at 6: the tie track puts Red first."
    )


def test_the_arena_example_pays_bronze_as_income_and_dolus_its_dice() -> None:
    """l.5: 3, 2 and 1 bronze from the bank; l.4: Dolus takes the coins its 2 dice show."""
    told = story(_arena_example())
    assert told.has_income
    assert told.income == (
        Income(
            1,
            ({"bronze": 1}, {"bronze": 2}, {"bronze": 3}, {"gold": 1, "bronze": 1}),
            ("1 bronze coin", "2 bronze coins", "3 bronze coins", "1 gold coin, 1 bronze coin"),
        ),
    )


def test_the_odds_are_the_exact_chances_of_the_red_dice() -> None:
    """The percentages come from exact fractions, checked here face by face (each metal on 2 of 6 faces, l.1)."""
    spaces, ties = {0: 1, 1: 2, 2: 1}, {0: 3, 1: 4, 2: 2}
    wins = dict.fromkeys(spaces, 0)
    for faces in itertools.product(("gold", "silver", "bronze"), repeat=9):
        strength = {seat: spaces[seat] + faces[3 * i : 3 * i + 3].count("bronze") for i, seat in enumerate(spaces)}
        wins[min(spaces, key=lambda s: (-strength[s], ties[s]))] += 1
    expected = {seat: Fraction(n, 3**9) for seat, n in wins.items()}
    assert win_chances(spaces, ties, 3) == expected
    assert expected == {0: Fraction(3844, 19683), 1: Fraction(10097, 19683), 2: Fraction(638, 2187)}
    # Out of reach: 1 + 3 bronze cannot pass 5; a tie at 4 would go to the lower position.
    assert win_chances({0: 1, 1: 5}, {0: 1, 1: 2}, 3) == {0: Fraction(0), 1: Fraction(1)}
    assert win_chances({0: 1, 1: 4}, {0: 1, 1: 2}, 3)[0] == Fraction(1, 27) * Fraction(8, 27)


def test_the_stadium_race_pays_income_but_is_no_battle() -> None:
    """l.6's example: blue 3 silver, yellow... the winner yellow takes 3 silver, blue 2 silver, Kája 1 gold."""
    session = stadium_example()
    session.act("prizes", {"winner_laurel": "5", "second_laurel": "blue"})
    told = story(session)
    assert told.battles == () and told.has_battles
    assert told.income == (
        Income(
            1,
            ({"silver": 2}, {"silver": 3}, {"gold": 1}, {}),
            ("2 silver coins", "3 silver coins", "1 gold coin", ""),
        ),
    )


def test_a_lone_gladiator_fights_nobody() -> None:
    """One servant in the Arena: the prizes are paid (3 bronze, income) but there was no fight to tell."""
    session = new()
    place_all(session, {"Blue": ["arena-2"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "arena")
    session.act("fight", {"player": "Blue", "dice": "bronze,bronze,gold"})
    session.act("prizes", {"winner_takes": "points"})
    told = story(session)
    assert told.battles == ()
    assert [(row.round, row.amounts[0]) for row in told.income] == [(1, {"bronze": 3})]


def test_the_theatrum_price_is_the_sellers_income_and_withdrawn_bids_are_not() -> None:
    """l.7's example: Kája (Red) buys with 2 silver and a bronze, paid to Vláďa, who chose the Theatrum."""
    session = theatrum_example()  # Vláďa, with no bronze to repeat the bid, has dropped out by herself
    session.act("drop", {"player": "Blue"})
    session.act("sell", {"laurel": "blue/yellow"})
    told = story(session)
    assert [(row.round, row.amounts, row.said) for row in told.income] == [
        (1, ({}, {}, {}, {"silver": 2, "bronze": 1}), ("", "", "", "2 silver coins, 1 bronze coin"))
    ]


def test_latro_takes_and_private_banks_pay_in_portus() -> None:
    """l.8's example: Latro (Vláďa) rolls bronze and gold and takes those coins; Kája's bank pays 1 silver, 1 gold."""
    session = latro_example()
    session.act("latro", {"dice": "bronze,gold"})
    session.act("activate")
    told = story(session)
    assert [(row.round, row.amounts) for row in told.income] == [
        (1, ({}, {}, {"gold": 1, "silver": 1}, {"gold": 1, "bronze": 1}))
    ]
    assert told.battles == ()


def test_a_pecunia_exchange_is_no_income_but_what_it_sets_off_is() -> None:
    """l.4: Pecunia swaps coins with the bank (and scores 4): nothing earned. Here it is the round's last
    decision, so Portus begins in the same event and Kája's private bank, paid for at placement, pays out."""
    session = new()
    set_coins(session, 2, silver=1)
    give_buildings(session, 2, Building("bank", 0, "", (("gold", 1), ("silver", 1))))
    place_all(session, {"Blue": ["dolus", "pecunia"], "Yellow": [], "Red": ["portus-silver"], "Vlada": []})
    to_phase(session, "mercatus")
    session.act("dolus", {"player": "Blue", "dice": "silver,silver"})
    session.act("pecunia", {"player": "Blue", "give": "gold", "get": "bronze,bronze", "board": "g bb"})
    assert session.table.position.round == 2  # Portus paid and the round ended in the Pecunia event
    told = story(session)
    assert [(row.round, row.amounts) for row in told.income] == [(1, ({"silver": 2}, {}, {"gold": 1, "silver": 1}, {}))]


def test_the_story_speaks_czech(czech: None) -> None:
    """The odds and the result in the game's Czech words."""
    battle = story(_arena_example()).battles[0].battle
    assert battle.place == "Aréna"
    assert battle.odds == (
        "šance na vítězství podle políček a 3 červených kostek, před kartami a modrými kostkami: "
        "Blue 20 %, Yellow 51 %, Red 29 %"
    )
    assert battle.result.endswith("Red a Yellow mají shodně 6: remízová stupnice staví na první místo hráče Red.")

"""The story of a Mare Nostrum session: income per round and battles with their odds (``told``)."""

from __future__ import annotations

from engine.i18n import set_language
from engine.session import Session
from engine.story import Fought, story
from tests.mare_nostrum.helpers import deal, finish_setup, fleets, new_game, own, petrs_attack, table, units
from tests.mare_nostrum.test_blockade import _petr_in_strategy
from tests.mare_nostrum.test_round import _started


def _fought(session: Session) -> list[Fought]:
    return list(story(session).battles)


# -- income -------------------------------------------------------------------------------------


def test_the_first_trade_phase_income_per_player() -> None:
    # The golden start: Ann (Babylon) 2 cities, caravans of grain, wine and fish; Bo (Carthage) one city
    # and four caravans; Cy (Greece) two cities (Athens, North of Athens) and three caravans.
    session = _started()
    told = story(session)
    assert told.has_income and told.has_battles
    [first] = told.income
    assert first.round == 1
    assert first.amounts == (
        {"taxes": 2, "fish": 1, "grain": 1, "wine": 1},
        {"taxes": 1, "cattle": 1, "fish": 1, "fruit": 1, "metals": 1},
        {"taxes": 2, "grain": 1, "oil": 1, "wine": 1},
    )
    assert first.said[0] == "2 tax cards, 1 fish card, 1 grain card, 1 wine card"
    assert sum(sum(row.values()) for row in first.amounts) == 15


def test_artemis_counts_cleopatras_swap_and_corrections_do_not() -> None:
    session = new_game("egypt", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    finish_setup(session)
    before = [dict(row) for row in story(session).income[0].amounts]
    own(session, "Ann", "artemis")  # a correction: not income
    deal(session, "Bo", {"taxes": 5})  # the table's fix of a hand: not income either
    session.act("artemis", {"player": "Ann", "good": "gems"})
    session.act("cleopatra", {"player": "Ann", "give": "taxes", "take": "gold"})
    after = story(session).income[0].amounts
    assert after[0] == {**before[0], "gems": before[0].get("gems", 0) + 1}
    assert after[1:] == tuple(before[1:])


def test_the_second_rounds_income_is_told_in_round_two() -> None:
    session = _started()
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next-phase")  # nobody builds
    session.act("next-phase")  # nobody moves
    assert session.table.position.round == 2
    assert [i.round for i in story(session).income] == [1, 2]


# -- battles ------------------------------------------------------------------------------------


def _petrs_battle() -> Session:
    """p.9 (line 21): Petr's 3 legions (6, 3, 2 = 11) against Honza's legion and fortress (3 + 6 = 9)."""
    session = petrs_attack()
    session.act("move-legion", {"from": "south-of-rome", "to": "athens", "count": 3})
    assert _fought(session) == []  # a march is no battle
    session.act(
        "battle", {"attacker_rolls": "6,3,2", "defender_rolls": "3", "defender_lose_fortresses": 1}, actor="Petr"
    )
    return session


def test_petrs_battle_with_the_rulebooks_numbers() -> None:
    session = _petrs_battle()
    [fought] = _fought(session)
    battle = fought.battle
    assert (fought.index, fought.round) == (len(session.events), 1)
    assert (battle.place, battle.sides, battle.winner) == ("Athens", ("Petr", "Honza"), "Petr")
    # Honza's die plus 6 is 7 to 12: Petr loses 1 (die 1-3) or 2 (die 4-6). Petr's 3 dice make under 5
    # 4 times in 216, 5-9 77 times, 10 or more 135 times: Honza loses 0, 1 or 2 (all he has).
    assert battle.odds == (
        "3 legions against 1 legion and 1 fortress: "
        "Petr loses 1.50 on average (1: 50.0 %, 2: 50.0 %); "
        "Honza loses 1.61 on average (0: 1.9 %, 1: 35.6 %, 2: 62.5 %)"
    )
    assert battle.result == "11 against 9: Petr lost 1 legion, Honza lost 1 legion and 1 fortress. Petr won."


def test_katkas_fortress_beats_hannibals_last_legion() -> None:
    # p.9 (line 21): Thebes at war, Katka's lone fortress (6) against Mirek's legion with Hannibal (1 + 1).
    session = new_game("egypt", "carthage", "greece", names=("Katka", "Mirek", "Honza"))
    finish_setup(session)
    own(session, "Mirek", "hannibal")
    units(session, "thebes", "fortress", "egypt", 1)
    units(session, "thebes", "legion", "carthage", 1)
    session.act("exchange-size", {"count": 0})
    while session.phase.id != "strategy":  # Cleopatra keeps the trade phase open until it is ended
        session.act("next-phase")
    session.act("next", {"player": "Katka"})
    session.act("battle", {"place": "thebes", "defender": "carthage", "attacker_rolls": "", "defender_rolls": "1"})
    [fought] = _fought(session)
    battle = fought.battle
    assert (battle.place, battle.sides, battle.winner) == ("Thebes", ("Katka", "Mirek"), "Katka")
    # Mirek's die plus 1 is 2 to 7: it takes Katka's fortress with a 4, 5 or 6; the fortress's 6 always hits.
    assert battle.odds == (
        "1 fortress against 1 legion with +1 a die: "
        "Katka loses 0.50 on average (0: 50.0 %, 1: 50.0 %); "
        "Mirek loses 1.00 on average (1: 100.0 %)"
    )
    assert battle.result == "6 against 2: Katka lost nothing, Mirek lost 1 legion. Katka won."


def test_a_battle_that_leaves_a_war() -> None:
    session = petrs_attack(legions=2, defenders=2)
    session.act("move-legion", {"from": "south-of-rome", "to": "athens", "count": 2})
    session.act("battle", {"attacker_rolls": "1,1", "defender_rolls": "1,2", "defender_lose_fortresses": 0})
    battle = _fought(session)[0].battle
    assert battle.winner == ""
    # Honza's 1 + 2 and his fortress's 6 make 9: one of Petr's two legions falls, Athens is at war.
    assert battle.result == "2 against 9: Petr lost 1 legion, Honza lost nothing. Athens is at war."


def test_honzas_blockade_with_the_rulebooks_numbers() -> None:
    # p.11-12: Honza (Pericles +1) against Petr's carrying fleets: 4+1 against 5 sinks one each;
    # then 3+1 against 1 sinks nothing, and the transport sails on.
    session = _petr_in_strategy()
    fleets(session, "ionian", "greece", 2)
    session.act("move-legion", {"to": "north-of-athens", "count": 2})
    session.act("blockade", {"greek_roll": "4", "their_roll": "5"})
    session.act("move-legion", {"to": "north-of-athens", "count": 2})
    session.act("blockade", {"greek_roll": "3", "their_roll": "1"})
    first, second = (f.battle for f in _fought(session))
    sea = table(session).state.sea("ionian").name
    assert (first.place, first.sides, first.winner) == (sea, ("Honza", "Petr"), "Honza")
    # Honza's die plus 1 sinks the carrier with a 4, 5 or 6; Petr's die only with a 5 or 6.
    assert first.odds == (
        "1 fleet with +1 a die against 1 fleet: "
        "Honza loses 0.33 on average (0: 66.7 %, 1: 33.3 %); "
        "Petr loses 0.50 on average (0: 50.0 %, 1: 50.0 %)"
    )
    assert first.result == (
        "5 against 5: Honza lost 1 fleet, Petr lost 1 fleet. The transport is stopped: its legions stay home."
    )
    assert second.winner == "Petr"
    assert second.result == "4 against 1: Honza lost nothing, Petr lost nothing. The transport sails on."


def test_petrs_battle_told_in_czech() -> None:
    session = _petrs_battle()
    set_language("cs")
    try:
        battle = _fought(session)[0].battle
    finally:
        set_language("en")
    assert battle.place == "Athény"
    assert battle.odds.startswith("útočí 3 legie, brání 1 legie a 1 pevnost: Petr ztrácí v průměru 1,50 (")
    assert battle.result == "11 proti 9: Petr přichází o 1 legii, Honza přichází o 1 legii a 1 pevnost. Vítěz: Petr."

"""Play-test 12, bugs 1, 3, 4 and 5: a win over a city past the winner's city limit is recorded without the
capture (warned at ``attack``); ``battle`` asks everything it needs at once, and no loot ahead of cards still to
play; an attack on the turn holder's own city says why."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, RuleRefused
from tests.civilization.helpers import count, realm, set_realm
from tests.civilization.test_fight import _table
from tests.civilization.test_pt7_battle import _at_the_limit
from tests.civilization.test_pt10_readings import _decisions

WON = {"winner": "Filip", "loser": "Ondrej", "city": "Xian", "armies_lost": 1}


def test_attack_warns_that_a_win_past_the_city_limit_keeps_no_city() -> None:
    # e1 R3: Eva, at 2 of 2 cities, attacked Antium; the limit was said only after nine cards and the loot.
    session = _at_the_limit()
    session.act("attack", {"city": "Xian"})
    said = session.outcome(len(session.events))
    assert "Filip holds as many cities as allowed (l. 34): a win gives its loot, but Xian stays Ondrej's." in said


def test_a_win_past_the_city_limit_is_recorded_without_the_capture() -> None:
    # The only way past "City limit ... use --force" was --force, which gave Eva a third city without Irrigation.
    session = _at_the_limit()
    set_realm(session, 0, trade=7)
    session.act("battle", {**WON, "loot": "trade,trade"})  # a city won: 2 loot points (l. 191)
    assert session.events[-1].args["capture"] is False
    assert count(session, "city:xian", "city:china") == 1 and count(session, "city:xian", "city:rome") == 0
    assert realm(session, 0).trade == 1
    said = session.outcome(len(session.events))
    assert "Xian stays Ondrej's: Filip holds as many cities as allowed (l. 34); the win's loot stands." in said


def test_a_capture_typed_past_the_limit_says_how_to_record_the_win() -> None:
    session = _at_the_limit()
    with pytest.raises(RuleRefused, match="capture=no records the win and its loot, the city staying"):
        session.act("battle", {**WON, "loot": "none", "capture": "yes"})


def test_the_figures_and_the_loot_are_asked_in_one_refusal() -> None:
    # e1 R3: armies_lost= was asked, then loot=, one command each.
    session = _table()  # Filip holds 1 city: he may take Xian
    set_realm(session, 0, trade=5)
    with pytest.raises(BadInput) as asked:
        session.act("battle", {"winner": "Filip", "loser": "Ondrej", "city": "Xian"})
    said = str(asked.value)
    assert "Xian is taken: which of Ondrej's figures stood in it?" in said
    assert "Filip picks the loot now (2 points, a tech takes both)" in said


def test_a_tie_asks_the_winner_and_each_winners_loot_at_once() -> None:
    # e1 R2: the tie winner, then the loot, one command each, each ending in "--force cannot carry it out".
    session = _table()
    set_realm(session, 0, trade=4)
    session.act("attack", {"defender": "Ondrej"})  # bonuses 5 and 5
    for card in (
        {"unit": "cavalry", "attack": "3", "health": "3"},
        {"unit": "infantry", "attack": "0", "health": "3"},
        {"unit": "infantry", "attack": "1", "health": "1", "against": "2"},
        {"unit": "artillery", "attack": "1", "health": "3"},
        {"unit": "infantry", "attack": "0", "health": "1"},
    ):
        session.act("front", card)
    with pytest.raises(BadInput) as asked:  # a question, not a rule broken: no --force tail
        session.act("battle", {})
    said = str(asked.value)
    assert said.startswith("the scores are tied at 10: name the winner (winner=Filip|Ondrej)")
    assert "if Filip wins: Filip picks the loot now (1 point): loot=trade" in said


def test_no_loot_is_asked_ahead_of_cards_that_can_change_the_result() -> None:
    # e1 R2: "then Petr picks the loot now" before Eva's last card, which tied the score.
    session = _table()
    set_realm(session, 0, trade=4)
    set_realm(session, 1, trade=4)
    session.act("attack", {"defender": "Ondrej"})
    session.act("front", {"unit": "cavalry", "attack": "3", "health": "3"})
    with pytest.raises(RuleRefused) as refused:
        session.act("battle", {})
    assert "cards still to play" in str(refused.value) and "loot" not in str(refused.value)


def test_an_attack_on_the_turn_holders_own_city_says_why() -> None:
    # e2 R2: attack city=china in Bob's turn (Bob's city; Cyril meant to attack) said "a battle has two sides".
    session = _table()  # Filip's turn
    with pytest.raises(RuleRefused) as refused:
        session.act("attack", {"city": "rome-capital"}, force=True)
    said = str(refused.value)
    assert "is Filip's own city, and it is Filip's turn: a battle is the moving player's" in said
    assert refused.value.physical


def test_the_city_limit_reading_is_in_decisions_in_both_languages() -> None:
    english = " ".join(_decisions("en").split())
    assert "a winner at the limit wins the battle and its two loot points" in english
    assert "but the city stays with its owner" in english
    czech = " ".join(_decisions("cs").split())
    assert "Vítěz na limitu tedy bitvu vyhraje i se dvěma body odměny" in czech

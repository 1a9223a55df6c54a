"""Play-test 10, bug 2: a second battle in the same turn with the same legions was accepted and wiped the
defender out. p.9 (l.21): a war goes on with one combat round each time one of its sides is on turn; only units
that enter later fight again in that turn (example 1 on p.8)."""

from __future__ import annotations

from engine.actors import eligible
from engine.reference import topic
from engine.session import Session
from rulesets.mare_nostrum.legacy import migrate
from rulesets.mare_nostrum.one_round import ROUNDS_LOG
from tests.mare_nostrum.helpers import petrs_attack, rules_of, table, units

AGAIN: dict[str, object] = {"place": "athens", "defender": "greece", "attacker_rolls": "6", "defender_rolls": "1"}


def _war_in_athens() -> Session:
    """Petr's 3 legions march into Athens (Honza: 2 legions); 3,3,3 against 3,3 and the fortress leaves both
    sides there."""
    session = petrs_attack(3, 2)
    session.act("move-legion", {"from": "south-of-rome", "to": "athens", "count": 3})
    session.act("battle", {"attacker_rolls": "3,3,3", "defender_rolls": "3,3"})
    board = table(session)
    assert board.at_war("athens"), (board.legions("athens", "rome"), board.legions("athens", "greece"))
    return session


def test_the_same_legions_fight_one_round_a_turn() -> None:
    session = _war_in_athens()
    assert "One round a turn" in rules_of(session, "battle", AGAIN)
    assert eligible(session.spec("battle"), session.context()) == ()


def test_new_legions_entering_fight_again_this_turn() -> None:
    session = _war_in_athens()
    units(session, "south-of-rome", "legion", "rome", 1)
    session.act("move-legion", {"from": "south-of-rome", "to": "athens", "count": 1})
    again: dict[str, object] = {**AGAIN, "attacker_rolls": "6,6", "defender_rolls": "1"}
    assert rules_of(session, "battle", again) == []


def test_an_older_log_keeps_its_second_round() -> None:
    battle = [{"t": "battle", "a": {}}]
    assert migrate({"events": battle}, "13", "14", frozenset())["options"].get(ROUNDS_LOG) is True
    assert ROUNDS_LOG not in migrate({"events": []}, "13", "14", frozenset())["options"]


def test_the_reading_is_in_decisions() -> None:
    session = _war_in_athens()
    assert "One combat round a turn in a place" in topic(session.ruleset, "decisions").text

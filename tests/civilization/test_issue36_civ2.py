"""Play-test 5's remaining findings (issue 36): everyone's remembered trade in one command, the movement
phase ended for everyone, wording, and the split of the start of turn."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, RuleRefused
from engine.reference import topic
from engine.session import Session
from rulesets.civilization import INFO, told
from rulesets.civilization.common import V10_LOG
from rulesets.civilization.kit import shipped
from tests.civilization.helpers import TRACK, confirmed, game, go_to, new, realm, set_realm


def _round_two_trade() -> Session:
    """Three players who collected in round 1 (Ann 5, Bob 3, Cid typed nothing remembered), now in round 2's trade."""
    session = new(("Ann", "rome"), ("Bob", "china"), ("Cid", "egypt"))
    go_to(session, "trade")
    session.act("collect-trade", {"amount": "5"}, actor="Ann")
    session.act("collect-trade", {"amount": "3"}, actor="Bob")
    session.act("collect-trade", {"amount": "4"}, actor="Cid")
    set_realm(session, 2, counted=())  # Cid's count forgotten: as if his cities changed
    go_to(session, "start")
    go_to(session, "trade")
    return session


def test_collect_all_takes_every_remembered_count_and_names_the_rest() -> None:
    session = _round_two_trade()
    before = [realm(session, s).trade for s in range(3)]
    session.act("collect-all")
    assert [realm(session, s).trade for s in range(3)] == [before[0] + 5, before[1] + 3, before[2]]
    text = " ".join(session.outcome(len(session.events)))
    assert "Ann collects 5 trade, as last time" in text and "Bob collects 3 trade" in text
    assert "Cid counts the map again" in text
    # The story counts it as income, per player.
    assert told.income(session.events[-1], ["Ann", "Bob", "Cid"]) == {0: {"trade": 5}, 1: {"trade": 3}}


def test_collect_all_refused_when_nobody_has_a_count_kept() -> None:
    session = new(("Ann", "rome"), ("Bob", "china"))
    go_to(session, "trade")
    with pytest.raises(RuleRefused, match="each types collect-trade amount=N"):
        session.act("collect-all")
    assert realm(session, 0).collected != session.table.position.round


def _shipped(*players: tuple[str, str]) -> Session:
    """A table with the shipped kit: the start pieces come from a fan sheet, nobody has confirmed them yet."""
    return new(*players, kit=shipped())


def test_fan_sheet_start_pieces_wait_for_the_printed_sheet() -> None:
    session = _shipped(("A", "russia"), ("B", "china"), ("C", "germany"))
    ledger = session.table.ledger
    # Nothing is laid silently: one army each (l. 249), no walls, no extra infantry.
    assert ledger.count("board:russia", "army:russia") == 1
    assert all(not c.buildings for c in game(session).cities)
    assert ledger.count("forces:germany", "infantry") == ledger.count("forces:china", "infantry")
    # The question is a duty of the phase now (play-test 8: it lapsed with the first round): Pending lists it
    # once, and the phase does not end while it is open.
    said = (
        "Start pieces: still to check once on the printed sheet, as the kit has them from a fan sheet: A: 2 armies "
        "on the map; B: City Walls in the capital; C: 2 more Infantry cards (start-pieces)"
    )
    assert [p["text"] for p in session.summary()["pending"] if "start-pieces" in p["text"]] == [said]
    with pytest.raises(RuleRefused, match="Start pieces: still to check once on the printed sheet"):
        session.act("next-phase")
    session.act("start-pieces", {"printed": "yes"}, actor="A")
    session.act("start-pieces", {"printed": "yes"}, actor="B")
    session.act("start-pieces", {"printed": "no"}, actor="C")
    assert session.table.ledger.count("board:russia", "army:russia") == 2
    assert not [p for p in session.summary()["pending"] if "start-pieces" in p["text"]]
    assert game(session).city("china-capital").buildings == ("city-walls",)
    assert session.table.ledger.count("forces:germany", "infantry") == ledger.count("forces:germany", "infantry")
    assert not session.propose("start-pieces", {"printed": "yes"}, actor="A").legal  # asked once
    # Kept in the kit: the next game lays Russia's and China's at the setup and leaves Germany's out, unasked.
    kit = session.ruleset.learned(session.context(), session.table.kit)
    printed = [kit.known("civilizations", c, "start_printed") for c in ("russia", "china", "germany")]
    assert printed == [True, True, False]
    again = new(("A", "russia"), ("B", "china"), ("C", "germany"), kit=kit)
    assert again.table.ledger.count("board:russia", "army:russia") == 2
    assert again.table.game.city("china-capital").buildings == ("city-walls",)
    assert again.table.ledger.count("forces:germany", "infantry") == ledger.count("forces:germany", "infantry")
    assert not any("printed sheet" in line for line in again.ruleset.pending(again.context()))


def test_egypts_wonder_and_americas_person_only_once_confirmed() -> None:
    session = _shipped(("A", "egypt"), ("B", "america"))
    assert realm(session, 1).pending_persons == 0
    assert not session.propose("national-start", {"item": "the-pyramids"}, actor="A").legal
    session.act("start-pieces", {"printed": "yes"}, actor="B")
    assert realm(session, 1).pending_persons == 1
    session.act("start-pieces", {"printed": "yes"}, actor="A")
    assert session.propose("national-start", {"item": "the-pyramids"}, actor="A").legal


def test_an_older_log_lays_the_start_pieces_at_the_setup_as_it_did() -> None:
    assert INFO.load().migrate({"options": {}}, "10") == {
        "options": {V10_LOG: True, "rules_v11": True, "rules_v12": True, "rules_v13": True},
        "ruleset_version": "14",
    }
    older = Session.new(INFO.load(), [("A", "russia"), ("B", "china")], kit=shipped(), options={**TRACK, V10_LOG: True})
    assert older.table.ledger.count("board:russia", "army:russia") == 2
    assert older.table.game.city("china-capital").buildings == ("city-walls",)
    assert not older.propose("start-pieces", {"printed": "yes"}, actor="A").legal


def test_the_decisions_say_how_start_pieces_and_the_one_commands_are_taken() -> None:
    text = " ".join(topic(INFO.load(), "decisions").text.split())
    assert "`collect-all` collects" in text and "Pending names `next-phase`" in text
    assert "the player answers once with `start-pieces`" in text


def test_a_new_metropolis_is_said_as_squares_added_not_a_building() -> None:
    session = new(("A", "rome"), ("B", "china"))
    go_to(session, "trade")
    session.act("collect-trade", {"amount": "4"}, actor="A")
    session.act("collect-trade", {"amount": "2"}, actor="B")
    go_to(session, "start")
    session.act("metropolis", {}, actor="B")  # round 2 starts with B (l. 27)
    go_to(session, "trade")
    with pytest.raises(BadInput) as asked:
        session.act("collect-trade", {}, actor="B")
    said = str(asked.value)
    assert "x1" not in said and "covers" not in said
    assert "China capital is a metropolis now: 2 more outskirts squares" in said


def test_a_great_person_due_is_listed_once_in_pending() -> None:
    session = new(("Filip", "america"), ("Ema", "germany"))  # America's start person, the kit confirmed
    texts = [item["text"] for item in session.summary()["pending"]]
    assert [t for t in texts if "great person" in t] == [
        "Great persons: Filip still to draw 1 great person (great-person)"
    ]


def test_a_hand_limit_space_reached_is_said_in_the_log() -> None:
    options = {**TRACK, "hand_limit_spaces": [3]}
    session = Session.new(INFO.load(), [("Ann", "china"), ("Bob", "rome")], kit=confirmed(), options=options)
    set_realm(session, 0, culture=2)
    go_to(session, "city")
    session.act("arts", {"city": "China capital", "masks": 0})  # never counted: asked (play-test 8)
    assert "Ann's hand limit rises to 3 culture event cards." in session.outcome(len(session.events))


def test_a_correction_takes_the_culture_event_cards_short_name() -> None:
    # The deal's item name (trade item=culture-event) names the card in a correction too: a unique start of
    # "culture event card" (the engine's name resolution, issue 36).
    session = new(("Ann", "rome"), ("Bob", "china"))
    session.act("correct", {"holder": "hand:rome", "kind": "culture-event", "count": "1", "reason": "a card missed"})
    assert session.table.ledger.count("hand:rome", "event") == 1

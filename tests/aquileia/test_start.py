"""The first start player (l.2): chosen at random, e.g. three red dice each, most gold starts."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, RuleRefused
from rulesets.aquileia.placement import anything_placed
from rulesets.aquileia.state import State
from tests.aquileia.helpers import last_outcome, new, place_all

ROLL = "gold,bronze,silver, gold,gold,bronze, silver,silver,silver, bronze,gold,bronze"


def test_most_gold_on_the_red_dice_starts() -> None:
    """Play-test: seat 1 always started; l.2 picks the start player at random (most gold on the red dice)."""
    session = new()
    session.act("start-player", {"dice": ROLL})
    assert last_outcome(session)[:2] == [
        "Gold rolled: Blue 1, Yellow 2, Red 0, Vlada 1.",
        "Yellow is the start player and places first.",
    ]
    state: State = session.table.game
    assert state.placer == 1 and session.table.position.start == 1
    assert session.summary()["start_player"] == "Yellow"
    session.act("place", {"space": "dolus"})  # nobody named: Yellow places
    assert session.events[-1].actor == "Yellow"
    assert last_outcome(session)[0] == "Red places next."


def test_a_tie_for_most_gold_is_rolled_again() -> None:
    session = new()
    tied = session.propose("start-player", {"dice": ROLL.replace("silver,silver,silver", "gold,gold,silver")})
    assert [v.message for v in tied.violations] == [
        "Yellow and Red tie with 2 gold: roll again; their 3 new dice each go after these"
    ]


def test_the_app_rolls_three_red_dice_for_every_player() -> None:
    session = new()
    session.act("start-player", {"dice": "roll"})
    faces = session.events[-1].args["dice"]
    assert len(faces) >= 12 and set(faces) <= {"gold", "silver", "bronze"}


def test_a_tie_on_the_apps_roll_is_rolled_again_by_the_app() -> None:
    """Play-test: `start-player dice=roll` was refused on a tie ("... tie with 2 gold: roll again") though
    `decisions` says the app rolls again: it rolls again for the tied players until one has the most gold."""
    session = new()  # its dice (seeded) tie Blue, Yellow and Red with 1 gold first
    first = session.propose("start-player", {"dice": "roll"})
    assert first.legal and session.propose("start-player", {"dice": "roll"}).args == first.args  # the preview
    event = session.act("start-player", {"dice": "roll"})
    assert event.args == first.args and len(event.args["dice"]) == 12 + 9  # the tied three rolled again
    assert last_outcome(session)[:3] == [
        "Gold rolled: Blue 1, Yellow 1, Red 1, Vlada 0.",
        "Gold rolled: Blue 0, Yellow 0, Red 2.",
        "Red is the start player and places first.",
    ]
    assert session.table.position.start == 2
    replayed = new()  # the stored dice (every roll) replay to the same start
    replayed.act("start-player", {"dice": ",".join(event.args["dice"])})
    assert replayed.table.position.start == 2


def test_the_table_may_name_the_start_player_before_anything_is_placed() -> None:
    session = new()
    session.act("start-player", {"first": "Red"})
    assert session.table.position.start == 2 and session.events[-1].args == {"first": "Red"}
    with pytest.raises(BadInput, match="not both"):
        session.propose("start-player", {"first": "Red", "dice": ROLL})
    with pytest.raises(BadInput, match="3 a player, 12 in all"):
        session.propose("start-player", {"dice": "gold,gold"})
    session.act("place", {"space": "dolus"})
    with pytest.raises(RuleRefused, match="chosen before the first round begins"):
        session.act("start-player", {"first": "Blue"})


def test_pending_says_the_start_player_may_be_rolled_until_the_first_item_is_placed() -> None:
    session = new()
    pending = [p["text"] for p in session.summary()["pending"]]
    assert "Blue places first (or type start-player to roll the red dice for the start player)." in pending
    session.act("place", {"space": "dolus"})
    assert "Yellow places next." in [p["text"] for p in session.summary()["pending"]]


def test_the_preview_of_a_roll_is_the_roll_applied() -> None:
    """App play-test: the check line previewed "Di is the start player", then Apply rolled again and refused
    a tie; a fight's preview showed 2 bronze and the applied roll was another."""
    session = new()
    first = session.propose("start-player", {"dice": "roll"})
    assert session.propose("start-player", {"dice": "roll"}).args == first.args
    assert session.act("start-player", {"dice": "roll"}).args == first.args


def test_the_start_player_is_not_offered_after_the_first_round() -> None:
    """Play-test: start-player was still listed in round 2; l.8 passes the start by the tie track from then on."""
    session = new()
    assert "start-player" in [a.name for a in session.available()]
    place_all(session, {"Blue": ["dolus"], "Yellow": [], "Red": [], "Vlada": []})
    session.act("dolus", {"dice": "gold,bronze"})
    assert session.table.position.round == 2 and not anything_placed(session.context())
    assert "start-player" not in [a.name for a in session.available()]
    pending = [p["text"] for p in session.summary()["pending"]]
    assert not any("start-player" in line for line in pending)
    with pytest.raises(RuleRefused, match="chosen before the first round begins"):
        session.act("start-player", {"first": "Red"})

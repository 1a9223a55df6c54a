"""Issue 33: the findings of the new player's CLI play-test (8 of 10), each checked against the rulebook."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.errors import NotFound
from engine.hidden import check_lines
from rulesets.aquileia.drawn import drawn_board
from rulesets.aquileia.forum import describe
from tests.aquileia.helpers import (
    give_cards,
    hand,
    kit_with,
    new,
    place_all,
    set_person,
    stadium_example,
    stadium_example_before_blue,
    theatrum_example,
    to_phase,
)


def test_the_seconds_laurel_is_worked_out_when_the_winner_kept_the_top_card() -> None:
    """Play-test: `prizes winner_laurel=laurel-7` still asked for the second's laurel. l.6: the winner takes
    the face-up laurel and the top card and passes one on, so a kept card that is not the face-up one leaves
    the face-up one to the second."""
    session = stadium_example()  # the face-up laurel is the 5; yellow wins, blue is second
    session.act("prizes", {"winner_laurel": "blue"})
    assert hand(session, 1) == {"laurel-blue": 1} and hand(session, 0) == {"laurel-5": 1}


def test_the_winners_laurel_is_worked_out_from_the_seconds() -> None:
    session = stadium_example()
    session.act("prizes", {"second_laurel": "blue"})  # so the winner kept the face-up one
    assert hand(session, 1) == {"laurel-5": 1} and hand(session, 0) == {"laurel-blue": 1}


def test_a_stadium_space_the_kit_lacks_names_add_space() -> None:
    """Play-test: `place space=gold-1` answered "no space 'gold-1'; did you mean Stadium gold 2b or 2a?" and
    never how to add a space the board prints (the kit does not know every Stadium space)."""
    session = new()
    with pytest.raises(NotFound, match="did you mean Stadium gold 2b or 2a") as refused:
        session.propose("place", {"space": "gold-1"})
    assert "added once with add-space (area=stadium side=gold value=1" in str(refused.value)
    whole = new(kit=kit_with(("[stadium]\nsource", "[stadium]\ncount = 4\nsource")))
    with pytest.raises(NotFound) as refused:
        whole.propose("place", {"space": "gold-1"})
    assert "add-space" not in str(refused.value)  # a kit that knows the Stadium whole has nothing to add


def test_the_app_rolls_every_die_said_as_roll() -> None:
    """Play-test: `blue dice=roll,roll` was refused; it rolls two, as roll:2 does."""
    session = stadium_example_before_blue()
    session.act("blue", {"dice": "roll,roll"})
    assert len(session.events[-1].args["dice"]) == 2


def test_declining_to_open_is_headed_as_such() -> None:
    """Play-test: declining to open was headed "Jana drops out" though she could still bid (l.7)."""
    session = theatrum_example()  # Yellow drops out of the running auction
    heads = [session.describe_event(e, i) for i, e in enumerate(session.events, 1) if e.type == "drop"]
    assert heads == ["Yellow: drops out"]
    session = new()
    place_all(session, {"Blue": [], "Yellow": [], "Red": [], "Vlada": ["theatrum"]})
    to_phase(session, "theatrum")
    session.act("drop", {"player": "Vlada"})
    assert session.describe_event(session.events[-1], len(session.events)) == "Vlada: declines to open"


def test_a_tile_taught_at_the_table_is_headed_by_its_kind() -> None:
    """Play-test: the second evening's log read "builds the villa-yellow-4" (a tile the first taught)."""
    session = new()
    assert describe({"tile": "villa-yellow-4"}) == "builds a villa"
    assert describe({"tile": "villa-blue-10"}) == "builds a villa"  # a shipped tile reads the same (play-test 10)
    assert "villa-" not in session.ruleset.describe("build", {"tile": "villa-yellow-4"})


def test_show_gives_the_final_score_once_the_game_is_over() -> None:
    """Play-test: after the game `show` still said "final score forecast"."""
    session = new()
    assert "final_score_forecast" in session.summary()["players"][0]
    set_person(session, 0, score=9)
    session.tables[-1] = replace(session.table, game=replace(session.table.game, over=True))
    player = session.summary()["players"][0]
    assert "final_score_forecast" not in player and player["final_score"] == 9


def test_cards_played_that_are_not_held_are_said_so() -> None:
    """Play-test: "Eva's two-weapon card cannot be taken": the player holds none, and is told so, without the
    hand being described (round 5: "Kaja holds no two-slave card" on the shared screen; l.1)."""
    session = new()
    give_cards(session, 2, "weapons-1")
    place_all(session, {"Blue": [], "Yellow": ["arena-1a"], "Red": ["arena-2"], "Vlada": []})
    to_phase(session, "arena")
    session.act("fight", {"dice": "bronze,bronze,bronze"})
    session.act("fight", {"dice": "gold,gold,gold"})
    # The card typed is named (play-test 9), never what the hand holds instead (Red holds one one-weapon card).
    refused = session.propose("play", {"weapons": "2"})
    assert check_lines(session, refused) == ["Cards: Red has no two-weapon card in hand"]
    refused = session.propose("play", {"weapons": "1,1"})
    assert check_lines(session, refused) == ["Cards: Red has fewer than 2 one-weapon cards in hand"]


def test_a_theatre_laurel_sold_before_is_said_to_be_sold() -> None:
    """Play-test: "that card cannot be taken from the theatre laurel deck" for a laurel sold a round before;
    each is one of a kind and was turned up when sold (l.7)."""
    session = new()
    for laurel in ("blue/yellow", ""):
        place_all(session, {"Blue": [], "Yellow": [], "Red": [], "Vlada": ["theatrum"]})
        to_phase(session, "theatrum")
        for player in ("Vlada", "Blue", "Yellow", "Red"):
            session.act("drop", {"player": player})
        if laurel:
            session.act("sell", {"laurel": laurel})
            to_phase(session, "placement")
    assert check_lines(session, session.propose("sell", {"laurel": "blue/yellow"})) == [
        "Theatrum: the blue/yellow theatre laurel was sold in an earlier round: it is no longer in the deck"
    ]


def test_added_stadium_spaces_end_the_five_player_warning() -> None:
    """Play-test: the five-player warning stayed after two Stadium spaces were added (28 spaces for 25)."""
    session = new(("A", "B", "C", "D", "E"))
    assert any("almost no spare space" in line for line in session.ruleset.pending(session.context()))
    session.act("add-space", {"area": "stadium", "side": "gold", "value": 3})
    session.act("add-space", {"area": "stadium", "side": "silver", "value": 3})
    assert not any("almost no spare space" in line for line in session.ruleset.pending(session.context()))


def test_kit_board_counts_the_rates_told_whole() -> None:
    """Play-test: `kit board` said Pecunia "how many are printed: ?" after every rate was entered."""
    session = new()
    place_all(session, {"Blue": ["pecunia"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    session.act("pecunia", {"give": "gold", "get": "silver,silver", "board": "g ss, s bbb"})
    kit = session.ruleset.learned(session.context(), session.table.kit)
    assert "Pecunia rates: all 2 taught" in drawn_board(kit)

"""The tenth play-test's findings (issue 33): the end of the game, the card step's skips, the start player once
chosen, and the wording of the placement's end, the blue dice and the builds."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from rulesets.aquileia.forum import describe
from tests.aquileia.helpers import give_cards, last_outcome, new, place_all, set_person, to_phase


def test_a_finished_game_stays_in_its_last_round() -> None:
    """Play-test: after "WINNER: Vlada" `tabula list` showed "7 Placement" and `show --json` round 7; the game
    lasts 6 rounds (l.3), so the table stays in round 6, in its last phase."""
    session = new(("A", "B", "C", "D"))
    for _ in range(6):
        for _ in range(4):
            session.act("place", {"space": "tie"})
        for _ in range(4):
            session.act("pass")
    assert session.winners
    summary = session.summary()
    assert (summary["round"], summary["phase"]) == (6, "portus")
    said = last_outcome(session)
    assert said[0] == "Everything is placed."  # not "A places next": no placing follows
    assert said[-1] == "A and B and C and D won the game."
    with pytest.raises(RuleRefused, match="the game is over"):
        session.act("next-phase")


def _arena() -> Session:
    """Blue, Yellow and Red fight in turn order; Yellow holds no card, the others one each."""
    session = new()
    give_cards(session, 0, "slave-1")
    give_cards(session, 2, "weapons-2")
    place_all(session, {"Vlada": [], "Blue": ["arena-1a"], "Yellow": ["arena-1b"], "Red": ["arena-2"]})
    to_phase(session, "arena")
    for dice in ("bronze,silver,gold", "gold,gold,silver", "bronze,bronze,silver"):
        session.act("fight", {"dice": dice})
    return session


def test_the_card_step_says_whom_it_passes_over() -> None:
    """Play-test: after Vlada's cards "next to act: Jirka"; Kaja, holding none, was passed over unsaid and the
    `play` meant for her was taken as Jirka's."""
    session = _arena()
    assert "Yellow passes" not in " ".join(last_outcome(session))  # Blue plays first
    session.act("play", {"slaves": "1"})
    assert last_outcome(session)[1] == "Yellow holds no card that counts here and passes: Red plays next."
    session.act("play", {"weapons": "2"})
    assert not [line for line in last_outcome(session) if "passes" in line]


def test_the_rolls_say_who_holds_no_card_before_the_first_player() -> None:
    session = new()
    give_cards(session, 2, "weapons-2")
    place_all(session, {"Vlada": [], "Blue": ["arena-1a"], "Yellow": ["arena-1b"], "Red": ["arena-2"]})
    to_phase(session, "arena")
    for dice in ("bronze,silver,gold", "gold,gold,silver", "bronze,bronze,silver"):
        session.act("fight", {"dice": dice})
    assert last_outcome(session)[-1] == "Blue, Yellow hold no card that counts here and pass: Red plays next."


def test_the_start_player_once_chosen_is_done() -> None:
    """Play-test: after the turn-ups pending still said "Blue places first (start-player rolls the red dice for
    another start)", and `start-player first=Jirka --check` was still allowed."""
    session = new()
    session.act("start-player", {"first": "Red"})
    pending = [p["text"] for p in session.summary()["pending"]]
    assert not [line for line in pending if "start-player" in line]
    assert "Red places next." in pending
    with pytest.raises(RuleRefused, match="chosen before the first round begins"):
        session.act("start-player", {"first": "Blue"})
    assert "start-player" not in [spec.name for spec in session.available()]


def test_one_blue_die_is_one_die() -> None:
    """Play-test: "Kaja has 1 blue dice left"."""
    session = new()
    place_all(session, {"Vlada": [], "Blue": ["arena-1a"], "Yellow": [], "Red": []})
    to_phase(session, "arena")
    set_person(session, 0, blue=1)
    session.act("fight", {"dice": "bronze,silver,gold"})
    assert session.ruleset.pending(session.context())[-1] == "Blue rolls 0 to 1 blue die next (Potentia)."
    refused = session.propose("blue", {"dice": "bronze,gold"}, actor="Blue")
    assert "Blue has 1 blue die left (Potentia)" in [v.message for v in refused.violations]


def test_a_shipped_tile_and_a_taught_one_are_built_in_the_same_words() -> None:
    """Play-test: `tile=workshop-3` (taught) read "builds a workshop", `tile=workshop-4` (shipped) "builds the
    Workshop 4"."""
    assert describe({"tile": "workshop-4"}) == describe({"tile": "workshop-3"}) == "builds a workshop"

"""Issue 36, the fourth play-test: a finished turn passes once another's great person is drawn, a found marker is
held once, research's end names who could still research, the great persons are listed in the reference."""

from __future__ import annotations

import json

import pytest

from engine.i18n import set_language, tr
from engine.losses import lost_by
from engine.session import Session
from rulesets.civilization import INFO
from rulesets.civilization.common import V8_LOG, V9_LOG
from rulesets.civilization.kit import shipped
from tests.civilization.helpers import TRACK, count, go_to, new, realm, set_realm
from tui.cli.main import main

PLAYERS = (("Ana", "greece"), ("Bo", "russia"), ("Cyril", "america"), ("Dana", "arabia"))


def _owed_after_every_city() -> Session:
    """City management where Ana's arts made a great person due and Bo, Cyril and Dana have each acted."""
    session = new(*PLAYERS)
    session.act("great-person", {"person": "michelangelo"}, actor="Cyril")  # America's at the start
    go_to(session, "city")
    session.act("arts", {"city": "Greece capital", "masks": 1})
    assert realm(session, 0).pending_persons == 1
    for name, city in (("Bo", "Russia capital"), ("Cyril", "America capital"), ("Dana", "Arabia capital")):
        session.act("arts", {"city": city, "masks": 0}, actor=name)  # a first count is asked (play-test 8)
    assert session.phase.id == "city" and session.table.position.turn == 3  # Dana's turn is held by Ana's draw
    return session


def test_the_last_great_person_owed_passes_a_finished_turn() -> None:
    session = _owed_after_every_city()
    session.act("great-person", {"player": "Ana", "person": "hannibal"}, actor="Ana")
    # Dana had nothing left to do: the phase ends by itself, no extra next.
    assert session.phase.id == "movement"
    assert session.table.position.turn == 0


def test_an_older_log_keeps_the_turn_for_next() -> None:
    session = Session.new(INFO.load(), list(PLAYERS), options={**TRACK, V8_LOG: True})
    go_to(session, "city")
    session.act("arts", {"city": "Greece capital", "masks": 1})
    for name, city in (("Bo", "Russia capital"), ("Cyril", "America capital"), ("Dana", "Arabia capital")):
        session.act("arts", {"city": city, "masks": 0}, actor=name)
    session.act("great-person", {"player": "Ana", "person": "hannibal"}, actor="Ana")
    assert session.phase.id == "city" and session.table.position.turn == 3


def test_a_found_marker_is_one_piece_and_an_older_log_keeps_both() -> None:
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "movement")
    session.act("hut", {"reward": "Silk hut"})
    session.act("hut", {"reward": "coin"})
    assert (count(session, "stock:china", "silk"), count(session, "coins:china", "coin")) == (1, 1)
    assert count(session, "stock:china", "hut") == 0
    older = Session.new(INFO.load(), [("A", "china"), ("B", "rome")], options={**TRACK, V8_LOG: True})
    go_to(older, "movement")
    older.act("hut", {"reward": "Silk hut"})
    assert (count(older, "stock:china", "silk"), count(older, "stock:china", "hut")) == (1, 1)


def test_a_version_8_save_replays_as_it_was_taken() -> None:
    ruleset = INFO.load()
    data = ruleset.migrate({"options": {"culture_spaces": 21}}, "8")
    assert data["ruleset_version"] == "14"
    assert data["options"] == {
        "culture_spaces": 21,
        V8_LOG: True,
        V9_LOG: True,
        "rules_v10": True,
        "rules_v11": True,
        "rules_v12": True,
        "rules_v13": True,
    }


def _researching() -> Session:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    go_to(session, "research")
    set_realm(session, 0, trade=9)
    return session


def test_ending_research_says_who_could_still_research() -> None:
    session = _researching()
    session.act("next", {})
    index = len(session.events)
    said = session.outcome(index)
    assert said[0] == (
        "Research is over, and Ondrej (9 trade) did not buy a tech though they could: the trade stays on the dial "
        "(undo takes the end back)."
    )


def test_ending_research_is_asked_first_naming_who_could_research() -> None:
    # The command line refuses the step without --yes, as it does a discard (engine.losses); Filip has no trade.
    session = _researching()
    assert lost_by(session, "next-phase", {}, None) == [
        "Ondrej's chance to research this round (skipped; the 9 trade stay on the dial)"
    ]
    session.act("research", {"tech": "pottery"}, actor="Ondrej")
    assert lost_by(session, "next-phase", {}, None) == []


def test_the_reference_lists_every_great_person_in_either_language(capsys: pytest.CaptureFixture[str]) -> None:
    persons = [str(e["name"]) for e in shipped().entries("persons")]
    assert len(persons) == 43
    assert main(["rules", "civilization", "catalogues"]) == 0
    english = " ".join(capsys.readouterr().out.split())
    assert [p for p in persons if p not in english] == []
    try:
        set_language("cs")
        czech_names = [tr(p) for p in persons]
    finally:
        set_language("en")
    assert main(["--lang", "cs", "rules", "civilization", "catalogues"]) == 0
    czech = " ".join(capsys.readouterr().out.split())
    assert "Johanka z Arku" in czech_names and [p for p in czech_names if p not in czech] == []


def test_the_last_turns_free_policy_is_said_once() -> None:
    # Play-test: `next --check` said "Filip chooses a free policy first" and "Filip still to choose a free policy".
    session = new(("Ondrej", "rome"), ("Filip", "china"))
    set_realm(session, 1, free_policy=True, government="republic")
    session.act("next", {})
    assert session.table.position.turn == 1
    said = [v.message for v in session.propose("next", {}).violations]
    assert said == ["Filip still to choose a free policy"]


def test_the_battle_calculator_counts_great_generals(capsys: pytest.CaptureFixture[str]) -> None:
    # Play-test: one --great-general switch, so Hannibal and Sun Tzu together (+4) could not be given.
    argv = ["calc", "civilization", "battle", "--health", "3", "--wounds", "0", "--great-generals", "2", "--json"]
    assert main(argv) == 0
    assert json.loads(capsys.readouterr().out) == {"combat_bonus": 3 + 4, "score": 3 + 7}


def test_an_action_that_passes_the_turn_says_so_plainly() -> None:
    # Play-test: a founding passed the turn, and the tester's habitual `next` then ended the next player's turn.
    session = new(("Ondrej", "china"), ("Filip", "russia"))
    session.act("found-city", {"name": "Antium"})
    said = session.outcome(len(session.events))
    assert said[1] == "Ondrej's turn is over: nothing left to decide." and said[-1] == "Filip's turn."


def test_the_last_research_ending_the_phase_says_nothing_of_its_player() -> None:
    session = _researching()
    session.act("research", {"tech": "pottery"}, actor="Ondrej")
    assert session.phase.id != "research"
    assert not [line for line in session.outcome(len(session.events)) if line.startswith("Research is over")]

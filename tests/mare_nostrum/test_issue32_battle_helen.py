"""Issue 32: Helen of Troy turns a legion as it enters (p.13). Play-test: after Mirek's battle in Thebes was
over, ``helen province=thebes enemy=carthage --check`` was still legal and her prompt stayed under Pending."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.actors import eligible
from engine.session import Session
from tests.mare_nostrum.helpers import mirek_moves, table
from tui.cli.main import main

HELEN = "Katka may turn one of these legions with Helen of Troy before the battle."
LATE = "too late for Helen in Thebes: she turns a Carthage legion only as it enters"
WHERE = {"province": "thebes", "enemy": "carthage"}


def _mirek_enters_thebes() -> Session:
    """p.9 (l.21): Mirek (Carthage, Hannibal) marches 4 legions into Katka's Thebes (1 legion, 1 fortress);
    Katka owns Helen of Troy."""
    session = mirek_moves("thebes", 4, {"legion": 1, "fortress": 1})
    session.act("move-legion", {"from": "carthage", "to": "thebes", "count": 4})
    return session


def _offered(session: Session) -> bool:
    return eligible(session.spec("helen"), session.context()) != ()


def _pending(session: Session) -> list[str]:
    return [p["text"] for p in session.summary()["pending"]]


def test_the_rulebooks_example_helen_then_the_battle() -> None:
    session = _mirek_enters_thebes()
    assert _offered(session) and HELEN in _pending(session)
    session.act("helen", WHERE)
    assert session.events[-1].actor == "Katka"
    # 3 dice with Hannibal's +3 make 12 against Katka's 2 and 5 with the fortress's 6, 13: two losses each.
    session.act("battle", {"attacker_rolls": "3,3,3", "defender_rolls": "2,5"})
    assert session.outcome(len(session.events))[0] == "Mirek attacks Katka (Egypt) in Thebes: 12 against 13."
    board = table(session)
    left = (board.legions("thebes", "carthage"), board.legions("thebes", "egypt"), board.fortresses("thebes", "egypt"))
    assert left == (1, 0, 1)  # Katka keeps her fortress
    assert board.at_war("thebes")
    assert not _offered(session) and HELEN not in _pending(session)


def test_helen_is_over_once_the_battle_is() -> None:
    session = _mirek_enters_thebes()
    assert session.propose("helen", WHERE).violations == ()  # as the legions enter, she may
    # Katka lets the chance go: 4 dice of 1 with Hannibal make 8, her 2 with the fortress 8: one loss each.
    session.act("battle", {"attacker_rolls": "1,1,1,1", "defender_rolls": "2"})
    board = table(session)
    assert (board.legions("thebes", "carthage"), board.fortresses("thebes", "egypt")) == (3, 1)
    refused = session.propose("helen", WHERE)
    assert [v.message for v in refused.violations] == ["nobody may take the helen action now", LATE]
    assert not _offered(session) and HELEN not in _pending(session)
    # Nor in Katka's turn, when she fights the war in Thebes: Mirek's legions are no longer entering.
    session.act("next", {"player": "Katka"})
    assert LATE in [v.message for v in session.propose("helen", WHERE).violations]
    assert not _offered(session) and HELEN not in _pending(session)


def test_on_the_command_line_a_late_helen_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session = _mirek_enters_thebes()
    session.act("battle", {"attacker_rolls": "1,1,1,1", "defender_rolls": "2"})
    saves.save(session, tmp_path / "thebes.toml")
    capsys.readouterr()
    assert main(
        ["--saves-dir", str(tmp_path), "act", "thebes", "helen", "province=thebes", "enemy=carthage", "--check"]
    )
    assert LATE in capsys.readouterr().out
    assert main(["--saves-dir", str(tmp_path), "actions", "thebes"]) == 0
    listed = [line.split()[0] for line in capsys.readouterr().out.splitlines() if line and not line[0].isspace()]
    # Mirek has fought this turn's round in Thebes (play-test 10: one round a turn), and Helen's chance is over.
    assert "battle" not in listed and "helen" not in listed
    assert main(["--saves-dir", str(tmp_path), "show", "thebes"]) == 0
    assert HELEN not in capsys.readouterr().out


def test_an_entry_nobody_opposes_closes_her_chance_with_the_choice_after_it() -> None:
    # Mirek's legions enter an empty Thebes: she may turn one as they enter, not once he has seized it.
    session = mirek_moves("thebes", 2)
    session.act("move-legion", {"from": "carthage", "to": "thebes", "count": 2})
    # Nobody stands there to fight: the reminder speaks of what comes instead (it said "before the battle").
    entering = "Katka may turn one of these legions with Helen of Troy before Mirek ravages, occupies or seizes Thebes."
    assert _offered(session) and entering in _pending(session) and HELEN not in _pending(session)
    assert entering in session.outcome(len(session.events))
    session.act("seize", {})
    assert not _offered(session) and entering not in _pending(session)
    assert LATE in [v.message for v in session.propose("helen", WHERE).violations]


def test_helen_with_one_chance_needs_no_province_nor_enemy() -> None:
    # Issue 32: with one legion entering her owner's land, the app knows where and whose: `helen` alone does it.
    session = _mirek_enters_thebes()
    event = session.act("helen", {})
    assert event.actor == "Katka" and event.args["province"] == "thebes" and event.args["enemy"] == "carthage"
    assert table(session).legions("thebes", "carthage") == 3


def test_helen_with_no_chance_says_what_is_missing() -> None:
    session = _mirek_enters_thebes()
    session.act("battle", {"attacker_rolls": "3,3,3,3", "defender_rolls": "2"})  # the chance is gone
    said = [v.message for v in session.propose("helen", {}, actor="Katka").violations]
    assert "no enemy legion is entering Katka's provinces now: Helen of Troy turns one only as it enters" in said


def test_where_nothing_follows_the_entry_her_chance_lasts_the_turn() -> None:
    # An empty capital with no temple nor market: no battle and no choice follows (p.10-11), so the reminder
    # says her chance lasts until Mirek's turn ends.
    session = mirek_moves("alexandria", 2, {"fortress": 0})
    session.act("move-legion", {"from": "carthage", "to": "alexandria", "count": 2})
    said = "Katka may turn one of these legions with Helen of Troy before Mirek's turn ends."
    assert said in _pending(session) and said in session.outcome(len(session.events))
    session.act("helen", {})
    assert table(session).legions("alexandria", "egypt") == 1

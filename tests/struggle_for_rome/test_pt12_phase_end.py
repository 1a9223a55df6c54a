"""Play-test 12, item 1: ``next-phase`` in the cavalry phase skipped every tribe turn (each worth at least 2 gold
or a resource card, L9) without a word. It is asked first: the command line refuses it without ``--yes``."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.losses import losses
from tests.struggle_for_rome.helpers import new, to_phase
from tui.cli.main import main


def test_ending_a_tribe_phase_names_the_turns_it_takes() -> None:
    session = new(3)
    to_phase(session, "cavalry")
    first = session.turn_player
    assert first is not None
    said = losses(session, session.propose("next-phase", {}))
    assert len(said) == 1 and "the tribe turns" in said[0] and "each at least 2 gold or a resource card" in said[0]
    for player in session.players:
        assert player.name in said[0]


def test_the_last_turn_taken_asks_nothing() -> None:
    session = new(3)
    to_phase(session, "cavalry")
    for _ in range(2):
        session.act("idle", {"take": "gold"})
    # The last tribe idles too: nothing is left to give up once it has.
    last = session.turn_player
    assert last is not None
    assert losses(session, session.propose("next-phase", {})) == [
        f"the tribe turn {last.name} still has in this phase (at least 2 gold or a resource card)"
    ]
    session.act("idle", {"take": "gold"})
    if session.phase.id == "cavalry":
        assert losses(session, session.propose("next-phase", {})) == []


def test_the_command_line_refuses_it_without_yes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session = new(3)
    to_phase(session, "cavalry")
    session.name = "rome"
    saves.save(session, tmp_path / "rome.toml")
    assert main(["--saves-dir", str(tmp_path), "act", "rome", "next-phase"]) != 0
    err = capsys.readouterr().err
    assert "next-phase gives up the tribe turns" in err and "--yes" in err, err
    assert saves.load(tmp_path / "rome.toml").phase.id == "cavalry"
    assert main(["--saves-dir", str(tmp_path), "act", "rome", "next-phase", "--yes"]) == 0
    assert saves.load(tmp_path / "rome.toml").phase.id == "infantry"

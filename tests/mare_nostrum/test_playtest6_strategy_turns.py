"""Play-test 6, bug 1: ``next-phase`` in the strategy phase skipped every player's strategy turn without a word
(p.4, l.11: the round goes on once everyone has had a strategy turn). It is asked first, as the build phase's
is: the command line refuses it without ``--yes``, naming the turns it would take."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.losses import losses
from engine.session import Session
from tests.mare_nostrum.helpers import deal
from tests.mare_nostrum.test_round import _started
from tui.cli.main import main


def _strategy() -> Session:
    """The strategy phase just begun, the Commander (Ann) yet to name who moves; Ann has nothing to move."""
    session = _started()
    session.name = "turns"
    for name in ("Ann", "Bo", "Cy"):
        deal(session, name, {})  # nothing to build with: the build phase is nobody's turn
    session.act("exchange-size", {"count": 0})
    session.act("next-phase", {})
    assert session.phase.id == "strategy" and session.turn_player is None
    return session


def test_ending_the_strategy_phase_names_the_turns_it_takes() -> None:
    session = _strategy()
    assert losses(session, session.propose("next-phase", {})) == ["the strategy turns Bo and Cy still have"]
    session.act("next", {"player": "Bo"})
    # Bo on turn: ending the phase takes Cy's turn; the Commander naming Cy next takes none.
    assert losses(session, session.propose("next-phase", {})) == ["the strategy turn Cy still has"]
    assert losses(session, session.propose("next", {"player": "Cy"})) == []
    session.act("next", {"player": "Cy"})  # named ahead: Bo's turn goes on
    session.act("next")
    assert session.turn_player is not None and session.turn_player.name == "Cy"
    # The last one to move ends the phase: no turn is lost, nothing asked.
    assert losses(session, session.propose("next-phase", {})) == []


def test_the_command_line_refuses_it_without_yes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saves.save(_strategy(), tmp_path / "turns.toml")
    assert main(["--saves-dir", str(tmp_path), "act", "turns", "next-phase"]) == 1
    err = capsys.readouterr().err
    assert "next-phase gives up the strategy turns Bo and Cy still have; add --yes to go on" in err, err
    kept = saves.load(tmp_path / "turns.toml")
    assert kept.phase.id == "strategy" and kept.table.position.round == 1
    assert main(["--saves-dir", str(tmp_path), "act", "turns", "next-phase", "--yes"]) == 0
    assert saves.load(tmp_path / "turns.toml").table.position.round == 2

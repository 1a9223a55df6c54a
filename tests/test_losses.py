"""A step of the turn order that discards cards from a hand says so and asks first (issue 32: ``next-phase``
ended Mare Nostrum's build phase and sent every hand to the bank without a word)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Button, Label

from engine import saves
from engine.losses import losses, said
from engine.session import Session
from tests.mare_nostrum.test_round import _started
from tests.mare_nostrum.test_rules import _build_phase
from tests.settle import settle, until
from tests.tui.driver import Driver
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog
from tui.cli.main import main


def _build(hands: bool = True) -> Session:
    session = _started()
    session.name = "lossy"
    cards = {"Ann": {"taxes": 3, "grain": 1}, "Bo": {"wine": 2}} if hands else {}
    _build_phase(session, "Ann", **cards)
    return session


def test_the_end_of_the_build_phase_counts_the_cards_each_hand_loses() -> None:
    session = _build()
    lost = losses(session, session.propose("next-phase", {}))
    # Counted, never named: asked before they go, the cards are still hidden.
    assert lost[:3] == ["2 cards from Ann's hand", "2 cards from Bo's hand", "3 cards from Cy's hand"]
    assert said(lost[:3]) == "2 cards from Ann's hand, 2 cards from Bo's hand and 3 cards from Cy's hand"
    assert lost[3:] == ["the build turn Cy still has"]  # and the turn it ends unplayed (Mare Nostrum's forgone)
    # An action a player chooses says its cost on its own check line: only the steps of the turn order are read.
    assert losses(session, session.propose("buy", {"item": "fortress", "province": "antioch"})) == []


def test_a_step_that_discards_nothing_asks_nothing() -> None:
    session = _build()
    session.act("next-phase", {})
    assert session.phase.id == "strategy"
    assert losses(session, session.propose("next", {"player": "Bo"})) == []


def test_the_command_line_refuses_the_step_without_yes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saves.save(_build(), tmp_path / "lossy.toml")
    before = (tmp_path / "lossy.toml").read_bytes()
    code = main(["--saves-dir", str(tmp_path), "act", "lossy", "next-phase"])
    err = capsys.readouterr().err
    assert code == 1
    assert "next-phase discards 2 cards from Ann's hand" in err and "--yes" in err and "grain" not in err
    assert (tmp_path / "lossy.toml").read_bytes() == before
    assert main(["--saves-dir", str(tmp_path), "act", "lossy", "next-phase", "--yes"]) == 0
    assert saves.load(tmp_path / "lossy.toml").phase.id == "strategy"


async def test_the_app_asks_before_the_phase_end_discards_cards(tmp_path: Path) -> None:
    saves.save(_build(), tmp_path / "lossy.toml")
    app = TabulaApp(session_path=tmp_path / "lossy.toml", saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        session = screen.session
        for answer in ("n", "y"):
            assert (await drive.fill("next-phase")).startswith("allowed")
            screen.query_one("#apply", Button).press()
            await until(pilot, lambda: isinstance(app.screen, ConfirmDialog), "the question")
            question = str(app.screen.query_one("#dialog-question", Label).render())
            assert "3 cards from Cy's hand" in question and "grain" not in question
            await pilot.press(answer)
            await settle(pilot)
            assert app.screen is screen
            assert session.phase.id == ("build" if answer == "n" else "strategy")

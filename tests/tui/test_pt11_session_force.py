"""The Force question names what the entry records and why the rules refuse it, and its No clears the stale
"Not applied" (play-test 11: "Override Cleopatra for cleopatra?", then "Not applied: …" stood on)."""

from __future__ import annotations

from pathlib import Path

from engine import saves
from tests.conftest import finish_harvest, new_market
from tests.settle import settle
from tests.tui.driver import Driver
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog


async def test_the_force_question_says_what_and_why_and_no_clears_not_applied(tmp_path: Path) -> None:
    session = new_market(2)
    finish_harvest(session)  # the trade step, Ann's turn, 3 coins
    path = tmp_path / "m.toml"
    saves.save(session, path)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        drive = Driver(pilot)
        await drive.fill("buy", item="house")  # a building in the trade step: refused, forcible
        screen = drive.screen
        screen.query_one("#field-item").focus()
        await settle(pilot)
        await pilot.press("enter")
        status = screen.query_one("#status")
        assert "Not applied" in str(status.render())
        events = len(screen.session.events)
        await pilot.press("ctrl+f")
        dialog = app.screen
        assert isinstance(dialog, ConfirmDialog)
        question = dialog.question
        assert "Ann builds a House" in question, question
        assert "Build step: buildings are bought in the build step" in question, question
        assert "Override" not in question and "for buy" not in question
        await pilot.press("n")
        await settle(pilot)
        assert app.screen is screen and len(screen.session.events) == events
        assert "Not applied" not in str(status.render())

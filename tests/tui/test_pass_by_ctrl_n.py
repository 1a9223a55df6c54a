"""ctrl+n ends the turn even when the player on turn has done nothing: the chooser's pick in the form it opens
names who follows now (issue 32 let a chooser name the next player ahead, the turn going on; ctrl+n then took
two presses to pass)."""

from __future__ import annotations

from pathlib import Path

from engine import saves
from tests.mare_nostrum.test_issue32_build import _build_phase
from tests.settle import settle, until
from tests.tui.driver import Driver
from tui.app.app import TabulaApp
from tui.app.widgets.action_form import ActionForm


async def test_ctrl_n_passes_a_turn_with_nothing_bought(tmp_path: Path) -> None:
    session = _build_phase()
    session.act("next", {"player": "Katka"})  # Katka builds first; she buys nothing
    session.name = "build"
    saves.save(session, tmp_path / "build.toml")
    app = TabulaApp(session_path=tmp_path / "build.toml", saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        await pilot.press("ctrl+n")  # Katka is done: the Statesman names who builds next
        await until(pilot, lambda: any(form.action == "next" for form in screen.query(ActionForm)), "the next form")
        await drive.act("next", player="Mirek")
        await settle(pilot)
        turn = screen.session.turn_player
        assert turn is not None and turn.name == "Mirek", drive.status()

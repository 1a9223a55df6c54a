"""A count field's - and + step it with the mouse, within the field's bounds (they are plain cells, not
buttons: a button restyles itself three times as it mounts), and Tab never stops on them."""

from __future__ import annotations

from pathlib import Path

from tests.tui.driver import Driver
from tui.app import TabulaApp
from tui.library import copy_demo
from tui.screens.session import SessionScreen
from tui.widgets.action_form import ActionForm
from tui.widgets.stepper import Stepper


async def test_plus_and_minus_step_the_count_when_clicked(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "mare-nostrum")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        drive = Driver(pilot)
        screen = drive.screen
        assert isinstance(screen, SessionScreen)
        screen.pick_action("move-legion")
        await drive.until(
            lambda: bool(screen.query(ActionForm)) and screen.query_one(ActionForm).action == "move-legion", "the form"
        )
        stepper = screen.query_one("#field-count", Stepper)
        assert stepper.value == ""
        await pilot.click(".step-up")
        await drive.until(lambda: stepper.value == "2", "2 after + (from the default, 1)")
        await pilot.click(".step-down")
        await pilot.click(".step-down")
        await drive.until(lambda: stepper.value == "1", "1 after - -: the least a move takes")
        assert not any(part.can_focus for part in stepper.query(".step-up, .step-down"))

"""Enter on a map row with a form open that has no field for the place asks before dropping the form (issue 31,
play-test 6 item 8: Enter on Rome during a take opened the map facts' form, and the take was gone)."""

from __future__ import annotations

from pathlib import Path

from tests.settle import settle, until
from tests.tui.driver import Driver
from tests.tui.test_fix7_session_take_burst import _takes
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.widgets.action_form import ActionForm


async def test_enter_on_a_map_row_keeps_the_take_unless_the_table_says_so(tmp_path: Path) -> None:
    async with _takes(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        await pilot.press(*"wine", "enter")
        assert screen.query_one(ActionForm).values() == {"card": "wine"}
        await pilot.press("alt+1", "slash", *"rome", "down", "enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, ConfirmDialog), "the question")
        await pilot.press("n")
        await settle(pilot)
        form = screen.query_one(ActionForm)
        assert (form.action, form.values()) == ("take", {"card": "wine"})
        # Yes: the place's action opens with the place in it.
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, ConfirmDialog), "the question again")
        await pilot.press("y")
        await settle(pilot)
        form = screen.query_one(ActionForm)
        assert form.action != "take" and "rome" in form.values().values(), (form.action, form.values())

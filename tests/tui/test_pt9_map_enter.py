"""Enter on the map that would overwrite a field of the open form already filled asks first, as it asks before
another action's form replaces it (play-test 9, N5: Dee's allowed buy in Alexandria silently became a refused one
in West of Carthage)."""

from __future__ import annotations

from pathlib import Path

from tests.settle import settle, until
from tests.tui.test_cursor_after_pick import _building, _buy_form, _keys
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.widgets.action_form import ActionForm


async def test_enter_on_the_map_asks_before_replacing_a_filled_place(tmp_path: Path) -> None:
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        screen = drive.screen
        await pilot.press(*_keys("leg|enter|bab|enter"))
        assert screen.query_one(ActionForm).values() == {"item": "legion", "province": "babylon"}
        await pilot.press("alt+1", "slash", *"rome", "down", "enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, ConfirmDialog), "the question")
        dialog = pilot.app.screen
        assert isinstance(dialog, ConfirmDialog)
        assert "Babylon" in dialog.question, dialog.question
        await pilot.press("n")
        await settle(pilot)
        assert screen.query_one(ActionForm).values() == {"item": "legion", "province": "babylon"}
        # Yes: the place goes in, the rest of the form kept.
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, ConfirmDialog), "the question again")
        await pilot.press("y")
        await settle(pilot)
        values = screen.query_one(ActionForm).values()
        assert (values["item"], values["province"]) == ("legion", "rome"), values


async def test_enter_on_the_map_fills_an_empty_place_without_asking(tmp_path: Path) -> None:
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        screen = drive.screen
        await pilot.press(*_keys("leg|enter"))
        await pilot.press("alt+1", "slash", *"rome", "down", "enter")
        await settle(pilot)
        assert not isinstance(pilot.app.screen, ConfirmDialog)
        values = screen.query_one(ActionForm).values()
        assert (values["item"], values["province"]) == ("legion", "rome"), values

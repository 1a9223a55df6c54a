"""After undo then redo the screen is as it was before the undo (issue 31): the form the rules waited for
(Mare Nostrum's Cleopatra swap after the Merchant's card) comes back with the cursor in it, not an empty list."""

from __future__ import annotations

from pathlib import Path

from tests.settle import settle
from tests.tui.driver import Driver
from tests.tui.test_burst_answer import _type
from tests.tui.test_undo_keeps_keys import FISH_GIVEN, _owed


async def test_redo_brings_back_the_cleopatra_form(tmp_path: Path) -> None:
    async with _owed(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = Driver(pilot).screen
        await _type(pilot, FISH_GIVEN, False)
        await settle(pilot)
        form = screen._form()
        assert form is not None and form.action == "cleopatra"
        before = pilot.app.focused
        assert before is not None and form in before.ancestors_with_self
        await pilot.press("ctrl+z")
        await settle(pilot)
        form = screen._form()
        assert form is not None and form.action == "compensate"  # the Merchant's card to give again
        await pilot.press("ctrl+y")
        await settle(pilot)
        form = screen._form()
        assert form is not None and form.action == "cleopatra"
        focused = pilot.app.focused
        assert focused is not None and focused.id == before.id and form in focused.ancestors_with_self


async def test_two_undos_then_two_redos_bring_back_the_awaited_form(tmp_path: Path) -> None:
    async with _owed(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = Driver(pilot).screen
        await _type(pilot, FISH_GIVEN, False)
        await settle(pilot)
        for key in ("ctrl+z", "ctrl+z", "ctrl+y", "ctrl+y"):
            await pilot.press(key)
            await settle(pilot)
        form = screen._form()
        assert form is not None and form.action == "cleopatra"

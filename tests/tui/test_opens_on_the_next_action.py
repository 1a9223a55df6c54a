"""Every session opens with the cursor where the next action is (issue 31): the form's field when it opens on a
form, else the action list. The Hellas demo opened on the map, and the first Enter opened a correction of the
place under the cursor (the Dolphin tile)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.settle import settle
from tests.tui.driver import demo_app, session_screen


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
@pytest.mark.parametrize("game", ["hellas", "mare-nostrum", "civilization"])
async def test_a_session_with_no_form_opens_on_the_action_list(
    tmp_path: Path, game: str, size: tuple[int, int]
) -> None:
    async with demo_app(tmp_path, game).run_test(size=size) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        assert screen._form() is None
        assert pilot.app.focused is screen.query_one("#action-select")


async def test_the_first_enter_in_hellas_opens_no_correction(tmp_path: Path) -> None:
    async with demo_app(tmp_path, "hellas").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        events = len(screen.session.events)
        await pilot.press("enter")
        await settle(pilot)
        form = screen._form()
        assert form is None or not form.action.startswith("correct"), form.action
        assert len(screen.session.events) == events

"""The Hellas demo's cursor (play-test 9): ctrl+b twice puts the cursor back where it was (L3: it stayed on the
map's list, marked by colour only, and "rei" was lost)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.settle import settle, until
from tests.tui.driver import demo_app, session_screen
from tui.app.widgets.pick import PickList, PickOverlay, pick_of


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_ctrl_b_twice_puts_the_cursor_back(tmp_path: Path, size: tuple[int, int]) -> None:
    async with demo_app(tmp_path, "hellas").run_test(size=size) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        actions = screen.query_one("#action-select", PickList)
        actions.focus()
        await settle(pilot)
        await pilot.press("ctrl+b")
        assert pilot.app.focused is screen.query_one("#map-drawn")
        await pilot.press("ctrl+b")
        await until(pilot, lambda: pilot.app.focused is actions, "the cursor back on the action list")
        await pilot.press("r", "e", "i")
        assert pick_of(pilot.app.focused) is actions and actions.query_one(PickOverlay).typed == "rei"


@pytest.mark.parametrize("size", [(120, 40), (100, 30), (80, 24)])
async def test_the_voyage_form_opens_on_the_tile_in_sight(tmp_path: Path, size: tuple[int, int]) -> None:
    # L11: it opened on the tile's turn (a count the rules offer six numbers for, taken for one owed), once
    # scrolled out of the panel, and the tile's name typed next was lost.
    async with demo_app(tmp_path, "hellas").run_test(size=size) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        await pilot.press(*"voy", "enter")
        form = screen._form()
        assert form is not None and form.action == "voyage"
        focused = pilot.app.focused
        assert focused is not None and focused.id == "field-tile", focused
        wizard = screen.query_one("#wizard")
        assert wizard.region.contains_region(focused.region), (focused.region, wizard.region)
        await pilot.press("K", "o", "r")
        assert form.values().get("tile", "").startswith("Kor") or "Kor" in str(getattr(focused, "value", ""))

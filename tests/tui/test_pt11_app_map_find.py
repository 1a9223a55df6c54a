"""Down typed in a burst in the map's find box moves through the places found, in order (play-test 11, A11):
"/south", then Down Down Down Enter at once, picked the first place found, not the third."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable, Input

from tests.settle import settle
from tests.tui.driver import demo_app, session_screen, status_of
from tests.tui.test_form_keys import _typed


async def test_downs_typed_on_from_the_find_box_reach_the_third_place(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        await pilot.press("alt+1", "slash", *"south")
        await settle(pilot)
        assert screen.query_one("#map-filter", Input).value == "south"
        table = screen.query_one("#map-table", DataTable)
        assert table.row_count >= 3
        third = str(table.get_row_at(2)[0])
        _typed(pilot.app, "down", "down", "down")
        await settle(pilot)
        assert pilot.app.focused is table and table.cursor_row == 2
        _typed(pilot.app, "enter")
        await settle(pilot)
        assert third in status_of(screen), (third, status_of(screen))


async def test_down_enter_typed_on_from_the_find_box_picks_the_first_place(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        await pilot.press("alt+1", "slash", *"south")
        await settle(pilot)
        table = screen.query_one("#map-table", DataTable)
        first = str(table.get_row_at(0)[0])
        _typed(pilot.app, "down", "enter")
        await settle(pilot)
        assert first in status_of(screen), (first, status_of(screen))

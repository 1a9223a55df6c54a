"""Escape on the ``:`` line and alt+2 put the cursor back on the form's field it came from, as F5's rules do
(play-test 9, L1): it went to the action list, and the next word typed searched it ("leg: nothing found")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.settle import settle
from tests.tui.driver import Driver
from tests.tui.test_cursor_after_pick import _building, _buy_form, _focused_id
from tests.tui.test_form_keys import _typed
from tui.app.widgets.command_line import CommandLine
from tui.app.widgets.pick import PickList, PickOverlay, pick_of


def _searched(drive: Driver, field: str) -> str | None:
    """What ``field``'s open list searches (None: the list is closed)."""
    pick = drive.screen.query_one(f"#{field}", PickList)
    return pick.query_one(PickOverlay).typed if pick.expanded else None


@pytest.mark.parametrize("keys", [["colon", "escape"], ["alt+4", "f2", "f2", "alt+2"], ["alt+1", "alt+2"]])
async def test_the_cursor_goes_back_to_the_field_it_came_from(tmp_path: Path, keys: list[str]) -> None:
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        await pilot.press(*keys)
        assert _focused_id(pilot) == "field-item", keys
        await pilot.press("l", "e", "g")
        assert _searched(drive, "field-item") == "leg"
        assert not drive.screen.query_one("#action-select", PickList).expanded


async def test_escape_on_the_line_typed_in_one_burst_with_the_next_word(tmp_path: Path) -> None:
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        _typed(pilot.app, "colon", "escape", "l", "e", "g")
        await settle(pilot)
        line = drive.screen.query_one(CommandLine)
        assert not line.display and line.value == ""
        picked = pick_of(pilot.app.focused)
        assert picked is not None and picked.id == "field-item"
        assert _searched(drive, "field-item") == "leg"


async def test_with_the_form_gone_the_cursor_goes_to_the_action_list(tmp_path: Path) -> None:
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        await pilot.press("colon")
        await drive.screen._wizard().clear()
        await settle(pilot)
        await pilot.press("escape")
        assert _focused_id(pilot) == "action-select"

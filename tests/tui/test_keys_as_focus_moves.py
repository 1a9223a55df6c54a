"""Keys typed right as the cursor moves, and ``?`` on a pick list (issue 31, the keyboard-only re-test): "/rome" in
one burst on the Map panel left the find box empty (the letters went into the list the cursor was leaving); ``?``
in an open list was searched for instead of showing the keys the footer names."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Input

from tests.settle import settle
from tests.tui.driver import Driver, demo_app, session_screen
from tests.tui.test_burst_answer import _type
from tui.app.screens.keys import KeysScreen
from tui.app.widgets.map_panel import MapPanel
from tui.app.widgets.pick import PickList, PickOverlay, pick_of


async def _found(folder: Path, keys: list[str], burst: bool, start: str = "#map-table") -> tuple[Any, ...]:
    """The Mare Nostrum demo with the cursor on ``start``, after ``keys``: the find box's text and the cursor."""
    async with demo_app(folder).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.set_focus(screen.query_one(start))
        await settle(pilot)
        await _type(pilot, keys, burst)
        focused = pilot.app.focused
        return screen.query_one("#map-filter", Input).value, None if focused is None else focused.id


@pytest.mark.parametrize("burst", [False, True])
async def test_what_is_typed_right_after_slash_on_the_map_is_sought(tmp_path: Path, burst: bool) -> None:
    assert await _found(tmp_path, ["slash", *"rome"], burst) == ("rome", "map-filter")


@pytest.mark.parametrize("start", ["#action-select", "#log-list"])
async def test_slash_from_another_panel_finds_on_the_map_what_is_typed_after_it(tmp_path: Path, start: str) -> None:
    # The screen's / was weighed only once the key came back up from the list with the cursor: the action list
    # searched "/rome" in one burst, and the find box stayed empty.
    assert await _found(tmp_path, ["slash", *"rome"], True, start) == ("rome", "map-filter")


async def test_a_slash_in_the_find_box_is_a_letter_of_what_is_sought(tmp_path: Path) -> None:
    assert await _found(tmp_path, ["slash", "a", "slash", "b"], False) == ("a/b", "map-filter")


async def test_question_mark_in_an_open_list_shows_the_keys_and_leaves_the_search(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        actions = screen.query_one("#action-select", PickList)
        screen.set_focus(actions)
        await settle(pilot)
        await pilot.press("enter", "m", "question_mark")
        assert isinstance(pilot.app.screen, KeysScreen)
        await pilot.press("escape")
        # Back in the list, open on what was typed before ?.
        pick = pick_of(pilot.app.focused)
        assert pick is actions and actions.expanded
        assert actions.query_one(PickOverlay).typed == "m"


async def test_question_mark_on_each_closed_list_shows_the_keys(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        await Driver(pilot).fill("move-legion")
        picks = [pick for pick in screen.query(PickList) if pick.focusable]
        assert len(picks) > 2
        for pick in picks:
            screen.set_focus(pick)
            await settle(pilot)
            await pilot.press("question_mark")
            assert isinstance(pilot.app.screen, KeysScreen), pick.id
            await pilot.press("escape")
            assert not pick.expanded, pick.id


@pytest.mark.parametrize("burst", [False, True])
async def test_slash_on_the_board_drawn_finds_in_the_list_what_is_typed_after_it(tmp_path: Path, burst: bool) -> None:
    async with demo_app(tmp_path, "hellas").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.set_focus(screen.query_one("#map-table"))
        await settle(pilot)
        await pilot.press("ctrl+b")
        assert screen.query_one(MapPanel).drawing
        await _type(pilot, ["slash", *"ath"], burst)
        assert not screen.query_one(MapPanel).drawing
        assert screen.query_one("#map-filter", Input).value == "ath"
        assert pilot.app.focused is screen.query_one("#map-filter")

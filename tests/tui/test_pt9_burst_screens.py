"""Keys typed in the same burst as F5 or F1 reach the screen it opens, or are dropped, never the field hidden under
it; the rules search starts empty each time it opens (play-test 9, L12: "F5 xyz" left "xyz" in the action list's
search, and a stray letter stayed in the rules search from one session to the next)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input

from tests.settle import settle, until
from tests.tui.driver import demo_app, session_screen
from tests.tui.test_form_keys import _typed
from tui.app.screens.keys import KeysScreen
from tui.app.screens.rules import RulesScreen
from tui.app.widgets.pick import PickList, PickOverlay


@pytest.mark.parametrize(("key", "opened"), [("f5", RulesScreen), ("f1", KeysScreen)])
async def test_keys_typed_with_the_key_that_opens_a_screen_stay_out_of_the_field_under_it(
    tmp_path: Path, key: str, opened: type
) -> None:
    async with demo_app(tmp_path).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        actions = screen.query_one("#action-select", PickList)
        assert pilot.app.focused is actions
        _typed(pilot.app, key, "x", "y", "z")
        await settle(pilot)
        assert isinstance(pilot.app.screen, opened)
        assert not actions.expanded and actions.query_one(PickOverlay).typed == ""
        if opened is RulesScreen:
            search = pilot.app.screen.query_one("#rules-search", Input)
            assert search.value in ("", "xyz"), search.value
        await pilot.press("escape")
        await until(pilot, lambda: pilot.app.screen is screen, "the session again")
        assert not actions.expanded and actions.query_one(PickOverlay).typed == ""


async def test_the_rules_search_starts_empty_each_time(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        await pilot.press("f5")
        await until(pilot, lambda: isinstance(pilot.app.screen, RulesScreen), "the rules")
        await pilot.press("c")
        search = pilot.app.screen.query_one("#rules-search", Input)
        assert search.value == "c"
        await pilot.press("escape")
        await until(pilot, lambda: pilot.app.screen is screen, "the session again")
        await pilot.press("f5")
        await until(pilot, lambda: isinstance(pilot.app.screen, RulesScreen), "the rules again")
        assert search.value == "" and pilot.app.focused is search
        await pilot.press("s", "e", "a")
        assert search.value == "sea"

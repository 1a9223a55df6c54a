"""Keys typed while a session opens from the home screen reach it (issue 31's leftovers, the play-test): Enter on a
save in the Continue list, then the first keys of a move typed on, were lost to the saves list while the session
was being opened. They are held from Enter and handed, in order, to the session screen once it has the cursor."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable, OptionList

from tests.settle import settle, until
from tests.tui.driver import session_screen
from tests.tui.test_home_typing import _typed
from tui.app.app import TabulaApp
from tui.app.screens.home import HomeScreen
from tui.app.widgets.command_line import CommandLine
from tui.library import copy_demo


async def test_keys_typed_after_enter_on_a_save_reach_the_session(tmp_path: Path) -> None:
    copy_demo(tmp_path, "mare-nostrum")
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.focused, DataTable), "the Continue list with the cursor")
        _typed(app, "enter", "colon", *"undo")
        await settle(pilot)
        line = session_screen(pilot).query_one(CommandLine)
        assert line.display and line.has_focus and line.value == "undo"


async def test_keys_typed_after_enter_on_a_demo_reach_the_session(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+g")
        demos = app.screen.query_one("#demo-games", OptionList)
        assert app.focused is demos
        _typed(app, "enter", "colon", *"undo")
        await settle(pilot)
        line = session_screen(pilot).query_one(CommandLine)
        assert line.display and line.has_focus and line.value == "undo"


async def test_with_nothing_typed_the_session_opens_as_before_and_home_keeps_its_cursor(tmp_path: Path) -> None:
    copy_demo(tmp_path, "hellas")
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.focused, DataTable), "the Continue list with the cursor")
        await pilot.press("enter")
        screen = session_screen(pilot)
        assert app.focused is screen.query_one("#action-select")
        app.pop_screen()
        await settle(pilot)
        assert isinstance(app.screen, HomeScreen) and app.focused is app.screen.query_one("#saves")


async def test_a_save_that_cannot_be_read_gives_the_keys_back_to_the_list(tmp_path: Path) -> None:
    (tmp_path / "broken.toml").write_text("not = [a session", encoding="utf-8")
    copy_demo(tmp_path, "hellas")
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.focused, DataTable), "the Continue list with the cursor")
        table = app.screen.query_one("#saves", DataTable)
        names = [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
        start = names.index("broken")
        table.move_cursor(row=start)
        await settle(pilot)
        key, step = ("down", 1) if start < len(names) - 1 else ("up", -1)
        _typed(app, "enter", key)
        await settle(pilot)
        # Not opened (the app says why), and the arrow typed after Enter moved the list's cursor.
        assert isinstance(app.screen, HomeScreen) and app.focused is table
        assert table.cursor_row == start + step

"""The home screen's lists find what is typed, and the new-game form offers the game played last (play-test 11):
"mar" Enter in Continue opened Hellas (the top row), Demos took no letters either, the form went back to Aquileia
after a Mare Nostrum evening, and Continue's "last played" was cut at 100 columns."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable, OptionList, Select

from tests.settle import settle, until
from tests.tui.test_form_keys import _typed
from tests.tui.test_home import home
from tui.app.app import TabulaApp
from tui.app.screens.session import SessionScreen
from tui.library import copy_demo


async def test_typing_a_name_in_demos_opens_that_game(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert home(app).query_one("#demo-games", OptionList).highlighted == 0
        _typed(app, "m", "a", "r", "enter")
        await until(pilot, lambda: isinstance(app.screen, SessionScreen), "a session")
        assert isinstance(app.screen, SessionScreen)
        assert app.screen.session.ruleset.id == "mare-nostrum"


async def test_a_name_found_nowhere_opens_nothing_and_says_so(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("ctrl+g")
        await settle(pilot)
        _typed(app, "q", "q", "q", "enter")
        await settle(pilot)
        demos = home(app).query_one("#demo-games", OptionList)
        assert "nothing found" in str(demos.border_title)
        assert not isinstance(app.screen, SessionScreen)
        _typed(app, "backspace", "backspace", "backspace", *"hel", "enter")
        await until(pilot, lambda: isinstance(app.screen, SessionScreen), "a session")
        assert isinstance(app.screen, SessionScreen) and app.screen.session.ruleset.id == "hellas"


async def test_typing_a_game_in_continue_opens_its_session(tmp_path: Path) -> None:
    for game in ("mare-nostrum", "aquileia", "hellas"):
        copy_demo(tmp_path, game)
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        table = home(app).query_one("#saves", DataTable)
        assert "mare-nostrum" not in str(table.get_row_at(0)[0])  # not the row the cursor starts on
        table.focus()
        await settle(pilot)
        _typed(app, "m", "a", "r", "enter")
        await until(pilot, lambda: isinstance(app.screen, SessionScreen), "a session")
        assert isinstance(app.screen, SessionScreen) and app.screen.session.ruleset.id == "mare-nostrum"


async def test_the_new_game_form_offers_the_game_played_last(tmp_path: Path) -> None:
    copy_demo(tmp_path, "mare-nostrum")
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("ctrl+n")
        await settle(pilot)
        assert home(app).query_one("#new-game", Select).value == "mare-nostrum"
        assert "rome" in [value for _, value in home(app).query_one("#seat-faction-0", Select)._options]


async def test_last_played_shows_whole_at_100_columns(tmp_path: Path) -> None:
    for game in ("mare-nostrum", "aquileia", "hellas", "civilization"):
        copy_demo(tmp_path, game)
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        table = home(app).query_one("#saves", DataTable)
        assert table.virtual_size.width <= table.content_region.width, (table.virtual_size, table.content_region)

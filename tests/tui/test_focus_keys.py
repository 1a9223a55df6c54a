"""Every key counts where the eye expects it (issue 31, the re-test of ux-tui.md): Space and Down typed fast
into a list of cards tick each card meant, the leave dialog answers only to its own keys, and keys typed at the
home menu before the saves are listed go to the menu, not to the saves list."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from textual import events
from textual.app import App
from textual.command import CommandPalette
from textual.widgets import OptionList

import tui.app.app
from tests.settle import HUNG, LOOK, settle, until
from tests.tui.driver import demo_app, session_screen
from tests.tui.test_home import home
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.home import HomeScreen
from tui.app.screens.home_form import SECTIONS
from tui.app.screens.session import SessionScreen
from tui.app.widgets.tick import CardList
from tui.library import copy_demo


def _typed(app: App[Any], *keys: str) -> None:
    """Keys typed faster than the app handles them: all of them reach the app before it has handled the first."""
    chars = {"space": " ", "enter": "\r"}
    for key in keys:
        app.post_message(events.Key(key, chars.get(key, key if len(key) == 1 else None)))


async def test_space_and_down_typed_fast_tick_each_card_meant(tmp_path: Path) -> None:
    # Re-test: Space Down Space Down Space under 80 ms apart ticked one card (Textual ticks whatever row is
    # highlighted once Space's message comes round, by when both Downs had moved the cursor on).
    async with demo_app(tmp_path, "hellas").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        screen.pick_action("reinforce")
        await pilot.pause()
        cards = screen.query_one("#field-greeks", CardList)
        cards.focus()
        await settle(pilot)
        assert cards.highlighted == 0 and not cards.selected
        values = [str(cards.get_option_at_index(i).value) for i in range(cards.option_count)]
        _typed(pilot.app, "space", "down", "space", "down", "space", "down", "down", "space", "up", "space")
        await settle(pilot)
        # In order: the first three ticked, the fifth ticked, then the fourth; none ticked twice.
        assert sorted(cards.selected, key=values.index) == values[:5]
        assert cards.highlighted == 3


async def _held(screen: HomeScreen, count: int) -> None:
    """Until ``count`` keys wait in ``screen`` for its section."""
    while len(screen._held or []) < count:
        await asyncio.sleep(LOOK)


async def _leave_dialog(pilot: Any) -> ConfirmDialog:
    await pilot.press("escape")
    await until(pilot, lambda: isinstance(pilot.app.screen, ConfirmDialog), "the leave-the-session question")
    dialog = pilot.app.screen
    assert isinstance(dialog, ConfirmDialog)
    return dialog


async def test_the_leave_dialog_answers_only_to_its_own_keys(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        dialog = await _leave_dialog(pilot)
        stack = list(pilot.app.screen_stack)
        # Letters, digits, the session's keys and the app's palette: the question stays, unanswered, on top.
        for key in ("x", "a", "j", "Y", "1", "space", "ctrl+n", "ctrl+z", "colon", "f1", "f2", "ctrl+p", "ctrl+o"):
            await pilot.press(key)
            assert list(pilot.app.screen_stack) == stack, key
            assert not isinstance(pilot.app.screen, CommandPalette), key
        assert pilot.app.focused is dialog.query_one("#no")
        # Enter on the focused button (No), Escape and n: the session stays.
        for key in ("enter", "escape", "n"):
            await pilot.press(key)
            assert pilot.app.screen is screen, key
            dialog = await _leave_dialog(pilot)
        # Tab to Yes and Enter, or y: it is left.
        await pilot.press("tab")
        assert pilot.app.focused is dialog.query_one("#yes")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, HomeScreen), "the home screen")


class InATerminal(TabulaApp):
    """The app as in a terminal: the home screen makes its section after the first frame is out (headless, it
    makes it before the screen is up, and nothing can be typed meanwhile)."""

    CSS_PATH = str(Path(tui.app.app.__file__).with_name("tabula.tcss"))  # relative paths are the module's

    @property
    def is_headless(self) -> bool:
        return False


async def test_the_home_menu_is_not_drawn_with_the_cursor_the_saves_list_has(tmp_path: Path) -> None:
    # Re-test: Enter "on the menu's New game" opened the last session. In a terminal, Textual's auto focus
    # marked the menu focused while the screen held the keys for its section: the menu was drawn with the
    # cursor's frame and bar, and the cursor was in the saves list.
    copy_demo(tmp_path, "hellas")
    app = InATerminal(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: app.focused is not None and app.focused.id == "saves", "the saves list")
        menu = home(app).query_one("#home-sections", OptionList)
        assert not menu.has_focus and not menu.has_pseudo_class("focus")
        await pilot.press("enter")  # Enter goes where the cursor is drawn: the first save
        await until(pilot, lambda: isinstance(app.screen, SessionScreen), "the save opened")


@pytest.mark.parametrize(
    ("keys", "section"),
    [
        # The re-test: Enter on what the menu showed ("New game", before the saves were listed) opened the
        # last session. The menu shows Continue from its first frame: Enter on it goes into the saves list.
        (("enter",), "continue"),
        # Up and Enter at the menu: the new-game form, not the last session.
        (("up", "enter"), "new"),
    ],
)
async def test_keys_typed_at_the_menu_before_the_saves_are_listed_go_to_the_menu(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, keys: tuple[str, ...], section: str
) -> None:
    copy_demo(tmp_path, "hellas")  # a save: the home screen opens on Continue
    build = HomeScreen._build
    building, listed = asyncio.Event(), asyncio.Event()
    menu_said: list[int | None] = []

    async def listed_later(screen: HomeScreen, key: str) -> None:
        if not building.is_set():
            # The saves are listed once the test has typed: the keys come while the section is made.
            menu_said.append(screen.query_one("#home-sections", OptionList).highlighted)
            building.set()
            await listed.wait()
        await build(screen, key)

    monkeypatch.setattr(HomeScreen, "_build", listed_later)
    app = InATerminal(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        try:
            # Not ``until``: it waits for the app to settle, and the screen is busy listing until the test says.
            await asyncio.wait_for(building.wait(), HUNG)
            _typed(app, *keys)
            await asyncio.wait_for(_held(home(app), len(keys)), HUNG)
        finally:
            listed.set()  # a failure above does not leave the screen listing for ever
        await settle(pilot)
        assert not isinstance(app.screen, SessionScreen), "a key meant for the menu opened the last session"
        screen = home(app)
        # While the saves were listed, the menu showed the section on its way.
        assert menu_said == [[key for key, _ in SECTIONS].index("continue")]
        assert screen.section == section
        first = {"new": "#seat-name-0", "continue": "#saves"}[section]
        assert app.focused is screen.query_one(first)

"""One help key, one layout, keys named as on a keyboard (issue 31's play-test: F1 listed the keys at home and
opened the rules in a session; issue 37: the key bar said "^n", "pgup", "esc" to a Czech player, and the palette's
search box said "Search for commands…")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.binding import Binding
from textual.command import CommandInput, CommandPalette

from engine.i18n import set_language
from tests.settle import settle, until
from tests.tui.driver import demo_app
from tui.app.app import TabulaApp
from tui.app.screens.keys import KeysScreen
from tui.app.screens.rules import RulesScreen
from tui.app.widgets.key_bar import KeyBar
from tui.app.widgets.key_names import key_name


@pytest.fixture
def czech() -> Iterator[None]:
    set_language("cs", explicit=True)  # as `tabula --lang cs`: the conftest's TABULA_LANG=en does not win
    yield
    set_language("en")


async def _keys_rows(app: TabulaApp) -> list[tuple[str, str]]:
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f1")
        keys = pilot.app.screen
        assert isinstance(keys, KeysScreen), type(keys).__name__
        rows = keys.rows[: keys.own]
        await pilot.press("f1")  # F1 again closes it, as Escape does
        assert not isinstance(pilot.app.screen, KeysScreen)
        return rows


async def test_f1_lists_the_keys_at_home_and_in_a_session_alike(tmp_path: Path) -> None:
    home = await _keys_rows(TabulaApp(saves_dir=tmp_path))
    session = await _keys_rows(demo_app(tmp_path, "mare-nostrum"))
    # The same two rows first, in the same words: how to open this list, then how to move between fields.
    assert (
        home[:2]
        == session[:2]
        == [
            ("F1, ?", "These keys (F1 from a text box too)"),
            ("Tab, Shift+Tab", "Next, previous field"),
        ]
    )
    assert ("F5", "Rules for the current phase") in session


async def test_f5_opens_the_rules_of_the_phase_and_the_bar_names_keys_as_a_keyboard(tmp_path: Path) -> None:
    async with demo_app(tmp_path, "mare-nostrum").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        bar = str(pilot.app.screen.query_one(KeyBar).render())
        assert "Ctrl+Z" in bar and "F1" in bar and "^z" not in bar and "f1 " not in bar, bar
        await pilot.press("f5")
        assert isinstance(pilot.app.screen, RulesScreen)


def test_keys_are_named_as_on_a_keyboard(czech: None) -> None:
    shown = [key_name(key) for key in ("ctrl+n", "pageup", "pagedown", "home", "escape", "enter", "shift+tab", "f1")]
    assert shown == ["Ctrl+N", "PgUp", "PgDn", "Home", "Esc", "Enter", "Shift+Tab", "F1"]
    assert key_name("space") == "Mezerník" and key_name("question_mark") == "?"
    assert TabulaApp().get_key_display(Binding("ctrl+p", "x")) == "Ctrl+P"


async def test_the_palette_asks_in_czech(tmp_path: Path, czech: None) -> None:
    async with TabulaApp(saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+p")
        await until(pilot, lambda: isinstance(pilot.app.screen, CommandPalette), "the palette")
        assert pilot.app.screen.query_one(CommandInput).placeholder == "Hledat příkazy…"

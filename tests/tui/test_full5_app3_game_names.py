"""The app names a game as its edition in the language spoken does (issue 37): in Czech, Catan: Struggle for Rome
is "Osadníci z Katanu: Boj o Řím" on the home screen, in the command palette and on the calculators' title,
as the command line already said it; the app showed the English ``GameInfo`` name there."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.widgets import OptionList

from engine import registry
from engine.i18n import set_language
from tests.settle import until
from tui.app.app import TabulaApp
from tui.app.commands import _game_commands
from tui.app.screens.calculators import CalculatorScreen
from tui.app.screens.home import HomeScreen
from tui.app.screens.home_form import FormPick
from tui.library import copy_demo
from tui.titles import game_title

CZECH = "Osadníci z Katanu: Boj o Řím"


@pytest.fixture
def czech_app() -> Iterator[None]:
    set_language("cs", explicit=True)  # as `tabula --lang cs`: TABULA_LANG=en (the conftest's) does not win
    yield
    set_language("en")


def test_the_czech_edition_names_the_game(czech_app: None) -> None:
    assert game_title("struggle-for-rome") == CZECH


async def test_the_home_screen_names_the_czech_edition(tmp_path: Path, czech_app: None) -> None:
    copy_demo(tmp_path, "struggle-for-rome")
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: bool(app.screen.query("#saves")), "the Continue list")
        screen = app.screen
        assert isinstance(screen, HomeScreen)
        assert CZECH in str(screen.query_one("#saves").get_row_at(0))  # type: ignore[attr-defined]
        await screen.action_section("demos")
        listed = screen.query_one("#demo-games", OptionList)
        prompts = [str(listed.get_option_at_index(i).prompt) for i in range(listed.option_count)]
        assert CZECH in prompts, prompts
        await screen.action_section("reference")
        listed = screen.query_one("#ref-games", OptionList)
        assert CZECH in [str(listed.get_option_at_index(i).prompt) for i in range(listed.option_count)]
        await screen.action_section("new")
        games = screen.query_one("#new-game", FormPick)
        assert CZECH in games.option_texts, games.option_texts


async def test_the_calculators_and_the_palette_name_the_czech_edition(tmp_path: Path, czech_app: None) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HomeScreen), "the home screen")
        app.open_calculators("struggle-for-rome")
        await until(pilot, lambda: isinstance(app.screen, CalculatorScreen) and bool(app.screen.title), "calculators")
        assert CZECH in str(app.screen.title), app.screen.title
        titles = [title for title, _, _ in _game_commands(app, registry.get("struggle-for-rome"))]
        assert titles and all(CZECH in title for title in titles), titles

"""The command palette finds each calculator of each game by its name, its game or what it does."""

from __future__ import annotations

from pathlib import Path

from textual.command import Hit
from textual.widgets import Input

from engine import registry
from tests.settle import until
from tests.tui.driver import from_palette
from tui.app.app import TabulaApp
from tui.app.commands import AppCommands
from tui.app.screens.calculators import CalculatorScreen
from tui.app.widgets.action_form import ActionForm


def _calculator_focused(app: TabulaApp, action: str | None = None) -> bool:
    """Whether a calculator's form (``action``'s) is on screen with the cursor in it."""
    forms = app.screen.query(ActionForm) if isinstance(app.screen, CalculatorScreen) else None
    if not forms or (action is not None and forms.first().action != action):
        return False
    return app.focused is not None and forms.first() in app.focused.ancestors


async def best_titles(provider: AppCommands, query: str) -> list[str]:
    hits = [hit async for hit in provider.search(query) if isinstance(hit, Hit)]
    hits.sort(key=lambda h: h.score, reverse=True)
    return [str(hit.match_display) for hit in hits]


async def test_every_calculator_of_every_game_is_listed(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)):
        commands = {title: help_text for title, help_text, _ in AppCommands(app.screen).commands()}
        for info in registry.games():
            for spec in info.load_calculators():
                if not spec.session:  # those read a save: the session screen shows what they work out
                    assert commands[f"{info.name}: {spec.name} calculator"] == spec.help


async def test_odds_and_mare_calc_find_the_odds_calculator(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)):
        provider = AppCommands(app.screen)
        assert (await best_titles(provider, "odds"))[0] == "Mare Nostrum: odds calculator"
        assert "Mare Nostrum: odds calculator" in await best_titles(provider, "Mare calc")
        # Matched on what it does as well: "exact chances" is in its help only.
        assert (await best_titles(provider, "exact chances"))[0] == "Mare Nostrum: odds calculator"


async def test_picking_a_calculator_opens_it_with_the_cursor_in_its_first_field(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await from_palette(pilot, "odds", "Mare Nostrum: odds calculator")
        await until(pilot, lambda: _calculator_focused(app), "the calculator with the cursor in it")
        calc = app.screen
        assert isinstance(calc, CalculatorScreen)
        form = calc.query_one(ActionForm)
        assert form.action == "odds"
        assert app.focused is form.query_one("#field-attackers").query_one(Input)
        # Again, for another calculator of the same game: the same screen, now at that one.
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, CalculatorScreen), "the home screen back")
        await from_palette(pilot, "Mare Nostrum: buy", "Mare Nostrum: buy calculator")
        await until(pilot, lambda: _calculator_focused(app, "buy"), "the buy calculator with the cursor in it")
        assert app.screen is calc and calc.query_one(ActionForm).action == "buy"
        assert app.focused is calc.query_one("#field-hand")


async def test_the_palette_switches_the_language_and_remembers_it(tmp_path: Path, data_dir: Path) -> None:
    # Issue 19: the app has a setting to switch the language, remembered in the user's data folder.
    from engine.i18n import language

    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        commands = {title: callback for title, _, callback in AppCommands(app.screen).commands()}
        assert "Language / Jazyk: čeština" in commands and "Language / Jazyk: English" not in commands
        commands["Language / Jazyk: čeština"]()
        await pilot.pause()
        assert language() == "cs"
        assert 'language = "cs"' in (data_dir / "settings.toml").read_text(encoding="utf-8")
        titles = [title for title, _, _ in AppCommands(app.screen).commands()]
        assert "Language / Jazyk: English" in titles and "Language / Jazyk: čeština" not in titles

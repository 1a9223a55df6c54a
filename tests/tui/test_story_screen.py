"""The story of the session in the app (f4, the palette): the same story ``tabula report`` writes."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console
from textual.widgets import Static

from engine import saves
from tests.settle import until
from tests.test_report import _market_day
from tests.tui.driver import from_palette
from tui.app.app import TabulaApp
from tui.app.screens.session import SessionScreen
from tui.app.screens.story import StoryScreen


def _text(screen: StoryScreen, selector: str) -> str:
    return str(screen.query_one(selector, Static).render())


async def test_f4_tells_the_income_the_battles_and_the_overrides_and_escape_goes_back(tmp_path: Path) -> None:
    session = _market_day()
    path = tmp_path / "fair.toml"
    saves.save(session, path)
    async with TabulaApp(session_path=path, saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("f4")
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, StoryScreen)
        assert "The game is not over yet." in _text(screen, "#story-result")
        assert screen.query_one("#story-income", Static).display
        console = Console(width=100, record=True, file=io.StringIO())
        console.print(screen._income())
        income = console.export_text()
        assert "Income per round" in income and "2 coins" in income and "Ann" in income
        battles = _text(screen, "#story-battles")
        assert "Ann against Bo at the square" in battles and "Odds: Ann wins 42%" in battles
        assert "Ann won, 5 against 3" in battles
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(pilot.app.screen, SessionScreen)


async def test_the_palette_opens_the_story(tmp_path: Path) -> None:
    path = tmp_path / "fair.toml"
    saves.save(_market_day(), path)
    async with TabulaApp(session_path=path, saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await from_palette(pilot, "story", "Story: income, battles, overrides and corrections")
        await until(pilot, lambda: isinstance(pilot.app.screen, StoryScreen), "the story screen")


async def test_the_progress_plot_offers_income_beside_the_victory_measures(tmp_path: Path) -> None:
    from textual.widgets import Select

    from tui.app.screens.progress import ProgressScreen

    session = _market_day()
    while session.table.position.round == 1:
        session.act("next", force=True)
    session.act("harvest", {"player": "Bo"})
    path = tmp_path / "fair.toml"
    saves.save(session, path)
    async with TabulaApp(session_path=path, saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("f4", "f3")
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, ProgressScreen)
        select = screen.query_one("#progress-measure", Select)
        select.value = "income:coin"
        await pilot.pause()
        assert "Income: coins" in screen.plot.plt.build()
        # Round 2 is under way and Ann has received nothing yet: no value, rather than a fall to 0 (issue 37).
        assert "Now: Bo 2" in str(screen.query_one("#progress-now", Static).render())

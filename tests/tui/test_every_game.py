"""Every game plugs into the same screens: its demo opens, panels fill, rules and calculators open."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import DataTable, Select

from engine import registry
from tui.app.app import TabulaApp
from tui.app.screens.calculators import CalculatorScreen
from tui.app.screens.rules import RulesScreen
from tui.app.screens.session import SessionScreen
from tui.library import copy_demo

GAMES = [g.id for g in registry.games() if g.id != "market-day"]


@pytest.mark.parametrize("game_id", GAMES)
async def test_demo_opens_with_every_panel(game_id: str, tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, game_id)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SessionScreen)
        options = screen.query_one("#action-select", Select)
        assert len(options._options) > 1  # actions of the phase are offered
        if screen.session.ruleset.places(screen.session.context()):
            assert screen.query_one("#map-table", DataTable).row_count > 0
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        app.open_calculators(game_id)
        await pilot.pause()
        calc = app.screen
        assert isinstance(calc, CalculatorScreen) and calc.specs
        # An empty form shows what is missing, in the result area, without raising.
        assert calc.calculate() is None

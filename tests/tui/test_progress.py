"""The progress screen: each player's victory measure as a line over the rounds, opened from the palette."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any, cast

from textual.widgets import Select, Static
from textual_plotext import PlotextPlot

from tests.settle import until
from tests.tui.driver import from_palette
from tui.app.app import TabulaApp
from tui.app.commands import SessionCommands
from tui.app.screens.progress import ProgressScreen
from tui.app.screens.session import SessionScreen
from tui.library import copy_demo, create


def _series(plot: PlotextPlot) -> dict[str, tuple[list[float], list[float]]]:
    """What plotext was given to draw: per legend label, the x and y values."""
    monitor = cast(Any, plot.plt).monitor
    return {label: (list(x), list(y)) for label, x, y in zip(monitor.label, monitor.x, monitor.y, strict=True)}


def _targets(plot: PlotextPlot) -> list[float]:
    """The horizontal lines drawn (the target)."""
    monitor = cast(Any, plot.plt).monitor
    return [coordinate for side in monitor.hcoord for coordinate in side]


async def test_palette_opens_a_line_per_player_and_escape_returns(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "hellas")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        session_screen = app.screen
        assert isinstance(session_screen, SessionScreen)
        # Through the real palette: typing finds the entry, Enter opens it.
        await from_palette(pilot, "progress", "Progress: victory measures per round")
        await until(pilot, lambda: isinstance(app.screen, ProgressScreen), "the progress screen")
        screen = app.screen
        assert isinstance(screen, ProgressScreen)
        plot = screen.query_one(PlotextPlot)
        # Hellas has one measure (cities): no selector, a line per player over rounds 1-3, 10 cities win.
        assert not screen.query(Select)
        assert _series(plot) == {"Ariadne": ([1, 2, 3], [4, 5, 5]), "Theseus": ([1, 2, 3], [5, 4, 4])}
        assert _targets(plot) == [10]
        drawn = str(plot.render())
        assert "Ariadne" in drawn and "Theseus" in drawn and "Cities — 10 to win" in drawn
        now = str(screen.query_one("#progress-now", Static).render())
        assert now == "Now: Ariadne 5, Theseus 4 (10 to win)"
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is session_screen


async def test_the_selector_switches_measure(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "civilization")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.open_progress()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ProgressScreen)
        select = screen.query_one("#progress-measure", Select)
        assert app.focused is select
        plot = screen.query_one(PlotextPlot)
        assert set(_series(plot)) == {"Ondrej", "Filip", "Avesonn"}
        assert _targets(plot) == [5]  # tech level 5 wins
        await pilot.press("enter", "down", "enter")  # the selector, by keyboard: the second measure
        await pilot.pause()
        assert select.value == "culture"
        assert _series(plot)["Filip"] == ([1, 2], [2, 2])
        assert "Culture track" in str(plot.render())
        # Escape from the focused selector closes the screen too.
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SessionScreen)


async def test_a_new_session_has_nothing_to_plot_yet(tmp_path: Path) -> None:
    # Markup-like names stay as typed.
    _, path = create(tmp_path, "mare-nostrum", [("[b]Ann[/b]", None), ("Bo", None), ("Cy", None)])
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        titles = [title for title, _, _ in SessionCommands(app.screen).commands()]
        assert "Progress: victory measures per round" in titles
        app.open_progress()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ProgressScreen)
        assert not screen.query(PlotextPlot)
        words = str(screen.query_one("#progress-empty", Static).render())
        assert "Nothing to plot yet" in words
        assert "Wonders and heroes (4 to win): [b]Ann[/b] 1, Bo 1, Cy 1" in words
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SessionScreen)


def test_plotext_is_loaded_only_when_a_plot_is_drawn() -> None:
    # Start-up is measured: the app, the session screen, the palette and this screen's module leave it out.
    code = (
        "import sys, tui.app.app, tui.app.commands, tui.app.screens.session, tui.app.screens.progress;"
        "print(sorted(m for m in sys.modules if 'plotext' in m))"
    )
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert found.stdout.strip() == "[]"

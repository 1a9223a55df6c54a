"""The map panel never cuts a place's name (play-test: "Equi", "Germa", "Babyl" until f2 was pressed).

A DataTable measures its rows on its idle message and caches every drawn cell without its width: a screen
painted between the fill and that idle (a real terminal, a loaded machine) froze the names at the width of
the column's title ("place", 5 cells) until a resize redrew them.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.widgets import DataTable

import tui
from engine.views import Place
from tests.settle import settle
from tui.app.app import TabulaApp
from tui.app.screens.session import SessionScreen
from tui.app.widgets.map_panel import MapPanel
from tui.library import copy_demo


class _Board(App[None]):
    """A map panel in a box of fixed size, as the session lays it out, empty until the session fills it."""

    CSS_PATH = str(Path(tui.__file__).parent / "app" / "tabula.tcss")  # the app's: the table fills its box
    CSS = "MapPanel { width: 70; height: 20; }"

    def compose(self) -> ComposeResult:
        yield MapPanel(())


def _in_sight(table: DataTable[str], places: list[Place]) -> list[Place]:
    """The places whose rows show whole under the header (a row is two lines where its name is)."""
    room, out = table.scrollable_content_region.height - table.header_height, []
    for place, row in zip(places, table.ordered_rows, strict=False):
        room -= row.height
        if room < 0:
            break
        out.append(place)
    return out


def _drawn(table: DataTable[str]) -> str:
    """The place column as read down the list: a long name put on two lines (to leave room for the owner and
    pieces beside it) is joined again, whole."""
    width = next(iter(table.columns.values())).get_render_width(table)
    return " ".join(table.render_line(y).text[:width].strip() for y in range(table.size.height))


@pytest.mark.parametrize("game", ["aquileia", "struggle-for-rome", "mare-nostrum", "civilization"])
async def test_names_stay_whole_when_the_screen_paints_before_the_table_measures(game: str, tmp_path: Path) -> None:
    session, _ = copy_demo(tmp_path, game)
    places = session.ruleset.places(session.context())
    app = _Board()
    async with app.run_test(size=(120, 40)) as pilot:
        panel = app.query_one(MapPanel)
        table = panel.query_one("#map-table", DataTable)
        panel.show(places)
        # The screen paints the table at once, as a terminal may before the table's idle message comes.
        table.render_lines(Region(0, 0, table.size.width, table.size.height))
        await settle(pilot)
        drawn = _drawn(table)
        shown = _in_sight(table, list(places))
        assert len(shown) >= 5, drawn
        for place in shown:
            assert place.name in drawn, drawn


@pytest.mark.parametrize("game", ["aquileia", "struggle-for-rome"])
async def test_a_session_opens_with_whole_names_on_its_map(game: str, tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, game)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SessionScreen)
        table = screen.query_one("#map-table", DataTable)
        places = screen.session.ruleset.places(screen.session.context())
        drawn = _drawn(table)
        for place in _in_sight(table, list(places)):
            assert place.name in drawn, drawn

"""The session's map panel draws the Hellas coast as it lies (ctrl+b), whole, and keeps it drawn as play
goes on; ctrl+b again (or ``/``) brings the list back (issue 30, part 3)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable, Static

from tests.settle import until
from tui.app.app import TabulaApp
from tui.app.screens.session import SessionScreen
from tui.app.widgets.command_line import CommandLine
from tui.app.widgets.map_panel import MapPanel
from tui.library import copy_demo


def _drawn(screen: SessionScreen) -> list[str]:
    """The drawing's lines as the map panel paints them, each as wide as the drawing (none cut)."""
    text = screen.query_one("#map-drawn-text", Static)
    return [text.render_line(y).text.rstrip() for y in range(text.size.height)]


async def test_ctrl_b_draws_the_coast_in_the_map_panel_and_follows_the_game(tmp_path: Path) -> None:
    session, path = copy_demo(tmp_path, "hellas")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SessionScreen)
        panel = screen.query_one(MapPanel)
        before = screen.focused
        await pilot.press("ctrl+b")
        await until(pilot, lambda: panel.drawing and bool(screen.query("#map-drawn-text")), "the coast drawn")
        lines = _drawn(screen)
        wanted = session.ruleset.drawn_session(session.context())
        assert lines == wanted, "\n".join(lines)  # every line whole: the panel scrolls sideways instead
        assert any(" Athens " in line for line in lines) and any(" A 2G 1S " in line for line in lines)
        assert not screen.query_one("#map-table", DataTable).display
        assert screen.focused is screen.query_one("#map-drawn")
        # Play goes on (Ariadne reinforces Sparta to three Greeks): the drawing shows it at once.
        await pilot.press("colon")
        command = screen.query_one(CommandLine)
        command.value = "reinforce greeks=sparta"
        await pilot.press("enter")
        await until(pilot, lambda: any(" A 3G 1S " in line for line in _drawn(screen)), "Sparta's third Greek")
        await pilot.press("ctrl+b")
        await until(pilot, lambda: not panel.drawing, "the list again")
        assert not screen.query_one("#map-drawn").display
        # The cursor goes back where it was before the drawing (play-test 9, L3: on the list, colour only, the
        # next word typed was lost).
        assert before is not None and screen.focused is before


async def test_the_small_layout_shows_the_map_tab_for_the_drawing_and_slash_goes_back(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "hellas")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SessionScreen) and screen.layout_mode == "tabs"
        await pilot.press("ctrl+b")
        panel = screen.query_one(MapPanel)
        await until(pilot, lambda: panel.drawing and panel.display, "the map tab with the coast drawn")
        assert screen.tab == 0 and any(" Corinth " in line for line in _drawn(screen))
        await pilot.press("slash")
        await until(pilot, lambda: not panel.drawing, "the list again")
        assert screen.focused is screen.query_one("#map-filter")


async def test_a_game_that_draws_no_board_offers_no_key_for_it(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "mare-nostrum")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SessionScreen)
        await pilot.press("ctrl+b")
        assert not screen.query_one(MapPanel).drawing and not screen.query("#map-drawn")
        assert "drawn" not in {b.binding.action for b in screen.active_bindings.values() if b.enabled}

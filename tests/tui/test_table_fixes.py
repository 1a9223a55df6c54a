"""Pilot tests for what the play-test of the reworked session screen found (issue 13, second pass)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable

from tui.app import TabulaApp
from tui.library import copy_demo
from tui.screens.dialogs import ConfirmDialog
from tui.screens.progress import ProgressScreen
from tui.screens.session import SessionScreen
from tui.widgets.action_form import ActionForm


def _session(app: TabulaApp) -> SessionScreen:
    screen = app.screen
    assert isinstance(screen, SessionScreen), type(screen).__name__
    return screen


async def test_f3_opens_the_progress_plot(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "hellas")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("f3")
        await pilot.pause()
        assert isinstance(app.screen, ProgressScreen)


async def test_a_form_leaves_with_its_phase_and_the_saves_list_follows_the_game(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "civilization")
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        home = app.screen
        assert app.open_session(path)
        await pilot.pause()
        screen = _session(app)
        screen.pick_action("found-city")
        await pilot.pause()
        assert [f.action for f in screen.query(ActionForm)] == ["found-city"]
        await pilot.press("ctrl+n")  # the last turn of the start of turn: the Trade phase begins
        await pilot.pause()
        await pilot.pause()
        assert screen.session.phase.name == "Trade"
        # Play-test: the old fields stayed under "choose an action", and a number key typed into them.
        assert not screen.query(ActionForm)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is home
        table = home.query_one("#saves", DataTable)
        row = [str(cell) for cell in table.get_row_at(0)]
        assert "Trade" in row, row


async def test_the_pinned_players_number_shows_their_cards_and_a_no_lets_the_hand_follow(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "hellas")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _session(app)
        screen.query_one("#map-table").focus()
        await pilot.press("1")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("n")
        await pilot.pause()
        assert screen.pinned == 0
        # The hand panel says "key 1 to show": the key asks again instead of unpinning.
        await pilot.press("1")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("n")
        await pilot.pause()
        assert screen.pinned is None


async def test_a_refused_next_opens_its_form_for_whom_the_header_names(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "aquileia")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _session(app)
        expected = screen.session.summary()["acts_next"]
        await pilot.press("ctrl+n")
        await pilot.pause()
        form = screen.query_one(ActionForm)
        assert form.action == "next" and form.acting() == expected

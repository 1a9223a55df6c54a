"""Issue 31's new-user play-test (keyboard only, tmux): each key does what the screen in front of the player
says, the same way every time, and keys typed behind it reach what the player sees."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select

from engine import saves
from tests.mare_nostrum.test_issue32_build import _build_phase
from tests.settle import settle, until
from tests.tui.driver import demo_app, session_screen, status_of
from tests.tui.test_home import choose, type_names
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.home import HomeScreen
from tui.app.screens.session import SessionScreen
from tui.app.widgets.action_form import ActionForm


def turn_of(screen: SessionScreen) -> str | None:
    """Who has the turn."""
    player = screen.session.turn_player
    return player.name if player is not None else None


async def test_ctrl_n_with_one_player_left_asks_as_with_several(tmp_path: Path) -> None:
    # Play-test: with only Dan left to build, ctrl+n ended Clara's turn at once, and the keys typed to name
    # him (as with several left: Enter, "da", Enter, Enter) picked an influence marker in Dan's buy form.
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    session.act("next", {"player": "Honza", "ahead": "no"})
    session.act("next", {"player": "Petr"})  # the Statesman names Petr ahead of Honza's end
    session.act("next", {})
    assert session.turn_player is not None and session.turn_player.name == "Petr"
    saves.save(session, tmp_path / "build.toml")
    app = TabulaApp(session_path=tmp_path / "build.toml", saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        await pilot.press("ctrl+n")
        await settle(pilot)
        assert [f.action for f in screen.query(ActionForm)] == ["next"], screen.session.turn_player
        assert turn_of(screen) == "Petr"  # nothing applied yet: the table sees who follows
        form = screen.query_one(ActionForm)
        assert form.query_one("#field-player", Select).value == "Mirek"  # the only choice, filled in
        await pilot.press("enter")
        # Petr holds the Statesman and has bought nothing yet: giving up his whole turn is asked first (rules v12).
        await until(pilot, lambda: isinstance(pilot.app.screen, ConfirmDialog), "the question before Petr's turn goes")
        dialog = pilot.app.screen
        assert isinstance(dialog, ConfirmDialog)
        assert "Petr's own build turn" in dialog.question, dialog.question
        assert turn_of(screen) == "Petr"
        await pilot.press("y")
        await until(pilot, lambda: turn_of(screen) == "Mirek", "Mirek's turn")


async def test_enter_on_an_empty_name_moves_on_to_start(tmp_path: Path) -> None:
    # Play-test: Enter on "player 4", left empty, started a game of three at once.
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "mare-nostrum")
        await type_names(pilot, "Ann", "Bo", "Cy")
        screen.query_one("#seat-name-3").focus()
        await pilot.press("enter")
        assert isinstance(app.screen, HomeScreen) and app.focused is screen.query_one("#new-start")
        await pilot.press("enter")  # on Start, Enter starts the game
        await until(pilot, lambda: isinstance(app.screen, SessionScreen), "the session")
        assert [p.name for p in session_screen(pilot).session.players] == ["Ann", "Bo", "Cy"]


async def test_esc_after_a_closed_form_does_what_the_hint_says(tmp_path: Path) -> None:
    # Play-test: "Form closed; Esc again goes back to the home screen", then Esc asked, and the next Esc (No)
    # came back to the same screen and the same words: two Escs that seemed to do nothing.
    async with demo_app(tmp_path, "hellas").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.query_one("#map-table").focus()
        await pilot.press("enter")  # the map's Enter opens the form for the place under its cursor
        assert screen._form() is not None
        await pilot.press("escape")
        assert screen._form() is None and "asks" in status_of(screen), status_of(screen)
        await pilot.press("escape")
        assert isinstance(pilot.app.screen, ConfirmDialog)  # it asks, as said
        await pilot.press("escape")  # No: the session stays, and the hint answered is gone
        assert session_screen(pilot) is screen and status_of(screen) == "", status_of(screen)


async def test_after_the_pick_the_cursor_goes_on_to_the_count(tmp_path: Path) -> None:
    # Play-test: in move-fleet the cursor stayed on "to" once picked, and the "2" typed for the count was a
    # player's number key: "Show Bob's hidden cards?".
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        await screen.open_form("move-fleet")
        await settle(pilot)
        form = screen.query_one(ActionForm)
        assert pilot.app.focused is form.query_one("#field-from")
        await pilot.press("enter", "enter")  # the list opens, its first entry picked: on to "to"
        assert pilot.app.focused is form.query_one("#field-to")
        await pilot.press("enter", "enter", "2")
        assert pilot.app.screen is screen, type(pilot.app.screen).__name__
        values = screen.query_one(ActionForm).values()
        assert "to" in values and values["count"] == "2", values


async def test_tab_to_apply_brings_it_out_from_under_the_check_line(tmp_path: Path) -> None:
    # Play-test: at 120x40 (tmux: 39 rows for the app) Tab from Hellas's ships list went to Apply, hidden
    # behind the check line docked at the Phase panel's foot.
    async with demo_app(tmp_path, "hellas").run_test(size=(120, 39)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        await screen.open_form("reinforce")
        await settle(pilot)
        await pilot.press("tab", "tab")
        apply, check = screen.query_one("#apply"), screen.query_one("#wizard-check")
        assert pilot.app.focused is apply
        assert apply.region.bottom <= check.region.y, (apply.region, check.region)

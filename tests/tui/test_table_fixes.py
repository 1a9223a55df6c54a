"""Pilot tests for what the play-test of the reworked session screen found (issue 13, second pass)."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from textual.widgets import DataTable

from tests.settle import settle, until
from tests.tui.driver import Driver
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.progress import ProgressScreen
from tui.app.screens.session import SessionScreen
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.hand_panel import HandPanel
from tui.app.widgets.pick import Stepper
from tui.library import copy_demo


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
        # The last turn of the start of turn: the Trade phase begins (Ctrl+N opens its form, Ctrl+N applies it).
        await pilot.press("ctrl+n", "ctrl+n")
        await pilot.pause()
        await pilot.pause()
        assert screen.session.phase.name == "Trade"
        # Play-test: the old fields stayed under "choose an action", and a number key typed into them. Now the
        # form the Trade phase waits for opens instead (issue 18), and Esc closes it before leaving.
        assert [f.action for f in screen.query(ActionForm)] == ["collect-trade"]
        await pilot.press("escape")
        await pilot.pause()
        assert not screen.query(ActionForm)
        await pilot.press("escape")  # with no form open, it asks before leaving the session
        await pilot.press("y")
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


def _shows(stepper: Stepper, value: str) -> bool:
    return bool(stepper.value == value)


async def test_keys_that_are_not_part_of_a_number_work_in_a_number_box(tmp_path: Path) -> None:
    from tui.app.screens.keys import KeysScreen

    _, path = copy_demo(tmp_path, "mare-nostrum")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _session(app)
        screen.pick_action("move-legion")
        await pilot.pause()
        # As a player would: once the move form is on screen (a session opens on the awaited form first).
        await Driver(pilot).until(
            lambda: bool(screen.query(ActionForm)) and screen.query_one(ActionForm).action == "move-legion", "the form"
        )
        drive = Driver(pilot)
        stepper = screen.query_one("#field-count", Stepper)
        stepper.focus()
        # A loaded machine (CI) lands the focus a moment later: a key pressed before it was lost.
        await drive.until(lambda: stepper.has_focus_within, "the number box focused")
        # Play-test: + typed a "+" ('count "+": expected a whole number'), and Up did nothing.
        for key, value in (("plus", "2"), ("plus", "3"), ("up", "4"), ("minus", "3")):  # from the default, 1
            await pilot.press(key)
            await drive.until(partial(_shows, stepper, value), f"{value} after {key}")
        await pilot.press("down")
        await drive.until(lambda: stepper.value == "2", "2 after down")
        # ? and : were typed into the box too.
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert stepper.value == "2"
        stepper.value = ""
        await pilot.press("1", "2")
        assert stepper.value == "12"


async def test_escape_in_the_map_filter_leaves_the_box_not_the_session(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "mare-nostrum")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _session(app)
        await pilot.press("slash", "r", "o")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        assert screen.query_one("#map-filter").value == ""  # type: ignore[attr-defined]
        assert app.focused is screen.query_one("#map-table")


async def test_enter_in_a_card_list_applies_and_space_ticks(tmp_path: Path) -> None:
    from tui.app.widgets.tick import CardList

    _, path = copy_demo(tmp_path, "hellas")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _session(app)
        screen.pick_action("reinforce")
        await pilot.pause()
        box = screen.query_one("#field-greeks", CardList)
        box.focus()
        await pilot.press("space")
        ticked = list(box.selected)
        assert len(ticked) == 1
        # Play-test: Enter unticked the highlighted card instead of applying.
        await pilot.press("enter")
        await pilot.pause()
        forms = screen.query(CardList)
        assert (
            not forms or list(forms.first().selected) != [] or "reinforce" in str(screen.query_one("#status").render())
        )
        assert list(box.selected) == ticked or not box.is_attached


async def test_ctrl_f_forces_after_a_question_that_is_shown_whole(tmp_path: Path) -> None:
    from textual.widgets import Label

    from tests.tui.driver import Driver

    _, path = copy_demo(tmp_path, "mare-nostrum")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        line = await drive.fill("move-legion", **{"from": "rome", "to": "babylon", "count": "1"})
        assert line and line != "allowed"
        # Play-test: Force could only be clicked, and its question was cut ("The log wi").
        await pilot.press("ctrl+f")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, ConfirmDialog)
        question = dialog.query_one("#dialog-question", Label)
        assert question.size.height > 1 and question.size.width <= dialog.query_one("#dialog").size.width
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is drive.screen
        # With nothing the rules object to, ctrl+f says so.
        drive.screen.pick_action("next")
        await pilot.pause()
        await pilot.press("ctrl+f")
        await pilot.pause()
        assert "Nothing to force" in str(drive.screen.query_one("#status").render())


async def test_the_log_cursor_stops_at_the_newest_and_tabs_start_on_the_shown_panel(tmp_path: Path) -> None:
    from textual.widgets import OptionList

    _, path = copy_demo(tmp_path, "aquileia")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = _session(app)
        # Play-test at 80x24: the Phase tab showed while the cursor sat in the hidden map. Now it waits in
        # the form the rules wait for (the next placement), on the Phase tab.
        await Driver(pilot).until(lambda: app.focused is not None and app.focused.id == "field-space", "the form")
        await pilot.press("alt+4")
        await pilot.pause()
        log = screen.query_one("#log-list", OptionList)
        newest = log.highlighted
        await pilot.press("down")
        # Play-test: Down on the newest entry jumped to the oldest.
        assert log.highlighted == newest


async def test_enter_on_a_chosen_action_applies_when_nothing_is_missing(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "aquileia")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _session(app)
        space = next(iter(screen.session.suggestions(screen.session.spec("place"), "space")))
        screen.applying.preset = {"space": space}
        screen.pick_action("place")
        await pilot.pause()
        assert screen.query_one("#apply").disabled is False
        events = len(screen.session.events)
        screen.query_one("#action-select").focus()
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.session.events) == events + 1


async def test_a_new_game_form_drops_the_last_games_problems(tmp_path: Path) -> None:
    from textual.widgets import Select, Static

    from tui.app.screens.home import HomeScreen

    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        home = app.screen
        assert isinstance(home, HomeScreen)
        home.start_new()
        await pilot.pause()
        error = home.query_one("#new-error", Static)
        assert "players" in str(error.render())
        home.query_one("#new-game", Select).value = "mare-nostrum"
        await pilot.pause()
        await pilot.pause()
        assert str(error.render()).strip() == ""


def test_the_map_names_a_civilisation_nobody_plays() -> None:
    # The map's owner column read "egypt · influence of neutral Egypt": neutrals by their name, as players' are.
    from tests.mare_nostrum.test_round import _started
    from tui.app.screens.session_parts import owners

    session = _started()  # Babylon, Carthage and Greece played: Egypt and Rome neutral
    named = owners(session)
    assert named["egypt"] == "Egypt" and named["rome"] == "Rome"
    assert named["babylon"] == "Ann (Babylon)"


async def test_a_pinned_hand_follows_who_acts_again_once_the_turn_passes(tmp_path: Path) -> None:
    # The play-test: after a reveal the hand stayed "(pinned)" on that player after the turn had passed.
    _, path = copy_demo(tmp_path, "mare-nostrum")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _session(app)
        screen.query_one("#map-table").focus()
        await pilot.press("3")
        await pilot.pause()
        if isinstance(app.screen, ConfirmDialog):
            await pilot.press("n")
            await pilot.pause()
        assert screen.pinned == 2
        turn = screen.session.table.position.turn
        await Driver(pilot).act("next", player="Honza")  # the turn passes (Lucka, with no units, has none)
        # Mirek, the Commander on turn, has moved nothing yet: giving up his whole turn is asked first (rules v12).
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog), "the question before Mirek's turn goes")
        dialog = app.screen
        assert isinstance(dialog, ConfirmDialog)
        assert "Mirek's own strategy turn" in dialog.question, dialog.question
        await pilot.press("y")
        await settle(pilot)
        assert screen.session.table.position.turn != turn, screen.query_one("#status").render()
        assert screen.pinned is None and "(pinned)" not in str(screen.query_one(HandPanel).border_title)

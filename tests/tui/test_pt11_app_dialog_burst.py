"""A question raised in the middle of a typed burst answers Escape at once (play-test 11, A9), and a key it
cannot use says how to answer (A8).

The play-test typed "Enter Enter leg Enter" on a move the kit lacked a border for: each Enter typed ahead
applied the form again under the question and stacked one more, so Escape seemed to do nothing for seconds.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Label

from tests.settle import settle
from tests.tui.driver import Driver
from tests.tui.test_form_keys import _typed
from tests.tui.test_pt9_dialog_letters import _Asks
from tests.tui.test_tell_fact import _asked, _before_the_coast
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog


async def test_a_burst_raises_one_question_and_escape_closes_it(tmp_path: Path) -> None:
    move = _before_the_coast(tmp_path)
    app = TabulaApp(session_path=tmp_path / "first.toml", saves_dir=tmp_path)
    async with app.run_test(size=(140, 45)) as pilot:
        drive = Driver(pilot)
        await drive.fill("move-fleet", **move)
        session = drive.screen
        events = len(session.session.events)
        session.query_one("#field-to").focus()
        await settle(pilot)
        _typed(app, "enter", "enter", "l", "e", "g", "enter")
        await drive.until(lambda: _asked(app), "the question")
        await settle(pilot)
        assert sum(isinstance(s, ConfirmDialog) for s in app.screen_stack) == 1
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is session
        assert len(session.session.events) == events  # the answer was No


async def test_a_stray_key_says_how_to_answer() -> None:
    app = _Asks()
    async with app.run_test() as pilot:
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, ConfirmDialog)
        hint = dialog.query_one("#dialog-hint", Label)
        assert not hint.display
        _typed(app, "x")
        await settle(pilot)
        assert hint.display  # a key it cannot use: it says how to answer
        _typed(app, "y")
        await settle(pilot)
        assert app.answers == [] and hint.display
        assert "Tab to Yes" in str(hint.render())
        await pilot.press("escape")
        assert app.answers == [False]


async def test_the_same_question_twice_stays_one() -> None:
    app = _Asks()
    async with app.run_test() as pilot:
        await settle(pilot)
        app.push_screen(ConfirmDialog("Sure?"), app.answers.append)
        await settle(pilot)
        assert sum(isinstance(s, ConfirmDialog) for s in app.screen_stack) == 1
        await pilot.press("n")
        assert app.answers == [False] and not isinstance(app.screen, ConfirmDialog)

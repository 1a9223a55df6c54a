"""A Yes/No dialog takes a letter as its answer only as the first key pressed in it (play-test 9, N1): "Escape
Escape" then "Ctrl+N cy Enter Enter" (naming Cy) left the session on the y and opened another game on the Enter."""

from __future__ import annotations

from pathlib import Path

from textual.app import App, ComposeResult
from textual.widgets import Label

from tests.settle import settle, until
from tests.tui.driver import demo_app, session_screen
from tests.tui.test_form_keys import _typed
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.home import HomeScreen


class _Asks(App[None]):
    """A bare app with one question on top; ``answers`` keeps what it was answered. Its keys reach the dialog as
    the Tabula app hands them on (``key_seen``, then the bindings)."""

    def __init__(self) -> None:
        super().__init__()
        self.answers: list[bool | None] = []

    def compose(self) -> ComposeResult:
        yield Label("under")

    def on_mount(self) -> None:
        self.push_screen(ConfirmDialog("Sure?"), self.answers.append)

    async def on_event(self, event: object) -> None:
        from textual import events

        if isinstance(event, events.Key) and isinstance(self.screen, ConfirmDialog):
            self.screen.key_seen(event)
        await super().on_event(event)  # type: ignore[arg-type]


async def test_a_letter_after_another_key_answers_nothing() -> None:
    app = _Asks()
    async with app.run_test() as pilot:
        await settle(pilot)
        _typed(app, "c", "y", "n")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmDialog) and app.answers == []
        # Only Enter on the focused button answers now (No, where the cursor starts).
        _typed(app, "enter")
        await settle(pilot)
        assert app.answers == [False]


async def test_a_letter_first_still_answers() -> None:
    for letter, answer in (("y", True), ("n", False)):
        app = _Asks()
        async with app.run_test() as pilot:
            await settle(pilot)
            await pilot.press(letter)
            assert app.answers == [answer], letter


async def test_a_name_typed_under_the_leave_question_keeps_the_session(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        await pilot.press("escape")
        if not isinstance(pilot.app.screen, ConfirmDialog):
            await pilot.press("escape")  # the first closed a form
        await until(pilot, lambda: isinstance(pilot.app.screen, ConfirmDialog), "the leave-the-session question")
        # The play-test's burst: the y of "cy" left, and the Enter after it opened a saved game from home.
        _typed(pilot.app, "ctrl+n", "c", "y", "enter", "enter")
        await settle(pilot)
        assert not isinstance(pilot.app.screen, HomeScreen)
        assert pilot.app.screen is screen, type(pilot.app.screen).__name__


async def test_f5_then_letters_under_the_leave_question_keep_the_session(tmp_path: Path) -> None:
    # The play-test's second accident: Escape (the question over the picker), then F5 x y z at once.
    async with demo_app(tmp_path, "civilization").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        while not isinstance(pilot.app.screen, ConfirmDialog):
            await pilot.press("escape")
        _typed(pilot.app, "f5", "x", "y", "z")
        await settle(pilot)
        assert isinstance(pilot.app.screen, ConfirmDialog)
        _typed(pilot.app, "escape")
        await settle(pilot)
        assert session_screen(pilot) is screen

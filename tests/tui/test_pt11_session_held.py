"""Keys typed ahead of a question the form's Enter raised are not handed to the form under it, nor to the
question (play-test 11, A9): each held Enter applied the form again and stacked one more question, and a held
``y`` answered one, telling the kit a border nobody had looked at."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.settle import settle
from tests.tui.driver import Driver
from tests.tui.test_form_keys import _typed
from tests.tui.test_tell_fact import _asked, _before_the_coast
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog


async def _burst_on_the_coast(tmp_path: Path, *keys: str) -> tuple[int, int, int, str]:
    """Bo's fleet off the unknown coast, the cursor on ``to``, then ``keys`` in one burst: the questions asked,
    the events before and after, and the status line."""
    move = _before_the_coast(tmp_path)
    app = TabulaApp(session_path=tmp_path / "first.toml", saves_dir=tmp_path)
    asked: list[Any] = []
    push = app.push_screen

    def counted(screen: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(screen, ConfirmDialog):
            asked.append(screen)
        return push(screen, *args, **kwargs)

    app.push_screen = counted  # type: ignore[method-assign]
    async with app.run_test(size=(140, 45)) as pilot:
        drive = Driver(pilot)
        await drive.fill("move-fleet", **move)
        session = drive.screen
        before = len(session.session.events)
        session.query_one("#field-to").focus()
        await settle(pilot)
        _typed(app, *keys)
        await drive.until(lambda: _asked(app), "the question")
        await settle(pilot)
        assert _asked(app)  # still asking
        status = str(session.query_one("#status").render())
        after = len(session.session.events)
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is session
        return len(asked), before, after, status


async def test_enters_typed_ahead_of_the_question_do_not_apply_the_form_again(tmp_path: Path) -> None:
    asked, before, after, status = await _burst_on_the_coast(tmp_path, "enter", "enter", "l", "e", "g", "enter")
    assert asked == 1
    assert before == after
    assert "5 keys typed ahead were set aside" in status


async def test_a_y_typed_ahead_of_the_question_does_not_answer_it(tmp_path: Path) -> None:
    asked, before, after, status = await _burst_on_the_coast(tmp_path, "enter", "y")
    assert asked == 1
    assert before == after  # nothing learnt, nothing moved
    assert "1 key typed ahead was set aside" in status

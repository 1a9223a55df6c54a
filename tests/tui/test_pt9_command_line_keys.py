"""ctrl+z on the ``:`` line with text on it takes back the text typed, never a game event (play-test 9, N3:
":abc" then ctrl+z undid "Dee chooses to act next" and left "abc" on the line)."""

from __future__ import annotations

from pathlib import Path

from tests.settle import settle
from tests.tui.driver import demo_app, open_command_line, session_screen


async def test_ctrl_z_on_the_line_takes_back_the_text_not_an_event(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        events = len(screen.session.events)
        line = await open_command_line(pilot)
        await pilot.press("a", "b", "c")
        await pilot.press("ctrl+z")
        assert len(screen.session.events) == events
        assert line.value == "ab" and pilot.app.focused is line
        await pilot.press("ctrl+z", "ctrl+z")
        assert line.value == "" and len(screen.session.events) == events
        # An empty line: ctrl+z undoes the last event, as everywhere.
        await pilot.press("ctrl+z")
        assert len(screen.session.events) == events - 1

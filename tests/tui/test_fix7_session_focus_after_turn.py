"""The cursor is on some widget after a turn ends in Hellas (issue 31, play-test 6 item 6: reinforcements, a hand
shown and hidden again, then Ctrl+N Ctrl+N left no widget with the cursor; Tab and typed letters did nothing)."""

from __future__ import annotations

from pathlib import Path

from tests.settle import settle
from tests.tui.driver import Driver, demo_app


async def test_the_cursor_is_somewhere_after_ctrl_n_ends_the_turn(tmp_path: Path) -> None:
    async with demo_app(tmp_path, "hellas").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = Driver(pilot).screen
        await pilot.press(*"rein", "enter", "space", "down", "down", "space", "down", "space", "enter")
        await pilot.press("2", "y")
        assert screen.revealed == 1
        screen.conceal()  # what the reveal's timer does when its seconds are up (no test waits on the clock)
        await settle(pilot)
        turn = screen.session.turn_player
        await pilot.press("ctrl+n", "ctrl+n")
        assert screen.session.turn_player is not turn
        focused = pilot.app.focused
        assert focused is not None and focused.screen is screen and focused.display, focused
        # Letters reach it: the action list searches them.
        await pilot.press("x")
        assert pilot.app.focused is not None

"""The status line is one row: a long message ends in an ellipsis, not half a word cut at the edge."""

from __future__ import annotations

from pathlib import Path

from textual.geometry import Region

from tests.settle import settle
from tests.tui.driver import demo_app, session_screen


async def test_a_long_message_ends_in_an_ellipsis(tmp_path: Path) -> None:
    app = demo_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.status("move-legion: " + "the kit does not say that Babylon borders Rome; " * 5, ok=False)
        await settle(pilot)
        status = screen.query_one("#status")
        shown = status.render_lines(Region(0, 0, status.outer_size.width, 1))[0].text.rstrip()
        assert status.size.height == 1
        assert shown.endswith("…"), shown

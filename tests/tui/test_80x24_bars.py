"""At 80x24 the key bar keeps to one line and the glance strip keeps its line of table facts (issue 31, the app
play-test): the key bar wrapped onto a second line, and Aquileia's free spaces were gone from the top."""

from __future__ import annotations

from pathlib import Path

from textual.geometry import Region

from tests.settle import settle, until
from tests.tui.driver import demo_app, session_screen
from tui.app.widgets.glance import GlanceStrip
from tui.app.widgets.key_bar import KeyBar


def _hints(bar: KeyBar) -> list[str]:
    """The bar's lines as shown."""
    return [line.rstrip() for line in str(bar.render()).splitlines()]


async def test_at_80x24_one_line_of_keys_and_the_free_spaces_stay(tmp_path: Path) -> None:
    async with demo_app(tmp_path, "aquileia").run_test(size=(160, 50)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        bar = screen.query_one(KeyBar)
        wide = _hints(bar)
        assert len(wide) == 1 and "Palette" in wide[0]
        await pilot.resize_terminal(80, 24)
        await until(
            pilot, lambda: bar.size.width == 80 and screen.query_one(GlanceStrip).outer_size.width == 80, "80x24"
        )
        await settle(pilot)
        narrow = _hints(bar)
        assert len(narrow) == 1 and bar.outer_size.height == 1, narrow
        # The hints left out are the last ones: the same ones always come first.
        assert wide[0].startswith(narrow[0]) and len(narrow[0]) <= 80, (wide, narrow)
        strip = screen.query_one(GlanceStrip)
        size = strip.outer_size
        lines = [row.text.strip() for row in strip.render_lines(Region(0, 0, size.width, size.height))]
        assert lines[0].startswith("Kaja places next") and "free: Mercatus" in lines[0], lines
        assert all(any(name in line for line in lines) for name in ("Vlada", "Kaja", "Jirka")), lines
        assert screen.query_one("#wizard").region.height >= 15

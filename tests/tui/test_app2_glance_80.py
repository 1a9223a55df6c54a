"""At 80x24 Aquileia's glance strip shows every column of its players' table, Servants included (issue 37's app
items: the packed strip dropped the last column): headings are cut short first, where that makes every column
fit."""

from __future__ import annotations

from pathlib import Path

from engine.views import Glance
from tests.settle import settle
from tests.tui.driver import demo_app, fresh_app
from tui.app.app import TabulaApp
from tui.app.widgets.glance import GlanceStrip, render_glance


async def _strip(app: TabulaApp) -> tuple[str, GlanceStrip]:
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        strip = app.screen.query_one(GlanceStrip)
        assert strip.compact
        return strip._text().plain, strip


async def test_the_demo_strip_keeps_the_servants_column_at_80_columns(tmp_path: Path) -> None:
    text, strip = await _strip(demo_app(tmp_path, "aquileia"))
    lines = text.splitlines()
    assert all(len(line) <= 78 for line in lines), lines  # inside the strip's padding
    assert "Servants" in lines[1], lines
    # Every player's servants to place, in sight.
    for row in strip._glance.rows:
        assert any(line.find(row[0]) >= 0 and row[-1] in line for line in lines[2:]), (row, lines)


async def test_four_players_keep_every_column_too(tmp_path: Path) -> None:
    names = ["Anna", "Bohdan", "Cyril", "Dana"]
    text, _strip_shown = await _strip(fresh_app(tmp_path, "aquileia", names))
    lines = text.splitlines()
    assert all(len(line) <= 78 for line in lines), lines
    assert lines[1].count("Servants") == 2 and len(lines) == 4, lines  # two players a row, in the same 4 rows
    assert all(any(name in line for line in lines) for name in names), lines


def test_a_strip_that_fits_is_left_as_it_was() -> None:
    # Wide enough: whole headings, two spaces between columns, nothing cut.
    rows = (("Ann", "3", "4 to place"), ("Bo", "1", "2 to place"), ("Cy", "0", "5 to place"))
    glance = Glance("", ("Player", "Points", "Servants"), rows)
    text = render_glance(glance, 78, 3).plain
    assert text.splitlines()[0].split() == ["Player", "Points", "Servants", "│", "Player", "Points", "Servants"]

"""Civilization plugs into the same screens: its dials, track, pyramid and distances show."""

from __future__ import annotations

from pathlib import Path

from tests.tui.driver import Driver
from tui.app import TabulaApp
from tui.library import copy_demo
from tui.screens.session import SessionScreen
from tui.widgets.render import _pyramid as pyramid_text


async def test_civilization_session_screen(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "civilization")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SessionScreen)
        views = screen.session.ruleset.views(screen.session.context())
        titles = [v.title for v in views]
        # Trade and coins are in the glance strip; the step's progress comes first.
        assert titles[:3] == ["Progress: Ondrej's turn, 3 of 3", "Victory distances", "Culture track"]
        pyramid = next(v for v in views if v.title.startswith("Tech pyramid — Avesonn"))
        assert pyramid.kind == "pyramid"
        # Avesonn has two level-1 techs: level 2 is open, level 3 is not.
        open_levels = {level for level, _, fits in pyramid.rows if fits}
        assert open_levels == {1, 2}
        drawn = pyramid_text(pyramid).plain
        assert "[Construction] [Irrigation]" in drawn and drawn.count("[+]") == 2
        drive = Driver(pilot)
        await drive.act("coins", player="Ondrej", change="1")
        await drive.act("invest", player="Ondrej", coins="2")
        assert screen.session.table.ledger.count("investments:china", "coin") == 2

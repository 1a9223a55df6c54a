"""Civilization plugs into the same screens: its dials, track, pyramid and distances show."""

from __future__ import annotations

from pathlib import Path

from tests.tui.driver import Driver
from tui.app.app import TabulaApp
from tui.app.screens.session import SessionScreen
from tui.app.widgets.render import _pyramid as pyramid_text
from tui.library import copy_demo


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


async def test_esc_closes_a_half_filled_form_before_leaving_the_session(tmp_path: Path) -> None:
    # Play-test: Esc from a half-filled form left the session for the home screen.
    from tui.app.widgets.action_form import ActionForm

    _, path = copy_demo(tmp_path, "civilization")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        screen = app.screen
        drive = Driver(pilot)
        await drive.fill("coins", player="Ondrej", change="1")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and not screen.query(ActionForm)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is not screen


async def test_the_last_players_form_closes_when_the_turn_passes(tmp_path: Path) -> None:
    # Play-test: after ctrl+n the previous player's relic form stayed open, the cursor in it, and "hut" typed
    # for the next player went into it.
    from tests.golden import tabula
    from tui.app.widgets.action_form import ActionForm

    tabula(tmp_path, "new", "civilization", "-p", "Ondrej:china", "-p", "Filip:rome", "--name", "g", "--no-tui")
    app = TabulaApp(session_path=tmp_path / "g.toml", saves_dir=tmp_path)
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SessionScreen)
        screen.pick_action("found-city")
        await pilot.pause()
        assert [f.action for f in screen.query(ActionForm)] == ["found-city"]
        await pilot.press("ctrl+n")  # the form that ends the turn, the cursor on Apply
        await pilot.pause()
        await pilot.press("ctrl+n")  # again: applied
        await pilot.pause()
        await pilot.pause()
        assert screen.session.turn_player is not None and screen.session.turn_player.name == "Filip"
        assert not screen.query(ActionForm)

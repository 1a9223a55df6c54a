"""Pilot tests for what a play-tester saw in the app at a Struggle for Rome table (issue 16).

The fixes are in the generic app, so they help every game: a needed field left empty is a
hint until Enter, an applied action does not greet the player with ✗ lines, the open action
list covers what is behind it, and wrapped log lines hang under their text.
"""

from __future__ import annotations

import re
from pathlib import Path

from rich.color import Color
from textual.widget import Widget
from textual.widgets import OptionList, Select
from textual.widgets._select import SelectOverlay

from engine import saves
from tests.tui.driver import Driver, fresh_app
from tui.app.app import TabulaApp
from tui.app.screens.session import SessionScreen
from tui.app.widgets.action_form import ActionForm
from tui.library import copy_demo

RED = Color.parse("#ff0000")


def _screen(app: TabulaApp) -> SessionScreen:
    screen = app.screen
    assert isinstance(screen, SessionScreen), type(screen).__name__
    return screen


def _colours(widget: Widget) -> set[str]:
    """The colours of the text a widget shows (what a player sees as red or not)."""
    return {
        segment.style.color.name
        for y in range(widget.size.height)
        for segment in widget.render_line(y)
        if segment.text.strip() and segment.style and segment.style.color
    }


def _rows(log: OptionList) -> list[str]:
    """The log's lines as drawn (none before it is laid out and filled)."""
    rows = [log.render_line(y).text.rstrip() for y in range(log.size.height)]
    return rows if any(rows) else []


async def test_an_empty_needed_field_is_a_hint_until_enter(tmp_path: Path) -> None:
    app = fresh_app(tmp_path, "struggle-for-rome", ("Ann", "Bo", "Cy", "Di"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(app)
        screen.pick_action("roll-resources")
        await Driver(pilot).until(lambda: bool(screen.query("#field-dice")), "the roll form")
        await pilot.pause()
        assert app.focused is screen.query_one("#field-dice")
        check = screen.query_one("#wizard-check")
        # Play-test: a red "roll-resources: say dice …" before anything was typed.
        assert "say dice" in Driver(pilot).check()
        assert RED.name not in _colours(check), _colours(check)
        await pilot.press("enter")  # Enter with the dice still empty: now it is why nothing happened
        await pilot.pause()
        assert len(screen.session.events) == 0
        assert RED.name in _colours(check)


async def test_an_applied_move_leaves_no_form_with_cross_lines(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "struggle-for-rome")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        screen = drive.screen
        events = len(screen.session.events)
        assert (await drive.fill("move", land="1")).startswith("allowed")
        screen.query_one("#field-land").focus()
        await pilot.press("enter")
        await drive.until(lambda: len(screen.session.events) == events + 1, "the move")
        select = screen.query_one("#action-select", Select)
        # The list waits, its cursor on it (the form reopens a moment, is refused, and goes).
        await drive.until(lambda: select.value == Select.NULL and app.focused is select, "the action list back")
        await pilot.pause()
        # Play-test: the move form stayed, greeting the player with "✗ Tribe turn: a tribe moves
        # first, once…" and "✗ Move: say how many … arrows" for the move just made.
        assert "✗" not in drive.check() and "Tribe turn" not in drive.check()
        assert [f.action for f in screen.query(ActionForm)] == []
        assert select.value == Select.NULL
        assert app.focused is select  # not a field of the removed form, where keys were lost
        assert "moves" in drive.status()


async def test_the_open_action_list_covers_the_panel_behind_it(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "struggle-for-rome")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        select = _screen(app).query_one("#action-select", Select)
        select.focus()
        await pilot.press("m")  # a letter opens the list and searches
        await pilot.pause()
        await pilot.pause()
        overlay = select.query_one(SelectOverlay)
        assert select.expanded and overlay.region.height > 3
        # Play-test: "Tmove", "Ccount", "pmove-to": the phase's views showed down the list's left
        # edge, in the column of the select's focus bar that the list left uncovered.
        for y in range(overlay.region.y, overlay.region.bottom):
            for x in (select.region.x, select.region.right - 1):
                widget, _ = app.screen.get_widget_at(x, y)
                assert widget is overlay or overlay in widget.ancestors, (x, y, widget)


async def test_wrapped_log_lines_hang_under_their_text(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "struggle-for-rome")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        log = _screen(app).query_one("#log-list", OptionList)
        await Driver(pilot).until(lambda: bool(_rows(log)), "the log drawn")
        rows = _rows(log)
        starts = {
            line.strip()
            for i in range(log.option_count)
            for line in str(log.get_option_at_index(i).prompt).splitlines()
        }
        wrapped = [row for row in rows if row.strip() and row.strip() not in starts]
        assert wrapped, rows  # some entry is longer than the panel is wide
        for row in rows:
            if row.strip() and not re.match(r"\s*\d+\. ", row):
                # Play-test: " grain and 0 gold." restarted at the left edge, under the number.
                indent = len(row) - len(row.lstrip())
                assert indent > 5, rows
        assert any(re.match(r"\s*\d+\. ", row) for row in rows)


async def test_an_untouched_yes_or_no_is_not_said(tmp_path: Path) -> None:
    """Hellas app play-test: the form sent every unticked box as "no", so a kit tile with a bridge (Boeotia)
    was refused ("the kit says otherwise of Boeotia's bridge"); an optional fact is now yes, no or unsaid."""
    from tests.hellas.helpers import example_kit, new_session

    session = new_session((("Ann", "light"), ("Bo", "dark")), kit=example_kit())
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    session.act("coast-tile", {"tile": "corinth", "at": "NE of the dolphin tile", "turn": 0})
    path = tmp_path / "coast.toml"
    saves.save(session, path)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(140, 45)) as pilot:
        drive = Driver(pilot)
        await pilot.pause()
        await drive.act("coast-tile", tile="boeotia", at="corinth-nw", turn="0")  # N of the dolphin tile
        await drive.until(lambda: len(drive.screen.session.events) == 4, "Boeotia placed")

"""The ``:`` line's Escape and Enter (play-test 11): Escape gives the cursor back to the form's field it came
from even after a command beside the form made the form anew (L1: the cursor went to the action list, and
the next ``s`` opened it), and an empty line runs nothing (A5: ``:`` then Escape Enter typed fast is read as
Alt+Enter)."""

from __future__ import annotations

from pathlib import Path

from tests.settle import settle
from tests.tui.test_cursor_after_pick import _building, _buy_form, _focused_id
from tui.app.widgets.command_line import CommandLine
from tui.app.widgets.pick import PickList


async def test_escape_goes_back_to_the_field_of_the_form_made_anew_behind_the_line(tmp_path: Path) -> None:
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        screen = drive.screen
        await drive.fill("buy", item="city", province="north-of-rome")
        screen.query_one("#field-province").focus()
        await settle(pilot)
        await pilot.press("colon")
        old = screen.query_one("#field-province")
        # What a command beside the form does when it changes what the form's lists offer (:printed, :add-sea):
        # the same action's form made anew behind the line, its fields new widgets.
        made = screen.applying.made_form_with("buy", {"item": "city", "province": "north-of-rome"}, None)
        assert made is not None
        await screen.wizard().mount_form(made)
        await settle(pilot)
        assert not old.is_attached
        await pilot.press("escape")
        assert _focused_id(pilot) == "field-province"
        await pilot.press("s")
        assert not screen.query_one("#action-select", PickList).expanded


async def test_escape_after_the_form_changed_action_goes_to_the_new_forms_field(tmp_path: Path) -> None:
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        screen = drive.screen
        await pilot.press("colon")
        made = screen.applying.made_form_with("next", {}, None)  # the phase or turn moved on behind the line
        assert made is not None
        await screen.wizard().mount_form(made)
        await settle(pilot)
        await pilot.press("escape")
        focused = pilot.app.focused
        form = screen._form()
        assert form is not None and focused is not None and form in focused.ancestors_with_self


async def test_enter_on_the_empty_line_runs_nothing_and_closes_it(tmp_path: Path) -> None:
    """``:`` then Escape Enter typed fast reaches the app as ``:`` and Enter alone (the terminal's Alt+Enter)."""
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        screen = drive.screen
        events = len(screen.session.events)
        await pilot.press("colon", "enter")
        line = screen.query_one(CommandLine)
        assert not line.display
        assert "type an action" not in str(screen.query_one("#status").render())
        assert _focused_id(pilot) == "field-item"
        assert len(screen.session.events) == events

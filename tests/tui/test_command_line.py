"""The ``:`` command line as the table uses it: the items of the app review about it (ux-tui.md, issue 31)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import OptionList

from tests.settle import _press, settle
from tests.tui.driver import demo_app as _app
from tests.tui.driver import fresh_app, open_command_line, status_of
from tests.tui.driver import session_screen as _screen
from tui.app.widgets.action_form import ActionForm


async def test_up_and_down_recall_the_commands_of_this_run_newest_first(tmp_path: Path) -> None:
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        line = await open_command_line(pilot)
        await pilot.press(*"roll dice=6,6", "enter", *"roll dice=5,4", "enter")
        assert [e.args["dice"] for e in screen.session.events[-2:]] == [[6, 6], [5, 4]]
        # Closed and opened again, the line still knows them; what was being typed comes back last.
        await pilot.press("escape")
        assert await open_command_line(pilot) is line
        await pilot.press(*"ro")
        seen = []
        for key in ("up", "up", "up", "down", "down"):
            await pilot.press(key)
            seen.append(line.value)
        assert seen == ["roll dice=5,4", "roll dice=6,6", "roll dice=6,6", "roll dice=5,4", "ro"]
        assert line.cursor_position == len(line.value)
        # A recalled command runs as typed.
        await pilot.press("up", "up", "enter")
        assert screen.session.events[-1].args["dice"] == [6, 6]


async def test_tab_lists_the_candidates_and_completes_when_one_fits(tmp_path: Path) -> None:
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        line = await open_command_line(pilot)
        # Several actions start with "mo": both are listed, the line takes what they share.
        await pilot.press(*"mo", "tab")
        assert line.value == "move-"
        assert "move-fleet" in status_of(screen) and "move-legion" in status_of(screen)
        # Tab again takes them in turn.
        await pilot.press("tab")
        taken = line.value
        await pilot.press("tab")
        assert {taken, line.value} == {"move-fleet", "move-legion"}
        # Typing ends the turn; one field fits "d": it is completed.
        await pilot.press("ctrl+u", *"roll d", "tab")
        assert line.value == "roll dice="
        # Field names: all those not given yet.
        await pilot.press("ctrl+u", *"move-legion ", "tab")
        names = [f"{f.name}=" for f in screen.session.spec("move-legion").fields]
        assert len(names) > 1 and all(name in status_of(screen) for name in names)
        # Values the rules offer: the provinces a legion may leave from, with "ro" only Rome.
        await pilot.press("ctrl+u", *"move-legion from=ro", "tab")
        assert line.value == "move-legion from=rome"


async def test_a_misspelt_field_is_refused_naming_the_fields(tmp_path: Path) -> None:
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        events = len(screen.session.events)
        line = await open_command_line(pilot)
        await pilot.press(*"roll dcie=3", "enter")
        # One line naming the field typed and the fields the action has; the line stays open to be mended.
        assert status_of(screen) == "roll has no field 'dcie' (expected: dice, why)"
        assert line.display and pilot.app.focused is line and line.value == "roll dcie=3"
        assert not screen.query(ActionForm) or screen.query_one(ActionForm).action != "roll"
        assert len(screen.session.events) == events


async def test_the_next_command_typed_while_one_applies_reaches_the_line_in_order(tmp_path: Path) -> None:
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        events = len(screen.session.events)
        line = await open_command_line(pilot)
        # At typing speed: no key waits for the screen to settle after the one before.
        await _press(pilot, *"roll dice=6,6", "enter", *"roll dice=5,4", "enter", *"roll dice=3")
        await settle(pilot)
        assert [e.args["dice"] for e in screen.session.events[events:]] == [[6, 6], [5, 4]]
        assert pilot.app.focused is line and line.value == "roll dice=3"


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])  # panels side by side, and in tabs
async def test_an_action_typed_on_the_line_is_logged_like_any_other(tmp_path: Path, size: tuple[int, int]) -> None:
    # Play-test: a Struggle for Rome roll-resources typed on the line was missing from the log.
    app = fresh_app(tmp_path, "struggle-for-rome", ("Ann", "Bo", "Cy", "Di"))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        # The roll waits for the setup (play-test 9 P10): each player's starting pasture card first.
        for _ in range(4):
            screen.session.act("starting-card", {"card": "cattle"})
        await open_command_line(pilot)
        await pilot.press(*"roll-resources dice=2,3", "enter")
        assert [e.type for e in screen.session.events] == ["starting-card"] * 4 + ["roll-resources"]
        log = screen.query_one("#log-list", OptionList)
        shown = [str(log.get_option_at_index(i).prompt) for i in range(log.option_count)]
        said = screen.session.describe_event(screen.session.events[4], 5)
        assert any(said in entry for entry in shown), shown

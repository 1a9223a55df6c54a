"""`:roll dice=3` asks first ("Enter again records it"); the Enter again runs it and the line is empty once it
has (issue 31's leftovers, the play-test). Typed right behind the first Enter, the second reached the line before
the command was given back to it: an empty command ran ("type an action") and the roll was lost."""

from __future__ import annotations

from pathlib import Path

from textual import events

from tests.settle import settle
from tests.tui.driver import Driver, demo_app, open_command_line, status_of

#: What each key types.
CHARS = {"space": " ", "equals_sign": "=", "enter": "\r"}


def _keys(typed: str) -> list[str]:
    names = {" ": "space", "=": "equals_sign"}
    return [names.get(char, char) for char in typed]


async def _rolled(folder: Path, burst: bool) -> tuple[str, str, int, str]:
    """The line, the status, the events added and the last event's type after ``:roll dice=3`` Enter Enter."""
    async with demo_app(folder, "mare-nostrum").run_test(size=(120, 40)) as pilot:
        drive = Driver(pilot)
        await settle(pilot)
        before = len(drive.screen.session.events)
        line = await open_command_line(pilot)
        keys = [*_keys("roll dice=3"), "enter", "enter"]
        if burst:
            for key in keys:
                pilot.app.post_message(events.Key(key, CHARS.get(key, key)))
        else:
            await pilot.press(*keys)
        await settle(pilot)
        session = drive.screen.session
        return line.value, status_of(drive.screen), len(session.events) - before, session.events[-1].type


async def test_enter_again_runs_the_roll_and_empties_the_line(tmp_path: Path) -> None:
    value, status, added, last = await _rolled(tmp_path, burst=False)
    assert (value, added, last) == ("", 1, "roll") and "rolls 3" in status


async def test_enter_again_typed_right_behind_runs_it_too(tmp_path: Path) -> None:
    value, status, added, last = await _rolled(tmp_path, burst=True)
    assert (value, added, last) == ("", 1, "roll") and "rolls 3" in status, status

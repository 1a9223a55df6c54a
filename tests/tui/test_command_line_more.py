"""The ``:`` command line after a new player's play-test: a value is found as the form's pick list finds it (by
its area too), and commands pasted or typed in one burst run one a line, in order."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual import events
from textual.keys import _character_to_key
from textual.pilot import Pilot
from textual.widgets import Input

from tests.settle import _press, settle
from tests.tui.driver import Driver, demo_app, open_command_line, session_screen, status_of
from tui.app.screens.session import SessionScreen
from tui.app.widgets.command_line import CommandLine

#: The keys typed as a character in the texts typed here: Enter and Backspace.
_EDITS = {"\n": "enter", "\b": "backspace"}


def _burst(pilot: Pilot[Any], text: str) -> None:
    """``text`` as a terminal sends a paste without brackets, or keys typed faster than the app handles them: every
    key in the app's queue before it handles the first (a line break is Enter, a backspace character Backspace)."""
    for char in text:
        if char in _EDITS:
            pilot.app.post_message(events.Key(_EDITS[char], None if char == "\b" else "\r"))
        else:
            pilot.app.post_message(events.Key(char if char.isalnum() else _character_to_key(char), char))


def _rolls(screen: SessionScreen, since: int) -> list[list[int]]:
    return [e.args["dice"] for e in screen.session.events[since:] if e.type == "roll"]


async def test_a_value_is_found_by_its_area_as_the_pick_list_finds_it(tmp_path: Path) -> None:
    # Play-test: ":place space=mer<Tab>" offered nothing, while the form's list found the Mercatus spaces.
    async with demo_app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        mercatus = {e.id for e in screen.session.catalogue("space").entries if e.group == "Mercatus"}
        line = await open_command_line(pilot)
        await pilot.press(*"place space=mer", "tab")
        offered = set(status_of(screen).split())
        assert "pecunia" in offered and offered <= mercatus, offered
        # The first is typed at once; Tab takes the others in turn, each as its own id on the line.
        first = line.value.removeprefix("place space=")
        assert first in mercatus
        await pilot.press("tab")
        assert line.value.removeprefix("place space=") in mercatus - {first}
        # One found by a word of its name alone is completed into its id.
        await pilot.press("ctrl+u", *"place space=bronz", "tab")
        assert line.value == "place space=portus-bronze"
        # An action too, as the form's list of actions finds it; one that starts like it comes first.
        await pilot.press("ctrl+u", *"up", "tab")
        assert line.value == "turn-up"
        await pilot.press("ctrl+u", *"pla", "tab")
        assert line.value == "place"


async def _send(pilot: Pilot[Any], how: str, text: str) -> None:
    """Type ``text`` without waiting for the screen: a key a turn (Textual's ``press``), or all in one burst."""
    if how == "burst":
        _burst(pilot, text)
    else:
        await _press(pilot, *(_EDITS.get(c, c) for c in text))
    await settle(pilot)


@pytest.mark.parametrize("how", ["press", "burst"])
async def test_commands_typed_in_one_burst_run_one_a_line_in_order(tmp_path: Path, how: str) -> None:
    # Play-test: ":roll dice=3<Enter>:roll dice=4<Enter>" sent at once ran one command, or lost the second. (The
    # Backspace: the line's editing keys act in the order typed too. Two dice each: one alone is said first.)
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        events_before = len(screen.session.events)
        await _send(pilot, how, ":roll dice=3,35\b\n:roll dice=4,4\n:roll")
        assert _rolls(screen, events_before) == [[3, 3], [4, 4]], status_of(screen)
        line = screen.query_one(CommandLine)
        assert pilot.app.focused is line and line.value == "roll"


@pytest.mark.parametrize("how", ["press", "burst"])
async def test_a_command_refused_in_a_burst_is_not_joined_to_the_next(tmp_path: Path, how: str) -> None:
    # The refused command went back on the line while the next one was on its way to it: both ran as one line.
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        events_before = len(screen.session.events)
        line = await open_command_line(pilot)
        await _send(pilot, how, "roll dice=9,9\n:roll dice=4,4\n")
        assert _rolls(screen, events_before) == [[4, 4]], status_of(screen)
        assert pilot.app.focused is line and line.value == ""


async def test_two_lines_pasted_run_as_two_commands(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        events_before = len(screen.session.events)
        line = await open_command_line(pilot)
        pilot.app.post_message(events.Paste(":roll dice=3,3\n:roll dice=4,4\n"))
        await settle(pilot)
        assert _rolls(screen, events_before) == [[3, 3], [4, 4]], status_of(screen)
        assert pilot.app.focused is line and line.value == ""
        # A last line without its Enter waits on the line, as typed.
        pilot.app.post_message(events.Paste("roll dice=5,5\r\nroll dice=6,6"))
        await settle(pilot)
        assert _rolls(screen, events_before) == [[3, 3], [4, 4], [5, 5]]
        assert line.value == "roll dice=6,6"


async def test_lines_pasted_with_the_line_closed_open_it_and_run(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        events_before = len(screen.session.events)
        line = screen.query_one(CommandLine)
        assert not line.display
        pilot.app.post_message(events.Paste(":roll dice=3,3\n:roll dice=4,4\n"))
        await settle(pilot)
        assert _rolls(screen, events_before) == [[3, 3], [4, 4]], status_of(screen)
        assert line.display and pilot.app.focused is line


async def test_a_colon_typed_in_a_text_box_is_typed_there(tmp_path: Path) -> None:
    # ``:`` opens the line as the app takes the key, but not from a text box, where it is a character.
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        await Driver(pilot).fill("roll")
        why = screen.query_one("#field-why", Input)
        why.focus()
        await _send(pilot, "burst", "at 8:30")
        assert why.value == "at 8:30" and not screen.query_one(CommandLine).display


@pytest.mark.parametrize("how", ["press", "burst"])
async def test_a_command_typed_while_a_form_applies_reaches_the_line(tmp_path: Path, how: str) -> None:
    # Enter applied a form and ":roll dice=4" followed before the next form was up: the keys were held for the
    # next form and went into its first field, ':' with them.
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        drive = Driver(pilot)
        assert (await drive.fill("roll", dice="3")).startswith("allowed")
        screen.query_one("#field-dice").focus()
        await settle(pilot)
        events_before = len(screen.session.events)
        await _send(pilot, how, "\n:roll dice=4,4\n")
        assert _rolls(screen, events_before) == [[3], [4, 4]], status_of(screen)

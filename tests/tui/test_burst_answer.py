"""Keys typed in one burst after a question is answered, and across two entries, end as the same keys typed one by
one (issue 31, the play-test: the hand key, y, then Down Down Space Down Space Enter at once opened the form's player
list 3 times of 6; two set-up entries typed in one burst applied only the first). The app weighed y once the key had
gone through the dialog's button, after the next keys had reached it; a key typed before Enter came back from its
field after Enter had taken the cursor away (a card Space ticked was not ticked); and a late give-back of the first
Enter's keys handed the second Enter's to the old form."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.app import App

from tests.settle import settle
from tests.tui.driver import Driver, fresh_app
from tests.tui.test_form_keys import _typed
from tests.tui.test_hidden_in_forms import _trade
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.widgets.pick import PickOverlay, pick_of

#: Where a burst breaks: the app settles before the keys after it come.
PAUSE = "|"


async def _type(pilot: Any, keys: list[str], burst: bool) -> None:
    """``keys`` at paste speed (``burst``) or one by one, the app settling at each ``PAUSE`` either way."""
    for chunk in " ".join(keys).split(PAUSE):
        if burst:
            _typed(pilot.app, *chunk.split())
        else:
            await pilot.press(*chunk.split())
        await settle(pilot)


def _where(app: App[Any], drive: Driver) -> tuple[Any, ...]:
    """What the keys have left: the entries applied, the form and its values, the cursor, what an open list searches."""
    screen = drive.screen
    focused = app.focused
    pick = pick_of(focused)
    searched = pick.query_one(PickOverlay).typed if pick is not None and pick.expanded else None
    form = screen._form()
    events = [(event.type, dict(event.args)) for event in screen.session.events]
    shown = None if form is None else (form.action, form.values())
    return events, shown, None if focused is None else (focused.id, type(focused).__name__), searched


async def _answered(folder: Path, keys: list[str], burst: bool) -> tuple[Any, ...]:
    """Egypt's offer (two cards to give) with Egypt's hand key pressed: the show-the-cards question is on screen."""
    async with _trade(folder).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        await pilot.press("1")
        assert isinstance(pilot.app.screen, ConfirmDialog)
        await _type(pilot, keys, burst)
        return _where(pilot.app, drive)


@pytest.mark.parametrize(
    "keys",
    [
        # The play-test's: yes, then two cards ticked and the offer applied.
        ["y", "down", "down", "space", "down", "space", "enter"],
        # Yes from its button (Tab to it, Enter), then a card ticked and the offer applied.
        ["tab", "enter", "space", "down", "space", "enter"],
        # No: the keys go where the cursor was (the player list opens on Down).
        ["n", "down"],
        # The cards shown first: ticked and applied in one burst (Space came back after Enter had left the list).
        ["y", PAUSE, "down", "space", "down", "space", "enter"],
    ],
)
async def test_keys_typed_right_after_an_answer_reach_the_screen_below_as_typed_key_by_key(
    tmp_path: Path, keys: list[str]
) -> None:
    burst = await _answered(tmp_path / "burst", keys, True)
    assert burst == await _answered(tmp_path / "keys", keys, False)


async def test_cards_ticked_right_after_showing_them_are_offered(tmp_path: Path) -> None:
    events, shown, _, _ = await _answered(tmp_path, ["y", "down", "down", "space", "down", "space", "enter"], True)
    assert events[-1][0] == "offer" and len(events[-1][1]["cards"]) == 2, events[-1]
    assert shown is not None and shown[1].get("player") != "Egypt"  # the next player's offer is open


async def _set_up(folder: Path, keys: list[str], burst: bool) -> tuple[Any, ...]:
    """A new Mare Nostrum game of four (A, Egypt, names the goods of its caravans first: Cyrene's, the one the
    shipped kit leaves to name, is filled in, the cursor on its good) and ``keys`` typed."""
    async with fresh_app(folder, "mare-nostrum", ["A", "B", "C", "D"]).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        assert drive.screen.query_one("#field-good") is pilot.app.focused
        await _type(pilot, keys, burst)
        return _where(pilot.app, drive)


@pytest.mark.parametrize(
    "keys",
    [
        # Cyrene's caravan on gems (Enter picks, Enter applies), then Egypt's extra caravan (Tab from the list).
        [*"gem", "enter", "enter", *"ale", "tab", *"pap", "enter", "enter"],
        # The same with Enter picking each entry.
        [*"gem", "enter", "enter", *"ale", "enter", *"pap", "enter", "enter"],
        # Tab on to the Apply button and Enter there, then Tab, typed before the button had taken the Enter.
        [*"gem", "tab", "tab", "enter", *"ale", "tab", *"pap", "tab", "tab", "enter"],
    ],
)
async def test_two_set_up_entries_typed_in_one_burst_apply_as_typed_key_by_key(tmp_path: Path, keys: list[str]) -> None:
    burst = await _set_up(tmp_path / "burst", keys, True)
    assert burst == await _set_up(tmp_path / "keys", keys, False)


async def test_both_set_up_entries_typed_in_one_burst_apply(tmp_path: Path) -> None:
    keys = [*"gem", "enter", "enter", *"ale", "tab", *"pap", "enter", "enter"]
    events, shown, _, _ = await _set_up(tmp_path, keys, True)
    assert events == [
        ("caravan-good", {"player": "A", "province": "cyrene", "good": "gems"}),
        ("extra-caravan", {"province": "alexandria", "good": "papyrus"}),
    ]
    assert shown == ("caravan-good", {"player": "B"})  # B's entry is next, its form empty

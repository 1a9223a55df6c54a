"""Keys typed faster than the app handles them end as the same keys typed one by one (play-test: "south" Enter
Tab "oil" Enter Enter in one burst left the province empty and the cursor on it). The app weighs its priority
keys (Enter, Tab) as it takes them from its queue, before the list has handled the letters typed ahead."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Input

from engine import registry, saves
from engine.session import Session
from tests.settle import settle
from tests.tui.driver import Driver, demo_app
from tests.tui.test_burst_answer import PAUSE, _type
from tests.tui.test_form_keys import _typed
from tui.app.app import TabulaApp
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.pick import PickOverlay, pick_of

#: Where a burst breaks: the app settles before the keys after it come (the list the first opened has the cursor).


async def _ends(folder: Path, keys: list[str], burst: bool) -> tuple[Any, ...]:
    session = Session.new(registry.load("mare-nostrum"), [(n, None) for n in ("Ann", "Bob", "Cy")], (), {}, name="mn")
    saves.save(session, folder / "mn.toml")
    async with TabulaApp(session_path=folder / "mn.toml", saves_dir=folder).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = Driver(pilot).screen
        assert screen.query_one(ActionForm).action == "caravan-good"
        await _type(pilot, keys, burst)
        focused = pilot.app.focused
        pick = pick_of(focused)
        searched = pick.query_one(PickOverlay).typed if pick is not None and pick.expanded else None
        form = screen.query_one(ActionForm)
        return (None if focused is None else focused.id, type(focused).__name__, searched, form.values())


@pytest.mark.parametrize(
    "keys",
    [
        [*"south", "enter", "tab", *"oil", "enter"],
        [*"sou", "tab", *"oil", "enter"],
        ["s", "tab"],
        [*"south", "shift+tab"],
        # The list "c" opens again after Tab and shift+tab stays open (the first opening's close came late).
        [*"sou", "tab", "o", "tab", "shift+tab", "c"],
        # A search that found nothing: Tab moves on all the same (the list took the cursor back a turn later).
        [*"xyz", "tab", "o", "tab"],
        # Typed into a list already open: Tab takes what the letters before it find.
        ["w", PAUSE, *"est", "space", *"of", "space", *"ca", "tab", *"oil", "enter"],
        ["enter", *"sou", "enter"],
        ["down", "enter"],
        ["space", *"so", "enter", "tab"],
    ],
)
async def test_a_pick_typed_in_one_burst_ends_as_typed_key_by_key(tmp_path: Path, keys: list[str]) -> None:
    assert await _ends(tmp_path / "burst", keys, True) == await _ends(tmp_path / "keys", keys, False)


@pytest.mark.parametrize("burst", [True, False])
async def test_a_correction_typed_in_one_burst_stays_in_its_field(tmp_path: Path, burst: bool) -> None:
    # "4" Backspace "5" Tab "luck": a text box's Backspace was weighed once Tab had moved the cursor on, and
    # deleted from the next field.
    async with demo_app(tmp_path / str(burst), "mare-nostrum").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        await drive.fill("roll")
        drive.screen.query_one("#field-dice", Input).focus()
        await settle(pilot)
        keys = ["3", "comma", "4", "backspace", "5", "tab", *"luck", "left", "backspace", "e"]
        if burst:
            _typed(pilot.app, *keys)
        else:
            await pilot.press(*keys)
        await settle(pilot)
        assert drive.screen.query_one(ActionForm).values() == {"dice": "3,5", "why": "luek"}

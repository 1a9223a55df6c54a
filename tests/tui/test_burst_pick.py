"""Keys typed faster than the app handles them end as the same keys typed one by one (play-test: "south" Enter
Tab "oil" Enter Enter in one burst left the province empty and the cursor on it). The app weighs its priority
keys (Enter, Tab) as it takes them from its queue, before the list has handled the letters typed ahead."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine import registry, saves
from engine.session import Session
from tests.settle import settle
from tests.tui.driver import Driver
from tests.tui.test_form_keys import _typed
from tui.app import TabulaApp
from tui.widgets.action_form import ActionForm


async def _ends(folder: Path, keys: list[str], burst: bool) -> tuple[Any, ...]:
    session = Session.new(registry.load("mare-nostrum"), [(n, None) for n in ("Ann", "Bob", "Cy")], (), {}, name="mn")
    saves.save(session, folder / "mn.toml")
    async with TabulaApp(session_path=folder / "mn.toml", saves_dir=folder).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = Driver(pilot).screen
        assert screen.query_one(ActionForm).action == "caravan-good"
        if burst:
            _typed(pilot.app, *keys)
        else:
            await pilot.press(*keys)
        await settle(pilot)
        focused = pilot.app.focused
        return (None if focused is None else focused.id, type(focused).__name__, screen.query_one(ActionForm).values())


@pytest.mark.parametrize(
    "keys",
    [
        [*"south", "enter", "tab", *"oil", "enter"],
        ["enter", *"sou", "enter"],
        ["down", "enter"],
        ["space", *"so", "enter", "tab"],
    ],
)
async def test_a_pick_typed_in_one_burst_ends_as_typed_key_by_key(tmp_path: Path, keys: list[str]) -> None:
    assert await _ends(tmp_path / "burst", keys, True) == await _ends(tmp_path / "keys", keys, False)

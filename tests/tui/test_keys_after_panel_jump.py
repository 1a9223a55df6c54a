"""Keys typed right after alt+1..4 reach the panel jumped to, in order (issue 31, the keyboard-only re-test:
"Enter car Enter" straight after going to the Phase panel lost its letters: the cursor moved there only once the
keys typed behind the jump had reached the panel it left)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.settle import settle
from tests.tui.driver import Driver, demo_app, session_screen
from tests.tui.test_burst_answer import _type, _where


async def _after_jump(folder: Path, keys: list[str], burst: bool) -> tuple[Any, ...]:
    async with demo_app(folder).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.set_focus(screen.query_one("#map-table"))
        await settle(pilot)
        await _type(pilot, keys, burst)
        return _where(pilot.app, Driver(pilot))


@pytest.mark.parametrize("keys", [["alt+2", "enter", *"car", "enter"], ["alt+2", "enter", *"bl"]])
async def test_keys_typed_right_after_a_panel_jump_end_as_typed_key_by_key(tmp_path: Path, keys: list[str]) -> None:
    burst = await _after_jump(tmp_path / "burst", keys, True)
    assert burst == await _after_jump(tmp_path / "keys", keys, False)

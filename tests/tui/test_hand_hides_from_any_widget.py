"""A shown hand hides again on the next key, whichever widget has the cursor (issue 31): a pick list took Down
before the screen saw it, so with the cursor in one (the action list a session opens on) the hand stayed up for
the next player to read. A player's own number key, pressed on their shown hand, only hides it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from tests.settle import settle
from tests.tui.driver import demo_app, session_screen
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.widgets.hand_panel import HandPanel
from tui.app.widgets.pick import PickList


async def _shown(pilot: Pilot[Any], seat_key: str) -> HandPanel:
    """The hand of the player on ``seat_key`` shown (its number key, then yes), the cursor in the action list."""
    hand = session_screen(pilot).query_one(HandPanel)
    assert "hidden" in hand.text
    await pilot.press(seat_key)
    assert isinstance(pilot.app.screen, ConfirmDialog)
    await pilot.press("y")
    await settle(pilot)
    assert "hidden" not in hand.text
    return hand


@pytest.mark.parametrize("key", ["down", "enter", "space", "m"])
async def test_a_key_in_the_action_list_hides_a_shown_hand(tmp_path: Path, key: str) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        actions = screen.query_one("#action-select", PickList)
        screen.set_focus(actions)
        await settle(pilot)
        hand = await _shown(pilot, "2")
        assert pilot.app.focused is actions
        await pilot.press(key)
        await settle(pilot)
        assert "hidden" in hand.text, hand.text


async def test_the_players_own_number_key_only_hides_the_hand(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.set_focus(screen.query_one("#action-select", PickList))
        await settle(pilot)
        hand = await _shown(pilot, "2")
        await pilot.press("2")
        await settle(pilot)
        assert not isinstance(pilot.app.screen, ConfirmDialog)  # not asked again
        assert "hidden" in hand.text
        assert screen.pinned is None  # and the hand follows who acts again

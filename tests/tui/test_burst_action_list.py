"""Keys typed at speed after Enter on the Phase panel's action list end as the same keys typed one by one
(issue 31): with the list open on Mare Nostrum's offer, Enter, the hand key 1 and yes, typed slowly, showed
Egypt's cards and put the cursor in them; in one burst the digit went to the list as a search (the app weighed
it while Enter still waited in the list), nothing was shown and the cursor stayed on the list or the player."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.settle import settle
from tests.tui.driver import Driver
from tests.tui.test_burst_answer import PAUSE, _type, _where
from tests.tui.test_hidden_in_forms import _trade


async def _from_the_list(folder: Path, keys: list[str], burst: bool) -> tuple[Any, ...]:
    """Egypt's offer (two cards to give, hidden), the cursor on the action list, and ``keys`` typed."""
    async with _trade(folder).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        drive.screen.query_one("#action-select").focus()
        await settle(pilot)
        await _type(pilot, keys, burst)
        return _where(pilot.app, drive)


@pytest.mark.parametrize(
    "keys",
    [
        # The list open on the offer: Enter closes it, 1 asks to show Egypt's cards, y shows them.
        ["down", PAUSE, "enter", "1", "y"],
        # The list closed: Enter goes into the offer's form.
        ["enter", "1", "y"],
        # The cards ticked at once after they show.
        ["down", PAUSE, "enter", "1", "y", "space", "down", "space", "enter"],
        # Another action picked on the open list, and its first field filled at once.
        ["down", PAUSE, *"give", "enter", *"car"],
        ["down", PAUSE, *"take", "enter", *"gre", "enter"],
        ["down", PAUSE, *"roll", "enter", "3", "comma", "4"],
        [*"take", "enter", *"gre"],
        # Down moves along the open list before Enter takes the entry it reached (weighed once back up).
        ["down", PAUSE, "down", "enter", *"car"],
        ["down", PAUSE, "down", "down", "up", "enter", "1", "y"],
        # A search that found nothing: Enter picks nothing, the list stays open and searches on.
        ["down", PAUSE, *"zq", "enter", "backspace", "backspace", *"roll", "enter", "3"],
        # Escape closes the open list before Enter, which then goes into the chosen action's form.
        ["down", PAUSE, "down", "escape", "enter", "1", "y"],
    ],
)
async def test_keys_typed_after_enter_on_the_action_list_end_as_typed_key_by_key(
    tmp_path: Path, keys: list[str]
) -> None:
    burst = await _from_the_list(tmp_path / "burst", keys, True)
    assert burst == await _from_the_list(tmp_path / "keys", keys, False)

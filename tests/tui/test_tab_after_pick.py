"""Tab right after a pick goes on from the pick (issue 31's leftovers, the play-test): Enter picked an entry, the
check moved the cursor on to the next field needed, and the player's Tab, meant for the field after the pick, went
on from there (from the form's last field, into the Hand panel)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events

from tests.settle import settle
from tests.tui.test_cursor_after_pick import _building, _buy_form, _focused_id

#: The keys named in a typed string, and what each types.
KEYS = {"enter": "\r", "tab": "\t"}


def _keys(typed: str) -> list[str]:
    """``"cara|enter|tab"``: the letters one key each, ``enter`` and ``tab`` one key."""
    return [key for part in typed.split("|") for key in ([part] if part in KEYS else list(part))]


async def _after(folder: Path, typed: str, burst: bool) -> str | None:
    async with _building(folder).run_test(size=(120, 40)) as pilot:
        await _buy_form(pilot)
        for key in _keys(typed):
            if burst:
                pilot.app.post_message(events.Key(key, KEYS.get(key, key)))
            else:
                await pilot.press(key)
        await settle(pilot)
        return _focused_id(pilot)


@pytest.mark.parametrize("burst", [False, True])
@pytest.mark.parametrize(
    ("typed", "focused"),
    [
        # The caravan picked, the cursor on to the province: Tab is the field after the pick, the province.
        ("cara|enter|tab", "field-province"),
        # The province picked, the cursor on to the good: Tab stays on the good (it went to "free").
        ("cara|enter|tig|enter|tab", "field-good"),
        # A second Tab goes on as usual; so does Tab once a letter was typed where the cursor went.
        ("cara|enter|tig|enter|tab|tab", "field-free"),
        ("cara|enter|tig|enter|f|tab", "field-free"),
        # An allowed pick sends the cursor to Apply (the free influence is worked out): Tab goes on from there.
        ("leg|enter|bab|enter|tab", "hand"),
    ],
)
async def test_tab_right_after_a_pick_goes_on_from_the_pick(
    tmp_path: Path, typed: str, focused: str, burst: bool
) -> None:
    assert await _after(tmp_path, typed, burst) == focused

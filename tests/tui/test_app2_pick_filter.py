"""Typing in an open pick list narrows it to the options found (issue 31, play-test item 9: "mer" highlighted one
space among all of them); Backspace back to nothing, or Escape, brings every option back."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text

from tests.settle import settle
from tests.tui.driver import demo_app
from tests.tui.test_pick_lists import _highlighted, _space_field
from tui.app.widgets.pick import PickList, PickOverlay, match


def _rows(overlay: PickOverlay) -> list[str]:
    """The options on show in the open list."""
    rows = []
    for index in range(overlay.option_count):
        prompt = overlay.get_option_at_index(index).prompt
        rows.append(prompt.plain if isinstance(prompt, Text) else str(prompt))
    return rows


def _all(pick: PickList) -> int:
    return len(pick._options)


async def test_typing_narrows_the_open_list_and_backspace_brings_it_all_back(tmp_path: Path) -> None:
    async with demo_app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        pick = await _space_field(pilot)
        overlay = pick.query_one(PickOverlay)
        await pilot.press(*"portus")
        rows = _rows(overlay)
        assert pick.expanded and 0 < len(rows) < _all(pick) - 1, rows
        assert all(match("portus", pick.option_texts[i]) is not None for i in overlay._shown or ()), rows
        # The cursor on the first match, in sight, and Enter would take that very option.
        assert overlay.highlighted is not None and overlay.highlighted < overlay.scrollable_content_region.height
        assert (_highlighted(pick) or "").startswith("Portus"), _highlighted(pick)
        assert overlay.region.height <= len(rows) + 2  # the list shrinks to what it shows
        for _ in "portus":
            await pilot.press("backspace")
        assert overlay.option_count == _all(pick) and pick.expanded
        await pilot.press(*"portus")
        assert overlay._shown is not None
        assert overlay.highlighted is not None
        second = pick._options[overlay._shown[overlay.highlighted + 1]][1]  # Down moves among the options found
        await pilot.press("down", "enter")
        await settle(pilot)
        assert pick.value == second and str(second).startswith("portus"), (pick.value, second)


async def test_escape_closes_a_narrowed_list_and_it_opens_whole_again(tmp_path: Path) -> None:
    async with demo_app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        pick = await _space_field(pilot)
        overlay = pick.query_one(PickOverlay)
        await pilot.press(*"arena")
        assert overlay.option_count < _all(pick)
        await pilot.press("escape")
        assert not pick.expanded
        await pilot.press("down")
        assert pick.expanded and overlay.option_count == _all(pick)

"""Pick lists in a form answer the same way every time (issue 31, play-test 6): Enter on a closed, empty list opens
it (it applied the form when the rules allowed the entry, which the player cannot see), and Ctrl+U empties an open
list's search as on the : line."""

from __future__ import annotations

from pathlib import Path

from tests.settle import settle
from tests.tui.driver import Driver
from tests.tui.test_cursor_after_pick import _building, _buy_form, _keys
from tests.tui.test_cursor_where_expected import _take_allowed_without_giver
from tui.app.app import TabulaApp
from tui.app.widgets.pick import PickList, PickOverlay


async def test_enter_on_a_closed_empty_list_opens_it_though_the_entry_is_allowed(tmp_path: Path) -> None:
    # Play-test 6, item 3: Enter on the empty "good (optional)" applied the caravan; the player meant to open it.
    path = _take_allowed_without_giver(tmp_path)
    async with TabulaApp(session_path=path, saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        await drive.fill("take", card="grain")
        giver = drive.screen.query_one("#field-from", PickList)
        if giver.value != PickList.NULL:
            giver.clear()
            await settle(pilot)
        assert drive.check().startswith("allowed"), drive.check()
        giver.focus()
        events = len(drive.screen.session.events)
        await pilot.press("enter")
        await drive.until(lambda: giver.expanded, "the giver's list open")
        await settle(pilot)
        assert len(drive.screen.session.events) == events  # nothing applied
        # The list opened on its first entry: a second Enter picks it (and the entry, allowed, is read first).
        await pilot.press("enter")
        await drive.until(lambda: not giver.expanded and giver.value != PickList.NULL, "a giver picked")
        assert len(drive.screen.session.events) == events


async def _open_search(pilot: object, typed: str) -> tuple[Driver, PickList]:
    drive = await _buy_form(pilot)  # type: ignore[arg-type]
    item = drive.screen.query_one("#field-item", PickList)
    await drive.pilot.press(*typed)
    await drive.until(lambda: item.expanded and item.query_one(PickOverlay).typed == typed, f"{typed!r} searched")
    return drive, item


async def test_ctrl_u_empties_an_open_list_s_search(tmp_path: Path) -> None:
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive, item = await _open_search(pilot, "xyz")
        overlay = item.query_one(PickOverlay)
        assert overlay.highlighted is None  # "xyz: nothing found"
        await pilot.press("ctrl+u")
        await drive.until(lambda: overlay.typed == "", "the search emptied")
        assert item.expanded and overlay._shown is None  # every entry on show again
        await pilot.press(*_keys("leg|enter"))
        await drive.until(lambda: item.value == "legion", "legion picked after the search was emptied")


async def test_ctrl_u_typed_in_a_burst_as_the_list_opens(tmp_path: Path) -> None:
    # Typed before the open part has the cursor: the search is emptied all the same, and the letters after it search.
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        item = drive.screen.query_one("#field-item", PickList)
        await pilot.press("x", "y", "ctrl+u", "l", "e", "g")
        await drive.until(lambda: item.expanded and item.query_one(PickOverlay).typed == "leg", "'leg' searched")

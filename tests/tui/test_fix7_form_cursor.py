"""After a pick the cursor goes on to the next field, optional ones included (issue 31, play-test 6, item 2): it
stayed on the list when the next field was optional or filled in already, and the next word typed searched the same
list ("pap4y: nothing found"). A field the player set in the form is passed by; one filled in for them is not; past
the last field the cursor goes to Apply when the rules allow the entry."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.widgets import Button

from tests.settle import settle
from tests.tui.driver import Driver
from tests.tui.test_cursor_after_pick import _building, _buy_form, _focused_id, _keys
from tests.tui.test_cursor_where_expected import _take_allowed_without_giver
from tui.app.app import TabulaApp
from tui.app.widgets.pick import PickList


async def test_an_allowed_pick_moves_on_past_the_fields_the_rules_work_out(tmp_path: Path) -> None:
    # Repro A's kind: the legion's province completes the entry; the cursor goes on (past Hammurabi's free
    # influence, which the rules work out, to Apply), and the word typed next no longer searches the list.
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        await pilot.press(*_keys("leg|enter|bab|enter"))
        await settle(pilot)
        assert drive.check().startswith("allowed"), drive.check()
        assert _focused_id(pilot) == "apply"


async def test_a_word_typed_on_after_an_allowed_pick_leaves_the_list_alone(tmp_path: Path) -> None:
    # In one burst, as at the table: the letters after the pick's Enter are held until the cursor has moved on.
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        await pilot.press(*_keys("leg|enter|bab|enter|pap"))
        await settle(pilot)
        province = drive.screen.query_one("#field-province", PickList)
        assert not province.expanded and province.value == "babylon"


async def _filled_for_the_player(pilot: Pilot[Any]) -> Driver:
    """The buy form holding a caravan for Tigris on gems, filled in as the : line fills it (nobody typed it)."""
    drive = await _buy_form(pilot)
    await drive.fill("buy", item="caravan", province="tigris", good="gems")
    drive.screen.query_one("#field-province", PickList).focus()
    await settle(pilot)
    return drive


async def test_a_pick_moves_on_to_a_field_filled_in_for_the_player(tmp_path: Path) -> None:
    # Repro B: the good came filled in; the province picked anew, the cursor goes to the good (the player may want
    # another there), so the good's letters typed next reach the good, not the province list.
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _filled_for_the_player(pilot)
        await pilot.press(*_keys("anti|enter"))
        await drive.until(lambda: _focused_id(pilot) == "field-good", "the cursor on the good")
        await pilot.press(*_keys("gra|enter"))
        await settle(pilot)
        values = drive.screen.query_one("#field-province", PickList).value, drive.screen._form().values()  # type: ignore[union-attr]
        assert values[0] == "antioch" and values[1]["good"] == "grain", values


async def test_a_pick_passes_a_field_the_player_set(tmp_path: Path) -> None:
    # The player picked the good; going back to change the province, the cursor goes past the good they chose.
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        await pilot.press(*_keys("cara|enter|tig|enter|gem|enter"))
        await settle(pilot)
        assert _focused_id(pilot) == "apply", drive.check()  # past the last list and the worked-out field
        drive.screen.query_one("#field-province", PickList).focus()
        await settle(pilot)
        await pilot.press(*_keys("anti|enter"))
        await settle(pilot)
        assert _focused_id(pilot) == "apply"  # past the good the player chose


async def test_past_the_last_field_an_allowed_pick_goes_to_apply(tmp_path: Path) -> None:
    path = _take_allowed_without_giver(tmp_path)
    async with TabulaApp(session_path=path, saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        await drive.fill("take", card="grain")
        giver = drive.screen.query_one("#field-from", PickList)
        giver.focus()
        await settle(pilot)
        await pilot.press(*_keys("gre|enter"))
        await drive.until(lambda: giver.value == "Greece", "Greece picked")
        await settle(pilot)
        assert drive.check().startswith("allowed"), drive.check()
        apply = drive.screen.query_one("#apply", Button)
        assert pilot.app.focused is apply
        events = len(drive.screen.session.events)
        await pilot.press("enter")
        await drive.until(lambda: len(drive.screen.session.events) > events, "the take applied")


async def test_a_caravan_s_good_is_not_called_optional(tmp_path: Path) -> None:
    # Play-test 6: "good (optional)" on a caravan, refused when left empty ("name the good of the symbol ...").
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        await drive.fill("buy", item="caravan", province="tigris")
        assert "name the good" in drive.check()
        good = drive.screen.query_one("#field-good", PickList)
        assert good.display and "optional" not in str(good.prompt)

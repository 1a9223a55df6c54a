"""The hand reveal leaves the cursor on the card list that asked for it (issue 31, play-test 6, item 7): in `offer`
it did, in `buy` it went back to the item, so the Space or Down typed next went to the item list."""

from __future__ import annotations

from pathlib import Path

from tests.settle import settle
from tests.tui.test_cursor_after_pick import _building, _buy_form, _focused_id
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.tick import CardList


async def test_the_cursor_is_on_the_card_list_once_the_hand_is_shown(tmp_path: Path) -> None:
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        form = drive.screen.query_one(ActionForm)
        assert "cards" in form.masked, form.masked
        key = next(iter(form.masked.values())).partition("key ")[2].split()[0]
        await pilot.press(key, "y")
        await drive.until(lambda: not drive.screen.query_one(ActionForm).masked, "the hand shown in the form")
        await settle(pilot)
        assert _focused_id(pilot) == "field-cards"
        cards = drive.screen.query_one("#field-cards", CardList)
        await pilot.press("space")  # ticks the card highlighted, not the item list
        await drive.until(lambda: bool(cards.selected), "a card ticked")

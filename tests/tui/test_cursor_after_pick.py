"""After a pick, the cursor goes to the next field the action still needs (issue 31): the play-test picked a
caravan's province and the cursor went back to "who acts", known from the start; the good was still to name."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from textual import events
from textual.pilot import Pilot

from engine import registry, saves
from engine.session import Session
from tests.mare_nostrum.helpers import deal, end_setup, name_goods
from tests.settle import settle
from tests.tui.driver import Driver
from tests.tui.test_session_flow import GOODS
from tui.app.app import TabulaApp
from tui.app.widgets.pick import PickList

KEYS = {"enter": "\r"}


def _building(folder: Path) -> TabulaApp:
    """Ann builds (Mare Nostrum, the shipped kit: the caravan's good is hers to name), holding a caravan's 3 taxes
    and a legion's cards."""
    ruleset = registry.load("mare-nostrum")
    session = Session.new(ruleset, [("Ann", None), ("Bo", None), ("Cy", None)], (), {}, rng=random.Random(1))
    name_goods(session, GOODS)
    end_setup(session)
    session.act("exchange-size", {"count": 0})
    session.act("next", {"player": "Ann"})
    deal(session, "Ann", {"taxes": 3, "grain": 1, "wine": 1, "fish": 1})
    path = folder / "build.toml"
    saves.save(session, path)
    return TabulaApp(session_path=path, saves_dir=folder)


def _keys(typed: str) -> list[str]:
    """``"cara|enter|tig"``: the letters one key each, ``enter`` one key."""
    return [key for part in typed.split("|") for key in ([part] if part in KEYS else list(part))]


def _focused_id(pilot: Pilot[Any]) -> str | None:
    focused = pilot.app.focused
    return focused.id if focused is not None else None


async def _buy_form(pilot: Pilot[Any]) -> Driver:
    drive = Driver(pilot)
    await settle(pilot)
    await drive.screen.open_form("buy")
    await settle(pilot)
    assert _focused_id(pilot) == "field-item"
    return drive


async def test_each_pick_moves_the_cursor_to_the_field_still_needed(tmp_path: Path) -> None:
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        await pilot.press(*_keys("cara|enter"))
        await settle(pilot)
        assert _focused_id(pilot) == "field-province", drive.check()  # "name the province it goes in"
        await pilot.press(*_keys("tig|enter"))
        await settle(pilot)
        # Refused for want of the good: the cursor is there, not on "who acts" nor on the province.
        assert "name the good" in drive.check()
        assert _focused_id(pilot) == "field-good"
        # Gems, not fish: a fish caravan stands in Tigris already, and a second one there is asked first.
        await pilot.press(*_keys("gem|enter"))
        await settle(pilot)
        # Allowed: the cursor goes on past the fields the rules work out (Hammurabi's free influence) to Apply
        # (play-test 6: the next word typed filtered the list just picked); Enter applies.
        assert drive.check().startswith("allowed") and _focused_id(pilot) == "apply"
        events_before = len(drive.screen.session.events)
        await pilot.press("enter")
        await drive.until(lambda: len(drive.screen.session.events) == events_before + 1, "the caravan bought")
        bought = drive.screen.session.events[-1]
        assert (bought.type, bought.actor) == ("buy", "Ann")
        assert {k: bought.args.get(k) for k in ("item", "province", "good")} == {
            "item": "caravan",
            "province": "tigris",
            "good": "gems",
        }


async def test_picks_typed_at_speed_land_where_the_cursor_goes(tmp_path: Path) -> None:
    # The keys typed behind each Enter are held until the check has placed the cursor: the province's letters
    # reach the province, the good's the good.
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        driver = pilot.app._driver
        assert driver is not None
        for key in _keys("cara|enter|tig|enter|gem|enter"):
            driver.send_message(events.Key(key, KEYS.get(key, key)))
        await settle(pilot)
        form = drive.screen._form()
        assert form is not None
        assert form.values() == {"item": "caravan", "province": "tigris", "good": "gems"}
        assert _focused_id(pilot) == "apply" and drive.check().startswith("allowed")


async def test_a_legion_s_province_completes_the_entry_and_the_cursor_moves_on(tmp_path: Path) -> None:
    # Nothing more is needed: the cursor goes on to Apply (Hammurabi's free influence is worked out; the good
    # is not the legion's), not back into the province list.
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        await pilot.press(*_keys("leg|enter|bab|enter"))
        await settle(pilot)
        assert drive.check().startswith("allowed"), drive.check()
        assert _focused_id(pilot) == "apply"


async def test_a_field_needed_in_some_entries_is_not_labelled_optional(tmp_path: Path) -> None:
    # The play-test: buy's province read "(optional)", yet a piece or a building needs one; it says when.
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        await _buy_form(pilot)
        province = pilot.app.screen.query_one("#field-province", PickList)
        assert "optional" not in str(province.prompt)
        assert "needed for a piece or building" in str(province.tooltip)

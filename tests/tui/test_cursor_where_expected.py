"""The cursor where the eye expects it (issue 31, the second keyboard-only play-test): a list opens on the first entry
offered, Enter on an empty field the rules do without applies, Tab on the : line types what it shows, a map pick
keeps the form's other values, and a form's labels never wrap into a row of their own."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Label

from engine import saves
from tests.mare_nostrum.helpers import deal, finish_setup, new_game
from tests.settle import settle
from tests.tui.driver import Driver, demo_app, open_command_line, session_screen
from tests.tui.test_cursor_after_pick import _building, _buy_form, _keys
from tui.app.app import TabulaApp
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.pick import PickList, PickOverlay


async def test_a_list_opens_on_the_first_entry_offered_not_the_blank(tmp_path: Path) -> None:
    # Play-test: the province list opened on its blank entry: Enter picked nothing, every list needed Down first.
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        await pilot.press(*_keys("cara|enter"))
        await settle(pilot)
        province = drive.screen.query_one("#field-province", PickList)
        assert pilot.app.focused is province and province.value == PickList.NULL
        await pilot.press("enter")  # opens the list
        await drive.until(lambda: province.expanded, "the province list open")
        first = next(value for _label, value in province._options if isinstance(value, str))
        assert province.query_one(PickOverlay).highlighted == 1  # the entry after the blank one
        await pilot.press("enter")
        await drive.until(lambda: not province.expanded, "the list closed")
        assert drive.screen.query_one(ActionForm).values()["province"] == first


def _take_allowed_without_giver(tmp_path: Path) -> Path:
    """Carthage takes, the grain offered by Greece alone (the giver is worked out: naming it is optional)."""
    session = new_game("egypt", "carthage", "greece", "rome")
    finish_setup(session)
    for name, card in (("Egypt", "taxes"), ("Carthage", "fish"), ("Greece", "grain"), ("Rome", "wine")):
        deal(session, name, {card: 2})
    session.act("exchange-size", {"count": "1"})
    for name, card in (("Egypt", "taxes"), ("Carthage", "fish"), ("Greece", "grain"), ("Rome", "wine")):
        session.act("offer", {"player": name, "cards": card})
    session.name = "take"
    saves.save(session, tmp_path / "take.toml")
    return tmp_path / "take.toml"


async def test_enter_on_an_empty_field_opens_it_even_where_the_rules_do_without(tmp_path: Path) -> None:
    # Play-test 6: whether Enter on a closed, empty list applied the form or opened the list depended on the
    # check line, which the player had not read: Enter on it always opens it; Enter again (or on Apply) applies.
    path = _take_allowed_without_giver(tmp_path)
    async with TabulaApp(session_path=path, saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        form = drive.screen.query_one(ActionForm)
        assert form.action == "take"
        await drive.fill("take", card="grain")
        giver = drive.screen.query_one("#field-from", PickList)
        if giver.value != PickList.NULL:
            giver.clear()
            await settle(pilot)
        assert drive.check().startswith("allowed"), drive.check()
        giver.focus()
        events = len(drive.screen.session.events)
        await pilot.press("enter")
        await drive.until(lambda: giver.expanded, "the list open")
        assert len(drive.screen.session.events) == events
        await pilot.press("escape")
        await drive.until(lambda: not giver.expanded, "the list closed")
        drive.screen.query_one("#apply").focus()
        await pilot.press("enter")
        await drive.until(lambda: len(drive.screen.session.events) > events, "the take applied")
        taken = drive.screen.session.events[events]
        assert taken.type == "take", taken.type


async def test_tab_types_the_candidate_it_shows(tmp_path: Path) -> None:
    # Play-test: ":connect " Tab showed "a=" faded without typing it; "troy" typed next made "connect troy".
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        line = await open_command_line(pilot)
        await pilot.press(*"connect ", "tab")
        assert line.value == "connect a="
        await pilot.press(*"rome")
        assert line.value == "connect a=rome"


async def test_no_label_wraps_into_a_row_of_its_own(tmp_path: Path) -> None:
    # Play-test: "bonus province" wrapped, and "province" read as a second, empty field.
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        await drive.fill("buy", item="zeus")  # the bonus province shows for the Statue of Zeus alone
        form = drive.screen.query_one(ActionForm)
        labels = [label for label in form.query(Label) if label.display]
        assert any("bonus" in str(label.render()) for label in labels)
        assert all(label.region.height == 1 for label in labels), [(str(x.render()), x.region) for x in labels]


async def test_a_place_picked_on_the_map_keeps_the_forms_other_values(tmp_path: Path) -> None:
    # Play-test: item=legion, then alt+1 / carth Down Enter: the province became Carthage, the item went back empty.
    async with _building(tmp_path).run_test(size=(120, 40)) as pilot:
        drive = await _buy_form(pilot)
        await pilot.press(*_keys("legi|enter"))
        await settle(pilot)
        assert drive.screen.query_one(ActionForm).values().get("item") == "legion"
        await pilot.press("alt+1", "slash", *"carth", "down", "enter")
        await drive.until(
            lambda: session_screen(pilot).query_one(ActionForm).values().get("province") == "carthage",
            "Carthage filled in from the map",
        )
        assert drive.screen.query_one(ActionForm).values().get("item") == "legion"

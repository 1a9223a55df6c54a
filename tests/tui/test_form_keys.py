"""The form's keys hold in every field (issue 31): Escape never leaves a session without asking, Enter applies
from any field (a box, an open list), the form follows what the rules wait for, and keys typed while the
form is rebuilt reach the field they were meant for."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import events
from textual.app import App
from textual.widgets import Checkbox, Input, Select

from engine import registry, saves
from engine.session import Session
from rulesets.mare_nostrum.setup_end import SETUP_END_LOG
from tests.mare_nostrum.helpers import name_goods
from tests.settle import settle
from tests.tui.driver import Driver, fresh_app
from tests.tui.driver import demo_app as _app
from tests.tui.driver import session_screen as _screen
from tests.tui.test_session_flow import GOODS
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.home import HomeScreen
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.glance import GlanceStrip
from tui.app.widgets.pick import PickList


async def test_escape_closes_the_form_then_asks_before_leaving(tmp_path: Path) -> None:
    async with _app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        # The demo opens on the placement the rules wait for: a form nobody typed into yet.
        assert screen.query(ActionForm)
        await pilot.press("escape")
        assert pilot.app.screen is screen and not screen.query(ActionForm)
        await pilot.press("escape")
        assert isinstance(pilot.app.screen, ConfirmDialog), type(pilot.app.screen).__name__
        await pilot.press("escape")  # Escape says no: a second Esc out of habit keeps the session
        assert pilot.app.screen is screen
        await pilot.press("escape")
        await pilot.press("y")
        assert isinstance(pilot.app.screen, HomeScreen), type(pilot.app.screen).__name__


async def test_enter_on_another_entry_of_an_open_list_picks_it_and_the_next_enter_applies(tmp_path: Path) -> None:
    """Re-test: Enter in an open list picked and applied at once, and a player applied an attack and a
    purchase he had not read (the open list covered the check line). Another entry is picked, and what the
    form would do shows; Enter on the entry shown applies."""
    async with _app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        screen = drive.screen
        events = len(screen.session.events)
        await drive.fill("place")
        space = screen.query_one("#field-space", Select)
        space.focus()
        await pilot.press("enter")  # opens the list (nothing picked yet)
        assert space.expanded
        await pilot.press("down", "enter")
        await settle(pilot)
        assert len(screen.session.events) == events, "applied with the entry just picked"
        assert not space.expanded and space.value != Select.NULL
        assert screen.focused is not None and screen.focused.id == "apply"  # picked: the cursor goes on
        wizard = screen._wizard()
        check = wizard.query_one("#wizard-check")
        assert wizard.check_text and wizard.scrollable_content_region.contains_region(check.region)
        await pilot.press("enter")
        await settle(pilot)
        assert len(screen.session.events) == events + 1, drive.status()
        assert screen.session.events[-1].type == "place"


async def test_enter_on_the_entry_shown_of_an_open_list_applies_at_once(tmp_path: Path) -> None:
    async with _app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        screen = drive.screen
        events = len(screen.session.events)
        await drive.fill("place")
        space = screen.query_one("#field-space", PickList)
        space.focus()
        await pilot.press("enter", "down", "enter")  # opened, another entry picked
        await settle(pilot)
        assert len(screen.session.events) == events
        space.focus()  # back to the list (the pick moved the cursor on to Apply)
        await pilot.press("space")  # the list opens on the entry shown
        await settle(pilot)
        assert space.expanded and space.confirms()
        await pilot.press("enter")
        await settle(pilot)
        assert len(screen.session.events) == events + 1, drive.status()


async def test_enter_on_a_box_applies_and_space_ticks_it(tmp_path: Path) -> None:
    async with _app(tmp_path, "struggle-for-rome").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        screen = drive.screen
        events = len(screen.session.events)
        line = await drive.fill("move", land="1", sea="0")
        assert line.startswith("allowed"), line
        box = screen.query_one("#field-chieftain", Checkbox)
        box.focus()
        await pilot.press("space")
        assert box.value
        await pilot.press("space")
        assert not box.value
        await pilot.press("enter")
        assert len(screen.session.events) == events + 1, drive.status()
        last = screen.session.events[-1]
        assert last.type == "move" and not last.args.get("chieftain"), last.args


async def test_after_both_deal_the_form_is_the_first_coast_tile(tmp_path: Path) -> None:
    async with fresh_app(tmp_path, "hellas", ["Ann", "Bo"]).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        await drive.act("deal", zeus="void", poseidon="flood", ares="retreat")
        # Bo still has his cards to draw: the same form again, for him.
        assert drive.screen.query_one(ActionForm).action == "deal"
        await drive.act("deal", zeus="reuse", poseidon="ships-defend", ares="plus-one")
        assert drive.screen.query_one("#action-select", Select).value == "coast-tile"
        assert drive.screen.query_one(ActionForm).action == "coast-tile"


def _typed(app: App[Any], *keys: str) -> None:
    """Keys typed at paste speed: all of them reach the app before it has handled the first."""
    chars = {"comma": ",", "space": " ", "enter": "\r", "tab": "\t"}
    for key in keys:
        app.post_message(events.Key(key, chars.get(key, key if len(key) == 1 else None)))


async def test_keys_typed_while_the_form_changes_reach_the_field_meant_in_order(tmp_path: Path) -> None:
    async with _app(tmp_path, "mare-nostrum").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        screen = drive.screen
        await drive.fill("roll")
        screen.query_one("#field-dice", Input).focus()
        await settle(pilot)
        # Cy<Tab>Dee: Tab moves on before the keys behind it are typed (today they all went into the dice);
        # an Enter the rules refuse (no dice yet) leaves what follows it in the field it was typed in.
        _typed(pilot.app, "enter", "3", "comma", "5", "tab", "l", "u", "c", "k")
        await settle(pilot)
        assert screen.query_one(ActionForm).values() == {"dice": "3,5", "why": "luck"}
        # Enter applies; what is typed as the next roll's form appears goes into its first field.
        events_before = len(screen.session.events)
        _typed(pilot.app, "enter", "4", "comma", "2", "tab", "s", "o")
        await settle(pilot)
        assert len(screen.session.events) == events_before + 1, drive.status()
        assert screen.session.events[-1].args["dice"] == [3, 5]
        form = screen.query_one(ActionForm)
        assert form.action == "roll" and form.values() == {"dice": "4,2", "why": "so"}
        # And once more from the field the keys were typed into: the keys after Enter follow it again.
        _typed(pilot.app, "enter", "6")
        await settle(pilot)
        assert screen.session.events[-1].args["dice"] == [4, 2]
        assert screen.query_one(ActionForm).values() == {"dice": "6"}


async def test_with_the_preset_start_done_the_form_begins_the_first_round(tmp_path: Path) -> None:
    session = Session.new(registry.load("mare-nostrum"), [(n, None) for n in ("Ann", "Bob", "Cy")], (), {}, name="mn")
    name_goods(session, GOODS)
    last = session.events[-1]
    session.undo()  # the last caravan's good is named in the app
    saves.save(session, tmp_path / "mn.toml")
    async with TabulaApp(session_path=tmp_path / "mn.toml", saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        assert drive.screen.session.phase.id == "setup"
        await drive.act("caravan-good", **{k: str(v) for k, v in last.args.items()})
        # The preset start ends by itself (rules v10): the first round's trade is on, and the form open is the
        # one its rules wait for, not another setup turn.
        assert drive.screen.session.phase.id == "trade", drive.status()
        await settle(pilot)
        form = drive.screen.query_one(ActionForm)
        assert form.action == "exchange-size" and form.action == drive.screen.session.ruleset.awaited(
            drive.screen.session.context()
        )
        assert pilot.app.focused is not None and form in pilot.app.focused.ancestors_with_self


def _setup_done_by_hand(tmp_path: Path) -> TabulaApp:
    """A save from before rules v10 whose preset start is complete: it waits for a typed ``next-phase``."""
    session = Session.new(registry.load("mare-nostrum"), [(n, None) for n in ("Ann", "Bob", "Cy")], (), {}, name="mn")
    session.options = {**session.options, SETUP_END_LOG: True}
    name_goods(session, GOODS)
    assert session.phase.id == "setup"
    saves.save(session, tmp_path / "mn.toml")
    return TabulaApp(session_path=tmp_path / "mn.toml", saves_dir=tmp_path)


async def test_with_an_older_saves_preset_start_done_the_form_begins_the_first_round(tmp_path: Path) -> None:
    async with _setup_done_by_hand(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        assert "setup done" in str(drive.screen.query_one(GlanceStrip).render())
        # The rules wait for the first round, not another setup turn: its form is open, and Enter begins it.
        assert drive.screen.query_one(ActionForm).action == "next-phase"
        assert pilot.app.focused is not None
        await pilot.press("enter")
        assert drive.screen.session.phase.id == "trade", drive.status()


async def test_with_the_preset_start_done_ctrl_n_begins_the_first_round(tmp_path: Path) -> None:
    # The play-test: "setup done" on screen, yet ctrl+n went to another setup turn (a save from before rules
    # v10: a newer one leaves the setup by itself).
    async with _setup_done_by_hand(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        assert "setup done" in str(drive.screen.query_one(GlanceStrip).render())
        drive.screen.action_next()
        await settle(pilot)
        assert drive.screen.session.phase.id == "trade", drive.status()

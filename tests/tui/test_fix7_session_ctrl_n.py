"""Ctrl+N in the session screen (issue 31, play-test 6): the action list names the form it opens (item 4: it
still said "buy" above the fields of ``next``), and naming the last builder opens that builder's ``buy`` form,
never ``next`` with Apply under the cursor (item 5: one habitual Enter ended Dee's turn unbuilt)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select

from engine import saves
from tests.mare_nostrum.helpers import deal
from tests.mare_nostrum.test_issue32_build import KATKAS_SETS, _build_phase
from tests.settle import settle, until
from tests.tui.driver import Driver
from tui.app.app import TabulaApp
from tui.app.widgets.action_form import ActionForm


def _build(folder: Path) -> TabulaApp:
    session = _build_phase()
    session.act("next", {"player": "Katka"})  # Katka builds first
    session.name = "build"
    saves.save(session, folder / "build.toml")
    return TabulaApp(session_path=folder / "build.toml", saves_dir=folder)


async def test_ctrl_n_names_next_in_the_action_list(tmp_path: Path) -> None:
    async with _build(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        await drive.fill("buy")
        select = screen.query_one("#action-select", Select)
        assert select.value == "buy"
        await pilot.press("ctrl+n")
        await until(pilot, lambda: any(form.action == "next" for form in screen.query(ActionForm)), "the next form")
        assert select.value == "next", select.value


def _last_but_one(folder: Path) -> TabulaApp:
    """Katka builds third, her three taxes buying one legion: her turn then passes to Honza, the last left."""
    session = _build_phase()
    deal(session, "Mirek", {"taxes": 3, "grain": 2, "wine": 2, "fish": 1})
    for name in ("Petr", "Mirek", "Katka"):
        session.act("next", {"player": name, "ahead": "no"})
    deal(session, "Katka", {"taxes": 3})
    session.name = "last"
    saves.save(session, folder / "last.toml")
    return TabulaApp(session_path=folder / "last.toml", saves_dir=folder)


async def test_ctrl_n_meant_to_name_the_last_builder_does_not_end_his_turn(tmp_path: Path) -> None:
    async with _last_but_one(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        await drive.act("buy", item="legion", province="carthage", cards=KATKAS_SETS[0])
        turn = screen.session.turn_player
        assert turn is not None and turn.name == "Honza", drive.status()  # named by the app: nobody else is left
        # The table names him as it named the others: ctrl+n, his name, Enter, and Enter again out of habit.
        await pilot.press("ctrl+n", *"honza", "enter", "enter")
        await settle(pilot)
        turn = screen.session.turn_player
        assert turn is not None and turn.name == "Honza", drive.status()
        assert screen.query_one(ActionForm).action == "buy"
        # Ctrl+N meant for his own turn, twice as always, ends it.
        await pilot.press("escape", "ctrl+n")
        await until(pilot, lambda: any(form.action == "next" for form in screen.query(ActionForm)), "the next form")
        assert screen.query_one("#action-select", Select).value == "next"
        await pilot.press("ctrl+n")
        await settle(pilot)
        assert screen.session.turn_player is None or screen.session.turn_player.name != "Honza", drive.status()

"""Keys typed at speed reach the widget they were meant for (issue 31, the play-test on a loaded machine): two
trade offers typed in one burst, each with its player's hand shown first (the second offer's keys were lost and
its player list left open: the number key held for the next form reached that form's player list as a letter),
and ctrl+q with the leave-the-session question open (it did nothing: the question hid the app's own keys)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine import saves
from tests.mare_nostrum.helpers import finish_setup, new_game
from tests.settle import settle, until
from tests.tui.driver import Driver, demo_app
from tests.tui.test_burst_answer import _type, _where
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog


def _offers(folder: Path) -> TabulaApp:
    """Mare Nostrum's trade, three cards each to offer (Egypt's offer first, then Carthage's)."""
    session = new_game("egypt", "carthage", "greece", "rome")
    finish_setup(session)
    session.act("exchange-size", {"count": "3"})
    session.name = "offers"
    saves.save(session, folder / "offers.toml")
    return TabulaApp(session_path=folder / "offers.toml", saves_dir=folder)


#: Each player's entry as the play-test typed it: the hand key, yes, three cards ticked, Enter.
ENTRY = ["y", "space", "down", "space", "down", "space", "enter"]


async def _two_offers(folder: Path, burst: bool) -> tuple[Any, ...]:
    async with _offers(folder).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await _type(pilot, ["1", *ENTRY, "2", *ENTRY], burst)
        return _where(pilot.app, Driver(pilot))


async def test_two_offers_each_with_a_hand_shown_typed_in_one_burst_both_apply(tmp_path: Path) -> None:
    events, shown, focused, searched = await _two_offers(tmp_path / "burst", True)
    offers = [args["player"] for kind, args in events if kind == "offer"]
    assert offers == ["Egypt", "Carthage"], events[-2:]
    assert shown == ("offer", {"player": "Greece"}), shown  # the next player's offer is open, nothing typed in it
    assert searched is None, searched  # no list left open
    assert (events, shown, focused, searched) == await _two_offers(tmp_path / "keys", False)


async def test_ctrl_q_quits_with_the_leave_question_open(tmp_path: Path) -> None:
    async with demo_app(tmp_path, "hellas").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(pilot.app.screen, ConfirmDialog), "the leave-the-session question")
        await pilot.press("ctrl+q")
        await until(pilot, lambda: pilot.app.return_code is not None, "the app quitting")

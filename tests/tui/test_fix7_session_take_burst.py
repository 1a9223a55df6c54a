"""Keys typed right after Enter in the exchange's take loop reach the next take's form (issue 31, play-test 6
item 1: Cy's take applied by Enter, then ``tax`` Enter in the same burst: Ann's take form opened with its card
empty and the keys gone)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine import saves
from tests.mare_nostrum.helpers import deal, finish_setup, new_game
from tests.settle import settle
from tests.tui.driver import Driver
from tests.tui.test_burst_answer import _type, _where
from tui.app.app import TabulaApp


def _takes(folder: Path) -> TabulaApp:
    """Mare Nostrum's exchange of one card each, every offer made: Cy takes first."""
    session = new_game("rome", "greece", "carthage", "egypt", names=("Ann", "Bo", "Cy", "Dee"))
    finish_setup(session)
    hands = (("Ann", "taxes"), ("Bo", "wine"), ("Cy", "fish"), ("Dee", "grain"))
    for name, card in hands:
        deal(session, name, {card: 2})
    session.act("exchange-size", {"count": "1"})
    for name, card in hands:
        session.act("offer", {"player": name, "cards": card})
    session.name = "takes"
    saves.save(session, folder / "takes.toml")
    return TabulaApp(session_path=folder / "takes.toml", saves_dir=folder)


async def _typed_in_takes(folder: Path, keys: list[str], burst: bool) -> tuple[Any, ...]:
    async with _takes(folder).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await _type(pilot, keys, burst)
        return _where(pilot.app, Driver(pilot))


@pytest.mark.parametrize(
    "keys",
    [
        ["w", "i", "n", "e", "enter", "|", "enter", "t", "a", "x", "enter"],
        ["w", "i", "n", "e", "enter", "|", "enter", "enter", "enter", "t", "a", "x", "enter"],
        ["w", "i", "n", "e", "tab", "b", "o", "enter", "enter", "t", "a", "x", "enter"],
        ["w", "i", "n", "e", "enter", "b", "o", "enter", "enter", "t", "a", "x", "enter", "d", "e", "e", "enter"],
        ["w", "i", "n", "e", "enter", "shift+tab", "enter", "t", "a", "x", "enter"],
    ],
)
async def test_keys_typed_in_the_take_loop_land_as_typed_key_by_key(tmp_path: Path, keys: list[str]) -> None:
    burst = await _typed_in_takes(tmp_path / "burst", keys, True)
    slow = await _typed_in_takes(tmp_path / "keys", keys, False)
    print("BURST", burst[0][-3:], burst[1:])
    print("SLOW ", slow[0][-3:], slow[1:])
    assert burst == slow

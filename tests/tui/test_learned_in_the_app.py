"""What an action in the app taught of the board is kept once the screen shows it (issue 31: it was worked out
from the whole table before the screen was drawn, a tenth of each action), and is kept still when the app is
left at once."""

from __future__ import annotations

from pathlib import Path

from engine.store import SessionFile
from tests.settle import settle
from tests.test_learning import MEDIOLANUM, PLAYERS, _new_kit_knows
from tests.tui.driver import session_screen
from tui.app.app import TabulaApp
from tui.library import create


def _evening(folder: Path, name: str) -> Path:
    _, path = create(folder, "struggle-for-rome", PLAYERS, name=name)
    file = SessionFile(path)
    for _ in PLAYERS:
        file.change(lambda s: s.act("starting-card", {"card": "cattle"}))
    return path


async def test_a_city_told_in_the_app_is_known_the_next_evening(saves_dir: Path) -> None:
    app = TabulaApp(session_path=_evening(saves_dir, "first"), saves_dir=saves_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        await screen.apply("add-city", {k: str(v) for k, v in MEDIOLANUM.items()}, force=False)
        assert screen.controller.file._owed  # kept after the screen is drawn, not before
        await settle(pilot)
        assert not screen.controller.file._owed
    assert _new_kit_knows(saves_dir, "second")


async def test_what_was_told_just_before_leaving_is_kept(saves_dir: Path) -> None:
    app = TabulaApp(session_path=_evening(saves_dir, "first"), saves_dir=saves_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.controller.file.learn_later = lambda work: None  # the drawn screen never comes: the app quits
        await screen.apply("add-city", {k: str(v) for k, v in MEDIOLANUM.items()}, force=False)
    assert _new_kit_knows(saves_dir, "second")

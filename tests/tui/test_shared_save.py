"""The app and the CLI on one save: the app shows what the CLI did and never overwrites it."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList

from engine import saves
from engine.store import SessionFile
from tests.conftest import new_market
from tests.tui.driver import Driver
from tui.app.app import TabulaApp


async def test_the_app_reloads_a_save_changed_elsewhere_and_keeps_both_changes(tmp_path: Path) -> None:
    session = new_market(2)
    path = tmp_path / "shared.toml"
    saves.save(session, path)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        drive = Driver(pilot)
        # Another program (tabula act in a terminal) harvests for Ann.
        SessionFile(path).change(lambda s: s.act("harvest", {"player": "Ann"}))
        drive.screen.moves.watch_file()  # what the screen's one-second timer does
        await pilot.pause()
        assert len(drive.screen.session.events) == 1
        log = app.screen.query_one("#log-list", OptionList)
        assert "Ann harvests" in str(log.get_option_at_index(log.option_count - 1).prompt)
        # The app acts on the newer log: Bo is the one the rules now expect.
        await drive.act("harvest")
        assert [e.actor for e in saves.load(path).events] == ["Ann", "Bo"]


async def test_an_app_action_on_a_stale_log_is_checked_again(tmp_path: Path) -> None:
    session = new_market(2)
    path = tmp_path / "shared.toml"
    saves.save(session, path)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        drive = Driver(pilot)
        await drive.fill("harvest", player="Ann")
        SessionFile(path).change(lambda s: s.act("harvest", {"player": "Ann"}))  # before the timer notices
        await drive.press("apply")
        assert [e.actor for e in saves.load(path).events] == ["Ann"]  # nothing applied twice, nothing lost
        assert len(drive.screen.session.events) == 1

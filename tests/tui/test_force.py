"""The app offers Force only where overriding a rule can work: never for pieces that are not on the table."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Button

from engine import saves
from tests.conftest import finish_harvest, new_market
from tests.tui.driver import Driver
from tui.app.app import TabulaApp


async def test_force_is_offered_for_a_rule_and_never_for_missing_components(tmp_path: Path) -> None:
    session = new_market(2)
    finish_harvest(session)  # the trade step, Ann's turn, 3 coins
    path = tmp_path / "m.toml"
    saves.save(session, path)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        drive = Driver(pilot)
        # A house in the trade step breaks a rule of play: the table may override it.
        line = await drive.fill("buy", item="house")
        assert line == "Build step: buildings are bought in the build step\nThe table may force it (logged)."
        assert not drive.screen.query_one("#force", Button).disabled
        # A tower costs 5 coins and Ann's purse holds 3: no override makes the coins.
        line = await drive.fill("buy", item="tower")
        assert "Components: Ann's purse: 3 coins, not 5" in line
        assert "Not on the table: this cannot be forced" in line
        assert drive.screen.query_one("#force", Button).disabled
        assert drive.screen.query_one("#apply", Button).disabled

"""A dry run's preview never names cards of a hand the screen does not show (play-test: the buy's check line
said "paying 1 fish, 1 gems, 1 papyrus" on the shared screen, before the player had shown the hand)."""

from __future__ import annotations

from pathlib import Path

from engine import saves
from engine.hidden import check_lines, shared_preview
from tests.settle import settle, until
from tests.test_losses import _build
from tests.tui.driver import Driver
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog

FORTRESS = {"item": "fortress", "province": "antioch"}


def test_the_check_counts_the_cards_a_hidden_hand_pays() -> None:
    session = _build()  # Ann holds 3 taxes and 1 grain, unseen
    proposal = session.propose("buy", FORTRESS)
    assert "paying" in " ".join(session.preview(proposal))  # the rules' own sentence names them
    assert check_lines(session, proposal) == ["buy: allowed (Ann buys a fortress)", "   3 cards leave Ann's hand."]
    # Ann's own view, and a hand shown for the entry, read the sentence as the rules say it.
    assert "paying" in " ".join(shared_preview(session, proposal, "Ann"))
    assert "paying" in " ".join(shared_preview(session, proposal, None, ["hand:" + session.players[0].faction]))


async def test_the_shared_screen_names_them_only_once_the_hand_is_shown(tmp_path: Path) -> None:
    saves.save(_build(), tmp_path / "lossy.toml")
    app = TabulaApp(session_path=tmp_path / "lossy.toml", saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        assert await drive.fill("buy", **FORTRESS) == "allowed\n3 cards leave Ann's hand."
        drive.screen.query_one("#action-select").focus()
        await pilot.press("1")  # Ann shows her hand for the entry
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog), "the show-cards question")
        await pilot.press("y")
        await until(pilot, lambda: "paying" in drive.check(), "the check naming what pays")

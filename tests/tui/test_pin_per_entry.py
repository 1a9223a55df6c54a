"""A hand pinned for one entry lets go once the next form is another player's (re-test: in the trade, where all
act with no turns, after Carthage's exchange size Egypt's offer opened under "Hand — Carthage (pinned)")."""

from __future__ import annotations

from pathlib import Path

from engine import saves
from tests.mare_nostrum.helpers import finish_setup, new_game
from tests.settle import settle, until
from tests.tui.driver import session_screen
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.widgets.hand_panel import HandPanel


async def test_the_pin_lets_go_when_the_next_form_is_another_players(tmp_path: Path) -> None:
    session = new_game("egypt", "carthage", "greece", "rome")
    finish_setup(session)
    session.name = "trade"
    path = tmp_path / "trade.toml"
    saves.save(session, path)
    async with TabulaApp(session_path=path, saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.query_one("#map-table").focus()
        await pilot.press("2")  # Carthage's hand
        if isinstance(pilot.app.screen, ConfirmDialog):
            await pilot.press("n")  # not shown: pinned all the same
        await settle(pilot)
        assert screen.pinned == 1
        await screen.apply("exchange-size", {"count": "2"}, force=False)
        await until(pilot, lambda: screen._form() is not None, "the next form")
        form = screen._form()
        assert form is not None and form.action == "offer"
        offering = form.values().get("player")
        assert offering and offering != "Carthage"
        assert screen.pinned is None
        assert str(screen.query_one(HandPanel).border_title).startswith(f"Hand — {offering}")


async def test_an_undo_leaves_no_form_nobody_may_take(tmp_path: Path) -> None:
    # Re-test: attack Argos, the defender's pass form opens, ctrl+z: the form stayed "pass", for Ariadne, with
    # "✗ nobody may take the pass action now".
    from tests.tui.driver import demo_app

    async with demo_app(tmp_path, "hellas").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        await screen.apply("attack", {"target": "argos", "sources": "sparta"}, force=False)
        await settle(pilot)
        form = screen._form()
        assert form is not None and form.action == "pass", form
        screen.query_one("#map-table").focus()
        await pilot.press("ctrl+z")
        await settle(pilot)
        form = screen._form()
        assert form is None or form.action != "pass", form.action
        assert not screen._wizard().refused

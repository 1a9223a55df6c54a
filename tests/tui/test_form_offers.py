"""A form's offers read what it is opened with (issue 31): Aquileia's card turned up at the Stadium is offered
the Stadium's laurels first, not the horse and weapon cards of Equi et Arma."""

from __future__ import annotations

from pathlib import Path

from rulesets.aquileia.decks import DECKS
from tests.settle import settle
from tests.tui.driver import demo_app, session_screen
from tui.app.widgets.pick import PickList


async def test_the_card_list_offers_the_deck_of_the_place_given(tmp_path: Path) -> None:
    async with demo_app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.applying.preset = {"at": "stadium"}
        screen.pick_action("turn-up")
        await settle(pilot)
        form = screen._form()
        assert form is not None and form.action == "turn-up"
        cards = form.query_one("#field-card", PickList)
        first = [value for _label, value in cards._options if isinstance(value, str)][: len(DECKS["stadium"])]
        assert first == list(DECKS["stadium"])

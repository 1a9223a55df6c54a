"""A form's list of a hidden hand stays covered until that hand's player shows it, whoever the form names as acting
(issue 31, the new-user play-test: in the Merchant's compensation, "who acts" changed to the short player, Enter
on "card" listed the Merchant's hidden cards with nobody asked; the form covered only the acting player's hand)."""

from __future__ import annotations

from pathlib import Path

from tests.settle import settle
from tests.tui.driver import Driver
from tests.tui.test_hidden_in_forms import _held, _phase_panel
from tests.tui.test_undo_keeps_keys import _owed
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.widgets.pick import PickList

#: The short player named to act in the Merchant's form (the play-test's keys), then Enter on the card.
ANNA_ACTS = ["tab", "a", "n", "enter", "enter"]


async def test_the_merchants_cards_stay_covered_when_the_short_player_is_named_to_act(tmp_path: Path) -> None:
    async with _owed(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        merchants = _held(screen, 1)  # Bohdan's cards, as a card list names them
        await pilot.press(*ANNA_ACTS)
        form = screen._form()
        assert form is not None and form.action == "compensate" and form.acting() == "Anna"
        assert "key 2 shows them to Bohdan" in form.masked.get("card", ""), form.masked
        shown = _phase_panel(screen)
        assert not merchants & set(shown.split()), shown
        await pilot.press("1", "y")  # Anna's own key shows her hand, not the Merchant's cards
        form = screen._form()
        assert form is not None and "card" in form.masked, form
        await pilot.press("2")  # Bohdan's key asks first
        assert isinstance(pilot.app.screen, ConfirmDialog)
        await pilot.press("y")
        form = screen._form()
        assert form is not None and form.acting() == "Anna" and not form.masked, form
        listed = form.query_one("#field-card", PickList)
        assert merchants <= {label for _id, label in form.choices["card"]}, form.choices
        assert pilot.app.focused is listed  # the list shown, the cursor in it, to pick the card

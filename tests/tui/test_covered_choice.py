"""What a player chose among cards shown for an entry stays in the form once they hide again, counted but never
named, and goes out with Apply; it is that player's alone (issue 31 play-test, Cleopatra's swap: ``2 y``, give
picked, the hand hid, and "give" was gone; a later reveal brought back a card Bob did not hold)."""

from __future__ import annotations

from pathlib import Path

from engine import saves
from tests.mare_nostrum.helpers import deal, finish_setup, new_game
from tests.settle import settle
from tests.tui.driver import Driver
from tests.tui.test_hidden_in_forms import _phase_panel
from tui.app.app import TabulaApp
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.pick import PickList


def _cleopatra(folder: Path) -> TabulaApp:
    """Mare Nostrum's trade after the exchange: Bob (Egypt) may still swap a card with the bank (Cleopatra)."""
    names = ("Ann", "Bob", "Cy")
    session = new_game("carthage", "egypt", "greece", names=names)
    finish_setup(session)
    for name in names:
        deal(session, name, {"taxes": 1})
    session.act("exchange-size", {"count": 1}, actor="Ann")
    for name in names:
        session.act("offer", {"cards": "taxes"}, actor=name)
    for giver in ("Cy", "Ann"):
        session.act("take", {"from": giver})
    # Bob's card, the only one left to take, is taken by the rules (rules v11): Ann owes Bob a card.
    session.act("compensate", {"card": "taxes"}, actor="Ann")
    deal(session, "Bob", {"taxes": 1, "fish": 1})
    deal(session, "Ann", {"gems": 1, "oil": 1})
    session.name = "cleopatra"
    path = folder / "cleopatra.toml"
    saves.save(session, path)
    return TabulaApp(session_path=path, saves_dir=folder)


async def _show(drive: Driver, key: str) -> ActionForm:
    """The player's number key, then yes, from the action list (as ``Driver.reveal``, for any seat)."""
    drive.screen.query_one("#action-select").focus()
    await drive.pilot.press(key)
    await settle(drive.pilot)
    await drive.pilot.press("y")
    await settle(drive.pilot)
    return drive.screen.query_one(ActionForm)


async def test_a_card_chosen_among_shown_cards_stays_chosen_once_they_hide(tmp_path: Path) -> None:
    async with _cleopatra(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        form = screen._form()
        assert form is not None and form.action == "cleopatra" and "give" in form.masked
        form = await _show(drive, "2")
        assert not form.masked and pilot.app.focused is form.query_one("#field-give")
        await pilot.press(*"fish", "enter")  # the search finds fish; Enter picks it
        await settle(pilot)
        await pilot.press("shift+tab")
        await settle(pilot)
        assert form.values()["give"] == "fish"
        await screen.shown.hide_shown()  # what the hand's seconds do
        await settle(pilot)
        form = screen.query_one(ActionForm)
        assert "give" in form.masked and form.values()["give"] == "fish"
        shown = _phase_panel(screen)
        assert "1 card chosen" in shown and "fish" not in shown, shown
        # Shown again, the choice is back in its list, and the cursor goes on to what is still to fill in.
        form = await _show(drive, "2")
        assert form.query_one("#field-give", PickList).value == "fish"
        assert pilot.app.focused is form.query_one("#field-take")
        await screen.shown.hide_shown()
        await settle(pilot)
        form = screen.query_one(ActionForm)
        form.query_one("#field-take", PickList).value = "taxes"
        await settle(pilot)
        await drive.press("apply")
        swap = screen.session.events[-1]
        assert swap.type == "cleopatra" and swap.args["give"] == "fish" and swap.args["take"] == "taxes", drive.status()
        after = screen._form()  # applied: nothing of the choice is left for whatever comes next
        assert after is None or "give" not in after.values()


async def test_a_covered_choice_is_not_another_players(tmp_path: Path) -> None:
    async with _cleopatra(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        form = await _show(drive, "2")
        form.query_one("#field-give", PickList).value = "fish"
        await settle(pilot)
        await screen.shown.hide_shown()
        await settle(pilot)
        form = screen.query_one(ActionForm)
        assert form.values()["give"] == "fish"
        # Another player named to act: Bob's choice is not theirs to send, nor to see again.
        form.query_one("#field-player", PickList).value = "Ann"
        await settle(pilot)
        assert "give" not in form.values() and "chosen" not in _phase_panel(screen)
        form = await _show(drive, "1")
        assert not form.masked and "give" not in form.values()
        assert form.query_one("#field-give", PickList).value == PickList.NULL

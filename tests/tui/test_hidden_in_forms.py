"""Cards a player shows for an entry are named in its form only while that player makes the entry (play-test:
after alt+4 to the Log, or an undo, the Phase panel still named the hand's cards for the next player to read)."""

from __future__ import annotations

from pathlib import Path

from engine import saves
from tests.mare_nostrum.helpers import finish_setup, new_game
from tests.settle import settle, until
from tests.tui.driver import Driver
from tui.app.app import TabulaApp
from tui.app.screens.session import SessionScreen
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.tick import CardList
from tui.app.widgets.wizard import WizardPanel


def _trade(folder: Path, roll: bool = False) -> TabulaApp:
    """Mare Nostrum's trade with two cards each to offer: Egypt's offer is the form the rules wait for (a roll
    after the exchange size, with ``roll``: an event to take back that leaves Egypt's offer awaited)."""
    session = new_game("egypt", "carthage", "greece", "rome")
    finish_setup(session)
    session.act("exchange-size", {"count": "2"})
    if roll:
        session.act("roll", {"dice": "3"}, actor="Rome")
    session.name = "trade"
    path = folder / "trade.toml"
    saves.save(session, path)
    return TabulaApp(session_path=path, saves_dir=folder)


def _held(screen: SessionScreen, seat: int) -> set[str]:
    """The names of the kinds of card in a player's hand, as a form's card list shows them."""
    session = screen.session
    offer = session.spec("offer")
    assert offer.suggest is not None
    names = {e.id: e.label for e in session.catalogue("card").entries}
    held = {names[str(card)] for card in offer.suggest(session.context(actor=seat), "cards")}
    assert held
    return held


def _phase_panel(screen: SessionScreen) -> str:
    """What the terminal shows of the Phase panel now (the form, its check line), row by row."""
    panel = screen.query_one(WizardPanel).region
    rows = screen._compositor.render_strips()[panel.y : panel.bottom]
    return "\n".join(row.crop(panel.x, panel.right).text for row in rows)


async def _shown_for_egypt(pilot: Driver) -> ActionForm:
    """Egypt's offer form with Egypt's cards shown (key 1, then yes), one card ticked as the player does."""
    screen = pilot.screen
    form = screen._form()
    assert form is not None and form.action == "offer" and "cards" in form.masked, form
    form = await pilot.reveal(form)
    cards = form.query_one("#field-cards", CardList)
    assert pilot.pilot.app.focused is cards
    await pilot.pilot.press("space", "down", "space")  # the hand panel hides at the first key; the list stays
    assert len(cards.selected) == 2 and screen._form() is form and not form.masked
    return form


async def test_shown_cards_leave_the_form_when_the_cursor_leaves_the_phase_panel(tmp_path: Path) -> None:
    async with _trade(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        held = _held(screen, 0)
        await _shown_for_egypt(drive)
        assert held & set(_phase_panel(screen).split())  # named while Egypt chooses
        await pilot.press("alt+4")  # Egypt goes to the log: the Phase panel stays on show beside it
        await settle(pilot)
        form = screen._form()
        assert form is not None and form.action == "offer" and "cards" in form.masked
        assert pilot.app.focused is screen.query_one("#log-list")  # the cursor stays where the player put it
        shown = _phase_panel(screen)
        assert "hidden cards" in shown and not held & set(shown.split()), shown
        assert form.values().get("player") == "Egypt"  # what is not hidden is kept


async def test_shown_cards_leave_the_form_in_a_small_terminal_too(tmp_path: Path) -> None:
    # At 80x24 one panel shows at a time: alt+4 hides the Phase panel, alt+2 brings it back for the next player.
    async with _trade(tmp_path).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        held = _held(screen, 0)
        await _shown_for_egypt(drive)
        await pilot.press("alt+4")
        await settle(pilot)
        await pilot.press("alt+2")
        await settle(pilot)
        form = screen._form()
        assert form is not None and "cards" in form.masked and not form.query(CardList)
        assert not held & set(_phase_panel(screen).split())


async def test_an_undo_hides_the_cards_shown_for_the_entry(tmp_path: Path) -> None:
    async with _trade(tmp_path, roll=True).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        held = _held(screen, 0)
        events = len(screen.session.events)
        await _shown_for_egypt(drive)
        await pilot.press("ctrl+z")  # the roll is taken back: Egypt's offer is awaited still, on another table
        await settle(pilot)
        assert len(screen.session.events) == events - 1
        form = screen._form()
        assert form is not None and form.action == "offer" and "cards" in form.masked
        shown = _phase_panel(screen)
        assert not held & set(shown.split()) and not held & set(drive.check().split()), shown


async def test_cards_shown_stay_named_while_the_player_makes_the_entry(tmp_path: Path) -> None:
    # The other side: keys typed in the form, and the hand hiding after its seconds, leave the list as it is.
    async with _trade(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        form = await _shown_for_egypt(drive)
        screen.conceal()  # what the timer does
        await settle(pilot)
        assert screen._form() is form and not form.masked
        await pilot.press("enter")
        await settle(pilot)
        offered = screen.session.events[-1]
        assert offered.type == "offer" and offered.actor == "Egypt", drive.status()


async def test_cards_shown_hide_from_the_form_when_nobody_presses_a_key(tmp_path: Path) -> None:
    # Re-test: the form kept naming the cards, the ticks with them, long after the hand panel had hidden them.
    async with _trade(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        held = _held(screen, 0)
        form = await _shown_for_egypt(drive)
        screen.shown_seconds = 0.05  # the hand's seconds, shortened: the test waits on the form, not the clock
        await pilot.press("up")  # a key in the form: the seconds start again from it
        await until(pilot, lambda: "cards" in form.masked, "the cards hidden")
        assert not held & set(_phase_panel(screen).split())
        assert screen._form() is form  # the same form, its cards field made anew


async def test_cards_shown_again_for_the_same_entry_come_back_ticked(tmp_path: Path) -> None:
    # Play-test: the cards hid while the player was still choosing (8 s); shown again, every box was empty and
    # Enter said "say cards".
    async with _trade(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        form = await _shown_for_egypt(drive)
        ticked = form.values()["cards"]
        await screen.shown.hide_shown()  # what the seconds do
        await settle(pilot)
        assert "cards" in form.masked and form.values()["cards"] == ticked  # covered, still chosen (and sent)
        form = await drive.reveal(form)
        assert form.values()["cards"] == ticked
        await pilot.press("enter")
        await settle(pilot)
        offered = screen.session.events[-1]
        assert offered.type == "offer" and offered.actor == "Egypt", drive.status()

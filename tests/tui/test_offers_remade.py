"""A pick that changes what another field offers refreshes that field (play-test: in Aquileia, the Stadium picked
as the place of a card turned up left the card list offering the Equi et Arma cards first, as made for the place
the form opened with); a change that alters no offer leaves the form's fields as they are."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select

from engine import saves
from rulesets.aquileia.decks import DECKS
from tests.mare_nostrum.helpers import finish_setup, new_game
from tests.settle import settle
from tests.tui.driver import Driver, demo_app, session_screen
from tui.app.app import TabulaApp
from tui.app.widgets.pick import PickList
from tui.app.widgets.tick import CardList


def _offered(pick: PickList) -> list[str]:
    """A pick list's entries, in its order (the blank one aside)."""
    return [value for _label, value in pick._options if isinstance(value, str)]


async def test_the_place_picked_reorders_the_cards_offered(tmp_path: Path) -> None:
    async with demo_app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.pick_action("turn-up")
        await settle(pilot)
        form = screen._form()
        assert form is not None and form.action == "turn-up"
        place = form.query_one("#field-at", PickList)
        assert place.value != "stadium"  # it opens on the first empty place, by an Equi et Arma space
        stadium = list(DECKS["stadium"])
        assert _offered(form.query_one("#field-card", PickList))[: len(stadium)] != stadium
        place.focus()
        await pilot.press(*"stad", "enter")  # the list opens on the letters; Enter picks what they found
        await settle(pilot)
        assert place.value == "stadium" and screen._form() is form
        # On to the card still to pick (issue 31), in the list made anew for the Stadium.
        card = form.query_one("#field-card", PickList)
        assert pilot.app.focused is card
        assert _offered(form.query_one("#field-card", PickList))[: len(stadium)] == stadium
        assert "card" not in form.values()  # nothing picked there: nothing to keep


async def test_a_card_still_offered_is_kept_and_a_change_that_offers_nothing_new_remakes_nothing(
    tmp_path: Path,
) -> None:
    async with demo_app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.pick_action("turn-up")
        await settle(pilot)
        form = screen._form()
        assert form is not None
        card = form.query_one("#field-card", PickList)
        card.value = "laurel-blue"
        await settle(pilot)
        form.query_one("#field-at", PickList).value = "stadium"
        await settle(pilot)
        assert form.values() == {"at": "stadium", "card": "laurel-blue"}  # offered still, as every card is
        # The same card again changes no offer: every field is the widget it was.
        widgets = list(form.query("Select, Input"))
        card = form.query_one("#field-card", PickList)
        card.value = "laurel-white"
        await settle(pilot)
        assert list(form.query("Select, Input")) == widgets


async def test_typing_in_a_box_leaves_the_fields_as_they_are(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        await drive.fill("roll")
        form = drive.screen._form()
        assert form is not None
        widgets = list(form.query("Select, Input"))
        form.query_one("#field-dice", Input).focus()
        await pilot.press(*"2,2")
        await settle(pilot)
        assert list(form.query("Select, Input")) == widgets and form.values()["dice"] == "2,2"


async def test_another_player_named_to_act_gets_their_own_cards_offered_hidden(tmp_path: Path) -> None:
    # Egypt showed their hand for the offer; the player changed to Carthage: Egypt's cards were still listed.
    session = new_game("egypt", "carthage", "greece", "rome")
    finish_setup(session)
    session.act("exchange-size", {"count": "2"})
    session.name = "trade"
    saves.save(session, tmp_path / "trade.toml")
    async with TabulaApp(session_path=tmp_path / "trade.toml", saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        form = drive.screen._form()
        assert form is not None and form.action == "offer" and form.values()["player"] == "Egypt"
        form = await drive.reveal(form)
        assert form.query(CardList)
        player = form.query_one("#field-player", Select)
        player.value = "Carthage"
        await settle(pilot)
        form = drive.screen._form()
        assert form is not None and form.values()["player"] == "Carthage"
        assert not form.query(CardList) and form.masked["cards"].endswith("key 2 shows them to Carthage")

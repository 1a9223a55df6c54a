"""A take the table has not picked shows no card picked for it (issue 31's play-test: the take form filled 'card' by
itself when every card the taker could take was of one kind, the cursor went on to 'from', and 'tax', typed for the
card as at the table, went into 'from')."""

from __future__ import annotations

from pathlib import Path

from engine import saves
from tests.mare_nostrum.helpers import deal, finish_setup, new_game
from tests.settle import settle
from tests.tui.driver import Driver
from tests.tui.test_form_keys import _typed
from tui.app.app import TabulaApp
from tui.app.widgets.action_form import ActionForm


def _three_offer_taxes(tmp_path: Path) -> Path:
    """Carthage's take, three players offering taxes (saved as take.toml)."""
    session = new_game("egypt", "carthage", "greece", "rome")
    finish_setup(session)
    for name, card in (("Egypt", "taxes"), ("Carthage", "fish"), ("Greece", "taxes"), ("Rome", "taxes")):
        deal(session, name, {card: 2})
    session.act("exchange-size", {"count": "1"})
    for name, card in (("Egypt", "taxes"), ("Carthage", "fish"), ("Greece", "taxes"), ("Rome", "taxes")):
        session.act("offer", {"player": name, "cards": card})
    session.name = "take"
    saves.save(session, tmp_path / "take.toml")
    return tmp_path / "take.toml"


async def test_the_card_is_picked_by_the_taker_when_several_offer_it(tmp_path: Path) -> None:
    path = _three_offer_taxes(tmp_path)
    async with TabulaApp(session_path=path, saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = Driver(pilot).screen
        form = screen.query_one(ActionForm)
        # Carthage takes: three players offer taxes, nobody picked which.
        assert form.action == "take" and form.values() == {}
        assert pilot.app.focused is not None and pilot.app.focused.id == "field-card"
        _typed(pilot.app, *"tax", "tab", *"gr", "tab")
        await settle(pilot)
        assert screen.query_one(ActionForm).values() == {"card": "taxes", "from": "Greece"}


async def test_enter_with_the_giver_unnamed_puts_the_cursor_on_the_giver(tmp_path: Path) -> None:
    # Play-test: "say whom Dee takes from: Ann or Bo" and the cursor stayed on the card.
    path = _three_offer_taxes(tmp_path)
    async with TabulaApp(session_path=path, saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = Driver(pilot).screen
        _typed(pilot.app, *"tax", "enter")
        await settle(pilot)
        assert screen.query_one(ActionForm).values() == {"card": "taxes"}
        # The pick leaves the cursor on the field still needed (issue 31), and so does Enter on the card.
        assert pilot.app.focused is not None and pilot.app.focused.id == "field-from", pilot.app.focused
        await pilot.press("shift+tab")
        assert pilot.app.focused is not None and pilot.app.focused.id == "field-card", pilot.app.focused
        await pilot.press("enter")  # the card picked: Enter applies, refused for want of the giver
        await settle(pilot)
        assert pilot.app.focused is not None and pilot.app.focused.id == "field-from", pilot.app.focused

"""Issue 32, app play-test: what the forms list and what a refusal tells the table. A take listed the taker's
own offered cards, a card list named one tax card "taxes", and Cleopatra's swap of a card Bob never held read
"Bob's gems card cannot be taken"."""

from __future__ import annotations

from pathlib import Path

from engine import saves
from engine.hidden import shared_proposal
from engine.session import Session
from tests.mare_nostrum.helpers import deal, end_setup, finish_setup, name_goods, new_game
from tests.settle import settle
from tests.tui.driver import Driver
from tui.app.app import TabulaApp
from tui.app.screens.session_forms import form_for
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.pick import PickList

OFFERS = (("Anna", "taxes"), ("Bob", "fish"), ("Clara", "grain"), ("Dan", "wine"))


def _offered() -> Session:
    """Everyone has laid one card; Bob (Carthage), the Merchant, takes first."""
    session = new_game("egypt", "carthage", "greece", "rome", names=("Anna", "Bob", "Clara", "Dan"))
    finish_setup(session)
    for name, card in OFFERS:
        deal(session, name, {card: 2})
    session.act("exchange-size", {"count": "1"})
    for name, card in OFFERS:
        session.act("offer", {"player": name, "cards": card})
    assert session.summary()["acts_next"] == "Bob"
    return session


def test_the_take_lists_only_what_the_others_offer() -> None:
    session = _offered()
    form = form_for(session, session.spec("take"), {}, None)
    assert form.choices["card"] == [("grain", "grain"), ("wine", "wine"), ("taxes", "tax")]
    # Typed anyway, his own card is named, and the rules say why it cannot be taken.
    said = [v.message for v in session.propose("take", {"card": "fish"}).violations]
    assert said == ["only Bob offers fish, nobody takes their own; say whom Bob takes from: Anna, Clara or Dan"]
    # Once Bob has taken Clara's grain, Clara takes: Bob's fish is hers to take, her grain is gone.
    session.act("take", {"card": "grain"})
    form = form_for(session, session.spec("take"), {}, None)
    assert form.choices["card"] == [("wine", "wine"), ("taxes", "tax"), ("fish", "fish")]


async def test_the_taker_picks_a_tax_from_the_others_offers_in_the_app(tmp_path: Path) -> None:
    saves.save(_offered(), tmp_path / "take.toml")
    async with TabulaApp(session_path=tmp_path / "take.toml", saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        form = drive.screen.query_one(ActionForm)
        assert form.action == "take"
        card = form.query_one("#field-card", PickList)
        assert [str(label) for label, _ in card._options][1:] == ["grain", "wine", "tax"]  # no fish of Bob's own
        events = len(drive.screen.session.events)
        await pilot.press(*"tax", "enter")  # the card picked (its giver worked out), then applied
        await drive.until(lambda: card.value == "taxes", "the tax picked")
        await pilot.press("enter")
        await drive.until(lambda: len(drive.screen.session.events) > events, "the take applied")
        taken = drive.screen.session.events[events]
        assert (taken.type, taken.args["card"], taken.args["from"]) == ("take", "taxes", "Anna")
        assert drive.status().startswith("Bob takes a tax card from Anna")


def test_one_tax_card_is_a_tax(czech: None) -> None:
    session = new_game("egypt", "carthage", "greece", "rome", names=("Anna", "Bob", "Clara", "Dan"))
    finish_setup(session)
    deal(session, "Anna", {"taxes": 2, "wine": 1})
    session.act("exchange-size", {"count": "1"})
    form = form_for(session, session.spec("offer"), {}, None, acting="Anna", revealed=0)
    assert [label for _, label in form.units["cards"]] == ["daň", "daň", "víno"]
    # Both words name the card, as typed before.
    cards = session.catalogue("card")
    assert [cards.resolve(word).id for word in ("daň", "daně", "tax", "taxes")] == ["taxes"] * 4


def test_cleopatra_s_card_that_is_not_held_is_said_so() -> None:
    session = new_game("egypt", "carthage", "greece", "rome", names=("Bob", "Cy", "Di", "Ed"))
    name_goods(session)
    session.act("extra-caravan", {"province": "thebes", "good": "wine"}, actor="Bob")
    end_setup(session)
    assert session.phase.id == "trade"
    refused = shared_proposal(session, session.propose("cleopatra", {"give": "gems", "take": "taxes"}))
    # As the table reads it: that he has none, and nothing of what he has.
    assert [v.message for v in refused.violations] == ["Bob has no gems card"]

"""Forms offer only what is there to pick: the actor's cards one per card, what a deck or the bank can give."""

from __future__ import annotations

from engine import saves
from engine.session import Session
from rulesets.struggle_for_rome import INFO
from tests.struggle_for_rome.helpers import hand, new, put


def offered(session: Session, action: str, field: str, seat: int | None) -> list[str]:
    """What the form offers for a field when the player in ``seat`` acts."""
    suggest = session.spec(action).suggest
    assert suggest is not None, f"{action} offers nothing for {field}"
    return list(suggest(session.context(actor=seat), field))


def _demo() -> Session:
    ruleset = INFO.load()
    return saves.loads_text(ruleset.resource(ruleset.demo).read_text(encoding="utf-8"), "demo", ruleset.id)


def test_a_trade_gives_the_actors_resource_cards_one_box_per_card() -> None:
    session = _demo()
    # Lucka (red): 2 grain, 1 horse; Honza (blue): 3 grain, 1 cattle.
    assert offered(session, "swap", "give", 0) == ["grain", "grain", "horse"]
    assert offered(session, "swap", "give", 1) == ["grain", "grain", "grain", "cattle"]
    assert offered(session, "swap", "with", 1) == ["Katka", "Mirek", "Lucka"]
    # Only Honza has three alike for the bank.
    assert offered(session, "bank", "give", 1) == ["grain"]
    assert offered(session, "bank", "give", 0) == []


def test_play_card_offers_the_actors_action_cards() -> None:
    session = new()
    put(session, "cards:red", "traitor", 2, "box")
    put(session, "cards:red", "culture", 1, "box")
    put(session, "cards:blue", "diplomat", 1, "box")
    assert offered(session, "play-card", "card", 0) == ["traitor", "traitor", "culture"]
    assert offered(session, "play-card", "card", 1) == ["diplomat"]
    assert offered(session, "play-card", "card", 2) == []


def test_drawn_cards_are_what_the_pasture_deck_still_holds() -> None:
    session = new()
    cattle = session.table.ledger.count("deck:pasture", "cattle")
    hand(session, "red", cattle=session.table.ledger.count("hand:red", "cattle") + cattle)
    # The deck has horses only now, but the cattle lie in Ann's hidden hand: nobody else can tell the deck
    # has none, so cattle are still offered (the fifth play-test's leak).
    assert offered(session, "starting-card", "card", 0) == ["horse", "cattle"]
    assert offered(session, "play-card", "draw", 0) == ["horse", "horse", "cattle", "cattle"]
    # Cattle in the open discard pile are known to be out of the deck: a card drawn from it is a horse.
    for faction in ("red", "blue", "white"):
        put(session, f"hand:{faction}", "cattle", 0, "discard:pasture")
    assert offered(session, "starting-card", "card", 0) == ["horse"]
    assert offered(session, "play-card", "draw", 0) == ["horse", "horse"]
    assert offered(session, "idle", "take", 0) == ["gold", "grain", "ore", "horse"]
    put(session, "hand:blue", "ore", session.table.ledger.count("bank", "ore"), "bank")
    assert offered(session, "bank", "get", 1) == ["grain", "horse"]


def test_a_trade_partner_is_never_the_trader_on_the_command_line() -> None:
    """Play-test of issue 16: 'tabula actions' listed swap with=Ann|Bo|Cy in Bo's turn."""
    from engine.summary import describe_action
    from tests.struggle_for_rome.helpers import to_phase

    session = new()
    to_phase(session, "build")
    session.act("next")  # Bo's turn
    field = next(f for f in describe_action(session, session.spec("swap"))["fields"] if f["name"] == "with")
    assert field["offered"] == ["Cy", "Ann"]
    # The app's form likewise offers only the other players.
    from tui.app.screens.session_forms import form_for
    from tui.app.widgets.pick import PickList

    form = form_for(session, session.spec("swap"), {}, None)
    pick = form._input(next(f for f in form.fields if f.name == "with"))
    assert isinstance(pick, PickList) and [value for _, value in pick._options][1:] == ["Cy", "Ann"]

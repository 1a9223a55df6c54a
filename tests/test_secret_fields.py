"""A field declared secret (``Field.secret``: a card drawn face down) is seen by its drawer alone (issues 33 and
35): its action keeps it out of the log, the help says it is secret, and the engine says who draws it."""

from __future__ import annotations

from typing import Any

from engine.actions import ActionSpec
from engine.fields import Field
from engine.hidden import public_event, secret_seat
from engine.state import Context
from rulesets.aquileia.contests import ranked
from tests.aquileia.helpers import new, place_all, stadium_example, to_phase
from tests.test_hidden_cards import demo


def _unchanged(ctx: Context, args: Any) -> Any:
    return ctx.game


def test_a_secret_field_is_private_in_its_action_and_says_it_is_secret() -> None:
    drawn = Field("drawn", "ref", "the card drawn", catalogue="card", secret=True)
    spec = ActionSpec("draw", _unchanged, fields=(Field("count"), drawn), private=("count",))
    assert spec.private == ("count", "drawn")  # declared on the field once, listed with the others
    assert drawn.said == "the card drawn (secret: typed by the player who drew it, unseen)"
    assert drawn.describe()["secret"] is True and "secret" not in Field("count").describe()


def test_the_drawer_is_who_acts_or_whom_the_field_names() -> None:
    session = demo("hellas")
    reinforce = session.spec("reinforce")
    greeks, cards = reinforce.field("greeks"), reinforce.field("cards")
    assert greeks is not None and cards is not None
    assert secret_seat(session, reinforce, greeks, 0, {}) is None  # anybody reads where Greeks go
    assert secret_seat(session, reinforce, cards, 1, {}) == 1


def test_hellas_god_cards_drawn_are_not_in_the_log_json() -> None:
    # `log --json` listed them: "cards": ["flood"] for Reinforcements, while the log line named only the deck.
    session = demo("hellas")
    card = str(session.suggestions(session.spec("reinforce"), "cards")[0])
    event = session.act("reinforce", {"greeks": "athens", "cards": card})
    assert event.args["cards"] == [card]  # the save keeps it
    assert public_event(session, event)["args"] == {"greeks": ["athens"], "cards": None}


def test_the_arena_slave_card_is_seen_by_whoever_takes_it() -> None:
    session = new()
    place_all(session, {"Blue": ["arena-1a"], "Yellow": ["arena-2"], "Red": ["potentia"], "Vlada": []})
    to_phase(session, "arena")
    session.act("fight", {"dice": "bronze,bronze,gold"})
    session.act("fight", {"dice": "gold,gold,silver"})
    prizes = session.spec("prizes")
    slave = prizes.field("slave_card")
    assert slave is not None and slave.secret
    # Blue won: taking the slave card, Blue draws it; taking points, second-placed Yellow does.
    assert secret_seat(session, prizes, slave, None, {"winner_takes": "slave"}) == 0
    assert secret_seat(session, prizes, slave, None, {"winner_takes": "points"}) == 1
    session.act("prizes", {"winner_takes": "slave", "slave_card": "1"})
    assert public_event(session, session.events[-1])["args"]["slave_card"] is None


def test_the_stadium_laurels_are_drawn_by_the_winner() -> None:
    session = stadium_example()
    prizes = session.spec("prizes")
    winner = ranked(session.context(), "stadium")[0][0]
    for name in ("winner_laurel", "second_laurel"):
        field = prizes.field(name)
        assert field is not None and field.secret
        assert secret_seat(session, prizes, field, None, {}) == winner

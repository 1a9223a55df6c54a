"""Play-test 12: ``actions`` listed ``turn-up``/``turn-ups`` in every phase once every card lay face up. They
are listed only while a face-up place waits for its card (the action can still be named: its check says why)."""

from __future__ import annotations

from engine.actions import NoneFits
from engine.session import Session
from tests.aquileia.helpers import new, place_all, set_coins, to_phase


def _listed(session: Session) -> set[str]:
    return {spec.name for spec in session.available()}


def test_turn_ups_leave_the_list_once_everything_lies_face_up() -> None:
    session = new()
    assert {"turn-up", "turn-ups"} <= _listed(session)
    session.act("turn-ups", {"equi_1": "weapons-2", "equi_2": "gold-horse-1", "equi_3": "silver-horse-2"})
    assert {"turn-up", "turn-ups"} <= _listed(session)  # the stadium laurel is still to come
    session.act("turn-up", {"card": "laurel-white"})
    assert not {"turn-up", "turn-ups"} & _listed(session)


def test_bid_and_drop_offer_no_laurel_once_it_is_shown() -> None:
    session = new()
    set_coins(session, 3, silver=3)
    set_coins(session, 0, silver=3)
    place_all(session, {"Blue": [], "Yellow": [], "Red": [], "Vlada": ["theatrum"]})
    to_phase(session, "theatrum")
    bid = session.spec("bid")
    assert session.suggestions(bid, "laurel")  # before the opening: the laurels the deck holds
    session.act("bid", {"player": "Vlada", "add": "silver", "laurel": "white/purple"})
    for action in ("bid", "drop"):
        offered = session.suggestions(session.spec(action), "laurel")
        assert isinstance(offered, NoneFits) and not offered

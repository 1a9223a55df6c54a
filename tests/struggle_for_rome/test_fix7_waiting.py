"""Fix 7, item 4: whom the roll waits for is exactly the players who owe something: the latest roll's income
the kit could not work out (a lone figure's start crossing untold), or a pasture card to name.

The ruleset answers it (``waiting``); the header asks it once ``engine.summary.waiting_for`` does (see the
fix's report)."""

from __future__ import annotations

from engine.session import Session
from tests.struggle_for_rome.helpers import new, place, tell_the_steppe
from tests.struggle_for_rome.test_issue34_retest import _misty_start


def _waiting(session: Session) -> list[str] | None:
    seats = session.ruleset.waiting(session.context())
    return None if seats is None else [session.players[s].name for s in seats]


def _only_ann_owes() -> Session:
    """The 9 rolled; the others have said their income; Ann's untold start crossing leaves hers owed."""
    session = _misty_start()
    session.act("add-landscape", {"name": "Steppe mist", "number": 9})
    session.act("add-landscape", {"name": "Steppe hills", "kind": "mountain", "number": 6})
    session.act("add-crossing", {"crossing": "Ford", "landscapes": "Steppe hills"})
    place(session, 0, "cavalry", "ford")
    session.act("roll-resources", {"dice": "4,5"})
    for player in ("Bo", "Cy", "Di"):
        session.act("receive", {"player": player})
    return session


def test_only_the_player_whose_figure_is_untold_is_waited_for() -> None:
    """Ann's infantry stands on one of her start crossings, the app does not know which, and the kit does
    not know the others' crossings: all four owe the 9's income. Once the others have said theirs, only
    Ann owes it: the roll waits for Ann, not for the start player or everyone."""
    assert _waiting(_only_ann_owes()) == ["Ann"]


def test_a_pasture_card_owed_is_waited_for_and_nothing_once_named() -> None:
    session = tell_the_steppe(new(4))
    session.act("roll-resources", {"dice": "4,6"})  # the 10: Ann and Bo draw a pasture card each
    assert _waiting(session) == ["Ann", "Bo"]
    session.act("receive", {"player": "Ann", "horse": 1})
    session.act("receive", {"player": "Bo", "cattle": 1})
    assert _waiting(session) is None


def test_the_header_names_only_who_owes() -> None:
    # Play-test 6: the header named the start player while another's income was still to come; it asks the
    # ruleset (engine.summary.waiting_for).
    from engine.summary import waiting_for

    assert waiting_for(_only_ann_owes()) == ["Ann"]

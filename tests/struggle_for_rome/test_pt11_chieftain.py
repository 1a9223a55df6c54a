"""Play-test 11, B9: the Great Chieftain with fewer than 2 pasture cards left in the deck and its discard pile
is refused with that reason (it was "that card cannot be taken from the pasture deck", or "say which 2")."""

from __future__ import annotations

from tests.struggle_for_rome.helpers import new, put, to_phase

REASON = "Great Chieftain: the pasture deck and its discard pile hold 1 card: the Great Chieftain's 2 cannot be drawn"


def test_one_pasture_card_left_says_why() -> None:
    session = new(3)
    to_phase(session, "build")
    put(session, "cards:red", "chieftain", 1, "box")
    for kind in ("horse", "cattle"):
        put(session, "deck:pasture", kind, 0, "box")
        put(session, "discard:pasture", kind, 0, "box")
    put(session, "deck:pasture", "horse", 1, "box")
    for drawn in (["horse", "horse"], ["horse"]):
        said = [v.said() for v in session.propose("play-card", {"card": "chieftain", "draw": drawn}).violations]
        assert said[0] == REASON

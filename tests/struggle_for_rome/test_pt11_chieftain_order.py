"""Play-test 11, P5: a Great Chieftain's draw that runs the pasture deck out says the discard pile shuffled
into the deck before the cards drawn from it."""

from __future__ import annotations

from tests.struggle_for_rome.helpers import count, new, put, to_phase


def test_the_pile_is_shuffled_in_before_the_draw_is_said() -> None:
    session = new(3)
    to_phase(session, "build")
    put(session, "cards:red", "chieftain", 1, "box")
    for kind in ("horse", "cattle"):
        put(session, "deck:pasture", kind, 0, "box")
    put(session, "deck:pasture", "horse", 1, "box")
    put(session, "discard:pasture", "cattle", 3, "box")
    session.act("play-card", {"card": "chieftain", "draw": ["horse", "cattle"]})
    said = session.outcome(len(session.events))
    shuffled = next(i for i, line in enumerate(said) if "pasture discard pile to the pasture deck" in line)
    drawn = next(i for i, line in enumerate(said) if "from the pasture deck to Ann's hand" in line)
    assert shuffled < drawn
    assert count(session, "hand:red", "horse") == 1 and count(session, "deck:pasture", "cattle") == 2

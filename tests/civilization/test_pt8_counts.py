"""Play-test 8, bug 1: the masks of a city its holder never counted (captured, or new) are asked, as its hammers
are, never taken for none."""

from __future__ import annotations

import pytest

from engine.errors import BadInput
from tests.civilization.helpers import go_to, new, realm

ASKED = "how many masks does Xian count this round\\? Nothing is remembered to use again: give masks=N"


def test_a_captured_city_asks_the_masks_its_new_holder_never_counted() -> None:
    # e1: Petr counted Antium at 1 mask; Eva took it, and its arts gave her 1 culture, silently.
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    session.act("found-city", {"name": "Xian"})
    go_to(session, "city")
    session.act("arts", {"city": "Xian", "masks": 1}, actor="Ondrej")
    go_to(session, "movement")
    session.act("battle", {"winner": "Filip", "loser": "Ondrej", "city": "Xian", "loot": "trade", "armies_lost": 0})
    go_to(session, "city")
    before, events = realm(session, 1).culture, len(session.events)
    with pytest.raises(BadInput, match=ASKED):
        session.act("arts", {"city": "Xian"}, actor="Filip")
    assert len(session.events) == events and realm(session, 1).culture == before
    session.act("arts", {"city": "Xian", "masks": 1}, actor="Filip")
    assert realm(session, 1).culture == before + 2  # 1 for the arts, 1 for the mask (l. 121)


def test_a_new_city_asks_its_first_masks() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    session.act("found-city", {"name": "Xian"})
    go_to(session, "city")
    with pytest.raises(BadInput, match=ASKED):
        session.act("arts", {"city": "Xian"}, actor="Ondrej")

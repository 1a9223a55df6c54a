"""Play-test 11, B3: a tile the session described itself (``build kind=workshop value=2 ...``) was not known by
its name until ``kit apply`` ("no building tile 'workshop 2'; did you mean Workshop 4?")."""

from __future__ import annotations

from tests.aquileia.helpers import new, place_all, set_coins, to_phase


def test_a_tile_described_in_this_session_is_named() -> None:
    session = new()
    session.teaches = False
    set_coins(session, 0, bronze=1)
    place_all(session, {"Blue": ["forum-1"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "forum")
    session.act("build", {"kind": "workshop", "value": 2, "coins": "bronze", "slaves": 0})
    found = session.catalogue("tile").get("workshop 2")
    assert found is not None and found.id == "workshop-2"

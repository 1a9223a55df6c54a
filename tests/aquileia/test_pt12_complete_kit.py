"""Play-test 12: once the kit lists every building tile (``kit teach`` ended the Forum tiles with ``-``), a
build describing a tile it does not list (``value=8`` typed for 6) made a 27th tile without a word. It is now
refused as not printed, as Arena ``add-space`` is, naming the kit's tiles of that kind."""

from __future__ import annotations

from engine.kits import Kit
from engine.session import Session
from tests.aquileia.helpers import kit_with, new, place_all, set_coins, to_phase

WHOLE = ('How many tiles the board has is not known"\nentries = [',
         'How many tiles the board has is not known"\ncount = 4\nentries = [')  # fmt: skip


def _at_forum(kit: Kit) -> Session:
    session = new(kit=kit)
    set_coins(session, 0, gold=1)
    place_all(session, {"Blue": ["forum-1"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "forum")
    return session


def test_a_tile_the_whole_kit_does_not_list_is_refused() -> None:
    session = _at_forum(kit_with(WHOLE))
    args = {"kind": "villa", "colour": "blue", "value": 8, "coins": "gold", "slaves": 0}
    refused = session.propose("build", args)
    said = [v.message for v in refused.violations]
    assert any("the kit lists every building tile" in m and "Blue villa 10, Blue villa 6" in m for m in said), said


def test_a_kit_that_may_lack_tiles_still_learns_a_new_one() -> None:
    session = _at_forum(kit_with())
    args = {"kind": "villa", "colour": "blue", "value": 8, "coins": "gold", "slaves": 0}
    refused = session.propose("build", args)
    assert not refused.violations

"""Play-test 8 (issue 35): voyages (regroup after a failed Voyage again)."""

from __future__ import annotations

import pytest

from engine.errors import NotFound
from tests.hellas.helpers import LIGHT, hand, on, voyage_example


def test_regroup_into_the_city_found_when_voyage_again_fails() -> None:
    """Bug 3: after the Voyage option figures regroup into the newly found city (L4); a failed Voyage again
    finds none, so the city found earlier in the turn stays it (decisions)."""
    session = voyage_example(hands=({"voyage-again": 1}, {}))
    session.act("voyage", {"tile": "tile-a", "at": "SW of Pylos", "turn": 0})
    session.act("play", {"card": "voyage-again"})
    # Light's last ship leaves the table (as if lost earlier): the next voyage has nobody to pay it and fails.
    session.act("correct", {"holder": "tile:pylos", "kind": "ship:light", "count": 0, "reason": "test"})
    session.act("correct", {"holder": "tile:pylos", "kind": "greek:light", "count": 2, "reason": "test"})
    session.act("voyage", {"tile": "tile-c"})
    assert not session.table.game.voyaged and hand(session, LIGHT) == {}
    session.act("regroup", {"from": "pylos", "to": "tile-a", "greeks": 1})
    assert on(session, "tile-a") == (LIGHT, 2, 0) and on(session, "pylos") == (LIGHT, 1, 0)
    refused = [v.message for v in session.propose("play", {"card": "two-extra"}).violations]
    assert refused  # Two extra figures still follows only a successful voyage


def test_an_unknown_tile_is_not_said_to_be_on_the_coast() -> None:
    """Bug 5: in a game kept to itself a tile described in a refused voyage is not kept; naming it then said
    only "tiles on the coast are not turned up again", though it never was there. The hint names the fields that
    describe it again."""
    session = voyage_example()
    with pytest.raises(NotFound) as refused:
        session.act("voyage", {"tile": "kythira-new"})
    assert "is described with name=, edges=, temple= (in a game kept to itself" in str(refused.value)

"""Play-test 7, bug G: a Forum tile's price typed into a build that is refused is kept, not asked again."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, RuleRefused
from engine.session import Session
from tests.aquileia.helpers import new, place_all, set_coins, to_phase


def _at_forum() -> Session:
    """Blue on Forum 1 with two bronze and no slave card; the shipped kit does not know Workshop 4's price."""
    session = new()
    set_coins(session, 0, bronze=2)
    place_all(session, {"Blue": ["forum-1"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "forum")
    return session


def test_a_refused_builds_price_is_kept() -> None:
    """saves_y: ``build tile="workshop 4" coins=bronze,bronze slaves=1`` refused (no slave); the next
    ``build tile="workshop 4"`` asked the price again."""
    session = _at_forum()
    with pytest.raises(BadInput, match="does not know what the Workshop 4 costs"):
        session.propose("build", {"tile": "workshop 4"})
    with pytest.raises(RuleRefused) as refused:
        session.act("build", {"tile": "workshop 4", "coins": "bronze,bronze", "slaves": "1"})
    assert "workshop-4" in str(refused.value)
    assert len(session.events) == len(_at_forum().events)  # nothing logged
    # The coins are not asked again; the slaves the builder could not pay are in doubt (play-test 11, B2: a
    # slip there was kept as the board's fact) and are asked again, with the coins known.
    with pytest.raises(BadInput, match="how many slaves the Workshop 4 costs"):
        session.propose("build", {"tile": "workshop 4"})
    again = session.propose("build", {"tile": "workshop 4", "slaves": 1})
    assert [v.rule for v in again.violations] == ["Slaves"]
    facts = session.context().kit.entry("buildings", "workshop-4")
    assert facts is not None and (facts["coins"], facts["slaves"]) == (["bronze", "bronze"], "?")


def test_a_build_refused_for_the_tile_itself_keeps_nothing() -> None:
    """A villa said without its colour is refused for what the tile is: nothing of it is kept."""
    session = _at_forum()
    before = session.context().kit
    assert session.ruleset.stated(session.context(), "build", {"kind": "villa", "coins": ["bronze"], "value": 3}) is (
        before
    )

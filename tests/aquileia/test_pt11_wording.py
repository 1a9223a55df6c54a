"""Play-test 11, wording: the opening bid of a player without the coin, the Forum skip after a build (N8)."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from rulesets.aquileia.spaces import describe_skip
from tests.aquileia.helpers import new, place_all, set_coins, to_phase


def test_an_opening_bid_without_the_coin_says_there_is_no_coin_to_open_with() -> None:
    """It said "Vlada can repeat the bid but has no silver coin left to add": nobody had bid."""
    session = new()
    set_coins(session, 3, bronze=2)
    place_all(session, {"Blue": [], "Yellow": [], "Red": [], "Vlada": ["theatrum"]})
    to_phase(session, "theatrum")
    with pytest.raises(RuleRefused) as refused:
        session.act("bid", {"player": "Vlada", "add": "silver"})
    said = str(refused.value)
    assert "Vlada has no silver coin to open with" in said and "repeat" not in said


def test_a_forum_skip_is_said_whether_or_not_something_was_built() -> None:
    assert describe_skip({"player": "Ann", "space": "forum-3"}) == "ends the turn at Forum 3"


def test_prizes_cannot_be_forced_outside_the_contests() -> None:
    """`prizes --force --check` in Placement said "allowed if forced", and would have logged an empty event."""
    session = new()
    proposal = session.propose("prizes", {})
    assert not proposal.forcible
    events = len(session.events)
    with pytest.raises(RuleRefused):
        session.act("prizes", {}, force=True)
    assert len(session.events) == events

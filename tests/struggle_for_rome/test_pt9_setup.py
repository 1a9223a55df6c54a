"""Play-test 9: the first roll waits for the setup's pasture cards (P10), and the start player is chosen once
(N5)."""

from __future__ import annotations

import random

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from rulesets.struggle_for_rome import INFO
from tests.struggle_for_rome.helpers import NAMES


def _fresh() -> Session:
    return Session.new(INFO.load(), [(n, None) for n in NAMES[:3]], rng=random.Random(3))


def test_the_roll_waits_for_the_starting_pasture_cards() -> None:
    session = _fresh()
    session.act("starting-card", {"card": "cattle"})
    with pytest.raises(RuleRefused, match="the setup is not finished: Bo and Cy still record their starting"):
        session.act("roll-resources", {"dice": "3,4"})


def test_the_start_player_is_chosen_once() -> None:
    session = _fresh()
    session.act("start-player", {"first": "Bo"})
    with pytest.raises(RuleRefused, match="chosen before the first round begins"):
        session.act("start-player", {"first": "Cy"})


def test_the_legionary_takes_up_to_2_gold() -> None:
    """L7: a player with no resource card gives up to 2 gold: the table may say fewer (P7)."""
    from tests.struggle_for_rome.helpers import count, new, put

    session = new()
    session.act("roll-resources", {"dice": "3,4"})
    put(session, "hand:blue", "grain", 0, "bank")
    put(session, "hand:blue", "cattle", 0, "discard:pasture")
    session.act("legionary", {"landscape": "pasture", "province": "gallia", "victim": "Bo", "gold": 1})
    assert (count(session, "purse:red", "gold"), count(session, "purse:blue", "gold")) == (6, 4)

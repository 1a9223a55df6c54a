"""Play-test 11: ``idle take=gold --force`` in the roll phase paid 2 gold to no tribe; forced, an action out of
its phase still follows its own rule (L9: a tribe doing nothing in its own phase)."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from tests.struggle_for_rome.helpers import count, new


def test_a_forced_idle_in_the_roll_pays_nothing() -> None:
    session = new(3)
    gold = count(session, "purse:red", "gold")
    with pytest.raises(RuleRefused, match="only a tribe doing nothing in its own phase takes 2 gold"):
        session.act("idle", {"player": "Ann", "take": "gold"}, force=True)
    assert count(session, "purse:red", "gold") == gold

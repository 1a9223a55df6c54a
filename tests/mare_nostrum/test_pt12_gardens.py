"""Play-test 12, bug 9: a Hanging Gardens owner's ``next`` guard said "keeps 0 of 3" and did not name ``keep``,
and ``--yes`` sent all 3 goods to the bank. The owner may keep 2 goods (p.6, p.13): left unchosen, the first 2
by name are kept (``decisions``), and the guard says "keeps 2 of 3" with the ``keep`` to type."""

from __future__ import annotations

from engine import saves
from engine.losses import losses
from engine.writer import to_data
from rulesets.mare_nostrum.legacy import migrate
from rulesets.mare_nostrum.payment import GARDENS_PICK_LOG
from tests.mare_nostrum.helpers import hand_of
from tests.mare_nostrum.test_pt9_gardens import _gardens_build

HAND = {"taxes": 1, "fruit": 1, "gold": 1, "wine": 1}


def test_the_guard_says_two_of_three_and_names_keep() -> None:
    session = _gardens_build(HAND)
    asked = losses(session, session.propose("next", {"player": "Bo"}, actor="Ann"))
    line = next((a for a in asked if "Ann's 3 goods" in a), None)
    assert line is not None and "Ann keeps 2 of 3 past the build phase" in line, asked
    assert "keep cards=taxes,fruit,gold" in line, line


def test_goods_left_unchosen_keep_two() -> None:
    session = _gardens_build(HAND)
    session.act("next-phase")
    assert hand_of(session, "Ann") == {"taxes": 1, "fruit": 1, "gold": 1}


def test_an_older_log_with_the_gardens_still_loses_the_goods_unchosen() -> None:
    bought = [{"t": "buy", "a": {"item": "gardens"}}]
    assert migrate({"events": bought}, "15", "16", frozenset())["options"].get(GARDENS_PICK_LOG) is True
    assert GARDENS_PICK_LOG not in migrate({"events": []}, "15", "16", frozenset())["options"]
    session = _gardens_build(HAND)
    loaded = saves.from_data({**to_data(session), "options": {GARDENS_PICK_LOG: True}}, "old")
    loaded.act("next-phase")
    assert hand_of(loaded, "Ann") == {"taxes": 1}

"""A save written before version 13 replays as it was taken: a marker the table applied itself (``gives=other``)
went to the token pile then, and its later events may rely on it (``coins from=hut``, the token moved on by a
correction). A new session takes such a marker off the map (l. 144)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import saves
from engine.errors import BadInput
from engine.session import Session
from rulesets.civilization import INFO
from rulesets.civilization.common import V12_LOG
from tests.civilization.helpers import TRACK, confirmed, count, go_to


def _played(options: dict[str, Any]) -> Session:
    """Movement of round 1: A (China) finds the Teacher, left to the table, takes its coin and hands the token
    back to the box by a correction, as a table on version 12 could (the token was in A's pile then)."""
    session = Session.new(INFO.load(), [("A", "china"), ("B", "rome")], kit=confirmed(), options=options)
    go_to(session, "movement")
    session.act("hut", {"reward": "Teacher hut", "gives": "other"})
    session.act("coins", {"change": 1, "from": "hut"})
    return session


def _as_version_12(session: Session) -> dict[str, Any]:
    """The session's save as version 12 wrote it: that version's number, and no option it did not know."""
    data = saves.to_data(session)
    data["options"] = {k: v for k, v in data["options"].items() if k != V12_LOG}
    return {**data, "ruleset_version": "12"}


def test_a_version_12_save_opens_and_replays_to_the_same_ledger() -> None:
    older = _played({**TRACK, V12_LOG: True})
    assert count(older, "stock:china", "hut") == 1  # where version 12 put it
    # The log relies on the token being in the pile: a correction hands it back to the box from there.
    older.act("correct", {"holder": "box", "kind": "hut", "count": 1, "source": "stock:china", "reason": "table"})
    data = _as_version_12(older)
    loaded = saves.from_data(data, "old")
    assert loaded.options.get(V12_LOG) is True and loaded.options.get("rules_v13") is True
    assert loaded.ruleset.version == "14"
    assert loaded.table.ledger == older.table.ledger and loaded.table.game == older.table.game
    assert count(loaded, "coins:china", "coin") == 1


def test_without_the_legacy_option_that_log_would_not_replay() -> None:
    # What the option is for: the same events read by version 13's rules find no token in the pile.
    older = _played({**TRACK, V12_LOG: True})
    older.act("correct", {"holder": "box", "kind": "hut", "count": 1, "source": "stock:china", "reason": "table"})
    data = {**_as_version_12(older), "ruleset_version": "13"}
    with pytest.raises(BadInput, match="does not replay"):
        saves.from_data(data, "old")


def test_a_version_12_save_keeps_the_marker_in_the_pile_and_a_new_one_takes_it_off_the_map() -> None:
    older = _played({**TRACK, V12_LOG: True})
    loaded = saves.from_data(_as_version_12(older), "old")
    assert count(loaded, "stock:china", "hut") == 1 and loaded.table.ledger == older.table.ledger
    fresh = _played(dict(TRACK))
    assert count(fresh, "stock:china", "hut") == 0 and count(fresh, "coins:china", "coin") == 1
    again = saves.loads_text(saves.dumps(fresh), "new", "the save")
    assert not again.options.get(V12_LOG) and count(again, "stock:china", "hut") == 0
    assert again.table.ledger == fresh.table.ledger

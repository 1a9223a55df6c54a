"""A correction that would end the game is the table's word only on purpose: refused, forcible, and forced it
stands (play-test 11, Civilization: a correction to 20 coins won the game without a question)."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from tests.conftest import finish_harvest, new_market


@pytest.mark.usefixtures("english")
def test_a_correction_that_decides_the_game_asks_to_be_forced() -> None:
    session = new_market(2)
    finish_harvest(session)
    raw = {"holder": "yard:red", "kind": "tower:red", "count": "3", "reason": "counted", "source": "supply:red"}
    proposal = session.propose("correct", raw)
    assert [v.rule for v in proposal.violations] == ["Game end"] and proposal.forcible
    assert proposal.violations[0].message == "this correction ends the game (Ann won); force it if that is so"
    with pytest.raises(RuleRefused, match="Game end"):
        session.act("correct", raw)
    assert not session.table.winners
    session.act("correct", raw, force=True)
    assert session.table.winners == (0,)
    # One that decides nothing is taken as before.
    other = new_market(2)
    finish_harvest(other)
    other.act("correct", {**raw, "count": "1"})

"""Fix 7, item 2: a forced move of a tribe with an empire is refused before anything is logged (L13: it never
wanders again), in the dry run and the run alike; the refusal names the player and not the turn order."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from tests.struggle_for_rome.test_issue34_pt5 import _empire


def test_a_forced_move_of_an_empire_tribe_is_refused_alike_in_dry_run_and_run() -> None:
    session = _empire()
    before, stands = len(session.events), session.table.game.stands(0, "cavalry")
    dry = session.propose("move", {"land": 1, "to": "red-start-1"})
    assert not dry.forcible
    assert "Empire: Ann's cavalry tribe has an empire and no longer wanders" in [v.said() for v in dry.violations]
    with pytest.raises(RuleRefused) as refused:
        session.act("move", {"land": 1, "to": "red-start-1"}, force=True)
    assert "Turn order" not in str(refused.value)
    assert "Ann's cavalry tribe has an empire" in str(refused.value)
    assert len(session.events) == before and session.table.game.stands(0, "cavalry") == stands

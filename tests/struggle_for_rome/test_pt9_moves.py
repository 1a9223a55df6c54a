"""Play-test 9: a forced move-to keeps its cost (N12)."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from tests.struggle_for_rome.helpers import new, to_phase


def test_a_forced_move_to_with_no_known_way_is_not_made_for_free() -> None:
    session = new(4)
    session.act("add-crossing", {"crossing": "Via Flaminia", "cities": "-"})
    to_phase(session, "build")
    before = len(session.events)
    with pytest.raises(RuleRefused, match="the app cannot tell which of"):
        session.act("move-to", {"to": "Via Flaminia"}, force=True)
    assert len(session.events) == before

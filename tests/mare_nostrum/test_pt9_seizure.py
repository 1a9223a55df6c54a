"""Play-test 9, bug 12: during the build phase Pending reminds the seizer to replace the influence marker of a
province being seized (p.10), until it is done."""

from __future__ import annotations

from dataclasses import replace

from tests.mare_nostrum.helpers import set_game, table, units
from tests.mare_nostrum.test_pt9_build_turns import _build, _pending

REMINDER = "Petr may replace Katka's influence in "


def test_pending_reminds_the_seizer_in_the_build_phase() -> None:
    session = _build({"taxes": 3}, legions_left=1)
    b = table(session)
    pid = next(p.id for p in b.state.provinces if b.influence(p.id) == "carthage" and p.id != "carthage")
    units(session, pid, "legion", "rome", 1)
    state = table(session).state
    set_game(session, state.with_province(replace(state.province(pid), seizing="rome")))
    name = table(session).state.province(pid).name
    assert any(line.startswith(REMINDER + name) for line in _pending(session)), _pending(session)

"""Play-test 12 (save t, R2): ``turn-ups`` with the laurel typed while one still lay face up was refused as a
whole, so no Equi et Arma card was turned up that round. Now the places that can take their card do, and
the outcome says which field was left out and why; only a line where nothing can go is refused."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from rulesets.aquileia.faceup import shown
from tests.aquileia.helpers import last_outcome, new


def test_the_good_places_are_turned_up_and_the_bad_one_is_said() -> None:
    session = new()
    session.act("turn-up", {"at": "stadium", "card": "laurel-white"})
    # The laurel lying there typed again is left out and said; a different one refuses the line (a typed card is
    # never dropped for another: tests/test_typed_choices.py, test_typed_aq2_turnups.py).
    session.act("turn-ups", {"equi_1": "weapons-2", "equi_2": "gold-horse-1", "laurel": "laurel-white"})
    ctx = session.context()
    assert shown(ctx, "equi-1") == "weapons-2" and shown(ctx, "equi-2") == "gold-horse-1"
    assert shown(ctx, "stadium") == "laurel-white"  # the laurel already there stays
    said = last_outcome(session)
    assert any(line.startswith("Left out: ") and "Stadium already" in line for line in said)


def test_a_line_where_nothing_can_go_is_refused_and_changes_nothing() -> None:
    session = new()
    session.act("turn-up", {"at": "stadium", "card": "laurel-white"})
    events = len(session.events)
    with pytest.raises(RuleRefused, match="Stadium already"):
        session.act("turn-ups", {"laurel": "laurel-blue"})
    assert len(session.events) == events

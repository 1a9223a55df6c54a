"""``turn-ups`` left out any card its place could not take, so two different typos did alike (the typed-choice
test: ``equi_2`` gold-horse-1 and gold-horse-2 at a place holding weapons-2). Only the card already lying
there, typed again, is left out now; any other card that cannot go refuses the line and changes nothing."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from rulesets.aquileia.faceup import shown
from tests.aquileia.helpers import last_outcome, new


def test_a_different_card_at_a_full_place_refuses_the_line() -> None:
    session = new()
    session.act("turn-up", {"at": "equi-2", "card": "weapons-2"})
    events = len(session.events)
    with pytest.raises(RuleRefused, match="Equi et Arma 2 already"):
        session.act("turn-ups", {"equi_1": "weapons-3", "equi_2": "gold-horse-1"})
    assert len(session.events) == events
    assert shown(session.context(), "equi-1") is None


def test_the_card_lying_there_typed_again_is_left_out_and_the_rest_go() -> None:
    session = new()
    session.act("turn-up", {"at": "stadium", "card": "laurel-white"})
    session.act("turn-ups", {"equi_1": "weapons-2", "equi_2": "gold-horse-1", "laurel": "laurel-white"})
    ctx = session.context()
    assert shown(ctx, "equi-1") == "weapons-2" and shown(ctx, "equi-2") == "gold-horse-1"
    assert any(line.startswith("Left out: ") and "Stadium already" in line for line in last_outcome(session))

"""Civilization leftovers of the games3 helper: setting a dial to where it stands changes nothing."""

from __future__ import annotations

import pytest

from engine.errors import NO_CHANGE, RuleRefused
from tests.civilization.helpers import new, realm, set_realm


@pytest.mark.parametrize(("dial", "said"), [("trade", "trade dial stands at 7"), ("culture", "marker stands at 7")])
def test_set_dial_to_its_own_value_is_refused_like_a_correction_that_changes_nothing(dial: str, said: str) -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    set_realm(session, 1, trade=7, culture=7)
    logged = len(session.events)
    args = {"player": session.players[1].name, "dial": dial, "value": "7"}
    with pytest.raises(RuleRefused, match=said) as refused:
        session.act("set-dial", args, force=True)
    assert refused.value.physical
    assert [v.rule for v in session.propose("set-dial", args).violations] == [NO_CHANGE]
    assert len(session.events) == logged  # nothing logged
    session.act("set-dial", {**args, "value": "8"})
    assert getattr(realm(session, 1), dial) == 8

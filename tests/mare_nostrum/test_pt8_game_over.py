"""Play-test 8, bug 7: after a win, ``next`` is refused as the game being over, not guarded with "add --yes" for
the goods the build phase's end would have discarded (a finished game loses nothing more)."""

from __future__ import annotations

from engine.losses import losses
from tests.mare_nostrum.helpers import deal, hand_of
from tests.mare_nostrum.test_round import _started

GOODS = ("gems", "papyrus", "perfume", "gold", "cattle", "metals", "oil", "fruit", "wine", "grain", "slaves", "fish")


def test_next_after_a_win_asks_nothing_and_is_refused_as_over() -> None:
    session = _started()
    deal(session, "Ann", {**dict.fromkeys(GOODS, 1), "grain": 2, "fish": 2, "wine": 2})
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next", {"player": "Ann"})
    session.act("buy", {"item": "pyramids"})
    assert session.summary()["winners"] == ["Ann"]
    assert sum(hand_of(session, "Ann").values()) == 3  # goods the build phase's end would discard
    proposal = session.propose("next", {})
    assert losses(session, proposal) == []
    assert [v.rule for v in proposal.violations] == ["Game over"]

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


def test_an_action_after_the_win_gives_the_game_over_as_its_only_table_reason() -> None:
    # Play-test 8 (Aquileia): an action after the end was refused with a second, wrong reason ("Phase: ...").
    session = _started()
    deal(session, "Ann", {**dict.fromkeys(GOODS, 1), "grain": 2, "fish": 2, "wine": 2})
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next", {"player": "Ann"})
    session.act("buy", {"item": "pyramids"})
    refused = session.propose("move-legion", {"to": "antioch"}, actor="Bo")
    assert [v.rule for v in refused.violations if v.rule in ("Game over", "Phase", "Turn order")] == ["Game over"]

"""Play-test 9, bug 11: the Hanging Gardens keep up to 2 goods past the build phase (the card: the owner may
keep up to 2 goods besides the taxes). A hand with no more goods than that keeps them with nothing typed; a
hand with more waits for ``keep``, and Pending and the phase end's warning say so."""

from __future__ import annotations

from engine import saves
from engine.losses import lost_by
from engine.session import Session
from engine.writer import to_data
from rulesets.mare_nostrum.legacy import migrate
from rulesets.mare_nostrum.payment import GARDENS_LOG
from tests.mare_nostrum.helpers import deal, hand_of, own
from tests.mare_nostrum.test_round import _started

HINT = "Ann may keep 2 goods (Hanging Gardens): keep cards="
WARNING = "the choice of the 2 goods Ann keeps with the Hanging Gardens (keep cards="


def _gardens_build(cards: dict[str, int]) -> Session:
    session = _started()
    own(session, "Ann", "gardens")
    deal(session, "Ann", cards)
    deal(session, "Bo", {"taxes": 3})
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next", {"player": "Ann"})
    return session


def test_two_goods_are_kept_without_keep() -> None:
    session = _gardens_build({"taxes": 3, "grain": 1, "wine": 1})
    pending = [p["text"] for p in session.summary()["pending"]]
    assert not any("Hanging Gardens" in line for line in pending), pending
    session.act("next-phase")
    assert hand_of(session, "Ann") == {"taxes": 2, "grain": 1, "wine": 1}
    assert hand_of(session, "Bo") == {"taxes": 2}


def test_more_goods_than_the_gardens_keep_are_asked_about() -> None:
    session = _gardens_build({"taxes": 2, "fruit": 1, "gold": 1, "wine": 1})
    pending = [p["text"] for p in session.summary()["pending"]]
    assert any(line.startswith(HINT) for line in pending), pending
    warned = lost_by(session, "next-phase", {}, None)
    assert any(line.startswith(WARNING) for line in warned), warned
    session.act("keep", {"player": "Ann", "cards": "taxes,taxes,fruit,gold"})
    assert not any(HINT in p["text"] for p in session.summary()["pending"])
    session.act("next-phase")
    assert hand_of(session, "Ann") == {"taxes": 2, "fruit": 1, "gold": 1}


def test_an_older_log_that_bought_the_gardens_still_discards_the_goods() -> None:
    bought = [{"t": "buy", "a": {"item": "gardens"}}]
    assert migrate({"events": bought}, "12", "13", frozenset())["options"].get(GARDENS_LOG) is True
    assert GARDENS_LOG not in migrate({"events": []}, "12", "13", frozenset())["options"]
    session = _gardens_build({"taxes": 3, "grain": 1, "wine": 1})
    loaded = saves.from_data({**to_data(session), "options": {GARDENS_LOG: True}}, "old")
    loaded.act("next-phase")
    assert hand_of(loaded, "Ann") == {"taxes": 2}

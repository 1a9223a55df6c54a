"""Play-test 7, bug 6: everyone starts in Despotism (l. 47, l. 251); Greece's and Japan's start governments and
Japan's research discount are facts of the printed sheet, asked once with the start pieces and kept in the kit."""

from __future__ import annotations

import random

from engine.reference import topic
from engine.session import Session
from rulesets.civilization import INFO
from rulesets.civilization.kit import shipped
from tests.civilization.helpers import TRACK, go_to, new, realm, set_realm


def _asked() -> Session:
    """Japan and Greece with the shipped kit: nobody has said yet what their printed sheets give."""
    return Session.new(
        INFO.load(), [("A", "japan"), ("B", "greece")], rng=random.Random(1), kit=shipped(), options=TRACK
    )


def test_japan_and_greece_start_in_despotism_until_the_sheet_is_confirmed() -> None:
    # x22: A started in Feudalism and B in Democracy, and nothing was asked.
    session = _asked()
    assert [r.government for r in session.table.game.realms] == ["despotism", "despotism"]
    # Asked as a duty of the phase, which Pending lists (play-test 8: the ruleset's own line lapsed with round 1).
    pending = " ".join(item["text"] for item in session.summary()["pending"])
    assert "A: Feudalism as the start government, with its free policy and 3 trade off each tech" in pending
    assert "B: Democracy as the start government, with its free policy" in pending
    session.act("start-pieces", {"printed": "yes"}, actor="B")
    assert (realm(session, 1).government, realm(session, 1).free_policy) == ("democracy", True)
    policy = session.propose("policy", {"policy": "militarism"}, actor="B")  # the free policy follows (l. 54)
    assert [v.rule for v in policy.violations] == ["Turn order"]  # B's turn in the start is still to come
    kit = session.ruleset.learned(session.context(), session.table.kit)
    again = new(("A", "japan"), ("B", "greece"), kit=kit)
    assert [r.government for r in again.table.game.realms] == ["despotism", "democracy"]


def test_japans_discount_waits_for_the_sheet_and_is_said_when_applied() -> None:
    # x22: Japan researched Pottery (level 1, 6 trade by l. 203) with 3 trade, without a word.
    session = _asked()
    go_to(session, "research")
    set_realm(session, 0, trade=3)
    assert not session.propose("research", {"tech": "pottery"}, actor="A").legal
    confirmed = _asked()
    confirmed.act("start-pieces", {"printed": "yes"}, actor="A")
    go_to(confirmed, "research")
    set_realm(confirmed, 0, trade=3)
    confirmed.act("research", {"tech": "pottery"}, actor="A")
    said = confirmed.outcome(len(confirmed.events))
    assert "A's ability takes 3 trade off the cost (its printed civilization sheet)." in said


def test_the_start_government_is_in_decisions() -> None:
    text = " ".join(topic(INFO.load(), "decisions").text.split())
    assert "Everyone starts in Despotism" in text

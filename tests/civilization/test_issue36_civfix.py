"""Issue 36, the improved random play's Civilization findings: a hut's resource said in words, and a killed
card's typed values kept (two killed cards of the same type were alike, whatever health was typed)."""

from __future__ import annotations

from engine.conformance import REPR
from engine.session import Session
from rulesets.civilization.state import Card
from tests.civilization.helpers import count, game, go_to, new
from tests.civilization.test_fight import _table, fight


def _said(session: Session) -> list[str]:
    index = len(session.events)
    return [session.describe_event(session.events[index - 1], index), *session.outcome(index)]


def test_a_hut_resource_token_is_said_in_words_with_its_resource() -> None:
    # It read "A opens a hut (a resource (name it with resource=))": a field's key and nested brackets.
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "movement")
    session.act("hut", {"reward": "resource", "resource": "iron"})
    said = _said(session)
    assert said[0] == "A opens a hut (a resource token: Iron)"
    assert not any(REPR.search(line) for line in said)
    # The form's choice reads as words too.
    assert session.catalogue("reward").get("resource").name == "a resource token"  # type: ignore[union-attr]


def test_a_killed_cards_typed_health_is_kept() -> None:
    # l. 170: Ondrej's artillery strikes Filip's infantry first; 3 attack kills it whether its health is 1, 2 or 3.
    # The card lies turned over (l. 176) as typed: the battle keeps it, so a health typed is never as another.
    kept = []
    for health in (1, 2, 3):
        session = _table()
        session.act("attack", {"defender": "Ondrej", "city": "Xian"})
        session.act("front", {"unit": "infantry", "attack": "2", "health": str(health)})
        session.act("front", {"unit": "artillery", "attack": "3", "health": "2", "against": "1"})
        assert fight(session).killed == ((Card("infantry", 2, health),), ())
        assert fight(session).fronts[0] == (None, Card("artillery", 3, 2))
        kept.append(game(session))
    assert kept[0] != kept[1] != kept[2] != kept[0]


def test_killed_cards_still_leave_the_standing_forces_by_type() -> None:
    session = _table()
    session.act("attack", {"defender": "Ondrej", "city": "Xian"})
    session.act("front", {"unit": "infantry", "attack": "2", "health": "3"})
    session.act("front", {"unit": "artillery", "attack": "3", "health": "2", "against": "1"})
    session.act("front", {"unit": "infantry", "attack": "2", "health": "3"})
    session.act("front", {"unit": "infantry", "attack": "1", "health": "4"})
    session.act("front", {"unit": "cavalry", "attack": "3", "health": "3"})
    session.act("battle", {"armies_lost": "1"})
    lines = session.outcome(len(session.events))
    assert "1 infantry card goes from Filip's standing forces to the bank." in lines
    assert count(session, "forces:rome", "infantry") == 1

"""Play-test 12, item 2: the defender is not asked to answer an attack that fails whatever they do (e1 #38), and a
won attack nothing can change waits for no ``resolve`` (e1 #51)."""

from __future__ import annotations

from engine.session import Session
from rulesets.hellas.migrate import BEFORE_V17
from tests.hellas.helpers import DARK, LIGHT, at_turns, on, tile


def _failing(options: dict[str, object] | None = None) -> Session:
    """e1 #34-37: Dark attacks A by sea 1 against 1 with Plus one; Light voids it; Dark holds only cards that cannot
    change an attack (Equal ships, Reuse of nothing that counts, Distant attack, which comes before it)."""
    session = at_turns(
        tile("a", LIGHT, 1, 1, sea=("b",)),
        tile("b", DARK, 2, 1, sea=("a",)),
        hands=({"void": 1, "flood": 1}, {"plus-one": 1, "equal-ships": 1, "reuse": 1, "distant-attack": 1}),
        turn=DARK,
        options=options,
    )
    session.act("attack", {"target": "a", "sources": "b"})
    session.act("play", {"card": "plus-one"})
    session.act("react", {"card": "void"}, actor="Light")
    return session


def test_a_failing_attack_is_resolved_without_the_defenders_word() -> None:
    session = _failing()
    session.act("pass", actor="Dark")  # lets the Void stand: 1 against 1 by sea fails, nothing can change it
    assert session.table.game.battle is None and on(session, "a") == (LIGHT, 1, 1)
    lines = session.outcome(len(session.events))
    assert "Nothing is left to decide: the attack is resolved." in lines
    assert "pass" not in {e.type for e in session.events if e.actor == "Light"}


def test_an_older_save_still_asks_the_defender() -> None:
    session = _failing({BEFORE_V17: True})
    session.act("pass", actor="Dark")
    assert session.table.game.battle is not None
    session.act("pass", actor="Light")
    assert session.table.game.battle is None


def test_a_card_that_can_still_change_it_keeps_the_defenders_word() -> None:
    """A Plus one left in the attacker's hand could make it 2 against 1: no failing attack, the defender answers."""
    session = at_turns(
        tile("a", LIGHT, 1, 1, sea=("b",)),
        tile("b", DARK, 2, 1, sea=("a",)),
        hands=({"void": 1, "flood": 1}, {"plus-one": 2}),
        turn=DARK,
    )
    session.act("attack", {"target": "a", "sources": "b"})
    session.act("play", {"card": "plus-one"})
    session.act("react", {"card": "void"}, actor="Light")
    session.act("pass", actor="Dark")
    assert session.table.game.battle is not None

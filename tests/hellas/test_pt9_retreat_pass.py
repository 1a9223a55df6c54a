"""Play-test 9 (issue 35), bug 4: once the attacker lets the defender's Retreat stand, the defender is not asked
to answer the attack again (t2 #89-91: a second pass was asked of a hand holding only Equal ships)."""

from __future__ import annotations

from engine.session import Session
from rulesets.hellas import window
from rulesets.hellas.board import game
from rulesets.hellas.cards import BEFORE_V14
from tests.hellas.helpers import DARK, LIGHT, at_turns, on, tile


def _retreated(options: dict[str, object] | None = None) -> Session:
    """Dark attacks light's A (2 against 1 by land); light retreats to C; dark, holding a Void, lets it stand."""
    session = at_turns(
        tile("a", LIGHT, 1, land=("b",)),
        tile("b", DARK, 3, land=("a",)),
        tile("c", LIGHT, 1),
        hands=({"retreat": 1, "equal-ships": 1}, {"void": 1}),
        turn=DARK,
        options=options,
    )
    session.act("attack", {"target": "a", "sources": "b,b"})
    session.act("react", {"card": "retreat", "city": "c"}, actor="Light")
    session.act("pass", actor="Dark")
    return session


def test_the_attack_resolves_without_a_second_pass() -> None:
    session = _retreated()
    assert game(session.context()).battle is None  # nothing was left to decide
    assert on(session, "a")[0] == DARK and on(session, "c") == (LIGHT, 2, 0)


def test_an_older_save_still_asks_the_second_pass() -> None:
    session = _retreated({BEFORE_V14: True})
    assert window.awaiting(session.context()) == LIGHT

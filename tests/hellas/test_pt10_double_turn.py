"""Play-test 10 (issue 35), bug 2: a Double turn holds its order, Reinforcements first (R91-92).

t56: after ``play card=double-turn`` an attack was taken before the Reinforcements; the Reinforcements were then
refused ("this turn's option was taken already") and the card bought nothing.
"""

from __future__ import annotations

from engine.errors import specific
from engine.session import Session
from rulesets.hellas.cards import BEFORE_V15
from tests.hellas.helpers import DARK, LIGHT, at_turns, on, tile


def _doubled(options: dict[str, object] | None = None) -> Session:
    session = at_turns(
        tile("a", LIGHT, 2, land=("b",)),
        tile("b", DARK, 1, land=("a",)),
        hands=({"double-turn": 1}, {}),
        options=options,
    )
    session.act("play", {"card": "double-turn"})
    return session


def test_the_attack_waits_for_the_reinforcements() -> None:
    session = _doubled()
    refused = specific("attack", session.propose("attack", {"target": "b", "sources": "a"}).violations)
    assert [(v.rule, v.message) for v in refused] == [
        ("Double turn", "Reinforcements first, then a Voyage or an Attack")
    ]
    offered = session.spec("attack").offered
    assert callable(offered) and not offered(session.context())  # nor offered to anyone (actions, the app)
    session.act("reinforce", {"greeks": ["a"]})
    session.act("attack", {"target": "b", "sources": "a,a"})
    assert on(session, "b")[0] == LIGHT


def test_an_older_save_took_the_attack_first() -> None:
    session = _doubled({BEFORE_V15: True})
    assert not session.propose("attack", {"target": "b", "sources": "a"}).violations

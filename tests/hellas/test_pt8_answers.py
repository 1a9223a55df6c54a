"""Play-test 8 (issue 35): answers that could change nothing are not asked (rules version 13)."""

from __future__ import annotations

from engine.session import Session
from rulesets.hellas.board import game
from rulesets.hellas.spent import ANSWERS_WAITED
from tests.hellas.helpers import DARK, LIGHT, at_turns, hand, on, tile


def _by_sea(options: dict[str, object] | None = None) -> Session:
    """Evening 2, round 3: light attacks dark's B 2:2 by sea; Ships defend, Plus one, Void. Light is left with
    Equal ships (a voyage card) and Retreat (the defender's card): neither can change the attack."""
    session = at_turns(
        tile("a", LIGHT, 3, dolphin=True),
        tile("b", DARK, 2, dolphin=True),
        tile("c", DARK, 1),
        hands=({"plus-one": 1, "equal-ships": 1, "retreat": 1}, {"ships-defend": 1, "void": 1}),
        options=options,
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("react", {"card": "ships-defend"}, actor="Dark")
    session.act("play", {"card": "plus-one"})
    session.act("react", {"card": "void"}, actor="Dark")
    return session


def test_a_failing_attack_resolves_when_the_attacker_holds_no_void() -> None:
    """Bug 4: resolve had to be typed though only a Void of the attacker's could answer the defender's Void."""
    session = _by_sea()
    assert game(session.context()).battle is None
    assert on(session, "a") == (LIGHT, 1, 0) and on(session, "b") == (DARK, 2, 0)  # the attackers went home
    assert "Nothing is left to decide: the attack is resolved." in session.outcome(len(session.events))


def test_an_older_save_still_waits_for_the_resolve() -> None:
    session = _by_sea({ANSWERS_WAITED: True})
    assert game(session.context()).battle is not None
    session.act("resolve")
    assert game(session.context()).battle is None


def _both_stand(options: dict[str, object] | None = None) -> Session:
    """Test t1: dark attacks light's A; light answers Ships defend, Void on Plus one, then Retreat; dark lets each
    stand (dark holds no Void for the Retreat). Light still holds Reuse."""
    session = at_turns(
        tile("a", LIGHT, 2, land=("b",)),
        tile("b", DARK, 3, land=("a",)),
        tile("c", LIGHT, 1),
        hands=({"ships-defend": 1, "void": 1, "retreat": 1, "reuse": 1}, {"plus-one": 1, "flood": 1}),
        turn=DARK,
        options=options,
    )
    session.act("attack", {"target": "a", "sources": "b,b"})
    session.act("react", {"card": "ships-defend"}, actor="Light")
    session.act("play", {"card": "plus-one"})
    session.act("react", {"card": "void"}, actor="Light")
    session.act("pass")
    session.act("react", {"card": "retreat", "city": "c"}, actor="Light")
    return session


def test_no_second_pass_once_ships_defend_and_retreat_stand() -> None:
    """Bug 4: with both of the defender's answers to the attack standing, a third word could change nothing (nor
    could the attacker's word on the Retreat, holding no Void): the attack resolves with the Retreat."""
    session = _both_stand()
    assert game(session.context()).battle is None  # 2 against 2 over land: taken, light retreats to C
    assert on(session, "a")[0] == DARK and hand(session, LIGHT) == {"reuse": 1}


def test_an_older_save_asks_the_second_pass() -> None:
    session = _both_stand({ANSWERS_WAITED: True})
    session.act("pass")
    assert session.ruleset.awaited(session.context()) == "pass"
    assert [v.message for v in session.propose("resolve", {}).violations] != []

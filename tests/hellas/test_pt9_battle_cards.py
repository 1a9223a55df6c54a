"""Play-test 9 (issue 35), bug 2: each battle card counts in one attack, not in the second of Two attacks.

Plus one, Equal by sea, Ships defend, Retreat and Distant attack of the first attack carried into the second one
(R87-88, R94-96: each is for one attack). All tiles here touch the dolphin tile, so every attack is by sea
(one more than the defenders is needed), except where a tile touches nothing.
"""

from __future__ import annotations

from engine.session import Session
from rulesets.hellas import battle, window
from rulesets.hellas.board import game
from rulesets.hellas.cards import BEFORE_V14
from tests.hellas.helpers import DARK, LIGHT, at_turns, on, tile


def _sums(session: Session) -> tuple[int, int]:
    result = battle.strengths(session.context())
    return int(result["attack_strength"]), int(result["defense_strength"])


def _two_attacks(card: str, options: dict[str, object] | None = None) -> Session:
    """Light plays Two attacks and takes dark's B (2 Greeks against 2 by sea) with ``card``; then attacks C
    (1 Greek) from D with one Greek."""
    session = at_turns(
        tile("a", LIGHT, 3, dolphin=True),
        tile("b", DARK, 2, dolphin=True),
        tile("c", DARK, 1, dolphin=True),
        tile("d", LIGHT, 2, dolphin=True),
        hands=({"two-attacks": 1, card: 1}, {}),
        options=options,
    )
    session.act("play", {"card": "two-attacks"})
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("play", {"card": card})
    assert game(session.context()).battle is None and on(session, "b")[0] == LIGHT  # taken, resolved by itself
    session.act("attack", {"target": "c", "sources": "d"})
    return session


def test_plus_one_counts_in_the_first_attack_only() -> None:
    """t13: one Greek took a city of one Greek by sea, Plus one of the first attack counting again."""
    session = _two_attacks("plus-one")
    assert game(session.context()).battle is None  # nothing left to decide: 1 against 1 by sea fails
    assert on(session, "c") == (DARK, 1, 0) and on(session, "d") == (LIGHT, 1, 0)


def test_equal_by_sea_counts_in_the_first_attack_only() -> None:
    """t14: after Equal by sea took the first city, 1 against 1 by sea read "succeeds"."""
    session = _two_attacks("equal-by-sea")
    assert on(session, "c") == (DARK, 1, 0) and on(session, "d") == (LIGHT, 1, 0)


def test_an_older_save_carries_the_card_as_it_did() -> None:
    """Saves before version 14 replay as their rules took them: the card counted again."""
    session = _two_attacks("plus-one", {BEFORE_V14: True})
    assert on(session, "c")[0] == LIGHT


def test_distant_attack_lets_one_attack_come_from_afar() -> None:
    """t25: after Distant attack served the first attack, a second one from a city not bordering was allowed."""
    session = at_turns(
        tile("a", LIGHT, 3),
        tile("b", DARK, 1, dolphin=True),
        tile("c", DARK, 1),
        tile("d", LIGHT, 3, dolphin=True),
        hands=({"two-attacks": 1, "distant-attack": 1}, {}),
    )
    session.act("play", {"card": "two-attacks"})
    session.act("play", {"card": "distant-attack"})
    assert not session.propose("attack", {"target": "b", "sources": "a,a"}).violations
    session.act("attack", {"target": "b", "sources": "d,d"})  # 2 against 1 by sea: taken
    assert on(session, "b")[0] == LIGHT
    refused = [v.rule for v in session.propose("attack", {"target": "c", "sources": "a,a"}).violations]
    assert refused == ["Neighbours"]


def _defended(reaction: dict[str, object]) -> Session:
    """Dark answers light's first attack (on B, 1 Greek and 1 ship) with ``reaction``; light then attacks C
    (1 Greek, 1 ship) with 2 Greeks from D."""
    session = at_turns(
        tile("a", LIGHT, 3, dolphin=True),
        tile("b", DARK, 1, 1, dolphin=True),
        tile("c", DARK, 1, 1, dolphin=True),
        tile("d", LIGHT, 3, dolphin=True),
        tile("e", DARK, 1),
        hands=({"two-attacks": 1}, {str(reaction["card"]): 1, "flood": 1}),  # dark's flood keeps C's attack open
    )
    session.act("play", {"card": "two-attacks"})
    session.act("pass", actor="Dark")
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("react", reaction, actor="Dark")
    while window.passer(session.context()):
        session.act("pass", actor=session.players[window.passer(session.context())[0]].name)
    if game(session.context()).battle is not None:
        session.act("resolve")
    assert game(session.context()).battle is None
    session.act("attack", {"target": "c", "sources": "d,d"})
    return session


def test_ships_defend_counts_in_the_attack_it_answered_only() -> None:
    """e2 R4: Ships defend of the first attack added the next city's ship to its defence too (1 against 3)."""
    session = _defended({"card": "ships-defend"})
    assert on(session, "b") == (DARK, 1, 1)  # 2 against 2 by sea: the first attack failed
    assert _sums(session) == (2, 1)


def test_retreat_counts_in_the_attack_it_answered_only() -> None:
    """t21: the second city's figures went to the first Retreat's city, though no second Retreat was played."""
    session = _defended({"card": "retreat", "city": "e"})
    assert on(session, "e") == (DARK, 2, 1)  # the first attack: B's figures retreated to E
    session.act("pass", actor="Dark")  # C's attack let stand: resolved by itself
    assert on(session, "c")[0] == LIGHT and on(session, "e") == (DARK, 2, 1)  # C's went home, not to E

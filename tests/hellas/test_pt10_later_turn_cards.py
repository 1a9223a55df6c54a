"""Play-test 10 (issue 35), bug 1: each battle card counts in the attack it was played for, in every turn.

Version 14 marked where the plays of the last attack resolved ended (Two attacks) and kept that mark past the
turn's end, where the plays are cleared: the first attack of a later turn then read none of its cards (Plus one,
Equal by sea, Distant attack, Ships defend, Retreat: logged and spent, changing nothing; R87-88, R94-96). Every
tile here touches the dolphin tile, so attacks are by sea (one more than the defenders is needed), except E,
which touches nothing.
"""

from __future__ import annotations

from engine.session import Session
from rulesets.hellas import battle, window
from rulesets.hellas.board import game
from rulesets.hellas.cards import BEFORE_V15
from tests.hellas.helpers import DARK, LIGHT, at_turns, on, tile


def _sums(session: Session) -> tuple[int, int]:
    result = battle.strengths(session.context())
    return int(result["attack_strength"]), int(result["defense_strength"])


def _settle(session: Session) -> None:
    """Everyone awaited lets it stand, then the attack is resolved if it still waits."""
    while (seat := window.awaiting(session.context())) is not None:
        session.act("pass", actor=session.players[seat].name)
    if game(session.context()).battle is not None:
        session.act("resolve")


def _after_a_card(light: dict[str, int], dark: dict[str, int], options: dict[str, object] | None = None) -> Session:
    """Light takes dark's B with Plus one (3 against 2 by sea), ends the turn; dark is on turn.

    The table for dark's attack: C (light, 1 Greek, 2 ships), D (dark, 3), E (dark, 3, no neighbour), F (light, 1),
    G (dark, 2).
    """
    session = at_turns(
        tile("a", LIGHT, 3, dolphin=True),
        tile("b", DARK, 2, dolphin=True),
        tile("c", LIGHT, 1, 2, dolphin=True),
        tile("d", DARK, 3, dolphin=True),
        tile("e", DARK, 3),
        tile("f", LIGHT, 1),
        tile("g", DARK, 2, dolphin=True),
        hands=({"plus-one": 1, **light}, dark),
        options=options,
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("play", {"card": "plus-one"})
    _settle(session)
    assert on(session, "b")[0] == LIGHT  # the card counted in the first turn
    session.act("next")
    assert session.table.position.turn == DARK
    return session


def test_plus_one_counts_in_the_next_turn() -> None:
    """t42: "1 against 1" before and after Plus one; it should be 2 against 1 (R96)."""
    session = _after_a_card({}, {"plus-one": 1})
    session.act("attack", {"target": "c", "sources": "d"}, actor="Dark")
    assert _sums(session) == (1, 1)
    session.act("play", {"card": "plus-one"}, actor="Dark")
    # Won, and nothing left to decide: resolved by itself, the ships put by default (play-test 11).
    assert "C taken by Dark: 2 against 1 by sea." in session.outcome(len(session.events))
    assert on(session, "c")[0] == DARK


def test_equal_by_sea_counts_in_the_next_turn() -> None:
    """t53: 1 against 1 by sea with Equal by sea wins (R94-95)."""
    session = _after_a_card({}, {"equal-by-sea": 1})
    session.act("attack", {"target": "c", "sources": "d"}, actor="Dark")
    session.act("play", {"card": "equal-by-sea"}, actor="Dark")
    _settle(session)
    assert on(session, "c")[0] == DARK


def test_distant_attack_counts_in_the_next_turn() -> None:
    """Distant attack lets E, bordering nothing, attack C (R95-96)."""
    session = _after_a_card({}, {"distant-attack": 1})
    assert [v.rule for v in session.propose("attack", {"target": "c", "sources": "e,e"}).violations] == ["Neighbours"]
    session.act("play", {"card": "distant-attack"}, actor="Dark")
    _settle(session)
    assert not session.propose("attack", {"target": "c", "sources": "e,e"}).violations


def test_ships_defend_counts_in_the_next_turn() -> None:
    """t4: Chios (1 Greek, 2 ships) read 2 against 1 after Ships defend and fell; 2 against 3 fails (R87-88)."""
    session = _after_a_card({"ships-defend": 1}, {})
    session.act("attack", {"target": "c", "sources": "d,d"}, actor="Dark")
    assert _sums(session) == (2, 1)
    session.act("react", {"card": "ships-defend"}, actor="Light")
    _settle(session)  # 2 against 3 by sea: nothing left to decide, it fails by itself
    assert on(session, "c") == (LIGHT, 1, 2) and on(session, "d") == (DARK, 1, 0)


def test_retreat_counts_in_the_next_turn() -> None:
    """t30/t31: the Retreat to Naxos let stand, then C's figures went to the reserve (R96-97)."""
    session = _after_a_card({"retreat": 1}, {})
    session.act("attack", {"target": "c", "sources": "d,d"}, actor="Dark")
    session.act("react", {"card": "retreat", "city": "f"}, actor="Light")
    _settle(session)
    assert on(session, "c")[0] == DARK and on(session, "f") == (LIGHT, 2, 2)


def test_a_version_14_save_replays_as_it_was_played() -> None:
    """Saves of version 14 keep what their table was shown: the card read nothing (the legacy option)."""
    session = _after_a_card({}, {"plus-one": 1}, {BEFORE_V15: True})
    session.act("attack", {"target": "c", "sources": "d"}, actor="Dark")
    session.act("play", {"card": "plus-one"}, actor="Dark")
    _settle(session)
    assert on(session, "c") == (LIGHT, 1, 2)  # 1 against 1 by sea, as version 14 read it


def test_two_attacks_still_count_each_card_once_after_a_turn_with_a_card() -> None:
    """81eabdc's case in a later turn: Plus one counts in dark's first attack of Two attacks, not the second."""
    session = _after_a_card({"flood": 1}, {"two-attacks": 1, "plus-one": 1})  # Light's answer keeps it open
    session.act("play", {"card": "two-attacks"}, actor="Dark")
    _settle(session)
    session.act("attack", {"target": "c", "sources": "d,d"}, actor="Dark")  # 2 against 1 by sea
    session.act("play", {"card": "plus-one"}, actor="Dark")
    assert _sums(session) == (3, 1)
    _settle(session)
    assert on(session, "c")[0] == DARK
    session.act("attack", {"target": "a", "sources": "g"}, actor="Dark")
    _settle(session)
    assert on(session, "a") == (LIGHT, 1, 0)  # 1 against 1 by sea fails: Plus one counted in the first attack only

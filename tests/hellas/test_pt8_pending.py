"""Play-test 8 (issue 35): the pending line says what the turn still allows after a card bound it."""

from __future__ import annotations

from engine.session import Session
from tests.hellas.helpers import DARK, LIGHT, at_turns, tile, voyage_example


def _said(session: Session) -> list[str]:
    return [p["text"] for p in session.summary()["pending"]]


def test_after_redraw_the_pending_line_asks_for_the_voyage() -> None:
    """Bug 6: after Redraw the tile it still said "take Reinforcements, a Voyage or an Attack"."""
    session = voyage_example(hands=({"redraw": 1}, {"redraw": 1}))
    session.act("play", {"card": "redraw", "put_back": "tile-b"})
    session.act("pass")
    said = _said(session)
    assert "One option: take a Voyage: Redraw the tile was played for it" in said, said
    assert not any("Reinforcements, a Voyage or an Attack" in line for line in said)


def test_after_double_turn_the_pending_line_says_reinforcements_first() -> None:
    session = voyage_example(hands=({"double-turn": 1}, {}))
    session.act("play", {"card": "double-turn"})
    said = _said(session)
    assert "Double turn: Reinforcements first, then a Voyage or an Attack" in said, said
    session.act("reinforce", {"greeks": "pylos"})
    assert "Double turn: the second turn: a Voyage or an Attack" in _said(session)


def test_plus_one_as_a_reaction_points_to_play() -> None:
    """Bug 7: ``react card=plus-one`` typed by the attacker was refused "played in your own turn only", in her own
    turn; the refusal names the command that plays it."""
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)),
        tile("b", DARK, 2, 1, land=("a",)),
        hands=({"plus-one": 1}, {"ships-defend": 1, "void": 1}),
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("react", {"card": "ships-defend"}, actor="Dark")
    said = [v.message for v in session.propose("react", {"card": "plus-one"}).violations]
    assert "Plus one is not a reaction: the player on turn plays it with play" in said, said

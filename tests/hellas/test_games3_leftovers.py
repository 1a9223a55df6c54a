"""Hellas leftovers of the games3 helper: "X can attack" only while the turn may still attack."""

from __future__ import annotations

from engine.session import Session
from tests.hellas.helpers import DARK, LIGHT, at_turns, example_kit, placed


def _example(hands: tuple[dict[str, int], dict[str, int]] = ({}, {})) -> Session:
    """Rules L3/f49-50's coast, light on turn: light's Greeks can reach both dark cities."""
    return at_turns(
        placed("athens", LIGHT, 3, 0, (-1, 0)),
        placed("boeotia", DARK, 3, 0, (0, -1)),
        placed("corinth", LIGHT, 2, 0, (1, -1)),
        placed("dodona", DARK, 1, 0, (2, -2)),
        placed("eretria", LIGHT, 2, 0, (2, -1)),
        kit=example_kit(),
        hands=hands,
    )


def _titles(session: Session) -> list[str]:
    return [v.title for v in session.ruleset.views(session.context())]


def test_the_attack_heading_goes_once_reinforcements_took_the_turn() -> None:
    session = _example()
    assert "Light can attack" in _titles(session)
    session.act("reinforce", {"greeks": "corinth"})
    assert "Light can attack" not in _titles(session)


def test_the_attack_heading_stays_for_the_double_turns_second_half() -> None:
    session = _example(hands=({"double-turn": 1}, {}))
    session.act("play", {"card": "double-turn"})
    session.act("reinforce", {"greeks": "corinth"})
    assert "Light can attack" in _titles(session)  # Zeus's second half may still be the Attack (L6)

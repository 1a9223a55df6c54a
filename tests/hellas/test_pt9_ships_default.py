"""Play-test 9 (issue 35): the ships' default is said in the language spoken, and can be said with the attack."""

from __future__ import annotations

from engine.session import Session
from tests.hellas.helpers import DARK, LIGHT, at_turns, on, tile


def _won(attack: dict[str, object]) -> Session:
    session = at_turns(tile("a", LIGHT, 3, land=("b",)), tile("b", DARK, 1, 1, land=("a",)))
    session.act("attack", {"target": "b", "sources": "a,a", **attack})  # resolved by itself (play-test 11)
    return session


def test_ships_declined_with_the_attack_are_not_put() -> None:
    session = _won({"replace_ships": False})
    assert on(session, "b") == (LIGHT, 2, 0)


def test_the_default_is_put_and_the_way_out_is_said_in_czech(czech: None) -> None:
    """The Czech log read "vyhodnoťte s replace ships no": the field stayed English."""
    session = _won({})
    assert on(session, "b") == (LIGHT, 2, 1)
    said = next(line for line in session.outcome(len(session.events)) if "tolik, kolik jich tam stálo" in line)
    assert "replace" not in said and said.endswith("nahradit-lodě=ne).")

"""Play-test 8 (issue 35): an attack on one's own city is refused outright, even with --force."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.hellas.helpers import DARK, LIGHT, at_turns, on, tile


def test_an_attack_on_your_own_city_cannot_be_forced() -> None:
    """Bug 1: --force let light attack its own city; then pass and resolve were both refused and the session
    jammed. Nobody can answer such an attack, so the refusal is physical and no override is offered."""
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)),
        tile("b", LIGHT, 1, land=("a",)),
        tile("c", DARK, 2),
    )
    refused = session.propose("attack", {"target": "b", "sources": "a"}).violations
    assert [(v.message, v.physical) for v in refused] == [
        ("B is not a city of the opponent: there is nobody to attack", True)
    ]
    before = session.table
    with pytest.raises(RuleRefused, match="nobody to attack"):
        session.act("attack", {"target": "b", "sources": "a"}, force=True)
    assert session.table is before and on(session, "a") == (LIGHT, 3, 0)
    session.act("reinforce", {"greeks": "b"})  # the turn goes on
    assert on(session, "b") == (LIGHT, 2, 0)


def _plus_one_played() -> Session:
    """Light attacks dark's B by land and plays Plus one; dark owes answers to the card and to the attack."""
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)),
        tile("b", DARK, 2, 1, land=("a",)),
        tile("c", DARK, 2, 2),
        hands=({"plus-one": 1, "two-more-actions": 1}, {"retreat": 1, "ships-defend": 1}),
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("play", {"card": "plus-one"})
    return session


def test_the_pending_line_names_pass_all_as_it_is_typed() -> None:
    """Bug 2: the line said "pass all", which the command line refuses (a bare word); it names the field."""
    refused = [v.message for v in _plus_one_played().propose("resolve", {}).violations]
    assert refused == [
        "Dark answers Light's Plus one first: a reaction, or pass (pass all=yes: the attack on B stands too)"
    ]


def test_the_czech_pending_line_says_the_czech_action(czech: None) -> None:
    """Bug 2: in Czech the line said "pass", where the Czech action is ``nechat`` (``vše=ano``)."""
    refused = [v.said() for v in _plus_one_played().propose("resolve", {}).violations]
    assert len(refused) == 1 and "nebo nechat (nechat vše=ano:" in refused[0], refused

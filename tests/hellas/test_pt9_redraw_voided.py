"""Play-test 9 (issue 35), bug 1: a voided Redraw the tile cancels the card, not the voyage announced.

The voyage was announced (R17) and its tile turned up (R28); Redraw would have put it under the deck (R89), and
Void cancels only the card (R92): the voyage goes on, with the tile turned up first.
"""

from __future__ import annotations

from engine.session import Session
from rulesets.hellas.board import game
from rulesets.hellas.cards import BEFORE_V14
from tests.hellas.helpers import voyage_example


def _voided(options: dict[str, object] | None = None) -> Session:
    session = voyage_example(hands=({"redraw": 1}, {"void": 1}))
    if options:
        session = _with(session, options)
    session.act("play", {"card": "redraw", "put_back": "tile-b"})
    session.act("react", {"card": "void"}, actor="Dark")
    return session


def _with(session: Session, options: dict[str, object]) -> Session:
    from tests.hellas.helpers import at_turns, placed

    return at_turns(
        placed("pylos", 0, 1, 2, (0, -1)),
        placed("rhodes", 1, 1, 1, (1, -1)),
        placed("kythera", 1, 1, 1, (1, -2)),
        kit=session.table.kit,
        hands=({"redraw": 1}, {"void": 1}),
        options=options,
    )


def test_the_turn_stays_bound_to_the_voyage() -> None:
    session = _voided()
    reinforce = [v.message for v in session.propose("reinforce", {"greeks": "pylos"}).violations]
    assert "Redraw the tile was played for Voyage, not Reinforcements" in reinforce
    attack = [v.message for v in session.propose("attack", {"target": "rhodes", "sources": "pylos"}).violations]
    assert "Redraw the tile was played for Voyage, not Attack" in attack
    pending = [p["text"] for p in session.summary()["pending"]]
    assert "One option: take the Voyage with Tile B: Redraw the tile was voided, not the voyage" in pending, pending


def test_the_voyage_goes_on_with_the_tile_turned_up() -> None:
    session = _voided()
    other = [v.message for v in session.propose("voyage", {"tile": "tile-c", "at": "pylos-sw"}).violations]
    assert other == ["the voyage goes on with Tile B, turned up before Redraw the tile was voided"]
    assert session.propose("voyage", {"at": "pylos-sw"}).args["tile"] == "tile-b"  # named by itself
    assert game(session.context()).bottom == ()  # nothing went under the deck


def test_an_older_save_left_the_turn_free() -> None:
    session = _voided({BEFORE_V14: True})
    assert not session.propose("reinforce", {"greeks": "pylos"}).violations

"""Play-test 10 (issue 35), bug 9: Swap a city's cities are named once the card stands, not with the play.

R64-65: the opponent decides on Void before the cities are chosen; ``play card=swap-city city= their_city=``
showed them first (t38). Saves before version 15 took them with the play and replay so.
"""

from __future__ import annotations

from engine.errors import specific
from engine.session import Session
from rulesets.hellas.board import game
from rulesets.hellas.cards import BEFORE_V15
from tests.hellas.helpers import DARK, LIGHT, at_turns, on, tile
from tests.hellas.test_offered import offered


def _table(options: dict[str, object] | None = None) -> Session:
    return at_turns(tile("a", LIGHT, 2), tile("b", DARK, 1), hands=({"swap-city": 1}, {"void": 1}), options=options)


def test_the_cities_wait_for_the_card_to_stand() -> None:
    session = _table()
    proposal = session.propose("play", {"card": "swap-city", "city": "a", "their_city": "b"})
    said = [(v.rule, v.message) for v in specific("play", proposal.violations)]
    assert said == [
        ("Zeus", "name the cities once the card stands, with carry-out: the opponent decides on Void first")
    ]
    session.act("play", {"card": "swap-city"})
    session.act("pass", actor="Dark")  # dark keeps the Void: the card stands
    assert game(session.context()).owed == "swap-city"
    session.act("carry-out", {"city": "a", "their_city": "b"})
    assert (on(session, "a")[0], on(session, "b")[0]) == (DARK, LIGHT)


def test_play_offers_no_opponents_city() -> None:
    session = _table()
    assert offered(session, "play", "their_city", LIGHT) == []


def test_an_older_save_named_them_with_the_play() -> None:
    session = _table({BEFORE_V15: True})
    assert not session.propose("play", {"card": "swap-city", "city": "a", "their_city": "b"}).violations

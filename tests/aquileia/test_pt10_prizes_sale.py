"""Play-test 10 (issue 33): the Stadium's second laurel asked though the rules leave one card (N1), the deck's
last theatre laurel that did not sell by itself (N2), and the blue dice kept after the game (N4)."""

from __future__ import annotations

from typing import Any

from engine.session import Session
from rulesets.aquileia.theatrum_sale import LAST_NAMED
from tests.aquileia.helpers import (
    give_cards,
    hand,
    last_outcome,
    new,
    place_all,
    set_coins,
    set_person,
    stadium_example,
)
from tui.cli.secret import with_secrets

OTHER_THEATRE = (
    "theatre-white-blue",
    "theatre-blue-yellow",
    "theatre-white-purple",
    "theatre-yellow-purple",
    "theatre-yellow-white",
)


def _typed(answers: list[str], asked: list[str]) -> Any:
    left = iter(answers)

    def read(question: str) -> str:
        asked.append(question)
        return next(left)

    return read


def test_the_winner_keeping_the_top_card_is_asked_nothing_more() -> None:
    """ev1 #41/#89: Yellow wins and keeps the deck's card (the 3): the face-up 5 must go to Blue, second, so
    the second's laurel is not asked at the terminal (piped, `winner_laurel=` alone was already allowed)."""
    session = stadium_example()
    asked: list[str] = []
    assert with_secrets(session, "prizes", {}, None, _typed(["laurel-3"], asked)) == {"winner_laurel": "laurel-3"}
    assert len(asked) == 1


def test_the_winner_keeping_the_face_up_laurel_names_the_top_card_passed_on() -> None:
    """The other way round the deck's card goes to the second, and only the winner saw it: it is asked."""
    session = stadium_example()
    asked: list[str] = []
    got = with_secrets(session, "prizes", {}, None, _typed(["laurel-5", "laurel-3"], asked))
    assert got == {"winner_laurel": "laurel-5", "second_laurel": "laurel-3"}
    assert len(asked) == 2


def _last_theatre(options: dict[str, Any] | None = None) -> Session:
    """Red on the Theatrum with one theatre laurel left in the deck (the blue/purple); Blue also has coins."""
    session = new(options=options)
    give_cards(session, 3, *OTHER_THEATRE)
    set_coins(session, 2, silver=2, bronze=1)
    set_coins(session, 3, silver=1)
    place_all(session, {"Blue": [], "Yellow": [], "Red": ["theatrum"], "Vlada": []})
    assert session.phase.id == "theatrum"
    return session


def _bid_round(session: Session) -> None:
    """Red opens with a silver (no laurel named); Vlada, with one silver, cannot raise; Blue and Yellow drop."""
    session.act("bid", {"player": "Red", "add": "silver"})
    session.act("drop", {"player": "Blue"})
    session.act("drop", {"player": "Yellow"})


def test_the_last_theatre_laurel_sells_by_itself() -> None:
    """ev1 #251-255: the auction over the only card left, never named, ends with the sale: no `sell laurel=`."""
    session = _last_theatre()
    _bid_round(session)
    assert hand(session, 2).get("theatre-blue-purple") == 1
    assert "Red takes the blue/purple theatre laurel for 1 silver, paid to the bank." in last_outcome(session)
    assert session.phase.id != "theatrum"


def test_a_sale_of_the_last_laurel_need_not_name_it() -> None:
    """An older save's auction (before version 11) still waits for `sell`, which now takes the only card."""
    session = _last_theatre({LAST_NAMED: True})
    _bid_round(session)
    assert session.phase.id == "theatrum"
    session.act("sell", {})
    assert hand(session, 2).get("theatre-blue-purple") == 1


def test_the_blue_dice_go_back_after_the_game() -> None:
    """ev1: "Karel … blue dice: 2" after game over; Potentia's dice serve their round only (l.4)."""
    session = new(("A", "B", "C", "D"))
    for _ in range(6):
        set_person(session, 1, blue=2)
        for _ in range(4):
            session.act("place", {"space": "tie"})
        for _ in range(4):
            session.act("pass")
    assert session.winners
    assert [p.blue for p in session.table.game.patricians] == [0, 0, 0, 0]

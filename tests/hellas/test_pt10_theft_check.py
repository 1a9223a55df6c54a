"""Play-test 10 (issue 35), bug 10: naming the card Card theft drew tells the thief nothing of the hidden hand.

t43: ``carry-out taken=flood --check`` was refused ("it is one of Dan's 4 cards") while ``taken=void`` was
allowed, so the thief learnt that the hand held a Void before naming the card drawn. Now every card that could be
in that hand for all the thief can see (one lies face down in its god's deck) is answered alike; once the card is
shown (carried out), a record of the hand that lacked it is mended and the holder asked to check the hand.
"""

from __future__ import annotations

from engine.hidden import check_lines
from engine.session import Session
from rulesets.hellas.cards import BEFORE_V15
from tests.hellas.helpers import DARK, LIGHT, at_turns, hand, tile


def _stood(options: dict[str, object] | None = None) -> Session:
    session = at_turns(
        tile("a", LIGHT, 2),
        tile("b", DARK, 2),
        hands=({"steal-card": 1}, {"void": 1, "flood": 1, "retreat": 1}),
        options=options,
    )
    session.act("play", {"card": "steal-card"})
    session.act("pass", actor="Dark")  # Dark keeps the Void: the card stands
    return session


def _answer(session: Session, card: str) -> list[str]:
    """The dry run's lines, the card's name left out (the thief typed it)."""
    lines = check_lines(session, session.propose("carry-out", {"taken": card}))
    return [line.replace(card, "X") for line in lines]


def test_the_check_answers_alike_whatever_the_hand_holds() -> None:
    held, not_held = _answer(session := _stood(), "void"), _answer(session, "plus-one")
    assert session.propose("carry-out", {"taken": "plus-one"}).legal
    assert held == not_held


def test_a_card_the_record_lacked_is_taken_and_the_hand_mended() -> None:
    session = _stood()
    session.act("carry-out", {"taken": "plus-one"})
    assert hand(session, LIGHT, "drawn") == {"plus-one": 1}
    assert hand(session, DARK) == {"void": 1, "flood": 1}  # the Ares card went back to its deck for it
    said = "Dark, check your hand: the card drawn from it was not in it as the app knew it (correct)."
    assert said in session.ruleset.pending(session.context())


def test_a_card_held_is_taken_as_before() -> None:
    session = _stood()
    session.act("carry-out", {"taken": "flood"})
    assert hand(session, LIGHT, "drawn") == {"flood": 1} and hand(session, DARK) == {"void": 1, "retreat": 1}
    assert not [line for line in session.ruleset.pending(session.context()) if "as the app knew it" in line]


def test_an_older_save_refuses_a_card_the_hand_lacks() -> None:
    session = _stood({BEFORE_V15: True})
    assert not session.propose("carry-out", {"taken": "plus-one"}).legal


def test_the_card_drawn_is_not_named_with_the_play() -> None:
    """Named with the play, the card was checked against the hand before it was drawn (R64-65, R92)."""
    session = at_turns(tile("a", LIGHT, 2), tile("b", DARK, 2), hands=({"steal-card": 1}, {"void": 1, "flood": 1}))
    refused = session.propose("play", {"card": "steal-card", "taken": "flood"}).violations
    assert [v.message for v in refused] == [
        "name the card drawn once the card stands, with carry-out: the opponent decides on Void first"
    ]

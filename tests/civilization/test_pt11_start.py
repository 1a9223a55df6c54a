"""Play-test 11, bug 5: Egypt's start wonder is chosen, not "laid now", and is offered at once."""

from __future__ import annotations

from rulesets.civilization.kit import shipped
from tests.civilization.helpers import new


def test_a_confirmed_start_wonder_is_said_as_a_choice_not_as_laid() -> None:
    # e1 #6: start-pieces printed=yes for Tomas said "a wonder of the ancient era in the capital: laid now".
    session = new(("Jana", "china"), ("Tomas", "egypt"), kit=shipped())
    session.act("start-pieces", {"printed": True}, actor="Tomas")
    said = session.outcome(len(session.events))
    assert not any("laid now" in line and "wonder" in line for line in said), said
    chosen = "Tomas now chooses the ancient wonder for the capital (national-start): Stonehenge, "
    assert any(line.startswith(chosen) for line in said), said
    # Said in words: no raw field=value in a line people read.
    assert "The Pyramids" in said[-1] and "item=" not in said[-1]
    # Offered in the start of turn, where it was answered, in Jana's turn as well.
    assert "national-start" in [a.name for a in session.available()]
    session.act("national-start", {"item": "pyramids"}, actor="Tomas")
    assert session.phase.id == "start"

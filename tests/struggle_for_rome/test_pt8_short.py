"""Play-test 8 (issue 34), P8: with the bank short, the app leaves the last number's income to the table; a
next-phase then ended the roll though the kit knew someone was owed grain."""

from __future__ import annotations

from engine.session import Session
from tests.struggle_for_rome.helpers import new, put


def _short_of_grain() -> Session:
    """Ann's start crossings touch a field 8 (the kit knows); Bo's and Cy's are untaught; the bank has no grain."""
    session = new(3)
    session.act("add-landscape", {"name": "Eight field", "kind": "field", "number": 8})
    for n in (1, 2):
        session.act("add-crossing", {"crossing": f"red-start-{n}", "landscapes": "Eight field"})
    for dice in ("1,1", "1,2", "2,2"):
        session.act("roll-resources", {"dice": dice})
        for player in ("Ann", "Bo", "Cy"):
            if session.propose("receive", {"player": player}).legal:
                session.act("receive", {"player": player})
    put(session, "bank", "grain", 0, "hand:white")
    session.act("roll-resources", {"dice": "4,4"})
    return session


def test_next_phase_names_the_income_the_kit_knows_is_owed() -> None:
    session = _short_of_grain()
    said = [v.said() for v in session.propose("next-phase", {}).violations]
    assert any(s.startswith("Income: by the board kit the 8 brings Ann 1 grain") for s in said), said


def test_once_it_is_in_the_roll_may_end() -> None:
    session = _short_of_grain()
    put(session, "bank", "grain", 1, "hand:white")
    session.act("receive", {"player": "Ann", "grain": 1})
    assert not [v for v in session.propose("next-phase", {}).violations if "board kit" in v.said()]

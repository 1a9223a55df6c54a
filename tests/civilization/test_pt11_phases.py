"""Play-test 11, bug 6: collect-all cannot be forced outside Trade (it would close Trade in another phase)."""

from __future__ import annotations

from tests.civilization.helpers import go_to, new


def test_collect_all_forced_in_the_start_of_turn_is_no_override() -> None:
    # e2 R4: collect-all close=yes --force --check in Cyril's start turn was "allowed if forced".
    session = new(("Ann", "rome"), ("Bob", "china"))
    go_to(session, "trade")
    session.act("collect-trade", {"amount": "5"}, actor="Ann")
    session.act("collect-trade", {"amount": "3"}, actor="Bob")
    go_to(session, "start")
    proposal = session.propose("collect-all", {"close": "yes"})
    assert proposal.violations and not proposal.forcible
    assert any("it waits for that phase" in v.message for v in proposal.behind)

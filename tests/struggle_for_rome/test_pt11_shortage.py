"""Play-test 11, B5: ``shortage`` fills in what the bank lacks and how many cards are due where the board kit
works the income out (the app said "the bank has 0 grain" and knew the grain due, yet asked for both)."""

from __future__ import annotations

from tests.struggle_for_rome.helpers import count, put
from tests.struggle_for_rome.test_pt11_empire_late import _ten_then_seven


def test_a_bare_shortage_is_the_kits_resource_and_due() -> None:
    session = _ten_then_seven()
    put(session, "bank", "grain", 0, "box")
    session.act("add-city", {"city": "narb", "landscapes": ["field:10:gallia"]})
    grain = count(session, "hand:red", "grain")
    event = session.act("shortage", {})
    assert (event.args["resource"], event.args["due"]) == ("grain", 1)
    assert count(session, "hand:red", "grain") == grain // 2 + 1


def test_a_shortage_the_kit_cannot_tell_asks_for_both() -> None:
    session = _ten_then_seven()
    said = [v.said() for v in session.propose("shortage", {}).violations]
    assert said == ["Shortage: say what the bank lacks and how many cards of it are due (resource=, due=)"]

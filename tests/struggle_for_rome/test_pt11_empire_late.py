"""Play-test 11, B3 and B4: an empire city's landscapes taught after a 7 still bring in the income of the roll
before the 7 (the legionary where it stood then), a receive of something else for it is refused, and the new
landscape is named after the city, not after the abbreviation typed."""

from __future__ import annotations

from engine.session import Session
from tests.struggle_for_rome.helpers import count, place, put, to_phase
from tests.struggle_for_rome.test_issue34_pt5 import _empire


def _ten_then_seven() -> Session:
    """Ann's empire holds Narbo (untaught); her infantry stands in a forest. A 10, then a 7 moves the
    legionary."""
    session = _empire()
    session.act("add-crossing", {"crossing": "Ford", "landscapes": "forest", "cities": "-"})
    place(session, 0, "infantry", "ford")
    to_phase(session, "roll")
    session.act("roll-resources", {"dice": "4,6"})
    session.act("roll-resources", {"dice": "3,4"})
    start = session.players[session.table.position.start].name
    session.act(
        "legionary", {"player": start, "landscape": "field", "province": "gallia", "victim": "Bo", "card": "cattle"}
    )
    return session


def test_teaching_the_city_after_a_seven_brings_the_earlier_income() -> None:
    session = _ten_then_seven()
    grain = count(session, "hand:red", "grain")
    session.act("add-city", {"city": "narb", "landscapes": ["field:10:gallia"]})
    assert count(session, "hand:red", "grain") == grain + 1
    assert "Income for the 10 worked out from what was told: Ann 1 grain." in session.outcome(len(session.events))


def test_the_new_landscape_is_named_after_the_city() -> None:
    session = _ten_then_seven()
    session.act("add-city", {"city": "narb", "landscapes": ["field:10:gallia"]})
    said = session.outcome(len(session.events))
    assert said[0] == "New landscape Narbo field 10: field, 10, Gallia."
    assert "Narbo touches Narbo field 10." in said


def test_with_the_bank_short_the_receive_must_be_what_the_kit_works_out() -> None:
    """The bank has no grain when the city is taught: the income stays owed, a receive of nothing for it is
    refused with what the kit works out, and the shortage brings it in."""
    session = _ten_then_seven()
    put(session, "bank", "grain", 0, "box")
    session.act("add-city", {"city": "narb", "landscapes": ["field:10:gallia"]})
    said = [v.said() for v in session.propose("receive", {"player": "Ann", "roll": 10}).violations]
    assert "Income: by the board kit, the 10 brought: Ann 1 grain" in said
    grain = count(session, "hand:red", "grain")
    session.act("shortage", {"resource": "grain", "due": 1})
    assert count(session, "hand:red", "grain") == grain // 2 + 1


def test_an_older_save_types_income_owed_across_a_seven() -> None:
    from rulesets.struggle_for_rome import INFO
    from rulesets.struggle_for_rome.owed import SEVEN_LOG

    assert INFO.load().migrate({"ruleset_version": "11", "options": {}}, "11")["options"][SEVEN_LOG] is True

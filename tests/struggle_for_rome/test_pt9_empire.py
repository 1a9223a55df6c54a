"""Play-test 9: an empire's income while one of its cities is untaught. The board kit's part is worked out
and taken with the player's receive; only the untaught city's part is told, three landscapes' at the most."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from rulesets.struggle_for_rome import INFO
from rulesets.struggle_for_rome.empire_part import WHOLE_LOG
from tests.struggle_for_rome.helpers import count, place, to_phase
from tests.struggle_for_rome.test_issue34_pt5 import _empire


def _rolled_six() -> Session:
    """Ann's cavalry holds Narbo (its landscapes untaught); her infantry stands at Ford, beside a field 6."""
    session = _empire()
    session.act("add-crossing", {"crossing": "Ford", "landscapes": "field:6:gallia", "cities": "-"})
    place(session, 0, "infantry", "ford")
    to_phase(session, "roll")
    session.act("roll-resources", {"dice": "3,3"})
    return session


def test_the_kit_s_part_is_said_and_taken_with_a_receive_of_nothing_more() -> None:
    session = _rolled_six()
    said = session.outcome(len(session.events))
    assert "Ann 1 grain: the board kit's part; Ann names only what Narbo brings (receive)." in said
    grain = count(session, "hand:red", "grain")
    session.act("receive", {"player": "Ann"})  # Narbo brings nothing: the kit's grain still comes
    assert count(session, "hand:red", "grain") == grain + 1
    said = session.outcome(len(session.events))
    assert said[0] == "Ann 1 grain: the board kit's part, taken with what Narbo brings as told."


def test_the_untaught_city_s_part_is_what_the_receive_names() -> None:
    session = _rolled_six()
    ore = count(session, "hand:red", "ore")
    grain = count(session, "hand:red", "grain")
    session.act("receive", {"player": "Ann", "ore": 1})
    assert count(session, "hand:red", "ore") == ore + 1 and count(session, "hand:red", "grain") == grain + 1


def test_more_than_the_untaught_city_can_bring_is_refused() -> None:
    session = _rolled_six()
    with pytest.raises(RuleRefused, match=r"Narbo bring Ann at most 3 resources; the board kit's part \(Ann 1 grain\)"):
        session.act("receive", {"player": "Ann", "ore": 4})


def test_an_older_save_types_the_whole_income() -> None:
    assert INFO.load().migrate({"ruleset_version": "10", "options": {}}, "10")["options"][WHOLE_LOG] is True

"""Issue 36 at 9 of 10: the culture track is asked once, at the first arts, never guessed, and kept in the kit."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from rulesets.civilization import INFO
from rulesets.civilization.common import V8_LOG, V9_LOG
from rulesets.civilization.ruleset import STAND_INS
from tests.civilization.helpers import go_to, new, realm

TOLD = {"spaces": "21", "event_lines": "3,6,9", "person_spaces": "2,5,8", "hand_limit_spaces": "0"}


def test_the_first_arts_asks_for_the_track_and_the_kit_keeps_it() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"), track=False)
    go_to(session, "city")
    refused = session.propose("arts", {"city": "China capital", "masks": 1})
    said = [v.message for v in refused.violations if v.rule == "Culture track"]
    # Nothing stands in: the player is told what to give, not moved along guessed spaces.
    assert said and "spaces=" in said[0] and "person_spaces=" in said[0]
    with pytest.raises(RuleRefused):
        session.act("arts", {"city": "China capital", "masks": 1})
    session.act("arts", {"city": "China capital", "masks": 1, **TOLD})
    mine = realm(session, 0)
    assert (mine.culture, mine.pending_persons) == (2, 1)  # the great-person space given at 2
    kit = session.ruleset.learned(session.context(), session.table.kit)
    entry = kit.entries("track")[0]
    assert (entry["spaces"], entry["event_lines"], entry["person_spaces"], entry["hand_limit_spaces"]) == (
        21,
        [3, 6, 9],
        [2, 5, 8],
        [],
    )


def test_once_given_the_track_is_not_asked_again_and_must_agree() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"), track=False)
    go_to(session, "city")
    # Masks given: a city its holder never counted is asked them (play-test 8), as the track once was.
    session.act("arts", {"city": "China capital", "masks": 0, **TOLD})
    assert session.propose("arts", {"city": "Rome capital", "masks": 0}, actor="Filip").legal
    wrong = session.propose("arts", {"city": "Rome capital", "masks": 0, "spaces": "30"}, actor="Filip")
    assert [v.message for v in wrong.violations] == ["the culture track's last space is 21, not 30"]


def test_a_relic_of_culture_waits_for_the_track() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"), track=False)
    go_to(session, "movement")
    refused = session.propose("relic", {"relic": "ark"})
    assert "Culture track" in [v.rule for v in refused.violations]


def test_an_older_log_keeps_the_track_that_stood_in() -> None:
    ruleset = INFO.load()
    data = ruleset.migrate({"options": {"event_lines": [4, 8]}}, "7")
    assert data["ruleset_version"] == ruleset.version == "14"
    assert data["options"] == {
        **STAND_INS,
        "event_lines": [4, 8],
        V8_LOG: True,
        V9_LOG: True,
        "rules_v10": True,
        "rules_v11": True,
        "rules_v12": True,
        "rules_v13": True,
    }

"""The setup phase's guide speaks of the start in play (a preset table read "36-point start: spend 9 points a
turn")."""

from __future__ import annotations

from tests.mare_nostrum.helpers import finish_setup, new_game


def test_the_preset_start_is_guided_as_such() -> None:
    session = new_game("egypt", "carthage", "greece")
    said = session.ruleset.guide(session.context())
    assert said.startswith("Preset start:") and "points" not in said


def test_the_36_point_start_is_guided_as_such() -> None:
    session = new_game("egypt", "carthage", "greece", variants=("points-start",))
    said = session.ruleset.guide(session.context())
    assert said.startswith("36-point start:") and "caravans" not in said


def test_other_phases_keep_their_own_guide() -> None:
    session = new_game("egypt", "carthage", "greece")
    ctx = session.context()
    assert session.ruleset.guide(ctx) != session.phase.said_guide  # the setup's own words
    finish_setup(session)
    assert session.phase.id == "trade"
    assert session.ruleset.guide(session.context()) == session.phase.said_guide

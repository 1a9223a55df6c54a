"""Progress against the leader in Czech: "Body 54 (vede 96)" read as if the player led (play-test 9, Aquileia)."""

from __future__ import annotations

from tui.show_text import progress_said


def test_a_player_behind_the_leader_is_not_said_to_lead(czech: None) -> None:
    assert progress_said(54, 96, leading=True) == "54 (první má 96)"
    assert progress_said(96, 96, leading=True) == "96 (vede)"


def test_in_english_the_leaders_score_is_named(english: None) -> None:
    assert progress_said(54, 96, leading=True) == "54 (leader 96)"

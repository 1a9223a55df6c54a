"""Where the most wins (Aquileia's points), the result says the count: "Kaja won: Points." read as if the
measure itself were the verdict (play-test 9)."""

from __future__ import annotations

import pytest

from engine import registry
from engine.declared import VictoryProgress
from engine.session import Session
from engine.story import results_said, story


def test_a_leader_wins_with_the_most_and_says_how_many(monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session.new(registry.load("aquileia"), [("Kaja", None), ("Modry", None), ("Jirka", None)])
    monkeypatch.setattr(Session, "winners", property(lambda s: (s.players[0],)))
    reports = [
        VictoryProgress("Kaja", "points", "Points", 96, 96, True, leading=True),
        VictoryProgress("Modry", "points", "Points", 79, 96, False, leading=True),
    ]
    monkeypatch.setattr(session, "victory", lambda: reports)
    assert results_said(story(session)) == ["Kaja won: Points 96 (the most)."]


def test_a_contest_is_said_as_its_place_and_who_took_part() -> None:
    from engine.battle import Battle
    from engine.story import where_fought

    arena = Battle("Arena", ("Vlada", "Kaja and Modry"), "", "Vlada won.", "Vlada", contest=True)
    assert where_fought(arena) == "Arena: Vlada, Kaja and Modry"
    duel = Battle("Sparta", ("Ann", "Bo"), "", "Ann won.", "Ann")
    assert where_fought(duel) == "Ann against Bo at Sparta"

"""Play-test 10: the readings asked for in ``decisions``; a great person for a marker that stops on its space."""

from __future__ import annotations

import random

from engine.i18n import set_language
from engine.reference import topic
from engine.session import Session
from rulesets.civilization import INFO
from rulesets.civilization.common import V13_LOG
from tests.civilization.helpers import TRACK, confirmed, go_to, new, realm, set_realm


def _decisions(lang: str) -> str:
    set_language(lang)
    try:
        return " ".join(topic(INFO.load(), "decisions").text.split())
    finally:
        set_language("en")


def test_the_three_readings_are_in_decisions_in_both_languages() -> None:
    english = _decisions("en")
    assert "Culture tokens and the culture marker" in english and "(l. 187)" in english
    assert "only a marker that stops on a great-person space makes a great person due" in english
    assert "A lone settler or scout attacked" in english and "(l. 186)" in english
    assert "a tech named for a player with a free tech due is taken free" in english
    czech = _decisions("cs")
    assert "Žetony kultury a žeton na stupnici" in czech
    assert "jen žeton, který na políčku Osobnosti skončí" in czech
    assert "Osamělý osadník či skaut napadený armádou" in czech


def _arts(session: Session, start: int, masks: int) -> int:
    """China's capital makes culture (1 + masks) from ``start``: the great persons that come due."""
    set_realm(session, 0, culture=start)
    go_to(session, "city")
    session.act("arts", {"city": "China capital", "masks": masks})
    return realm(session, 0).pending_persons


def test_passing_a_person_space_gives_no_great_person() -> None:
    # Person spaces at 2, 5, ...: 3 to 6 passes 5 (l. 129 names stepping onto the icon).
    assert _arts(new(("A", "china"), ("B", "rome")), 3, 2) == 0


def test_stopping_on_a_person_space_gives_one() -> None:
    assert _arts(new(("A", "china"), ("B", "rome")), 3, 1) == 1


def test_a_log_before_version_14_still_gives_one_for_passing() -> None:
    options = {**TRACK, V13_LOG: True}
    session = Session.new(
        INFO.load(), [("A", "china"), ("B", "rome")], rng=random.Random(1), kit=confirmed(), options=options
    )
    assert _arts(session, 3, 2) == 1


def test_a_version_13_save_takes_the_passing_reading() -> None:
    migrated = INFO.load().migrate({"options": {}}, "13")
    assert migrated["options"] == {V13_LOG: True} and migrated["ruleset_version"] == "14"

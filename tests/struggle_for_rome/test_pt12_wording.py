"""Play-test 12, wording: a refused ``receive`` after a 7 said the app "has worked out Dana's income for the
roll"; the legionary stood on "Rhine bend pole 6 (pole)"; Czech said "značky: značka III" and kept the English
``roll:`` in its dice hint."""

from __future__ import annotations

from rulesets.struggle_for_rome.legionary import spot_text
from tests.struggle_for_rome.helpers import new, tell_the_steppe


def test_a_receive_after_a_7_is_refused_for_the_legionary_alone() -> None:
    session = tell_the_steppe(new(3))  # the kit works out everyone's income
    session.act("roll-resources", {"dice": "3,4"})
    said = [v.message for v in session.propose("receive", {"player": "Bo"}).violations]
    assert "Ann moves the legionary for the 7 first" in said
    assert not any("has worked out" in line for line in said), said


def test_a_landscape_named_by_its_kind_is_not_said_twice() -> None:
    session = new(3)
    session.act("add-crossing", {"crossing": "Rhine bend", "landscapes": "field:6:west"})
    session.act("roll-resources", {"dice": "3,4"})
    session.act("legionary", {"at": "Rhine bend field 6"})
    assert spot_text(session.context()) == "Rhine bend field 6"


def test_czech_marks_and_the_roll_word(czech: None) -> None:
    from engine.i18n import tr
    from rulesets.struggle_for_rome import INFO

    INFO.load()
    marks = tr(", with {marks}.").format(marks=f"{tr('a legion eagle')} {tr('and')} {tr('the III mark')}")
    assert marks == ", má legionářský orel a označení III."
    assert "roll:" not in tr("roll the dice again (dice=roll:2)")

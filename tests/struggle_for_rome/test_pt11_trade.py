"""Play-test 11, B11: a one-way ``swap`` (a card for nothing) is refused: L7 lets players exchange resources,
so each side hands over at least one card (the reading is in the ``decisions`` topic)."""

from __future__ import annotations

from tests.struggle_for_rome.helpers import hand, new, to_phase

REFUSED = "Trade: a trade is an exchange: each side hands over at least one card (give= and get=)"


def test_a_card_for_nothing_is_refused_either_way() -> None:
    session = new()
    to_phase(session, "build")
    hand(session, "red", grain=1)
    hand(session, "blue", ore=1)
    for one_way in ({"with": "Bo", "get": "ore"}, {"with": "Bo", "give": "grain"}):
        assert [v.said() for v in session.propose("swap", one_way).violations] == [REFUSED]
    assert not session.propose("swap", {"with": "Bo", "give": "grain", "get": "ore"}).violations


def test_the_reading_is_in_decisions() -> None:
    from rulesets.struggle_for_rome import INFO

    for topic in ("rules/08-decisions.md", "rules/cs/08-decisions.md"):
        text = INFO.load().resource(topic).read_text(encoding="utf-8")
        assert "Filip" in text and "L7" in text

"""Play-test 9: names typed at the table: a yes/no word is no start of a name (bug 2), great persons by
surname in either language, and no far-fetched suggestion."""

from __future__ import annotations

import pytest

from engine.errors import TabulaError
from rulesets.civilization.catalogues import book
from tests.civilization.helpers import go_to, new


def test_obsoletes_no_is_refused_with_the_fields_meaning() -> None:
    # x3: research tech=monarchy obsoletes=no made Notre Dame obsolete ("no" starts "Notre Dame").
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "research")
    before = len(session.events)
    with pytest.raises(TabulaError) as raised:
        session.act("research", {"player": "A", "tech": "monarchy", "obsoletes": "no"}, force=True)
    assert "'no' is no wonder: leave the field out where none is made obsolete" in str(raised.value)  # play-test 12
    assert len(session.events) == before


@pytest.mark.parametrize("typed", ["no", "n", "ne", "none"])
def test_a_yes_no_word_names_no_wonder(typed: str) -> None:
    wonders = book(new(("A", "china"), ("B", "rome")).context()).catalogues["wonder"]
    assert wonders.started(typed) == []


@pytest.mark.parametrize(
    ("typed", "person"), [("tzu", "Sun Tzu"), ("žukov", "Georgy Zhukov"), ("zhukov", "Georgy Zhukov")]
)
def test_great_persons_answer_to_their_surname(typed: str, person: str) -> None:
    persons = book(new(("A", "china"), ("B", "rome")).context()).catalogues["person"]
    assert persons.resolve(typed).label == person


def test_napoleon_is_not_offered_marco_polo() -> None:
    persons = book(new(("A", "china"), ("B", "rome")).context()).catalogues["person"]
    assert "Marco Polo" not in persons.not_found("napoleon").suggestions


def test_a_capital_answers_to_its_civilization_in_czech() -> None:
    # město=řím was refused, though the list offers "Hlavní město (Řím)".
    from rulesets.civilization.catalogues import city_catalogue
    from tests.civilization.helpers import game

    cities = city_catalogue(game(new(("Jana", "china"), ("Petr", "rome"))).cities)
    assert cities.resolve("řím").id == "rome-capital"
    assert cities.resolve("Čína").id == "china-capital"

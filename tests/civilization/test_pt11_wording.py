"""Play-test 11, wording: a plain city in show, and the Czech lines the report read as stiff or wrong."""

from __future__ import annotations

from engine.i18n import ntr, set_language, tr
from tests.civilization.helpers import new


def test_a_plain_city_is_said_as_a_city_not_counted() -> None:
    # "Antium [Petr (Rome)]: 1 city" in show.
    session = new(("Jana", "china"), ("Petr", "rome"))
    session.act("found-city", {"name": "Peking"}, actor="Jana")
    place = next(p for p in session.ruleset.places(session.context()) if p.name == "Peking")
    assert place.summary == "city"


def test_the_czech_lines_the_report_named() -> None:
    set_language("cs")
    try:
        assert tr("{actor} builds {item} in {city}").format(actor="Jana", item="Armáda", city="Peking") == (
            "Jana, Peking: staví se Armáda"
        )
        assert tr("Capitals taken") == "Dobytá hlavní města"
        assert "potřebuje" not in tr("{item} needs {tech}, which {player} has not researched")
        assert tr("Still to collect trade: {players}.") == "Čeká se ještě na sběr obchodu: {players}."
        assert ntr("Writing card", "Writing cards", 1) == "karta Písma"
    finally:
        set_language("en")

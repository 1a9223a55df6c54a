"""Play-test 8, Czech wording: questions name the Czech field, a trade's choices and a unit card answer in Czech,
and "built" agrees with any building."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.errors import BadInput
from engine.fields import _choice_catalogue
from engine.reference import topic
from rulesets.civilization import INFO
from tests.civilization.helpers import game, go_to, new, set_realm


def test_the_masks_question_names_the_czech_field(czech: None) -> None:
    # "zadejte masks=N": the Czech field is masky=.
    session = new(("Jana", "china"), ("Petr", "rome"))
    go_to(session, "city")
    with pytest.raises(BadInput, match="zadejte masky=N"):
        session.act("arts", {"city": "china-capital"}, actor="Jana")


def test_a_building_built_reads_without_a_gendered_participle(czech: None) -> None:
    # "Sýpka postaveno": the participle did not agree with a feminine building.
    session = new(("Jana", "china"), ("Petr", "rome"))
    go_to(session, "city")
    session.act("arts", {"city": "china-capital", "masks": 1}, actor="Jana")
    go_to(session, "movement")
    go_to(session, "city")
    state = game(session)
    city = state.city("china-capital")
    built = state.with_city(replace(city, buildings=(*city.buildings, "granary")))
    session.tables[-1] = replace(session.table, game=built)
    with pytest.raises(BadInput) as asked:
        session.act("arts", {"city": "china-capital"}, actor="Jana")
    assert "přibyla stavba Sýpka" in str(asked.value) and "postaveno" not in str(asked.value)


def test_a_culture_event_is_traded_by_its_czech_word(czech: None) -> None:
    # `obchod co=` listed culture-event in English.
    field = new(("Jana", "china"), ("Petr", "rome")).spec("trade").field("item")
    assert field is not None
    names = [c["name"] for c in _choice_catalogue(field.choices).describe()]
    assert "kulturní-událost" in names and "culture-event" not in names


def test_a_unit_card_answers_to_its_czech_type_and_rank(czech: None) -> None:
    # `fronta karta=pěchota-1` was refused with "did you mean Moderní pěchota?": it is the Kopiník.
    session = new(("Jana", "china"), ("Petr", "rome"))
    found = session.context().kit.catalogue("unit_cards", "unit_card").get("pěchota-1")
    assert found is not None and found.id == "infantry-1"


def test_missing_hammers_cost_points_of_trade(czech: None) -> None:
    # "2 chybějící kladívka stojí obchod 6": the trade is counted in points.
    session = new(("Jana", "china"), ("Petr", "rome"))
    go_to(session, "city")
    set_realm(session, 0, trade=9)
    session.act("build", {"city": "china-capital", "item": "army", "cost": 3, "hammers": 1}, actor="Jana")
    said = " ".join(session.outcome(len(session.events)))
    assert "2 chybějící kladívka stojí 6 bodů obchodu" in said and "stojí obchod" not in said


def test_the_czech_battle_page_names_the_czech_commands(czech: None) -> None:
    text = topic(INFO.load(), "battle").text
    assert "`útok`" in text and "`fronta`" in text and "`attack`" not in text and "`front`" not in text

"""Play-test 7, wording: Czech sentences name the Czech commands and fields, trade is counted in points, the bank is
"banka", a dial set says no gendered participle; Pottery answers to "keramika"; the start guide and a skipped
research read right in English."""

from __future__ import annotations

from engine.losses import lost_by
from rulesets.civilization.catalogues import book
from tests.civilization.helpers import go_to, new, set_realm


def test_czech_lines_name_czech_commands_and_count_trade_in_points(czech: None) -> None:
    session = new(("Jana", "china"), ("Petr", "rome"))
    assert any("další-fáze ukončí start kola" in line for line in session.ruleset.pending(session.context()))
    go_to(session, "trade")
    event = session.act("collect-trade", {"amount": 4}, actor="Jana")
    assert session.describe_event(event) == "Jana sbírá body obchodu: 4"
    event = session.act("set-dial", {"dial": "trade", "value": 5}, actor="Jana")
    assert session.describe_event(event) == "Jana: obchod teď ukazuje 5"
    assert session.components.label("bank") == "banka"


def test_pottery_answers_to_keramika() -> None:
    session = new(("Jana", "china"), ("Petr", "rome"))
    found = book(session.context()).catalogues["tech"].get("keramika")
    assert found is not None and found.id == "pottery"


def test_skipping_research_is_said_as_a_chance_skipped() -> None:
    # "next discards the research Cyril could still take" read like losing cards: the research is skipped.
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    go_to(session, "research")
    set_realm(session, 0, trade=9)
    said = lost_by(session, "next-phase", {}, None)
    assert said == ["Ondrej's chance to research this round (skipped; the 9 trade stay on the dial)"]

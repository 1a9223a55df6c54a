"""Play-test 9, item 6: wording (a wonder already built says where it stands, the research keeps its trade in
plain Czech, a player passed over at a new round is said with the round, the Czech topics name Czech commands)."""

from __future__ import annotations

import re

import pytest

from engine.errors import RuleRefused
from engine.i18n import set_language
from engine.reference import topic
from rulesets.civilization import INFO
from rulesets.civilization.catalogues import book
from tests.civilization.helpers import go_to, new, put, set_realm


def test_a_wonder_already_built_says_where_it_stands() -> None:
    # "the wonder market has no The Pyramids".
    session = new(("Jana", "china"), ("Tomas", "egypt"))
    go_to(session, "city")
    put(session, book(session.context()).wonders["pyramids"].kind, 1, "market", "city:egypt-capital")
    with pytest.raises(RuleRefused) as raised:
        session.act("build", {"item": "pyramids", "hammers": 5}, actor="Jana")
    said = str(raised.value)
    assert "The Pyramids: already built in Egypt capital (Tomas)" in said
    assert "wonder market" not in said


def test_the_arts_help_no_longer_says_else_0() -> None:
    spec = INFO.load().action("arts")
    assert spec is not None
    masks = next(f for f in spec.fields if f.name == "masks")
    assert "else 0" not in masks.help and "else asked" in masks.help


@pytest.mark.parametrize("page", ["start", "trade", "city", "culture", "movement", "research", "coins"])
def test_the_czech_topics_name_czech_commands(page: str) -> None:
    # Every Czech page but battle named the English commands (found-city, collect-trade, arts, hut...).
    english = {"found-city", "metropolis", "collect-trade", "collect-all", "arts", "build", "harvest"}
    english |= {"great-person", "hut", "relic", "village", "research", "invest", "coins"}
    set_language("cs")
    try:
        text = topic(INFO.load(), page).text
    finally:
        set_language("en")
    named = set(re.findall(r"`([a-z-]+)`", text))
    assert not named & english, named & english


def test_a_player_passed_over_at_a_new_round_is_said_with_the_round() -> None:
    # "Eva has nothing to decide in Start of turn: no turn." read as part of the last round's research.
    session = new(("A", "china"), ("B", "rome"))
    put(session, "settler:china", 1, "board:china", "supply:china")  # A: nothing to decide at the start
    go_to(session, "research")
    set_realm(session, 0, trade=9)
    session.act("research", {"player": "A", "tech": "pottery"})
    said = session.outcome(len(session.events))
    assert "In round 2, A gets no turn in Start of turn: nothing to decide." in said


def test_the_czech_research_keeps_trade_in_plain_words(czech: None) -> None:
    session = new(("Jana", "china"), ("Petr", "rome"))
    go_to(session, "research")
    set_realm(session, 0, trade=9)
    session.act("research", {"player": "Jana", "tech": "pottery"})
    said = session.outcome(len(session.events))
    assert any("si ponechá 0 bodů obchodu" in line for line in said), said

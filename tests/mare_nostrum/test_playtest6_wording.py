"""Play-test 6: what the table read. Two goods named for one caravan were told "did you mean grain?"; a builder
with nothing left to buy kept the buy form open while the Statesman was to name the next builder; Jana declining
Cleopatra read "The table ends the turn"; the Czech rules pages named the English commands."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import registry
from engine.errors import BadInput
from engine.i18n import set_language, tr
from tests.mare_nostrum.helpers import deal, finish_setup, hand_of, new_game
from tests.mare_nostrum.test_issue32_build import KATKAS_SETS, _build_phase

RULES = Path(__file__).resolve().parents[2] / "rulesets/mare_nostrum/rules"


def test_two_goods_for_one_caravan_are_refused_as_two_commands() -> None:
    session = new_game("rome", "carthage", "greece", names=("Petr", "Katka", "Honza"))
    before = len(session.events)
    with pytest.raises(BadInput) as refused:
        session.act("caravan-good", {"province": "north-of-rome", "good": "wine,grain"}, actor="Petr")
    said = str(refused.value)
    assert "name one good per command: 'wine' and 'grain' take one command each" in said, said
    assert "did you mean" not in said
    assert len(session.events) == before
    # A misspelt name in a list is still a misspelt name: the closest is offered.
    with pytest.raises(BadInput, match="did you mean"):
        session.act("caravan-good", {"province": "north-of-rome", "good": "wine,gran"}, actor="Petr")


def test_a_builder_with_nothing_left_waits_on_the_statesman() -> None:
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    assert session.ruleset.awaited(session.context()) == "buy"
    for item, cards in zip(("legion", "legion", "fleet"), KATKAS_SETS, strict=True):
        session.act("buy", {"item": item, "province": "carthage", "cards": cards})
    # Katka's hand is spent; Petr (Statesman) names who builds next among Mirek and Honza: his form opens.
    assert hand_of(session, "Katka") == {}
    assert session.turn_player is not None and session.turn_player.name == "Katka"
    assert session.ruleset.awaited(session.context()) == "next"


def test_declining_cleopatra_names_her_owner() -> None:
    session = new_game("carthage", "egypt", "rome", "greece", names=("Katka", "Jana", "Petr", "Honza"))
    finish_setup(session)
    deal(session, "Jana", {"taxes": 1})
    session.act("exchange-size", {"count": 0})
    assert session.phase.id == "trade"  # Jana may still swap with the bank
    session.act("next")
    assert session.phase.id == "build"
    outcome = session.outcome(len(session.events))
    assert "Jana lets Cleopatra's swap with the bank go this round." in outcome, outcome


@pytest.mark.parametrize("page", sorted(p.name for p in (RULES / "cs").glob("*.md")))
def test_the_czech_rules_pages_name_the_czech_commands(page: str) -> None:
    text = (RULES / "cs" / page).read_text(encoding="utf-8")
    ruleset = registry.load("mare-nostrum")
    set_language("cs")
    try:
        czech = {a: tr(f"action:{a}") for a in [s.name for s in ruleset.actions] + ["next", "next-phase"]}
    finally:
        set_language("en")
    english = {a for a, word in czech.items() if word != a}
    assert not english & set(re.findall(r"`([a-z-]+)`", text)), page
    if page == "05-exchange.md":
        assert all(f"`{czech[a]}`" in text for a in ("exchange-size", "offer", "take", "compensate"))

"""Play-test 9's wording list, as far as Mare Nostrum says it: the player left short is named, the trade phase's
last powers name the command the table types, a card named once the exchange is over is refused as such, the
occupied buildings and a ravaged caravan read as English, and ``vliv`` names the influence marker."""

from __future__ import annotations

import pytest

from engine.errors import NotFound
from rulesets.mare_nostrum.after_battle import after_outcome
from rulesets.mare_nostrum.catalogues import PURCHASE
from rulesets.mare_nostrum.pending import powers_left
from tests.mare_nostrum.helpers import taxes_on_offer


def test_the_card_owed_names_who_gets_it_and_the_phase_end_names_next() -> None:
    session = taxes_on_offer()
    for giver in ("Honza", "Mirek", "Katka"):
        session.act("take", {"from": giver})
    session.act("compensate", {"card": "taxes"})
    lines = session.outcome(len(session.events))
    short = [line for line in lines if "left one card short" in line]
    assert len(short) == 1 and short[0].startswith("The card goes to "), lines
    assert any(name in short[0] for name in ("Katka", "Mirek", "Honza"))
    said = powers_left(session.context())
    assert said == ["Katka may still swap a card with the bank (Cleopatra); then next ends the phase."], said


def test_a_card_named_after_the_exchange_is_refused_as_over() -> None:
    session = taxes_on_offer()
    for giver in ("Honza", "Mirek", "Katka"):
        session.act("take", {"from": giver})
    with pytest.raises(NotFound) as refused:
        session.propose("take", {"card": "wine"}, actor="Katka")
    assert "the exchange is over" in str(refused.value) and "yet" not in str(refused.value)


def test_occupied_buildings_and_a_ravaged_caravan_read_as_english() -> None:
    session = taxes_on_offer()
    ctx = session.context(actor=0)
    state = ctx.game
    pid = state.provinces[0].id
    said = after_outcome(ctx, ctx, {"province": pid, "buildings": ["temple"]})
    assert "legions stand on the temple in " in said[0], said
    said = after_outcome(ctx, ctx, {"province": pid, "building": "caravan:metals"})
    assert ": the metals caravan goes back to the bank." in said[0], said


def test_vliv_names_the_influence_marker() -> None:
    entry = PURCHASE.get("vliv")
    assert entry is not None and entry.id == "influence"

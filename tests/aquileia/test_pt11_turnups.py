"""Play-test 11, N10 and N9: the face-up cards still to turn up stay in Pending after placement; emptied places
are not offered; a card in no open place is refused without saying that players hold it."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.proposing import available
from tests.aquileia.helpers import give_cards, new, place_all, to_phase


def test_the_turn_ups_stay_pending_after_placement() -> None:
    session = new()
    place_all(session, {"Blue": ["equi-1", "arena-1a"], "Yellow": ["equi-2"], "Red": [], "Vlada": []})
    assert session.phase.id == "mercatus"
    pending = " ".join(session.ruleset.pending(session.context()))
    assert "Turn up: " in pending and "Stadium laurel" in pending


def test_an_equi_space_that_acted_is_not_offered_for_a_turn_up() -> None:
    session = new()
    session.act("turn-ups", {"equi_1": "weapons-2", "equi_2": "gold-horse-1", "equi_3": "silver-horse-2"})
    place_all(session, {"Blue": ["equi-1", "arena-1a"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    session.act("equi", {"top": "weapons-1"})
    assert session.phase.id == "arena"
    ctx = session.context()
    from rulesets.aquileia.faceup import to_turn_up

    assert "equi-1" not in to_turn_up(ctx) and "stadium" in to_turn_up(ctx)
    assert "turn-up" in [a.name for a in available(session)]  # the stadium laurel is still to turn up


def test_a_card_held_in_hands_is_refused_without_naming_hands() -> None:
    session = new()
    for card in ("laurel-5",):
        give_cards(session, 1, card)
    with pytest.raises(RuleRefused) as refused:
        session.act("turn-up", {"at": "stadium", "card": "laurel-5"})
    assert "hand" not in str(refused.value) and "no copy of it is left to turn up" in str(refused.value)


def test_the_turn_ups_form_offers_no_place_emptied_by_play() -> None:
    from rulesets.aquileia.offered import OFFERS, free_rows

    session = new()
    session.act("turn-ups", {"equi_1": "weapons-2", "equi_2": "gold-horse-1", "equi_3": "silver-horse-2"})
    place_all(session, {"Blue": ["equi-1"], "Yellow": ["equi-2"], "Red": [], "Vlada": []})
    session.act("equi", {"top": "weapons-1"})
    assert session.phase.id == "mercatus"  # Yellow still to buy
    ctx = session.context()
    assert "equi-1" not in free_rows(ctx)
    assert not OFFERS["turn-ups"]["equi_1"](ctx)

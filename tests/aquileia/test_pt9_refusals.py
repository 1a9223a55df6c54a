"""Play-test 9, item 4 of issue 33: refusals that name what is wrong, forms that offer only what fits, and the
short rate notation."""

from __future__ import annotations

import pytest

from engine.actions import NoneFits
from engine.errors import RuleRefused
from engine.hidden import check_lines
from tests.aquileia.helpers import RATES, give_cards, kit_with, new, place_all, set_coins, to_phase


def test_a_top_card_the_deck_lacks_is_named_with_where_it_is() -> None:
    """ev1 R5: `equi top=weapons-1` with every one-weapon card out said "that card cannot be taken from the Equi
    et Arma deck"."""
    from tests.aquileia.helpers import _ledger_move

    session = new()
    _ledger_move(session, "weapons-1", 3, "deck:equi", "discard:equi")
    session.act("turn-up", {"at": "equi-1", "card": "2 silver horses"})
    place_all(session, {"Blue": ["equi-1"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    with pytest.raises(RuleRefused) as refused:
        session.act("equi", {"top": "weapons-1"})
    said = str(refused.value)
    assert "the one-weapon card is not in its deck: the Equi et Arma discard pile holds it" in said
    assert "Components" not in said and refused.value.physical
    give_cards(session, 2, "weapons-2", "weapons-2", "weapons-2")
    with pytest.raises(RuleRefused, match="the two-weapon card is not in its deck: no copy of it is left to turn up"):
        session.act("equi", {"top": "weapons-2"})


def test_cards_not_held_are_named() -> None:
    """ptr9 bug 6: "cannot play the cards named: check the hand" said neither which card was missing."""
    session = new()
    give_cards(session, 2, "weapons-1")
    place_all(session, {"Blue": [], "Yellow": ["arena-1a"], "Red": ["arena-2"], "Vlada": []})
    to_phase(session, "arena")
    session.act("fight", {"dice": "bronze,bronze,bronze"})
    session.act("fight", {"dice": "gold,gold,gold"})
    assert check_lines(session, session.propose("play", {"weapons": "2"})) == [
        "Cards: Red has no two-weapon card in hand"
    ]
    assert check_lines(session, session.propose("play", {"weapons": "1,1"})) == [
        "Cards: Red has fewer than 2 one-weapon cards in hand"
    ]


def test_a_filled_face_up_place_is_no_more_overridable_than_a_missing_card() -> None:
    """ptr9 bug 7: `turn-ups equi_3=...` on a filled place offered --force; a missing laurel did not."""
    session = new()
    session.act("turn-ups", {"equi_1": "2 gold horses", "equi_2": "1 weapons", "equi_3": "silver 1", "laurel": "5"})
    again = session.propose("turn-ups", {"equi_3": "2 weapons"})
    assert not again.forcible
    assert [v.message for v in again.violations] == ["the one-silver-horse card lies at Equi et Arma 3 already"]
    laurel = session.propose("turn-up", {"at": "stadium", "card": "7-point stadium laurel"})
    assert not laurel.forcible
    assert [v.message for v in laurel.violations] == ["the 5-point stadium laurel lies face up at the Stadium already"]


def test_the_turn_ups_form_offers_nothing_at_a_filled_place() -> None:
    """ptr9: with only the laurel empty, the form still offered Equi et Arma 1-3 (the whole catalogue)."""
    session = new()
    session.act("turn-ups", {"equi_1": "2 gold horses", "equi_2": "1 weapons", "equi_3": "silver 1"})
    spec = session.spec("turn-ups")
    offered = session.suggestions(spec, "equi_1", {})
    assert isinstance(offered, NoneFits) and offered == []
    assert "laurel-10" in session.suggestions(spec, "laurel", {})


def test_the_stadium_play_form_offers_a_silver_racer_silver_horses_only() -> None:
    """ptr9 bug 13: Jirka, racing on the silver side, was offered his gold horses too (refused once played)."""
    session = new()
    give_cards(session, 0, "gold-horse-1", "silver-horse-2")
    place_all(session, {"Blue": ["silver-1"], "Yellow": ["gold-2a"], "Red": [], "Vlada": []})
    to_phase(session, "stadium")
    session.act("race", {"dice": "gold,gold,bronze"})
    session.act("race", {"dice": "bronze,bronze,bronze"})
    assert session.ruleset.awaited(session.context()) == "play"
    assert session.suggestions(session.spec("play"), "horses", {}) == ["silver-horse-2"]


def test_rate_takes_the_letters_board_takes() -> None:
    """ptr9 bug 4: `pecunia rate="s bb"` and `rate=ss-g` were refused, though `board=` taught them so."""
    session = new(kit=kit_with(RATES))
    set_coins(session, 0, silver=1)
    place_all(session, {"Blue": ["pecunia"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    for typed in ("s bb", "s-bb"):
        assert session.propose("pecunia", {"rate": typed}).args["rate"] == "silver-for-bronzes"
    assert session.catalogue("rate").get("z ss").id == "gold-for-silvers"  # type: ignore[union-attr]
    session.act("pecunia", {"rate": "s bb"})
    assert session.table.ledger.count("purse:blue", "bronze") == 2


def test_a_tie_in_the_standing_says_the_tie_track_decides() -> None:
    """ptr9 bug 9: "Standing: 1. Vlada 5, 2. Modry 5" gave no reason for the order (l.5: the tie track)."""
    from tests.aquileia.helpers import last_outcome

    session = new()
    place_all(session, {"Blue": ["arena-1a"], "Yellow": ["arena-1b"], "Red": [], "Vlada": []})
    to_phase(session, "arena")
    session.act("fight", {"dice": "bronze,silver,silver"})
    session.act("fight", {"dice": "bronze,gold,gold"})
    standing = [line for line in last_outcome(session) if line.startswith("Standing")]
    assert standing == ["Standing: 1. Blue 2, 2. Yellow 2; the tie track puts Blue before Yellow."]

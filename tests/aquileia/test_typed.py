"""What the table types is what happens: a card or prize the rules do not allow is refused, never swapped for
the one the app expected or dropped without a word."""

from __future__ import annotations

from tests.aquileia.helpers import hand, new, place_all, to_phase


def test_equi_et_arma_takes_the_card_named_or_refuses_it() -> None:
    """l.4: Equi et Arma sells the card lying by the space. A card named otherwise is refused, and forcing
    it cannot hand over the face-up card instead: the app's face-up card is corrected first."""
    session = new()
    session.act("turn-up", {"at": "equi-1", "card": "weapons-3"})
    place_all(session, {"Blue": ["equi-1"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    other = {"player": "Blue", "space": "equi-1", "card": "weapons-1", "top": "weapons-2"}
    refused = session.propose("equi", other)
    assert "Equi et Arma" in [v.rule for v in refused.violations] and not refused.forcible
    session.act("equi", {**other, "card": "weapons-3"})
    assert hand(session, 0) == {"weapons-3": 1, "weapons-2": 1}


def test_a_prize_nobody_wins_is_refused() -> None:
    """l.6: with one racer nobody is second; l.5: a lone Arena winner taking points wins no slave card. A laurel
    or slave card named for them is refused (to be left out), not dropped."""
    session = new()
    place_all(session, {"Blue": ["arena-2", "gold-2a"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "arena")
    session.act("fight", {"player": "Blue", "dice": "bronze,gold,gold"})
    refused = session.propose("prizes", {"winner_takes": "points", "slave_card": "slave-1"})
    assert [(v.rule, v.mend) for v in refused.violations] == [("Prizes", "leave slave card out")]
    session.act("prizes", {"winner_takes": "points"})
    to_phase(session, "stadium")
    # A lone racer's race passes by itself (version 13).
    refused = session.propose("prizes", {"winner_laurel": "laurel-5", "second_laurel": "laurel-blue"})
    assert [(v.rule, v.mend) for v in refused.violations] == [("Prizes", "leave second laurel out")]
    session.act("prizes", {"winner_laurel": "laurel-5"})
    assert hand(session, 0) == {"laurel-5": 1}

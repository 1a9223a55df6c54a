"""Play-test 5 (issue 32), the outcome sentences of a purchase: the set paid is the set stored with the event,
and only the cards really going back at the end of the build phase are announced (p.6, l.15)."""

from __future__ import annotations

from engine.session import Session
from tests.mare_nostrum.helpers import deal, finish_setup, hand_of, new_game


def _build_phase(katka: dict[str, int], others: dict[str, int]) -> Session:
    """Four players in the build phase, Petr (Egypt) the Statesman; Katka holds ``katka``, Mirek ``others``."""
    session = new_game("carthage", "egypt", "rome", "greece", names=("Katka", "Petr", "Mirek", "Honza"))
    finish_setup(session)
    deal(session, "Katka", katka)
    for name in ("Petr", "Honza"):
        deal(session, name, {})
    deal(session, "Mirek", others)
    session.act("exchange-size", {"count": 0})
    session.act("next-phase")
    assert session.phase.id == "build"
    return session


def test_the_payment_sentence_names_the_set_not_the_discard() -> None:
    # ev.128: fish, oil and two wine; the purchase ended the phase, and the wine discarded at its end was said
    # as paid ("paying 1 fish, 1 oil, 2 wine" for a price of 3).
    session = _build_phase({"fish": 1, "oil": 1, "wine": 2, "taxes": 1}, {})
    session.act("next", {"player": "Katka"})
    session.act("buy", {"item": "legion", "province": "carthage"})
    said = session.outcome(len(session.events))
    assert said[0] == "Katka buys a legion in Carthage, paying 1 fish, 1 oil, 1 wine."
    assert "1 wine card goes from Katka's hand to the bank." in said
    assert session.phase.id == "strategy"
    assert hand_of(session, "Katka") == {"taxes": 1}


def test_a_kept_tax_is_not_announced_as_going_back() -> None:
    # ev.124: metals and three taxes, a legion paid with taxes: only the metals goes at the phase end, the tax
    # left is kept (up to 2 taxes are).
    session = _build_phase({"metals": 1, "taxes": 4}, {"taxes": 3})
    session.act("next", {"player": "Katka"})
    session.act("buy", {"item": "legion", "province": "carthage", "cards": "taxes"})
    said = session.outcome(len(session.events))
    assert "Katka's 1 metals card goes back to the bank at the end of the build phase." in said, said
    assert not any("tax" in line and "back to the bank" in line for line in said), said

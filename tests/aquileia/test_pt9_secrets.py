"""Play-test 9, bugs 1 and 3: the secret prompts of ``tabula act`` at a terminal.

Both are decided in ``tui/cli/secret.py`` (not this game's files): the tests are strict xfails until the
change named in the helper's report lands there, then the marks come off.
"""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.aquileia.helpers import give_cards, new, place_all, to_phase
from tui.cli.secret import with_secrets


def _equi_with_first_kind_in_hands() -> Session:
    """Blue on the leftmost Equi et Arma space while both two-gold-horse cards (the form's first offer for
    ``top``) are in hands: the deck holds other cards only (ev1u, #208)."""
    session = new()
    session.act("turn-up", {"card": "2 silver horses"})
    give_cards(session, 2, "gold-horse-2", "gold-horse-2")
    place_all(session, {"Blue": ["equi-1"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    return session


def test_a_bare_equi_asks_the_top_card_whatever_the_hands_hold() -> None:
    session = _equi_with_first_kind_in_hands()
    asked: list[str] = []

    def typed(question: str) -> str:
        asked.append(question)
        return "weapons-3"

    assert with_secrets(session, "equi", {}, None, typed) == {"top": "weapons-3"}
    assert len(asked) == 1


def test_servi_out_of_order_is_refused_before_any_card_is_asked() -> None:
    session = new()
    place_all(session, {"Blue": ["equi-1"], "Yellow": ["servi-top"], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    asked: list[str] = []

    def typed(question: str) -> str:
        asked.append(question)
        return "slave-1"

    with pytest.raises(RuleRefused, match="Equi et Arma 1 acts first"):
        with_secrets(session, "servi", {}, "Yellow", typed)
    assert asked == []

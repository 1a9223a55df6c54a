"""Issue 36: a refusal read "Jana's figures on the map has no settler" (a holder named in the plural), and a
player's supply out of pieces did not say that the printed count was reached; issue 34: the story read "1 pasture
cards" for a word of the game's that is no component (engine.ledger.shortfall, engine.story._words)."""

from __future__ import annotations

import pytest

from engine.components import labeller
from engine.errors import Impossible
from engine.i18n import set_language
from engine.ledger import BOX, Component, Components, Ledger

LABELS = {"board:red": "Jana's figures on the map", "supply:red": "Jana's supply"}


def _ledger(holdings: dict[str, dict[str, int]]) -> Ledger:
    comp = Components(
        [
            Component("army", "army", "armies", 6, ("red",), "figure"),
            Component("settler", "settler", "settlers", 2, ("red",), "figure"),
            Component("hut", "hut token", "hut tokens", 1, ("red",)),
        ],
        label=labeller(LABELS.get, [("red", "Jana")]),
        owners=[("red", "Jana")],
    )
    return Ledger(comp, holdings)


def _refusal(ledger: Ledger, kind: str, n: int, src: str) -> str:
    with pytest.raises(Impossible) as refused:
        ledger.move(kind, n, src, "city:rome")
    return refused.value.violation.message


@pytest.fixture(autouse=True)
def _english() -> None:
    set_language("en")


def test_a_plural_holder_is_refused_without_a_verb_that_disagrees() -> None:
    ledger = _ledger({"board:red": {"army:red": 1}, "supply:red": {"settler:red": 2}})
    assert _refusal(ledger, "settler:red", 1, "board:red") == "Jana's figures on the map: no settler"
    assert _refusal(ledger, "army:red", 2, "board:red") == "Jana's figures on the map: 1 army, not 2"


def test_a_supply_out_of_its_pieces_says_the_printed_count_is_reached() -> None:
    ledger = _ledger({"board:red": {"army:red": 6, "settler:red": 2, "hut:red": 1}})
    assert _refusal(ledger, "army:red", 1, "supply:red") == "Jana's supply: none left; all 6 armies are in play"
    assert _refusal(ledger, "settler:red", 1, "supply:red") == "Jana's supply: none left; all 2 settlers are in play"
    assert _refusal(ledger, "hut:red", 1, "supply:red") == "Jana's supply: none left; the only hut token is in play"


def test_a_supply_with_pieces_left_in_the_box_is_not_at_its_count() -> None:
    ledger = _ledger({BOX: {"army:red": 1}, "board:red": {"army:red": 5}})
    assert _refusal(ledger, "army:red", 1, "supply:red") == "Jana's supply: no army"


def test_czech_says_them_too() -> None:
    set_language("cs")
    try:
        ledger = _ledger({"board:red": {"army:red": 6}})
        # The component words are the game's (none loaded here): the sentences around them are Czech.
        assert _refusal(ledger, "army:red", 1, "supply:red") == "Jana's supply: nic nezbývá; ve hře je všech 6 (armies)"
        assert _refusal(ledger, "army:red", 7, "board:red") == "Jana's figures on the map: jen 6 armies, ne 7"
        assert _refusal(ledger, "settler:red", 1, "board:red") == "Jana's figures on the map: chybí settler"
    finally:
        set_language("en")

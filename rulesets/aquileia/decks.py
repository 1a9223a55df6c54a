"""The four decks as printed (l.1), read once from the shipped kit's ``decks`` section.

The ledger declares every card before a session has its own kit
(``Ruleset.components`` is given the players only), so the cards are read
from the kit shipped with the game, and a kit may not change them (see
``kit.check``). Everything the rules read of a card comes from here: its
deck, copies, name and the names people type, its number, metal and colours.
"""

from __future__ import annotations

from typing import Any

from engine.gamedata import shipped_text
from engine.kits import loads
from rulesets.aquileia.kit import PLAIN

#: The shipped kit (read without its cross-checks, which compare other kits' decks with these).
PRINTED = loads(shipped_text(__package__ or "", "kit.toml"), PLAIN, "aquileia", "aquileia kit.toml")

#: Card id -> its printed facts (as the kit lists them).
CARDS: dict[str, dict[str, Any]] = {card["id"]: dict(card) for card in PRINTED.entries("decks")}
#: Deck id -> {card id: copies}, in the kit's order.
DECKS: dict[str, dict[str, int]] = {}
for _card in CARDS.values():
    DECKS.setdefault(_card["deck"], {})[_card["id"]] = _card["copies"]

DECK_OF: dict[str, str] = {card: facts["deck"] for card, facts in CARDS.items()}
CARD_NAME: dict[str, str] = {card: facts["name"] for card, facts in CARDS.items()}
ALIASES: dict[str, tuple[str, ...]] = {card: tuple(facts.get("aliases", ())) for card, facts in CARDS.items()}
#: Slaves, weapons or horses on a card; a point laurel's points.
NUMBER_OF: dict[str, int] = {card: facts["number"] for card, facts in CARDS.items() if "number" in facts}
#: A horse card's metal.
METAL_OF: dict[str, str] = {card: facts["metal"] for card, facts in CARDS.items() if "metal" in facts}
#: A colour laurel's colour; a theatre laurel's two colours.
COLOURS_OF: dict[str, tuple[str, ...]] = {
    card: tuple(facts["colours"]) for card, facts in CARDS.items() if "colours" in facts
}
#: The theatre laurels' colour pairs ("white/blue"), for the villa calculator.
THEATRE: tuple[str, ...] = tuple("/".join(COLOURS_OF[card]) for card in DECKS.get("theatre", {}))


def of_symbol(deck: str, symbol: str) -> list[str]:
    """The card kinds of a deck that show a symbol (the weapon cards of Equi et Arma)."""
    return [card for card in DECKS.get(deck, {}) if CARDS[card]["symbol"] == symbol]

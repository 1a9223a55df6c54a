"""Face-up cards (l.2): the three Equi et Arma cards by their spaces and the Stadium's face-up laurel.

The app cannot see the table: ``turn-up`` enters a card as it is turned
face up, from its deck. Buying at Equi et Arma or handing out the Stadium
laurels then takes that card; when the app does not know it, the card is
named there and drawn from the deck instead.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.state import Context
from rulesets.aquileia.catalogues import ROW, ROW_DECK, ROW_HOLDER
from rulesets.aquileia.common import game
from rulesets.aquileia.decks import CARD_NAME, DECK_OF
from rulesets.aquileia.holders import draw
from rulesets.aquileia.state import State


def shown(ctx: Context, row: str) -> str | None:
    """The face-up card at a row, if the table entered it."""
    for kind, _ in ctx.holding(ROW_HOLDER[row]):
        if kind in DECK_OF:
            return kind
    return None


def turn_up(ctx: Context, args: Mapping[str, Any]) -> State:
    draw(ctx, args["card"], ROW_HOLDER[args["at"]])
    return game(ctx)


def check_turn_up(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    row, card = args["at"], args["card"]
    label = ROW.resolve(row).label
    out = []
    if DECK_OF[card] != ROW_DECK[row]:
        out.append(rule("Face-up cards", f"the {CARD_NAME[card]} does not lie at {label}", "mercatus"))
    current = shown(ctx, row)
    if current is not None:
        out.append(rule("Face-up cards", f"the {CARD_NAME[current]} lies at {label} already", "mercatus"))
    return out


ACTION = ActionSpec(
    "turn-up",
    turn_up,
    fields=(
        Field("at", "ref", "where it lies: an Equi et Arma space or the stadium laurel", catalogue="row"),
        Field("card", "ref", "the card turned face up", catalogue="face-up"),
    ),
    who="table",
    check=check_turn_up,
    help="Enter a card turned face up: by an Equi et Arma space, or the Stadium's face-up laurel.",
    topic="mercatus",
    text="{actor} turns up the {card} at {at}",
)

"""A unit card named by its type and rank (``front card=infantry-2``): its printed attack and health from the kit.

Each unit card prints an attack (red) and a health (blue) (l. 160); the rulebook gives no values. The kit lists
one kind of card for each unit type and rank (``unit_cards``, named as the unit types' ranks: Spearman,
Pikeman...), with the two values where known. Where the kit does not know them, the first card of that kind
the table plays gives them once (``attack``, ``health``); they are kept for the session and written into the kit
it exports, like the figures' prices. A player whose type is still at rank 1 can only hold rank-1 cards, so the
type alone (``unit=infantry``) names the card then. Values typed with a card stand for that card (a card that
prints otherwise than the kit is played as printed).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import Violation, rule
from engine.fields import Field
from engine.i18n import tr
from engine.state import Context
from rulesets.civilization.battle_view import unit_name
from rulesets.civilization.catalogues import fact, name_of
from rulesets.civilization.common import PLAYER
from rulesets.civilization.components import game, unit_rank
from rulesets.civilization.state import State

#: The kit's section of unit cards.
SECTION = "unit_cards"

#: ``front``'s fields: the card by its type and rank, or its type with the printed values.
FIELDS = (
    PLAYER,
    Field("card", "ref", "the unit card by type and rank (infantry-2, or Pikeman)", required=False, catalogue="card"),
    Field("unit", "ref", "the unit card's type", required=False, catalogue="unit", derived=True),
    Field(
        "attack",
        "int",
        "its printed attack (red), once where the kit lacks it; the app adds its type's upgrade",
        required=False,
        derived=True,
        min=0,
        max=30,
    ),
    Field(
        "health", "int", "its health (blue), once where the kit lacks it", required=False, derived=True, min=1, max=30
    ),
    Field("against", "int", "the front it attacks (none: it opens a new front)", required=False, min=1, max=30),
    Field(
        "star",
        "int",
        "attack a star of its type's upgrade token adds (once, where the kit does not say)",
        required=False,
        min=0,
        max=9,
    ),
)


def card_of(ctx: Context, unit: str, rank: int) -> str | None:
    """The kit's card of a unit type at a rank, if it lists one."""
    found = [e["id"] for e in ctx.kit.entries(SECTION) if e.get("unit") == unit and e.get("rank") == rank]
    return str(found[0]) if found else None


def played(ctx: Context, card: str) -> str:
    """The card a higher-rank name stands for: the W&W cards do not change when a type is upgraded, only its
    token flips and adds its stars (l. 280), so ``artillery-2`` is played as the artillery card (rank 1)."""
    entry = ctx.kit.entry(SECTION, card)
    if entry is None or int(entry.get("rank", 1)) <= 1:
        return card
    return card_of(ctx, str(entry["unit"]), 1) or card


def printed(ctx: Context, card: str) -> tuple[int, int] | None:
    """A card's printed attack and health: the kit's, else what the table gave this session; None unknown."""
    attack, health = fact(ctx, SECTION, card, "attack"), fact(ctx, SECTION, card, "health")
    if attack is not None and health is not None:
        return int(attack), int(health)
    told = {c: (a, h) for c, a, h in game(ctx).cards}
    return told.get(card)


def derive(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The card's type, attack and health where the card is named (or the type at rank 1 names it)."""
    if ctx.actor is None:
        return {}
    card, unit = args.get("card"), args.get("unit")
    out: dict[str, Any] = {}
    typed = "attack" in args and "health" in args
    if not card and unit and not typed:
        # The type names the card at any rank: the cards stay, the token adds the upgrade (l. 280).
        card = card_of(ctx, unit, 1)
        if card:
            out["card"] = card
    if not card:
        return out
    entry = ctx.kit.entry(SECTION, card)
    if entry is not None and not unit:
        out["unit"] = entry["unit"]
    values = printed(ctx, played(ctx, card))
    if values is not None:
        out.update({k: v for k, v in zip(("attack", "health"), values, strict=True) if k not in args})
    return out


def _label(ctx: Context, card: str) -> str:
    return name_of(ctx.kit.catalogue(SECTION, "card"), card)


def checks(ctx: Context, seat: int, args: Mapping[str, Any]) -> list[Violation]:
    """What is wrong with the card named: no card at all, a type that differs, a rank not reached, values
    still unknown. Empty when the card can be played."""
    card, unit = str(args.get("card") or ""), str(args.get("unit") or "")
    name = ctx.players[seat].name
    if not card and not unit:
        return [rule("Battle", tr("name the card played, as card=infantry-1"), "battle")]
    entry = None if not card else ctx.kit.entry(SECTION, card)
    if entry is not None and unit and entry["unit"] != unit:
        said = tr("the {card} card is not a {unit} card").format(card=_label(ctx, card), unit=unit_name(ctx, unit))
        return [rule("Battle", said, "battle")]
    if entry is not None and fact(ctx, SECTION, card, "rank", 1) > unit_rank(ctx, seat, entry["unit"]):
        # Cards of a higher rank are built only once the type is upgraded (l. 282).
        said = tr("{player}'s {unit} is at rank {rank}: a {card} card cannot be in the standing forces")
        rank = unit_rank(ctx, seat, entry["unit"])
        text = said.format(player=name, unit=unit_name(ctx, entry["unit"]), rank=rank, card=_label(ctx, card))
        return [rule("Battle", text, "battle")]
    if "attack" in args and "health" in args:
        return []
    if card:
        said = tr("the kit lacks the {card} card's printed attack and health: give them once (attack=, health=)")
        return [rule("Battle", said.format(card=_label(ctx, played(ctx, card))), "battle")]
    said = tr("{player}'s {unit} is upgraded: name the card played (as card={id}-1), or give its attack and health")
    return [rule("Battle", said.format(player=name, unit=unit_name(ctx, unit), id=unit), "battle")]


def taught(ctx: Context, state: State, args: Mapping[str, Any]) -> State:
    """The printed attack and health the table gave for a card the kit does not know, kept for the session. Given
    with the type alone (``unit=cavalry attack=2 health=2``) they are the type's card: the cards stay as printed
    when a type is upgraded (``played``), so each printed card is asked once however it was named."""
    card = args.get("card")
    if not card and args.get("unit") and "attack" in args and "health" in args:
        card = card_of(ctx, str(args["unit"]), 1)
    if card:
        card = played(ctx, card)
    if not card or printed(ctx, card) is not None or ctx.kit.entry(SECTION, card) is None:
        return state
    return replace(state, cards=(*state.cards, (card, int(args["attack"]), int(args["health"]))))

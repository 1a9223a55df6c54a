"""Phases 3 and 4: the cavalry tribes, then the infantry tribes, in turn order (L9).

A wandering tribe moves (first arrow free; a land arrow costs 1 grain or 3
gold, a sea arrow 1 gold) and may then plunder or conquer (see ``attacks``).
A tribe that does nothing at all this turn, not even play a card, takes 2
gold or one resource card.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.state import Context
from rulesets.struggle_for_rome.cards import one_card_a_phase, spend
from rulesets.struggle_for_rome.common import PLAYER, did, me, name, seat, tribe_kind
from rulesets.struggle_for_rome.data import RULES
from rulesets.struggle_for_rome.formulas import move_cost
from rulesets.struggle_for_rome.holders import BANK, cities_of, gold, pay, resources, take
from rulesets.struggle_for_rome.state import State

TOPIC = "tribes"


def _payment(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    who = me(ctx)
    grain = resources(ctx, who).get("grain", 0)
    return move_cost(args["land"], args["sea"], grain, gold(ctx, who), args.get("grain"))


def move(ctx: Context, args: Mapping[str, Any]) -> State:
    who, tribe = me(ctx), tribe_kind(ctx)
    if args.get("chieftain"):
        spend(ctx, who, "chieftain")
    else:
        price = _payment(ctx, args)["pay"]
        pay(ctx, who, {k: n for k, n in price.items() if n})
    return did(ctx, who, tribe, "moved")


def check_move(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    who, tribe = me(ctx), tribe_kind(ctx)
    out = []
    if cities_of(ctx, who, tribe):
        out.append(rule("Empire", f"the {tribe} tribe has an empire and no longer wanders", TOPIC))
    if seat(ctx, who).done(tribe):
        out.append(rule("Tribe turn", "a tribe moves first, once, and not after taking gold for doing nothing", TOPIC))
    if args.get("chieftain"):
        return out + one_card_a_phase(ctx, who)
    if args["land"] + args["sea"] == 0:
        out.append(rule("Move", "say how many land and sea arrows the tribe crosses", TOPIC))
    cost = _payment(ctx, args)
    if not cost["affordable"]:
        price = cost["pay"]
        message = f"the move costs {price['grain']} grain and {price['gold']} gold; {name(ctx, who)} cannot pay"
        out.append(Violation("Move cost", message, TOPIC, physical=True))
    return out


def move_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    who = name(before, me(before))
    if args.get("chieftain"):
        return [f"{who}'s {tribe_kind(before)} tribe moves for free with the Great Chieftain."]
    price = _payment(before, args)["pay"]
    paid = f"costs {price['grain']} grain and {price['gold']} gold" if any(price.values()) else "is free"
    return [f"{who}'s {tribe_kind(before)} tribe moves; the move {paid}."]


def idle(ctx: Context, args: Mapping[str, Any]) -> State:
    who = me(ctx)
    if args["take"] == "gold":
        ctx.move("gold", RULES["idle_gold"], BANK, ctx.own("purse", who))
    else:
        take(ctx, who, args["take"])
    return did(ctx, who, tribe_kind(ctx), "idle")


def check_idle(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    who = me(ctx)
    if seat(ctx, who).done(tribe_kind(ctx)) or ctx.phase in seat(ctx, who).played:
        return [rule("Idle tribe", "only a tribe that did nothing this turn takes 2 gold or a resource", TOPIC)]
    return []


ACTIONS = (
    ActionSpec(
        "move",
        move,
        fields=(
            PLAYER,
            Field("land", "int", "land arrows crossed", default=0, min=0, max=20),
            Field("sea", "int", "sea arrows crossed", default=0, min=0, max=20),
            Field(
                "grain", "int", "land arrows paid with grain (the rest with 3 gold each)", required=False, min=0, max=20
            ),
            Field("chieftain", "bool", "play the Great Chieftain: move for free", default=False),
        ),
        phases=("cavalry", "infantry"),
        actor="player",
        check=check_move,
        help="Move the phase's tribe to a free crossing: first arrow free, then grain or gold.",
        topic=TOPIC,
        text="{actor} moves {land} land and {sea} sea arrows",
        outcome=move_outcome,
    ),
    ActionSpec(
        "idle",
        idle,
        fields=(PLAYER, Field("take", "ref", "2 gold, or the resource card taken", catalogue="idle")),
        phases=("cavalry", "infantry"),
        actor="player",
        check=check_idle,
        help="A tribe that does nothing this turn takes 2 gold or one resource card.",
        topic=TOPIC,
        text="{actor}'s tribe stays and takes {take}",
    ),
)

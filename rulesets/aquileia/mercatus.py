"""I Mercatus (l.4), in order: Dolus, Pecunia, Equi et Arma, Servi, Potentia.

Every coin goes between a purse and the bank; every card is entered as
drawn, from its deck (or the face-up card by an Equi et Arma space).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import BadInput
from engine.fields import Field
from engine.outcomes import count
from engine.state import Context
from rulesets.aquileia.catalogues import CARD_NAME, SPACE_NAMES
from rulesets.aquileia.common import METAL_CHOICES, PLAYER, game, me, name, score
from rulesets.aquileia.data import DICE, REWARDS, SERVI
from rulesets.aquileia.faceup import shown as face_up
from rulesets.aquileia.holders import BANK, draw, hand, pay, purse, space
from rulesets.aquileia.spaces import GROUP_SPACES, group_actors, my_space, space_checks
from rulesets.aquileia.state import State

TOPIC = "mercatus"


def dolus(ctx: Context, args: Mapping[str, Any]) -> State:
    pay(ctx, args["dice"], BANK, purse(ctx, me(ctx)))
    return game(ctx).mark("dolus")


def check_dolus(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    return space_checks(ctx, "dolus", TOPIC)


def pecunia(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    pay(ctx, args["give"], purse(ctx, seat), BANK)
    pay(ctx, args["get"], BANK, purse(ctx, seat))
    return score(game(ctx), seat, REWARDS["pecunia_points"]).mark("pecunia")


def check_pecunia(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    return space_checks(ctx, "pecunia", TOPIC)


def pecunia_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    seat = me(before)
    return [f"{name(before, seat)} scores {REWARDS['pecunia_points']} points ({game(after).patricians[seat].score})."]


def equi(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    where = my_space(ctx, args, GROUP_SPACES["equi"])
    shown = face_up(ctx, where)
    card = shown or args.get("card")
    pay(ctx, ["bronze"], purse(ctx, seat), BANK)
    if card:
        draw(ctx, card, hand(ctx, seat), src=space(where) if shown else "")
    if args.get("top"):
        draw(ctx, args["top"], hand(ctx, seat))
    return game(ctx).mark(where)


def check_equi(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    where = my_space(ctx, args, GROUP_SPACES["equi"])
    out = space_checks(ctx, where, TOPIC)
    shown = face_up(ctx, where)
    card = args.get("card")
    if shown is None and not card:
        raise BadInput(f"equi: which card lies by {SPACE_NAMES[where]}? Say card=")
    if shown is not None and card and card != shown:
        out.append(rule("Equi et Arma", f"the card by {SPACE_NAMES[where]} is the {CARD_NAME[shown]}", TOPIC))
    if args.get("top") and where != GROUP_SPACES["equi"][0]:
        out.append(rule("Equi et Arma", "only the leftmost space also takes the top card", TOPIC))
    return out


def servi(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    where = my_space(ctx, args, GROUP_SPACES["servi"])
    pay(ctx, [SERVI[where]["metal"]] * len(args["cards"]), purse(ctx, seat), BANK)
    for card in args["cards"]:
        draw(ctx, card, hand(ctx, seat))
    return game(ctx).mark(where)


def check_servi(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    where = my_space(ctx, args, GROUP_SPACES["servi"])
    out = space_checks(ctx, where, TOPIC)
    most = SERVI[where]["max"]
    if len(args["cards"]) > most:
        out.append(rule("Servi", f"at most {count(most, 'card')} from {SPACE_NAMES[where]}", TOPIC))
    return out


def potentia(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    seat = me(ctx)
    return state.with_patrician(seat, replace(state.patricians[seat], blue=DICE["blue"])).mark("potentia")


def potentia_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    return [f"{name(before, me(before))} takes the {DICE['blue']} blue dice for the Arena and the Stadium."]


ACTIONS = (
    ActionSpec(
        "dolus",
        dolus,
        fields=(
            PLAYER,
            Field("dice", "choices", "the 2 red dice's metals", choices=METAL_CHOICES, min=DICE["dolus"], max=2),
        ),
        phases=("mercatus",),
        who=group_actors("dolus"),
        actor="player",
        check=check_dolus,
        help="Dolus: roll 2 red dice and take the coins they show from the bank.",
        topic=TOPIC,
        text="{actor} takes Dolus: {dice}",
    ),
    ActionSpec(
        "pecunia",
        pecunia,
        fields=(
            PLAYER,
            Field("give", "choices", "coins given to the bank", choices=METAL_CHOICES, min=1),
            Field("get", "choices", "coins taken in exchange", choices=METAL_CHOICES, min=1),
        ),
        phases=("mercatus",),
        who=group_actors("pecunia"),
        actor="player",
        check=check_pecunia,
        help="Pecunia: exchange coins with the bank (the board shows the rates) and score 4.",
        topic=TOPIC,
        text="{actor} exchanges {give} for {get} at Pecunia",
        outcome=pecunia_outcome,
    ),
    ActionSpec(
        "equi",
        equi,
        fields=(
            PLAYER,
            Field("space", "ref", "the Equi et Arma space (default: yours)", required=False, catalogue="equi-space"),
            Field("card", "ref", "the card bought, if the app does not know it", required=False, catalogue="equi"),
            Field("top", "ref", "leftmost space: the top card of the deck", required=False, catalogue="equi"),
        ),
        phases=("mercatus",),
        who=group_actors("equi"),
        actor="player",
        check=check_equi,
        help="Equi et Arma: the card by your space for 1 bronze (the leftmost also takes the top card).",
        topic=TOPIC,
        text="{actor} buys at Equi et Arma",
    ),
    ActionSpec(
        "servi",
        servi,
        fields=(
            PLAYER,
            Field("space", "ref", "top, middle or bottom (default: yours)", required=False, catalogue="servi-space"),
            Field("cards", "refs", "the slave cards drawn (1 or 2 slaves each)", min=1, max=3, catalogue="slave"),
        ),
        phases=("mercatus",),
        who=group_actors("servi"),
        actor="player",
        check=check_servi,
        help="Servi: slave cards for 1 bronze (1), 1 silver each (up to 2), or 1 gold each (up to 3).",
        topic=TOPIC,
        text="{actor} buys {cards} at Servi",
    ),
    ActionSpec(
        "potentia",
        potentia,
        fields=(PLAYER,),
        phases=("mercatus",),
        who=group_actors("potentia"),
        actor="player",
        check=lambda ctx, args: space_checks(ctx, "potentia", TOPIC),
        help="Potentia: the 4 blue dice, for the Arena and the Stadium this round.",
        topic=TOPIC,
        text="{actor} takes Potentia",
        outcome=potentia_outcome,
    ),
)

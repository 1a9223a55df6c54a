"""I Mercatus, in order: Dolus, Pecunia, Equi et Arma, Servi, Potentia."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.state import Context
from rulesets.aquileia.common import METAL_CHOICES, PLAYER, can_pay, coins_of, from_bank, game, pay_bank, score, seat_of
from rulesets.aquileia.data import DICE, REWARDS, SERVI
from rulesets.aquileia.state import State

HORSES_WEAPONS = (
    "gold-horse-2",
    "gold-horse-1",
    "silver-horse-2",
    "silver-horse-1",
    "weapons-3",
    "weapons-2",
    "weapons-1",
)


def _servant(ctx: Context, args: Mapping[str, Any], space: str) -> list[Violation]:
    seat, _ = seat_of(ctx, args)
    if game(ctx).owner(space) != seat:
        return [rule("Servant", f"{args['player']} has no servant on {space}", "mercatus")]
    if f"{space}:done" in game(ctx).done:
        return [rule("Servant", f"the {space} action is taken this round", "mercatus")]
    return []


def _done(state: State, space: str) -> State:
    return replace(state, done=state.done + (f"{space}:done",))


def dolus(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, _ = seat_of(ctx, args)
    return _done(from_bank(game(ctx), seat, coins_of(args["dice"])), "dolus")


def check_dolus(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = _servant(ctx, args, "dolus")
    if len(args["dice"]) != 2:
        out.append(rule("Dolus", "roll the 2 red dice", "mercatus"))
    return out


def pecunia(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, _ = seat_of(ctx, args)
    state = pay_bank(game(ctx), seat, coins_of(args["give"]))
    state = from_bank(state, seat, coins_of(args["get"]))
    return _done(score(state, seat, REWARDS["pecunia_points"]), "pecunia")


def check_pecunia(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, person = seat_of(ctx, args)
    out = _servant(ctx, args, "pecunia")
    if not can_pay(person, coins_of(args["give"])):
        out.append(rule("Pecunia", f"{args['player']} does not have those coins", "mercatus"))
    return out


def equi(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, person = seat_of(ctx, args)
    state = pay_bank(game(ctx), seat, coins_of(["bronze"]))
    person = state.patricians[seat]
    for card in [args["card"], *([args["top"]] if args.get("top") else [])]:
        kind, _, number = card.rpartition("-")
        if kind.endswith("horse"):
            person = replace(person, horses=person.horses + ((kind.split("-")[0], int(number)),))
        else:
            person = replace(person, weapons=person.weapons + (int(number),))
    return _done(state.with_patrician(seat, person), args["space"])


def check_equi(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, person = seat_of(ctx, args)
    out = _servant(ctx, args, args["space"])
    if not can_pay(person, coins_of(["bronze"])):
        out.append(rule("Coins", "a card costs 1 bronze coin (no other metal)", "money"))
    if args.get("top") and args["space"] != "equi-1":
        out.append(rule("Equi et Arma", "only the leftmost space also takes the top card", "mercatus"))
    return out


def servi(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, person = seat_of(ctx, args)
    level = args["space"].split("-")[1]
    count = len(args["cards"])
    state = pay_bank(game(ctx), seat, coins_of([SERVI[level]["metal"]] * count))
    person = state.patricians[seat]
    state = state.with_patrician(seat, replace(person, slaves=person.slaves + tuple(args["cards"])))
    return _done(state, args["space"])


def check_servi(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, person = seat_of(ctx, args)
    out = _servant(ctx, args, args["space"])
    level = args["space"].split("-")[1]
    count = len(args["cards"])
    if count > SERVI[level]["max"]:
        out.append(rule("Servi", f"at most {SERVI[level]['max']} card(s) on the {level} space", "mercatus"))
    if any(c not in (1, 2) for c in args["cards"]):
        out.append(rule("Servi", "slave cards show 1 or 2 slaves", "mercatus"))
    if not can_pay(person, coins_of([SERVI[level]["metal"]] * count)):
        out.append(rule("Coins", f"{SERVI[level]['metal']} coins only, one per card", "money"))
    return out


def potentia(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, person = seat_of(ctx, args)
    return _done(game(ctx).with_patrician(seat, replace(person, blue=DICE["blue"])), "potentia")


ACTIONS = (
    ActionSpec(
        "dolus",
        dolus,
        fields=(PLAYER, Field("dice", "choices", "the 2 red dice", choices=METAL_CHOICES, min=2, max=2)),
        phases=("mercatus",),
        who="any",
        check=check_dolus,
        help="Dolus: roll 2 red dice and take the coins they show.",
        topic="mercatus",
    ),
    ActionSpec(
        "pecunia",
        pecunia,
        fields=(
            PLAYER,
            Field("give", "choices", "coins given to the bank", choices=METAL_CHOICES),
            Field("get", "choices", "coins taken in exchange", choices=METAL_CHOICES),
        ),
        phases=("mercatus",),
        who="any",
        check=check_pecunia,
        help="Pecunia: exchange coins with the bank (the board shows the rates) and score 4.",
        topic="mercatus",
    ),
    ActionSpec(
        "equi",
        equi,
        fields=(
            PLAYER,
            Field("space", "choice", "which face-up card's space", choices=("equi-1", "equi-2", "equi-3")),
            Field("card", "choice", "the card bought", choices=HORSES_WEAPONS),
            Field(
                "top", "choice", "the leftmost space also takes the top card", required=False, choices=HORSES_WEAPONS
            ),
        ),
        phases=("mercatus",),
        who="any",
        check=check_equi,
        help="Equi et Arma: a horses or weapons card for 1 bronze.",
        topic="mercatus",
    ),
    ActionSpec(
        "servi",
        servi,
        fields=(
            PLAYER,
            Field(
                "space", "choice", "top, middle or bottom space", choices=("servi-top", "servi-middle", "servi-bottom")
            ),
            Field("cards", "ints", "the slave cards drawn (1 or 2 slaves each)", min=1, max=3),
        ),
        phases=("mercatus",),
        who="any",
        check=check_servi,
        help="Servi: slave cards for 1 bronze (1), 1 silver each (up to 2), or 1 gold each (up to 3).",
        topic="mercatus",
    ),
    ActionSpec(
        "potentia",
        potentia,
        fields=(PLAYER,),
        phases=("mercatus",),
        who="any",
        check=lambda ctx, args: _servant(ctx, args, "potentia"),
        help="Potentia: the 4 blue dice, for the Arena and the Stadium this round.",
        topic="mercatus",
    ),
)

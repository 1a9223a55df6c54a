"""Phase 2: trade and build, in turn order; action cards (one per phase)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.counts import add, get
from engine.fields import Field
from engine.state import Context
from rulesets.struggle_for_rome.common import PLAYER, game, hand, seat_of
from rulesets.struggle_for_rome.data import CARD_KINDS, COSTS, PIECES, RESOURCES, RULES
from rulesets.struggle_for_rome.scoring import update_diplomacy
from rulesets.struggle_for_rome.state import TRIBES, Player, State

ITEMS = ("figures", "wagon", "action-card")


def _counts(counter: Counter[str]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted((+counter).items()))


def swap(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    a, mine = seat_of(ctx, args)
    b, theirs = seat_of(ctx, args, "with")
    give, get_ = Counter(args.get("give", [])), Counter(args.get("get", []))
    mine_hand, their_hand = hand(mine) - give + get_, hand(theirs) - get_ + give
    gold_a, gold_b = args.get("give_gold", 0), args.get("get_gold", 0)
    mine = replace(mine, resources=_counts(mine_hand), gold=mine.gold - gold_a + gold_b)
    theirs = replace(theirs, resources=_counts(their_hand), gold=theirs.gold + gold_a - gold_b)
    return state.with_player(a, mine).with_player(b, theirs)


def check_swap(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, mine = seat_of(ctx, args)
    _, theirs = seat_of(ctx, args, "with")
    out = []
    if args["player"] == args["with"]:
        out.append(rule("Trade", "trade with another player", "build"))
    if Counter(args.get("give", [])) - hand(mine):
        out.append(rule("Trade", f"{args['player']} lacks some of those cards", "build"))
    if Counter(args.get("get", [])) - hand(theirs):
        out.append(rule("Trade", f"{args['with']} lacks some of those cards", "build"))
    if mine.gold < args.get("give_gold", 0) or theirs.gold < args.get("get_gold", 0):
        out.append(rule("Trade", "not that much gold", "build"))
    return out


def bank(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, player = seat_of(ctx, args)
    mine = hand(player)
    mine[args["give"]] -= RULES["bank_rate"]
    mine[args["get"]] += 1
    return game(ctx).with_player(seat, replace(player, resources=_counts(mine)))


def check_bank(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, player = seat_of(ctx, args)
    if hand(player)[args["give"]] < RULES["bank_rate"]:
        return [rule("Bank", f"the bank takes {RULES['bank_rate']} of one resource", "build")]
    if args["give"] == args["get"]:
        return [rule("Bank", "take a different resource", "build")]
    return []


def _pieces_left(player: Player, kind: str) -> int:
    tribe = player.tribe(kind)
    # The tribe's own figure on the board, its field, and one figure in every
    # city after the first (the first city takes the board figure).
    in_play = 1 + tribe.figures + max(len(tribe.cities) - 1, 0)
    return PIECES["horsemen" if kind == "cavalry" else "warriors"] - in_play


def _wagons_left(player: Player) -> int:
    used = sum(player.tribe(k).wagons + len(player.tribe(k).cities) for k in TRIBES)
    return PIECES["wagons"] - used


def _cost(args: Mapping[str, Any]) -> Counter[str]:
    cost = Counter(COSTS[args["item"]])
    joker = args.get("joker")
    if joker and cost[joker]:
        cost[joker] -= 1
        cost["gold"] += RULES["joker_gold"]
    return cost


def build(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, player = seat_of(ctx, args)
    cost = _cost(args)
    mine = hand(player)
    for resource in RESOURCES:
        mine[resource] -= cost[resource]
    player = replace(
        player, resources=_counts(mine), gold=player.gold - cost["gold"], joker=player.joker or bool(args.get("joker"))
    )
    item = args["item"]
    if item == "figures":
        for kind in TRIBES:
            if _pieces_left(player, kind) > 0:
                player = player.with_tribe(kind, replace(player.tribe(kind), figures=player.tribe(kind).figures + 1))
    elif item == "wagon":
        kind = args["tribe"]
        player = player.with_tribe(kind, replace(player.tribe(kind), wagons=player.tribe(kind).wagons + 1))
    else:
        player = replace(player, cards=add(player.cards, args["card"], 1))
    return game(ctx).with_player(seat, player)


def check_build(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, player = seat_of(ctx, args)
    cost = _cost(args)
    out = []
    missing = [r for r in RESOURCES if hand(player)[r] < cost[r]]
    if missing or player.gold < cost["gold"]:
        lacking = ", ".join(missing + (["gold"] if player.gold < cost["gold"] else []))
        out.append(rule("Cost", f"{args['item']} needs {dict(+cost)}; short of {lacking}", "build"))
    if args.get("joker"):
        if player.joker:
            out.append(rule("Gold joker", "gold replaces a resource once a turn", "build"))
        if not COSTS[args["item"]].get(args["joker"]):
            out.append(rule("Gold joker", f"{args['item']} does not use {args['joker']}", "build"))
    item = args["item"]
    if item == "figures" and all(_pieces_left(player, kind) <= 0 for kind in TRIBES):
        out.append(rule("Supply", "no horsemen or warriors left", "build"))
    if item == "wagon":
        if not args.get("tribe"):
            out.append(rule("Wagon", "say which tribe gets it: tribe=", "build"))
        if _wagons_left(player) <= 0:
            out.append(rule("Supply", "all 10 wagons are in play", "build"))
    if item == "action-card" and not args.get("card"):
        out.append(rule("Action card", "say which card was drawn: card=", "build"))
    return out


def play_card(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    seat, player = seat_of(ctx, args)
    card = args["card"]
    player = replace(player, cards=add(player.cards, card, -1), played=player.played + (ctx.phase,))
    if card == "diplomat":
        player = replace(player, diplomats=player.diplomats + 1)
    elif card == "culture":
        player = replace(player, culture=player.culture + 1)
    elif card == "treasure":
        if args.get("treasure") == "keep":
            player = replace(player, treasures=player.treasures + 1)
        else:
            player = replace(player, gold=player.gold + RULES["treasure_gold"])
    state = state.with_player(seat, player)
    return update_diplomacy(state)


def check_play_card(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, player = seat_of(ctx, args)
    card = args["card"]
    out = []
    if get(player.cards, card) < 1:
        out.append(rule("Action cards", f"{args['player']} holds no {card} card", "cards"))
    if ctx.phase in player.played:
        out.append(rule("One card", "one action card per phase", "cards"))
    if card == "diplomat" and ctx.phase != "build":
        out.append(rule("Diplomat", "the Diplomat is played in the trade and build phase", "cards"))
    return out


ACTIONS = (
    ActionSpec(
        "swap",
        swap,
        fields=(
            PLAYER,
            Field("with", "player", "the other player"),
            Field("give", "choices", "cards given", required=False, choices=RESOURCES),
            Field("get", "choices", "cards received", required=False, choices=RESOURCES),
            Field("give_gold", "int", "gold given", default=0, min=0, max=99),
            Field("get_gold", "int", "gold received", default=0, min=0, max=99),
        ),
        phases=("build",),
        who="any",
        check=check_swap,
        help="A trade between two players.",
        topic="build",
    ),
    ActionSpec(
        "bank",
        bank,
        fields=(
            PLAYER,
            Field("give", "choice", "three of this resource", choices=RESOURCES),
            Field("get", "choice", "one of this (horse or cattle: the top pasture card)", choices=RESOURCES),
        ),
        phases=("build",),
        who="any",
        check=check_bank,
        help="3 of a resource for 1 ore, grain or pasture card (never gold for resources).",
        topic="build",
    ),
    ActionSpec(
        "build",
        build,
        fields=(
            PLAYER,
            Field("item", "choice", "what to build", choices=ITEMS),
            Field("tribe", "choice", "tribe that gets the wagon", required=False, choices=TRIBES),
            Field("card", "choice", "the action card drawn", required=False, choices=CARD_KINDS),
            Field("joker", "choice", "resource replaced by 3 gold (once a turn)", required=False, choices=RESOURCES),
        ),
        phases=("build",),
        who="any",
        check=check_build,
        help="Ore+horse: a horseman and a warrior; horse+grain+cattle: a wagon; cattle+gold: an action card.",
        topic="build",
    ),
    ActionSpec(
        "play-card",
        play_card,
        fields=(
            PLAYER,
            Field("card", "choice", "the card", choices=CARD_KINDS),
            Field(
                "treasure",
                "choice",
                "a treasure: take 3 gold now or keep it (7 at the end)",
                required=False,
                choices=("gold", "keep"),
            ),
        ),
        phases=("build", "cavalry", "infantry"),
        who="any",
        check=check_play_card,
        help="Play one action card (one per phase); the Traitor and Chieftain are played with a tribe's action.",
        topic="cards",
    ),
)

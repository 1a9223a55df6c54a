"""Phase 2: trade and build, in turn order from the start player (L7).

Only the player whose turn it is trades, with the others or with the bank
(3 alike for 1 ore, 1 grain or the top pasture card), and builds: ore + horse
for a horseman and a warrior, horse + grain + cattle for a wagon, cattle + 1
gold for an action card. Once a turn 3 gold stand in for one resource.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import ActionSpec, Violation, rule, unused
from engine.fields import Field
from engine.hidden import Public
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.spoken_names import field_word
from engine.state import Context
from rulesets.struggle_for_rome import pasture
from rulesets.struggle_for_rome.common import PLAYER, game, me, name, seat, update
from rulesets.struggle_for_rome.data import COSTS, ITEMS, RULES
from rulesets.struggle_for_rome.holders import (
    FIGURE,
    action_deck,
    gold,
    pay,
    resources,
    take,
)
from rulesets.struggle_for_rome.state import TRIBES, State
from rulesets.struggle_for_rome.words import amount, amount_object, amounts
from rulesets.struggle_for_rome.words import gold as gold_word

TOPIC = "build"


# -- trade -----------------------------------------------------------------------


def swap(ctx: Context, args: Mapping[str, Any]) -> State:
    mine, theirs = me(ctx), ctx.player_index(args["with"])
    for kind, n in Counter(args.get("give", [])).items():
        ctx.move(kind, n, ctx.own("hand", mine), ctx.own("hand", theirs))
    for kind, n in Counter(args.get("get", [])).items():
        ctx.move(kind, n, ctx.own("hand", theirs), ctx.own("hand", mine))
    # Players trade resource cards only (L7, see ``decisions``); a trade logged before issue 34 may move gold.
    ctx.move("gold", args.get("give_gold", 0), ctx.own("purse", mine), ctx.own("purse", theirs))
    ctx.move("gold", args.get("get_gold", 0), ctx.own("purse", theirs), ctx.own("purse", mine))
    return game(ctx)


def check_swap(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = []
    if ctx.player_index(args["with"]) == ctx.actor:
        out.append(rule("Trade", "trade with another player", TOPIC))
    if not (args.get("give") or args.get("get")):
        out.append(rule("Trade", "say what changes hands", TOPIC))
    elif not (args.get("give") and args.get("get")):
        # L7 lets players exchange resources: a card for nothing is a gift, not an exchange (see ``decisions``;
        # play-test 11, B11: Filip got 1 ore from Gita for nothing).
        out.append(
            rule("Trade", "a trade is an exchange: each side hands over at least one card (give= and get=)", TOPIC)
        )
    return out


def _cards(kinds: Sequence[str], coins: int) -> str:
    """``1 grain and 2 ore``: what one side of a trade hands over, each named (gold only in an older log)."""
    parts = [amount_object(kind, n) for kind, n in Counter(kinds).items()] + ([gold_word(coins)] if coins else [])
    return phrase_list(parts, tr("and"))


def swap_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    """``Ann gives Bob 1 grain and gets 1 ore.``: players trade openly (L7), so the cards are named, also on the
    shared screen (the play-test's log said "1 card" each way)."""
    who, other = name(before, me(before)), args["with"]
    given = _cards(args.get("give") or (), args.get("give_gold", 0))
    got = _cards(args.get("get") or (), args.get("get_gold", 0))
    if given and got:
        said = tr("{player} gives {other} {given} and gets {got}.")
    elif given:
        said = tr("{player} gives {other} {given}.")
    else:
        said = tr("{player} gets {got} from {other}.")
    return [Public(said.format(player=who, other=other, given=given, got=got))]


def check_bank(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    who = me(ctx)
    have = resources(ctx, who).get(args["give"], 0)
    if have < RULES["bank_rate"]:
        message = tr("the bank takes 3 alike; {player} has {amount}").format(
            player=name(ctx, who), amount=amount(args["give"], have)
        )
        return [Violation("Bank", message, TOPIC, physical=True)]
    unlike = pasture.unseen(ctx, args.get("get"), field_word("get"))
    return [Violation("Bank", unlike, TOPIC, physical=True)] if unlike else []


def bank(ctx: Context, args: Mapping[str, Any]) -> State:
    who = me(ctx)
    pay(ctx, who, {args["give"]: RULES["bank_rate"]})
    take(ctx, who, pasture.top_card(ctx, args["get"]))
    return game(ctx)


# -- build -----------------------------------------------------------------------


def cost_of(args: Mapping[str, Any]) -> dict[str, int]:
    """What an item costs, with gold standing in for the joker's resource."""
    cost = dict(COSTS[args["item"]])
    joker = args.get("joker")
    if joker and cost.get(joker):
        cost[joker] -= 1
        cost["gold"] = cost.get("gold", 0) + RULES["joker_gold"]
    return {k: n for k, n in cost.items() if n}


def build(ctx: Context, args: Mapping[str, Any]) -> State:
    who = me(ctx)
    pay(ctx, who, cost_of(args))
    item = args["item"]
    supply = ctx.own("supply", who)
    if item == "figures":
        # L15: if the supply lacks one kind of figure, the other is still placed.
        for tribe in TRIBES:
            piece = ctx.piece(FIGURE[tribe], who)
            if ctx.count(supply, piece):
                ctx.move(piece, 1, supply, ctx.own(tribe, who))
    elif item == "wagon":
        ctx.move(ctx.piece("wagon", who), 1, supply, ctx.own(args["tribe"], who))
    else:
        ctx.move(args["card"], 1, "box", ctx.own("cards", who))
    if args.get("joker"):
        return update(ctx, who, joker=True)
    return game(ctx)


def check_build(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    who = me(ctx)
    item = args["item"]
    cost = cost_of(args)
    have = resources(ctx, who) | {"gold": gold(ctx, who)}
    short = {k: n - have.get(k, 0) for k, n in cost.items() if have.get(k, 0) < n}
    label = tr(ITEMS.resolve(item).label)
    out = []
    if short:
        said = (
            tr("figures cost {cost}; {player} lacks {short}")
            if item == "figures"
            else tr("{item} costs {cost}; {player} lacks {short}")
        )
        message = said.format(item=label, cost=amounts(cost, object_=True), player=name(ctx, who), short=amounts(short))
        out.append(Violation("Cost", message, TOPIC, physical=True))
    joker = args.get("joker")
    if joker and seat(ctx, who).joker:
        out.append(rule("Gold joker", "gold stands in for a resource once a turn", TOPIC))
    if joker and not COSTS[item].get(joker):
        # Nothing for the gold to stand in for: forced, the gold would not be paid and the turn's joker spent.
        message = tr("{item} does not take {resource}").format(item=label, resource=tr(joker))
        out.append(unused("Gold joker", message, TOPIC, "joker"))
    if args.get("tribe") and item != "wagon":
        out.append(unused("Wagon", tr("only a wagon goes onto a tribe field of its own"), TOPIC, "tribe"))
    if args.get("card") and item != "action-card":
        out.append(unused("Action card", tr("{item} draws no action card").format(item=label), TOPIC, "card"))
    supply = ctx.own("supply", who)
    if item == "figures" and not any(ctx.count(supply, ctx.piece(FIGURE[t], who)) for t in TRIBES):
        out.append(Violation("Supply", "no horseman or warrior is left in the supply", TOPIC, physical=True))
    if item == "wagon" and not args.get("tribe"):
        out.append(rule("Wagon", "say which tribe field gets the wagon", TOPIC))
    if item == "action-card":
        if not args.get("card"):
            out.append(rule("Action card", "say which action card was drawn", TOPIC))
        if action_deck(ctx) < 1:
            out.append(Violation("Action cards", "the action deck is empty: no more can be bought", "cards", True))
    return out


def build_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    out = []
    if args.get("joker"):
        joker = tr("{gold} stand in for the {resource}.")
        out.append(joker.format(gold=gold_word(RULES["joker_gold"]), resource=tr(args["joker"])))
    if args["item"] == "action-card":
        # Said in words, not as a card coming into play at a pile (the play-test's wording).
        said = tr("{player} pays {cost} and draws an action card (hidden).")
        paid = phrase_list([amount(k, n) for k, n in cost_of(args).items()], tr("and"))
        out.append(said.format(player=name(after, me(after)), cost=paid))
        left = action_deck(after)
        # The English says "cards" for any count: one message, three Czech forms.
        said = ntr("{n} action cards are left in the deck.", "{n} action cards are left in the deck.", left)
        out.append(said.format(n=left))
    return out


ACTIONS = (
    ActionSpec(
        "swap",
        swap,
        fields=(
            PLAYER,
            Field("with", "player", "the other player"),
            Field("give", "refs", "resource cards given", required=False, catalogue="resource"),
            Field("get", "refs", "resource cards received", required=False, catalogue="resource"),
        ),
        phases=("build",),
        actor="player",
        check=check_swap,
        help="The player whose turn it is trades with another player.",
        topic=TOPIC,
        text="{actor} trades with {with}",
        outcome=swap_outcome,
        # The cards are named in the outcome: the moves would count them, as between two hidden hands.
        tells_moves=True,
    ),
    ActionSpec(
        "bank",
        bank,
        fields=(
            PLAYER,
            Field("give", "ref", "three of this resource", catalogue="resource"),
            Field("get", "ref", "ore, grain, or the top pasture card (as seen, or pasture)", catalogue="bank-get"),
        ),
        phases=("build",),
        actor="player",
        check=check_bank,
        help="3 alike for 1 ore, 1 grain or the top pasture card (gold never buys resources).",
        topic=TOPIC,
        # What it gets is told by the moves: the top pasture card comes face down, so it is counted.
        text="{actor} trades three {give} cards with the bank",
    ),
    ActionSpec(
        "build",
        build,
        fields=(
            PLAYER,
            Field("item", "ref", "figures, wagon or action card", catalogue="item"),
            Field("tribe", "ref", "the tribe field that gets the wagon", required=False, catalogue="tribe"),
            Field("card", "ref", "the action card drawn", required=False, catalogue="action"),
            Field(
                "joker", "ref", "the resource 3 gold stand in for (once a turn)", required=False, catalogue="resource"
            ),
        ),
        phases=("build",),
        actor="player",
        check=check_build,
        help="Ore+horse: a horseman and a warrior; horse+grain+cattle: a wagon; cattle+gold: an action card.",
        topic=TOPIC,
        text="{actor} builds {item}",
        outcome=build_outcome,
        # An action card's payment and draw are said in words (``build_outcome``); other items by their moves.
        tells_moves=lambda args: args.get("item") == "action-card",
    ),
)

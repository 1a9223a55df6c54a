"""Trade phase (collect onto the dial, at most 27; then free trading) and coins (gains, investments).

Trade points, resources and culture event cards may change hands; coins,
techs, buildings, figures, cities and culture steps may not (l. 77-89).
Trade is a position on a dial; resources, cards and coins are components.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import NO_CHANGE
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.civilization import counts
from rulesets.civilization.catalogues import name_of
from rulesets.civilization.coin_sources import SOURCES, check_coins, coins, coins_outcome
from rulesets.civilization.common import PLAYER, V5_LOG, due, in_turn_order, me, names
from rulesets.civilization.components import game, moved, realm
from rulesets.civilization.culture import known_track
from rulesets.civilization.data import TRADE_MAX
from rulesets.civilization.plausible import check_count
from rulesets.civilization.state import State

TRADABLE = ("trade", "resource", "culture-event")
# Marked, so a choice is listed and taken in the language spoken (play-test 8: Czech listed culture-event).
_SAID = (N_("culture-event"),)
FORBIDDEN = ("coins", "tech", "building", "figure", "city", "culture")
#: What may never change hands, as a refusal names it.
FORBIDDEN_NAMES = {
    "coins": N_("coins"),
    "tech": N_("tech"),
    "building": N_("building"),
    "figure": N_("figure"),
    "city": "city",  # translated as the city marker's word
    "culture": N_("culture"),
}


def not_collected(ctx: Context, mine: Any, seat: int) -> bool:
    """Whether a player has still to collect trade this round."""
    return bool(mine.collected != ctx.position.round)


def collect(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    mine = realm(ctx, seat)
    mine = mine.but(trade=min(mine.trade + args["amount"], TRADE_MAX), collected=ctx.position.round)
    # Kept to be used again next round while the player's cities stand as they are (``counts``).
    was = counts.shape(ctx, seat, counts.TRADE)
    return counts.remember(game(ctx).with_realm(seat, mine), seat, counts.TRADE, args["amount"], was)


def check_collect(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    counts.require(ctx, args, "amount")
    if realm(ctx, me(ctx)).collected == ctx.position.round:
        message = tr("{player} has collected trade this round").format(player=ctx.players[me(ctx)].name)
        return [rule("Collect", message, "trade")]
    # A count the dial cannot hold even from 0 is said before it is capped (play-test 9: 30 from one city).
    recalled = "amount" in args.get(counts.RECALLED.name, ())
    return check_count(ctx, args["amount"], recalled) if "amount" in args else []


def _dial(before: Context, after: Context, seat: int, added: int) -> list[str]:
    old, new = realm(before, seat).trade, realm(after, seat).trade
    name = before.players[seat].name
    out = [tr("{player}'s trade dial goes from {old} to {new}.").format(player=name, old=old, new=new)]
    lost = old + added - new if added else 0
    if lost > 0:
        over = ntr("{n} trade over {most} is lost.", "{n} trade over {most} are lost.", lost)
        out.append(over.format(n=lost, most=TRADE_MAX))
    return out


def collect_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    return [*counts.said(before, args), *_dial(before, after, me(before), args["amount"])]


def _side(args: Mapping[str, Any], prefix: str) -> tuple[str, int, str]:
    """One half of a deal: (item, amount, resource); ``prefix`` is ``""`` for what the actor gives, ``for_``
    for what comes back."""
    item = args.get("for" if prefix else "item") or ""
    amount = args.get(f"{prefix}amount")
    return item, 1 if amount is None else amount, args.get(f"{prefix}resource") or ""


def _give(ctx: Context, state: State, giver: int, taker: int, half: tuple[str, int, str]) -> State:
    item, amount, resource = half
    if item == "trade":
        mine, theirs = state.realms[giver], state.realms[taker]
        if mine.trade < amount:
            raise ValueError("a dial cannot go below 0")  # the check refuses it first
        state = state.with_realm(giver, mine.but(trade=mine.trade - amount))
        return state.with_realm(taker, theirs.but(trade=min(theirs.trade + amount, TRADE_MAX)))
    if item == "resource":
        ctx.move(resource, amount, ctx.own("stock", giver), ctx.own("stock", taker))
    elif item == "culture-event":
        ctx.move("event", amount, ctx.own("hand", giver), ctx.own("hand", taker))
    return state


def trade(ctx: Context, args: Mapping[str, Any]) -> State:
    # A deal is one event: both halves move together or, refused, neither does (issue 18).
    giver, taker = me(ctx), ctx.player_index(args["to"])
    state = _give(ctx, game(ctx), giver, taker, _side(args, ""))
    if args.get("for"):
        state = _give(ctx, state, taker, giver, _side(args, "for_"))
    return state


def derive_items(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """A resource named is the item: ``resource=iron`` alone says what changes hands, on either side; an amount
    alone is trade from the dial (``amount=4``: 4 trade), the one thing counted without a name (not in a log
    written before version 6, where it was refused)."""
    out: dict[str, Any] = {}
    amounts = not ctx.options.get(V5_LOG)
    for item, resource, amount in (("item", "resource", "amount"), ("for", "for_resource", "for_amount")):
        if args.get(item):
            continue
        if args.get(resource):
            out[item] = "resource"
        elif amounts and args.get(amount) is not None:
            out[item] = "trade"
    return out


def _check_half(ctx: Context, giver: int, taker: int, half: tuple[str, int, str]) -> list[Violation]:
    item, amount, resource = half
    name = ctx.players[giver].name
    if item in FORBIDDEN:
        # Nothing of the kind can be handed over at the table, so no override records it (l. 86-88): a
        # forced gift was logged while nothing moved.
        message = tr("{item} can never change hands (only trade, resources and culture events)")
        return [Violation("Trading", message.format(item=tr(FORBIDDEN_NAMES[item])), "trade", physical=True)]
    if item == "trade":
        have = realm(ctx, giver).trade
        if have < amount:
            message = tr("{player} has {trade} trade on the dial").format(player=name, trade=have)
            return [Violation("Trading", message, "trade", physical=True)]
        room = TRADE_MAX - realm(ctx, taker).trade
        if amount > room:
            # A dial stops at 27: what does not fit stays with the giver instead of vanishing (issue 18).
            message = tr("{player}'s trade dial has room for {room} more (it stops at {most})").format(
                player=ctx.players[taker].name, room=room, most=TRADE_MAX
            )
            mend = tr("if the table's dial differs, set it with set-dial")
            return [Violation("Trading", message, "trade", physical=True, mend=mend)]
    if item == "resource" and not resource:
        return [rule("Trading", "name the resource", "trade")]
    return []


def check_trade(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat, taker = me(ctx), ctx.player_index(args["to"])
    if not args.get("item"):
        return [rule("Trading", "say what changes hands: trade, a resource or culture events", "trade")]
    if taker == seat:
        # Nothing changes hands with oneself: forced, a dial gained what it gave (trade from nothing).
        return [Violation("Trading", "trade with another player", "trade", physical=True)]
    # A resource named with another item would be dropped without a word: say which is meant.
    for kind, named, half in (
        (args.get("item"), "resource", N_("what is given")),
        (args.get("for"), "for_resource", N_("what comes back")),
    ):
        if args.get(named) and kind != "resource":
            message = tr("a resource is named but {half} is {item}: say one")
            return [rule("Trading", message.format(half=tr(half), item=kind or tr("not said")), "trade")]
    waiting = [s for s in in_turn_order(ctx) if not_collected(ctx, realm(ctx, s), s)]
    early = []
    if waiting:  # the market opens once every dial is set (l. 75)
        who = phrase_list(names(ctx, waiting))
        message = tr("trading begins once everyone has collected trade: {players} still to collect")
        early = [rule("Trading", message.format(players=who), "trade")]
    if args.get("item") == "trade" and args.get("for") == "trade":
        return [rule("Trading", "trade for trade changes nothing: give the difference", "trade")]
    out = early + _check_half(ctx, seat, taker, _side(args, ""))
    if args.get("for"):
        out += _check_half(ctx, taker, seat, _side(args, "for_"))
    elif (args.get("for_amount") or 1) != 1:
        out.append(rule("Trading", "say what comes back (for=trade, a resource or culture events)", "trade"))
    return out


def _goods(ctx: Context, half: tuple[str, int, str]) -> str:
    item, amount, resource = half
    if item == "trade":
        return ntr("{n} trade", "{n} trade", amount).format(n=amount)
    if item == "resource":
        label = name_of(ctx.kit.catalogue("resources", "resource"), resource).lower()
        return ntr("{n} {resource}", "{n} {resource}s", amount).format(n=amount, resource=label)
    return ntr("{n} culture event card", "{n} culture event cards", amount).format(n=amount)


def trade_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    giver, taker = me(before), before.player_index(args["to"])
    gives, back = _side(args, ""), _side(args, "for_")
    giver_name, goods = before.players[giver].name, _goods(before, gives)
    if back[0]:
        deal = tr("{player} gives {to} {goods} for {back}.")
        out = [deal.format(player=giver_name, to=args["to"], goods=goods, back=_goods(before, back))]
    else:
        out = [tr("{player} gives {to} {goods}.").format(player=giver_name, to=args["to"], goods=goods)]
    if "trade" in (gives[0], back[0]):
        out += _dial(before, after, giver, 0) + _dial(before, after, taker, 0)
    return out


def set_dial(ctx: Context, args: Mapping[str, Any]) -> State:
    # A correction: the dial or marker is set where the table has it; nothing is drawn or earned on the way.
    seat = me(ctx)
    mine = realm(ctx, seat)
    changed = mine.but(trade=args["value"]) if args["dial"] == "trade" else mine.but(culture=args["value"])
    return game(ctx).with_realm(seat, changed)


def check_dial(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    """A dial or marker is set only where it can stand: the trade dial stops at 27 (l. 71), the culture marker at
    the track's last space (l. 8; a correction past it would win the game on a space the board has not got), and
    never where it stands already."""
    if args["dial"] == "trade" and args["value"] > TRADE_MAX:
        return [Violation("Dial", tr("the trade dial stops at {most}").format(most=TRADE_MAX), "trade", physical=True)]
    end = known_track(ctx, "spaces")
    if args["dial"] == "culture" and end is not None and args["value"] > end:
        said = tr("the culture track ends at space {end}")
        return [Violation("Dial", said.format(end=end), "culture", physical=True)]
    if getattr(realm(ctx, me(ctx)), args["dial"]) == args["value"]:
        # Like a correction to the count there is already: nothing to log, and forcing it would log the same.
        said = tr("{player}'s trade dial stands at {value} already")
        if args["dial"] == "culture":
            said = tr("{player}'s culture marker stands at {value} already")
        said = said.format(player=ctx.players[me(ctx)].name, value=args["value"])
        return [Violation(NO_CHANGE, said, "corrections", physical=True)]
    return []


def dial_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    seat = me(before)
    name = before.players[seat].name
    if args["dial"] == "trade":
        old, new = realm(before, seat).trade, realm(after, seat).trade
        return [
            tr("{player}'s trade dial is set from {old} to {new}, as on the table.").format(
                player=name, old=old, new=new
            )
        ]
    old, new = realm(before, seat).culture, realm(after, seat).culture
    said = tr("{player}'s culture marker is set from {old} to {new}, as on the table (nothing is drawn on the way).")
    return [said.format(player=name, old=old, new=new)]


def invest(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    ctx.move("coin", args["coins"], ctx.own("coins", seat), ctx.own("investments", seat))
    return moved(ctx)


def giver(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """Who gives, nobody named: in a game of two, the one the deal does not name as receiving (play-test 11:
    ``trade to=B`` asked "say who acts (A or B)", though only A can give to B)."""
    if len(ctx.players) != 2 or not args.get("to"):
        return {}
    others = [p.name for p in ctx.players if p.name != args["to"]]
    return {"player": others[0]} if len(others) == 1 else {}


ACTIONS = (
    ActionSpec(
        "collect-trade",
        collect,
        fields=(
            PLAYER,
            Field(
                "amount",
                "int",
                "trade counted on the map this round (default: as last time, while your cities are unchanged)",
                required=False,
                min=0,
                max=60,
                derived=True,
            ),
            counts.RECALLED,
        ),
        phases=("trade",),
        who=due(not_collected),
        actor="player",
        check=check_collect,
        help="Add the trade counted in unblocked outskirts, buildings, scouts and city-states (dial stops at 27).",
        topic="trade",
        text="{actor} collects {amount} trade",
        outcome=collect_outcome,
        derive=lambda ctx, args: counts.derive(ctx, args, "amount"),
    ),
    ActionSpec(
        "trade",
        trade,
        fields=(
            PLAYER,
            Field("to", "player", "who receives"),
            Field("item", "choice", "what changes hands", choices=TRADABLE + FORBIDDEN, required=False, derived=True),
            Field("amount", "int", "how many (an amount alone: trade)", required=False, min=1, max=27),
            Field("resource", "ref", "which resource, for a resource", required=False, catalogue="resource"),
            Field("for", "choice", "what comes back in the same deal", required=False, choices=TRADABLE),
            Field("for_amount", "int", "how many come back (an amount alone: trade)", required=False, min=1, max=27),
            Field("for_resource", "ref", "which resource comes back", required=False, catalogue="resource"),
        ),
        phases=("trade",),
        who="any",
        actor="player",
        check=check_trade,
        help="A deal: trade points, resources or culture events to another player, and what comes back, together.",
        topic="trade",
        text="{actor} trades with {to}",
        outcome=trade_outcome,
        derive=derive_items,
        actor_of=giver,
    ),
    ActionSpec(
        "set-dial",
        set_dial,
        fields=(
            PLAYER,
            Field("dial", "choice", "the trade dial or the culture track marker", choices=("trade", "culture")),
            Field(
                "value",
                "int",
                "where it stands on the table (trade at most 27, culture at most the track's last space)",
                min=0,
                max=60,
            ),
        ),
        who="any",
        actor="player",
        check=check_dial,
        help="Correct a trade dial or culture marker to where it stands on the table (logged; nothing is earned).",
        topic="corrections",
        text="{actor}'s {dial} is set to {value}",
        outcome=dial_outcome,
    ),
    ActionSpec(
        "invest",
        invest,
        fields=(PLAYER, Field("coins", "int", "coins moved onto investment cards", min=1, max=30)),
        phases=("start", "city"),
        who="any",
        actor="player",
        help="Move coins from the coin dial onto investment cards (safe from loot).",
        topic="coins",
        text="{actor} invests {coins} coin{coins:s}",
    ),
    ActionSpec(
        "coins",
        coins,
        fields=(
            PLAYER,
            Field("change", "int", "coins gained (or lost, negative) on the coin dial", min=-15, max=15),
            Field("from", "choice", "where they come from (or lost)", choices=SOURCES, required=False),
        ),
        who="any",
        actor="player",
        check=check_coins,
        help="Coins from techs, huts, great persons or wonders (or lost).",
        topic="coins",
        text="{actor}'s coin dial changes by {change}",
        outcome=coins_outcome,
    ),
)

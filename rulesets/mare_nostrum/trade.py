"""Trade phase: income, Artemis and Cleopatra, and the merchant's exchange.

The exchange, step by step: the merchant sets how many cards everyone offers
(0 to the size of his own hand); each player with that many cards lays them
out; then the merchant takes a face-up card from anyone else, the player he
took from takes next, and so on. A pair may not swap back and forth twice in
a row (Odysseus's owner may override that once, forcing a taker to take from
him). It ends when the offers are gone, when only one player has offers left
(they take them back), or when only the two players who just swapped have
offers left (both take theirs back). Whoever ends up one card short gets one
from the merchant.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.state import Context
from rulesets.mare_nostrum.common import game, hand, missing, seat
from rulesets.mare_nostrum.data import CARDS, GOODS, TAXES
from rulesets.mare_nostrum.economy import income
from rulesets.mare_nostrum.state import Exchange, State

MERCHANT = 0


def collect_income(state: State) -> State:
    """Every player's hand after this round's income."""
    for player in range(len(state.civs)):
        due = income(state, player)
        mine = hand(state, player)
        mine[TAXES] += due["taxes"]
        for good, n in due["goods"].items():
            if good in GOODS:
                mine[good] += n
        state = state.with_hand(player, mine)
    return state


# -- Artemis and Cleopatra ---------------------------------------------------------


def artemis(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    who = seat(ctx, args["player"])
    mine = hand(state, who)
    mine[args["good"]] += 1
    return replace(state.with_hand(who, mine), used=state.used | {(who, "artemis")})


def check_artemis(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    who = seat(ctx, args["player"])
    if not state.owns(who, "artemis"):
        return [rule("Temple of Artemis", f"{args['player']} does not own the Temple of Artemis", "wonders")]
    if (who, "artemis") in state.used:
        return [rule("Temple of Artemis", "the extra good has been taken this round", "wonders")]
    return []


def cleopatra(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    who = seat(ctx, args["player"])
    mine = hand(state, who)
    mine[args["give"]] -= 1
    mine[args["take"]] += 1
    return replace(state.with_hand(who, mine), used=state.used | {(who, "cleopatra")})


def check_cleopatra(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    who = seat(ctx, args["player"])
    out = []
    if not state.owns(who, "cleopatra"):
        out.append(rule("Cleopatra", f"{args['player']} does not have Cleopatra", "heroes"))
    if (who, "cleopatra") in state.used:
        out.append(rule("Cleopatra", "Cleopatra's swap is once per trade phase", "heroes"))
    if (args["give"] == TAXES) == (args["take"] == TAXES):
        out.append(rule("Cleopatra", "swap one tax for one good, or one good for one tax", "heroes"))
    if hand(state, who)[args["give"]] < 1:
        out.append(rule("Cleopatra", f"{args['player']} has no {args['give']} card", "heroes"))
    return out


# -- the exchange --------------------------------------------------------------------


def _merchant(state: State) -> int | None:
    return state.roles[MERCHANT]


def set_size(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    players = len(state.civs)
    exchange = Exchange(size=args["count"], offers=((),) * players, taken=((),) * players)
    state = replace(state, exchange=exchange)
    if args["count"] == 0:
        return replace(state, exchange=replace(exchange, next=None))
    return _maybe_start(state)


def check_size(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    merchant = _merchant(state)
    out = []
    if merchant is None:
        return [rule("Merchant", "nobody holds the Merchant card yet", "exchange")]
    if ctx.actor is not None and ctx.actor != merchant:
        out.append(rule("Merchant", f"only the Merchant ({ctx.players[merchant].name}) sets the exchange", "exchange"))
    if state.exchange is not None:
        out.append(rule("Exchange", "the exchange size is already set this round", "exchange"))
    size = sum(hand(state, merchant).values())
    if args["count"] > size:
        out.append(rule("Exchange", f"at most as many cards as the Merchant holds ({size})", "exchange"))
    return out


def _eligible(state: State, exchange: Exchange) -> list[int]:
    """Players taking part: those who had enough cards (or have offered)."""
    return [p for p in range(len(state.civs)) if exchange.offers[p] or sum(hand(state, p).values()) >= exchange.size]


def _maybe_start(state: State) -> State:
    exchange = state.exchange
    assert exchange is not None
    waiting = [p for p in _eligible(state, exchange) if not exchange.offers[p]]
    if waiting or exchange.next is not None or exchange.history:
        return state
    return replace(state, exchange=replace(exchange, next=_merchant(state)))


def offer(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    who = seat(ctx, args["player"])
    mine = hand(state, who)
    mine.subtract(args["cards"])
    exchange = state.exchange
    assert exchange is not None
    offers = list(exchange.offers)
    offers[who] = tuple(args["cards"])
    state = replace(state.with_hand(who, +mine), exchange=replace(exchange, offers=tuple(offers)))
    return _maybe_start(state)


def check_offer(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    exchange = state.exchange
    who = seat(ctx, args["player"])
    if exchange is None:
        return [rule("Exchange", "the Merchant has not set the exchange size yet", "exchange")]
    out = []
    if exchange.offers[who]:
        out.append(rule("Exchange", f"{args['player']} has already offered", "exchange"))
    if len(args["cards"]) != exchange.size:
        out.append(rule("Exchange", f"offer exactly {exchange.size} card(s)", "exchange"))
    lacking = missing(hand(state, who), args["cards"])
    if lacking:
        out.append(rule("Exchange", f"{args['player']} does not hold {', '.join(lacking)}", "exchange"))
    return out


def _repeat_swap(exchange: Exchange, taker: int, giver: int) -> bool:
    """A third straight swap between the same two players."""
    history = exchange.history
    return len(history) >= 2 and history[-1] == (giver, taker) and history[-2] == (taker, giver)


def take(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    exchange = state.exchange
    assert exchange is not None and exchange.next is not None
    taker = exchange.next
    giver = seat(ctx, args["from"])
    offers = [list(o) for o in exchange.offers]
    offers[giver].remove(args["card"])
    taken = [list(t) for t in exchange.taken]
    taken[taker].append(args["card"])
    used = state.used | ({(giver, "odysseus")} if args.get("odysseus") else set())
    exchange = replace(
        exchange,
        offers=tuple(tuple(o) for o in offers),
        taken=tuple(tuple(t) for t in taken),
        next=giver,
        history=exchange.history + ((taker, giver),),
    )
    return _settle(replace(state, exchange=exchange, used=used))


def _settle(state: State) -> State:
    """End the exchange when nothing more can be taken; hand the cards over."""
    exchange = state.exchange
    assert exchange is not None
    holders = [p for p, o in enumerate(exchange.offers) if o]
    over = not holders or len(holders) == 1
    if len(holders) == 2 and exchange.history:
        last = exchange.history[-1]
        over = set(last) == set(holders) and _repeat_swap(exchange, last[1], last[0])
    if not over:
        return state
    for player in range(len(state.civs)):
        mine = hand(state, player)
        mine.update(exchange.taken[player])
        mine.update(exchange.offers[player])  # untaken offers go back
        state = state.with_hand(player, mine)
    got = [len(exchange.taken[p]) for p in _eligible(state, exchange)]
    short = None
    if exchange.history and got and max(got) > min(got):
        last_giver = exchange.history[-1][1]
        if len(exchange.taken[last_giver]) < max(got) and last_giver != _merchant(state):
            short = last_giver
    empty = ((),) * len(state.civs)
    return replace(state, exchange=replace(exchange, offers=empty, taken=empty, next=None, short=short))


def check_take(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    exchange = state.exchange
    if exchange is None or exchange.next is None:
        return [rule("Exchange", "no exchange is running", "exchange")]
    taker = exchange.next
    giver = seat(ctx, args["from"])
    out = []
    if giver == taker:
        out.append(rule("Exchange", "take from another player", "exchange"))
    if args["card"] not in exchange.offers[giver]:
        out.append(rule("Exchange", f"{args['from']} has no face-up {args['card']} on offer", "exchange"))
    if args.get("odysseus"):
        if not state.owns(giver, "odysseus"):
            out.append(rule("Odysseus", f"{args['from']} does not have Odysseus", "heroes"))
        elif (giver, "odysseus") in state.used:
            out.append(rule("Odysseus", "Odysseus forces a take once per round", "heroes"))
    elif _repeat_swap(exchange, taker, giver):
        out.append(rule("One swap", f"{args['from']} and {ctx.players[taker].name} just swapped", "exchange"))
    return out


def compensate(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    exchange = state.exchange
    assert exchange is not None and exchange.short is not None
    merchant = _merchant(state)
    assert merchant is not None
    giving = hand(state, merchant)
    giving[args["card"]] -= 1
    receiving = hand(state, exchange.short)
    receiving[args["card"]] += 1
    state = state.with_hand(merchant, giving).with_hand(exchange.short, receiving)
    return replace(state, exchange=replace(exchange, short=None))


def check_compensate(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    exchange = state.exchange
    merchant = _merchant(state)
    if exchange is None or exchange.short is None or merchant is None:
        return [rule("Exchange", "nobody is owed a card", "exchange")]
    if hand(state, merchant)[args["card"]] < 1:
        return [rule("Exchange", f"the Merchant holds no {args['card']}", "exchange")]
    return []


def exchange_open(state: State) -> list[Violation]:
    """Why the trade phase cannot end yet."""
    exchange = state.exchange
    out = []
    if state.pending_roles:
        roles = ", ".join(role for role, _ in state.pending_roles)
        out.append(rule("Roles", f"the holder still has to pass on: {roles}", "roles"))
    if exchange is None:
        if _merchant(state) is not None:
            out.append(rule("Exchange", "the Merchant has not set the exchange size (0 skips it)", "exchange"))
        return out
    if exchange.size and (any(exchange.offers) or exchange.next is not None):
        waiting = [p for p in _eligible(state, exchange) if not exchange.offers[p]]
        out.append(
            rule(
                "Exchange",
                "the exchange is still running"
                + (f" ({len(waiting)} player(s) still to offer)" if waiting and not exchange.history else ""),
                "exchange",
            )
        )
    if exchange.short is not None:
        out.append(rule("Exchange", "the Merchant still owes one card (compensate)", "exchange"))
    return out


_PLAYER = Field("player", "player", "whose card")
_CARD = Field("card", "choice", "a resource card", choices=CARDS)

ACTIONS = (
    ActionSpec(
        "artemis",
        artemis,
        fields=(_PLAYER, Field("good", "choice", "the extra good", choices=GOODS)),
        phases=("trade",),
        who="any",
        check=check_artemis,
        help="Temple of Artemis: take one good of your choice with this round's income.",
        topic="wonders",
    ),
    ActionSpec(
        "cleopatra",
        cleopatra,
        fields=(
            _PLAYER,
            Field("give", "choice", "card returned to the bank", choices=CARDS),
            Field("take", "choice", "card taken from the bank", choices=CARDS),
        ),
        phases=("trade",),
        who="any",
        check=check_cleopatra,
        help="Cleopatra: once per trade phase swap a tax for any good with the bank, or back.",
        topic="heroes",
    ),
    ActionSpec(
        "exchange-size",
        set_size,
        fields=(Field("count", "int", "cards each player offers (0: no exchange)", min=0, max=60),),
        phases=("trade",),
        who="any",
        check=check_size,
        help="Merchant: how many cards everyone lays out for the exchange.",
        topic="exchange",
    ),
    ActionSpec(
        "offer",
        offer,
        fields=(_PLAYER, Field("cards", "choices", "the offered cards", choices=CARDS, min=1)),
        phases=("trade",),
        who="any",
        check=check_offer,
        help="Lay out your cards for the exchange (players with too few cards sit out).",
        topic="exchange",
    ),
    ActionSpec(
        "take",
        take,
        fields=(
            Field("from", "player", "whose offered card"),
            _CARD,
            Field("odysseus", "bool", "the giver uses Odysseus to force this take", required=False),
        ),
        phases=("trade",),
        who="any",
        check=check_take,
        help="The player due to take takes one face-up offered card; the giver takes next.",
        topic="exchange",
    ),
    ActionSpec(
        "compensate",
        compensate,
        fields=(_CARD,),
        phases=("trade",),
        who="any",
        check=check_compensate,
        help="Merchant: give one card to the player left one short by the exchange.",
        topic="exchange",
    ),
)

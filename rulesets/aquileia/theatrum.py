"""IV Theatrum: an auction for the top theatre laurel.

The player on the Theatrum (or, if they will not, the next player) opens
with one coin. Going round, each player drops out or raises: first the
exact coins of the current bid, coin for coin, then one more coin of any
metal. The last bidder pays the Theatrum player (the bank, if it is the
Theatrum player) and takes the laurel. If nobody opens, the Theatrum player
takes it for free.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.counts import add, merge
from engine.fields import Field
from engine.state import Context
from rulesets.aquileia.common import METAL_CHOICES, PLAYER, can_pay, game, pay_bank, seat_of
from rulesets.aquileia.data import THEATRE
from rulesets.aquileia.state import State

TOPIC = "theatrum"


def raise_bid(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    seat, _ = seat_of(ctx, args)
    bidding = state.bidding or tuple(range(len(state.patricians)))
    return replace(state, bid=add(state.bid, args["add"], 1), bidder=seat, bidding=bidding)


def check_raise(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    seat, person = seat_of(ctx, args)
    out = []
    if state.owner("theatrum") is None:
        return [rule("Theatrum", "nobody placed a servant on the Theatrum", TOPIC)]
    if f"{TOPIC}:sold" in state.done:
        return [rule("Theatrum", "the laurel is sold this round", TOPIC)]
    if state.bidding and seat not in state.bidding:
        out.append(rule("Auction", f"{args['player']} has dropped out", TOPIC))
    if state.bidder == seat:
        out.append(rule("Auction", f"{args['player']} holds the highest bid", TOPIC))
    wanted = add(state.bid, args["add"], 1)
    if not can_pay(person, wanted):
        out.append(rule("Auction", "a raise repeats the bid coin for coin and adds one: not in the purse", TOPIC))
    return out


def drop(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    seat, _ = seat_of(ctx, args)
    bidding = state.bidding or tuple(range(len(state.patricians)))
    return replace(state, bidding=tuple(s for s in bidding if s != seat))


def sell(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    host = state.owner("theatrum")
    assert host is not None
    laurel = args["laurel"]
    if state.bidder is None:
        buyer = host
    else:
        buyer = state.bidder
        if buyer == host:
            state = pay_bank(state, buyer, state.bid)
        else:
            paying = state.patricians[buyer]
            state = state.with_patrician(buyer, replace(paying, coins=merge(paying.coins, state.bid, -1)))
            receiving = state.patricians[host]
            state = state.with_patrician(host, replace(receiving, coins=merge(receiving.coins, state.bid)))
    person = state.patricians[buyer]
    state = state.with_patrician(buyer, replace(person, theatre=person.theatre + (laurel,)))
    return replace(state, bid=(), bidder=None, bidding=(), done=state.done + (f"{TOPIC}:sold",))


def check_sell(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    if state.owner("theatrum") is None:
        return [rule("Theatrum", "nobody placed a servant on the Theatrum: no card is drawn", TOPIC)]
    if f"{TOPIC}:sold" in state.done:
        return [rule("Theatrum", "the laurel is sold this round", TOPIC)]
    if state.bidder is not None and len([s for s in state.bidding if s != state.bidder]) > 0:
        still = [ctx.players[s].name for s in state.bidding if s != state.bidder]
        return [rule("Auction", f"still bidding: {', '.join(still)}", TOPIC)]
    return []


ACTIONS = (
    ActionSpec(
        "bid",
        raise_bid,
        fields=(PLAYER, Field("add", "choice", "the one coin added to the repeated bid", choices=METAL_CHOICES)),
        phases=("theatrum",),
        who="any",
        check=check_raise,
        help="Open with one coin, or raise: repeat the bid coin for coin and add one.",
        topic=TOPIC,
    ),
    ActionSpec(
        "drop",
        drop,
        fields=(PLAYER,),
        phases=("theatrum",),
        who="any",
        help="Leave the auction (for good).",
        topic=TOPIC,
    ),
    ActionSpec(
        "sell",
        sell,
        fields=(Field("laurel", "choice", "the theatre laurel auctioned", choices=THEATRE),),
        phases=("theatrum",),
        who="any",
        check=check_sell,
        help="Close the auction: the last bidder pays the Theatrum player (bank if it is theirs) and takes it.",
        topic=TOPIC,
    ),
)

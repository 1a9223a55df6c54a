"""The Merchant's card exchange, with the cards in the ledger: its size, the offers, and its end.

The Merchant sets how many cards everyone offers (0 to the size of his own
hand); each player holding that many lays them out (``offer:CIV``); then the
Merchant takes a face-up card from anyone else (``taken:CIV``, face down),
the player he took from takes next, and so on (the takes are in ``taking``).
Only a card lying on offer can be taken. A pair may not swap back and forth
twice in a row (Odysseus's owner may override that once, forcing a taker to
take from him). It ends when the offers are gone, or early when the player
due to take can take none of those left: they are all his own, or all of the
player he has just swapped with (the rules' two early ends, read in the
``decisions`` topic). Untaken offers and taken cards then go to their owners'
hands. Whoever ends up one card short gets one from the Merchant (see
``compensation``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.state import Context
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.common import actor, game, owner_of
from rulesets.mare_nostrum.payment import holds_named
from rulesets.mare_nostrum.roles import after_roles, roles_first
from rulesets.mare_nostrum.state import Exchange, State

_MERCHANT = owner_of("merchant")

#: The session option of a log written before version 5 of these rules, whose exchange ended as soon as one
#: player alone had offers left, even when the player due to take could still take them: its events keep
#: meaning what they meant (every other session follows the reading in the ``decisions`` topic).
EARLY_END_LOG = "exchange_ended_early"


def _sizer(ctx: Context) -> Sequence[int]:
    """Who sets the exchange size: the Merchant, until it is set (then nobody is waited on for it)."""
    return () if game(ctx).exchange is not None else _MERCHANT(ctx)


def merchant(ctx: Context) -> int | None:
    """Seat holding the Merchant card."""
    return board(ctx).holder_of("merchant")


def set_size(ctx: Context, args: Mapping[str, Any]) -> State:
    # Play-test 11: forced in the Setup phase it was carried out ("allowed if forced"), while ``offer`` there is
    # not: an exchange has no meaning before the first trade phase, so neither can be forced outside it.
    if ctx.phase != "trade":
        raise ValueError("the exchange is set in the trade phase")
    state = game(ctx)
    size = args["count"]
    b = board(ctx)
    players = tuple(p for p in range(len(state.civs)) if size and b.hand_size(p) >= size)
    return replace(state, exchange=Exchange(size=size, players=players, over=not size))


def check_size(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    holder = merchant(ctx)
    if holder is None:
        return [rule("Merchant", "nobody holds the Merchant card yet", "exchange")]
    out = roles_first(ctx)
    if actor(ctx) != holder:
        said = tr("only the Merchant ({player}) sets the exchange").format(player=ctx.players[holder].name)
        out.append(rule("Merchant", said, "exchange"))
    if state.exchange is not None:
        out.append(rule("Exchange", "the exchange size is already set this round", "exchange"))
    size = board(ctx).hand_size(holder)
    if args["count"] > size:
        said = tr("at most as many cards as the Merchant holds ({n})").format(n=size)
        out.append(rule("Exchange", said, "exchange"))
    return out


def to_offer(ctx: Context) -> Sequence[int]:
    """Players taking part who have not laid out their cards yet."""
    exchange = game(ctx).exchange
    if exchange is None or exchange.over:
        return ()
    return [p for p in exchange.players if p not in exchange.offered]


def offerer(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """Who offers, when nobody was named: the first player still to offer, as ``actions`` lists him.

    Play-test 10: ``actions`` listed "offer … (Jana by default)" while a bare ``offer`` was refused with "say who
    offers"; the listed default is now taken. Cards another player typed by slip must still be in the offerer's
    hand, and the log names who offered.
    """
    waiting = to_offer(ctx) if not game(ctx).pending_roles else ()
    return {"player": ctx.players[waiting[0]].name} if waiting else {}


def offer(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    who = actor(ctx)
    civ = state.civs[who]
    exchange = state.exchange
    assert exchange is not None, "the check asks for the exchange size first"
    # A second offer is refused as one (play-test 11: "Petr has no slaves card" came too, from the cards he had
    # laid out already): nothing is tried with the hand.
    assert who not in exchange.offered, "the check refuses a second offer"
    exchange = replace(exchange, offered=exchange.offered + (who,))
    last = not [p for p in exchange.players if p not in exchange.offered]
    # Laid face down until everyone has laid theirs, then all are turned up at once (p.5): the last
    # player's cards go face up straight away.
    holds_named(ctx, who, list(args["cards"]), "exchange")
    for card, n in Counter(args["cards"]).items():
        ctx.move(card, n, f"hand:{civ}", f"offer:{civ}" if last else f"laid:{civ}")
    if not last:
        return replace(state, exchange=exchange)
    for other in state.civs:
        ctx.move_all(f"laid:{other}", f"offer:{other}")
    # Everyone has laid out: the Merchant takes first (unless nobody else offers).
    return settle(ctx, replace(state, exchange=replace(exchange, next=merchant(ctx))))


def offer_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    if to_offer(after) or not to_offer(before):
        return []
    return [tr("Everyone has laid out: the offers are turned up.")]


def check_offer(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    exchange = game(ctx).exchange
    who = actor(ctx)
    name = ctx.players[who].name
    if exchange is None:
        return [rule("Exchange", "the Merchant has not set the exchange size yet", "exchange")]
    out = roles_first(ctx)
    if who not in exchange.players:
        out.append(rule("Exchange", tr("{player} held too few cards to take part").format(player=name), "exchange"))
    if who in exchange.offered:
        out.append(rule("Exchange", tr("{player} has already offered").format(player=name), "exchange"))
    if len(args["cards"]) != exchange.size:
        said = ntr("offer exactly {n} card", "offer exactly {n} cards", exchange.size).format(n=exchange.size)
        out.append(rule("Exchange", said, "exchange"))
    return out


def repeat_swap(exchange: Exchange, taker: int, giver: int) -> bool:
    """A third straight swap between the same two players."""
    history = exchange.history
    return len(history) >= 2 and history[-1] == (giver, taker) and history[-2] == (taker, giver)


def settle(ctx: Context, state: State) -> State:
    """End the exchange when the player due to take can take nothing more; hand the cards over."""
    exchange = state.exchange
    assert exchange is not None
    b = Board(state, ctx.ledger)
    if ctx.options.get(EARLY_END_LOG):
        over = _ended_early(b, exchange)
    else:
        # p.5 (l.13): the two early ends (only one player's offers left; only the offers of the two who
        # just swapped) are the two ways a taker is stuck, so the exchange goes on while he may take.
        over = exchange.next is None or not may_give(ctx, exchange, exchange.next)
    if not over:
        return state
    got = {p: ctx.size(f"taken:{state.civs[p]}") for p in exchange.players}
    for civ in state.civs:
        ctx.move_all(f"offer:{civ}", f"hand:{civ}")  # untaken offers go back
        ctx.move_all(f"taken:{civ}", f"hand:{civ}")
    short = None
    if exchange.history and got and max(got.values()) > min(got.values()):
        last_giver = exchange.history[-1][1]
        if got[last_giver] < max(got.values()) and last_giver != b.roles()[0]:
            short = last_giver
    return replace(state, exchange=replace(exchange, next=None, short=short, over=True))


def _ended_early(b: Board, exchange: Exchange) -> bool:
    """The end as logs before version 5 took it: one player alone with offers, whoever was due to take."""
    holders = [p for p in exchange.players if b.ledger.holding(f"offer:{b.state.civs[p]}")]
    if len(holders) == 2 and exchange.history:
        last = exchange.history[-1]
        return set(last) == set(holders) and repeat_swap(exchange, last[1], last[0])
    return len(holders) <= 1


def offer_kinds(ctx: Context, giver: int) -> list[str]:
    return [kind for kind, _ in ctx.ledger.holding(f"offer:{game(ctx).civs[giver]}")]


def may_give(ctx: Context, exchange: Exchange, who: int) -> list[int]:
    """Players the taker may take from now: someone else with a card on offer, not a third straight swap."""
    return [p for p in exchange.players if p != who and offer_kinds(ctx, p) and not repeat_swap(exchange, who, p)]


def ctx_name(ctx: Context, who: int) -> str:
    """A seat's name."""
    return ctx.players[who].name


ACTIONS = (
    ActionSpec(
        "exchange-size",
        set_size,
        fields=(Field("count", "int", "cards each player offers (0: no exchange)", min=0, max=60),),
        phases=("trade",),
        who=after_roles(_sizer),
        check=check_size,
        help="Merchant: how many cards everyone lays out for the exchange.",
        topic="exchange",
        text="{actor} sets the exchange at {count} card{count:s}",
    ),
    ActionSpec(
        "offer",
        offer,
        fields=(
            Field("player", "player", "who offers"),
            Field("cards", "refs", "the offered cards", catalogue="card", min=1),
        ),
        phases=("trade",),
        who=after_roles(to_offer),
        actor="player",
        actor_of=offerer,
        check=check_offer,
        help="Lay out your cards for the exchange (players with too few cards sit out).",
        topic="exchange",
        # Face down until everyone has laid theirs: the log counts them; turned up, the moves name them.
        private=("cards",),
        text="{actor} offers {cards}",
        outcome=offer_outcome,
    ),
)

"""IV Theatrum (l.7): an auction for the top theatre laurel.

The Theatrum player opens with one coin; if they will not, the next player
may, and so on. Declining to open is not dropping out: once someone opens,
clockwise each player still in (those who declined included) drops out for
good or raises: their offer repeats the current bid
coin for coin and adds one coin. Offers are coins taken out of the purse
(``offer:COLOUR``); a player who drops takes theirs back. The last bidder's
offer goes to the Theatrum player (the bank, if it is their own auction)
and they take the laurel; if nobody opens, the Theatrum player takes it free.

The Theatrum player shows the laurel as the auction begins (l.7): the first
``bid`` or ``drop`` names it (``laurel``) and it lies on the Theatrum for
all to see; the auction's last step then hands it over by itself. A laurel
not named at the opening is named at ``sell``, the table closing the sale.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import Impossible
from engine.fields import Field
from engine.i18n import tr
from engine.state import Context
from rulesets.aquileia.common import METAL_CHOICES, PLAYER, clockwise, game, me, name
from rulesets.aquileia.holders import coins, draw, purse, space
from rulesets.aquileia.idle import unable_asked
from rulesets.aquileia.state import Auction, State
from rulesets.aquileia.theatrum_sale import (
    DECLINED_LEFT,
    SELL,
    THEATRE_DECK,
    TOPIC,
    auction,
    buyer_of,
    close,
    counted,
    for_sale,
    host,
    named_laurel,
    offer,
    offered,
    shown,
    sold_text,
)
from rulesets.aquileia.words import coin_text, word


def _show(ctx: Context, args: Mapping[str, Any]) -> None:
    """The laurel named at the opening (else the deck's last), turned up onto the Theatrum (once; a sold one
    stays sold)."""
    laurel = args.get("laurel") or for_sale(ctx)
    if laurel and shown(ctx) is None and ctx.count(THEATRE_DECK, laurel):
        draw(ctx, laurel, space(TOPIC))


def bidder_now(ctx: Context) -> Sequence[int]:
    """Who raises or drops next (nobody once the auction is over)."""
    current = auction(ctx)
    return () if current is None or current.to_act is None else (current.to_act,)


def _after(ctx: Context, current: Auction, seat: int, bidding: tuple[int, ...], bidder: int | None) -> Auction:
    """The auction once ``seat`` has acted: the next player still in who is not the highest bidder."""
    for other in clockwise(ctx, seat)[1:]:
        if other in bidding and other != bidder:
            return Auction(bidding, bidder, other)
    return Auction(bidding, bidder, None)


def raise_bid(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    _show(ctx, args)
    current = auction(ctx) or Auction(tuple(clockwise(ctx, seat)))
    wanted = offered(ctx, current.bidder)
    short = _short(ctx, seat, [*wanted, args["add"]])
    if short:
        # Said before any coin moves: the purse alone would name a coin the player has, lying in their offer.
        raise Impossible(Violation("Auction", _cannot(ctx, seat, wanted, args["add"], short), TOPIC, physical=True))
    # Only the difference moves: the coins already in the offer stay (play-test 7: a raise logged the whole
    # offer going back to the purse and out again).
    bid = [*wanted, args["add"]]
    lying = coins(ctx, offer(ctx, seat))
    for metal in METAL_CHOICES:
        extra = lying.get(metal, 0) - bid.count(metal)
        if extra > 0:
            ctx.move(metal, extra, offer(ctx, seat), purse(ctx, seat))
        elif extra < 0:
            ctx.move(metal, -extra, purse(ctx, seat), offer(ctx, seat))
    return settle(ctx, replace(game(ctx), auction=_after(ctx, current, seat, current.bidding, seat)))


def drop(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    _show(ctx, args)
    current = auction(ctx) or Auction(tuple(clockwise(ctx, seat)))
    ctx.move_all(offer(ctx, seat), purse(ctx, seat))
    if current.bidder is None and not ctx.options.get(DECLINED_LEFT):
        # l.7: declining to open passes the opening on; "may not rejoin" is said of those who drop out of a
        # running auction. Once the opening has gone round to the Theatrum player again, nobody opened.
        following = clockwise(ctx, seat)[1]
        opening = Auction(current.bidding, None, None if following == host(ctx) else following)
        return settle(ctx, replace(game(ctx), auction=opening))
    bidding = tuple(s for s in current.bidding if s != seat)
    bidder = None if current.bidder == seat else current.bidder
    return settle(ctx, replace(game(ctx), auction=_after(ctx, current, seat, bidding, bidder)))


def declining(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """A drop before anyone opened declines to open (l.7: the player stays in): kept with the event, for its
    log line (play-test: it was headed "Jana drops out" though she could still bid)."""
    current = auction(ctx)
    opened = current is not None and current.bidder is not None
    return {} if opened or ctx.options.get(DECLINED_LEFT) else {"declined": True}


def can_bid(ctx: Context, seat: int, bidder: int | None) -> bool:
    """Whether ``seat`` could open (any coin), or repeat the highest bid and add a coin (l.7)."""
    wanted = offered(ctx, bidder)
    return any(not _short(ctx, seat, [*wanted, metal]) for metal in METAL_CHOICES)


def settle(ctx: Context, state: State) -> State:
    """The auction once everyone due who cannot bid has passed by themselves (kept in ``State.auto``).

    Nobody gains a coin during the auction, so a player who cannot bid now never can: before the opening
    bid they pass the opening on (l.7's note); in a running auction they must drop out, as Vlada does in
    l.7's example when she has no bronze to repeat the bid with.
    """
    current = state.auction if state.auction is not None else auction(ctx)
    if current is None:
        return state
    while not unable_asked(ctx) and current.to_act is not None and not can_bid(ctx, current.to_act, current.bidder):
        seat = current.to_act
        state = replace(state, auto=(*state.auto, (ctx.position.round, f"{TOPIC}:{_why(current)}", seat)))
        if current.bidder is None:
            following = clockwise(ctx, seat)[1]
            current = Auction(current.bidding, None, None if following == host(ctx) else following)
        else:
            ctx.move_all(offer(ctx, seat), purse(ctx, seat))
            bidding = tuple(s for s in current.bidding if s != seat)
            current = _after(ctx, current, seat, bidding, current.bidder)
    laurel = for_sale(ctx)
    if current.to_act is None and laurel is not None:
        # The laurel was shown at the opening (or is the deck's last): nothing is left to decide, so the sale
        # closes by itself.
        buyer = buyer_of(ctx, current)
        price = ",".join(offered(ctx, buyer))
        state = replace(
            state, auto=(*state.auto, (ctx.position.round, f"{TOPIC}:{SALE}:{laurel}:{host(ctx)}:{price}", buyer))
        )
        return close(ctx, state, current, laurel)
    return replace(state, auction=current)


#: Why a player passed in the auction by themselves, as kept in ``State.auto`` (``theatrum:open``); a sale
#: closed by itself is kept as ``theatrum:sale:LAUREL:HOST:COINS`` with the buyer (the servant on the Theatrum
#: has gone home when it is said).
NO_OPENING, NO_RAISE, SALE = "open", "raise", "sale"


def _why(current: Auction) -> str:
    return NO_OPENING if current.bidder is None else NO_RAISE


def passed_text(ctx: Context, seat: int, why: str) -> str:
    """``Cy has no coin to open the auction with: the opening passes on.`` for a pass kept in ``State.auto``."""
    if why.startswith(f"{SALE}:"):
        _, laurel, theatrum, price = why.split(":")
        return sold_text(ctx, int(theatrum), seat, laurel, price.split(",") if price else [])
    if why == NO_OPENING:
        said = tr("{player} has no coin to open the auction with: the opening passes on.")
    else:
        said = tr("{player} cannot repeat the bid and add a coin: {player} drops out of the auction.")
    return said.format(player=name(ctx, seat))


def check_bid(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    current = auction(ctx)
    seat = me(ctx)
    if current is None:
        if host(ctx) is None:
            return [rule("Theatrum", "nobody placed a servant on the Theatrum", TOPIC)]
        return [rule("Theatrum", "the laurel is sold this round", TOPIC)]
    if seat not in current.bidding:
        return [rule("Auction", tr("{player} has left the auction").format(player=name(ctx, seat)), TOPIC)]
    if current.bidder == seat:
        return [rule("Auction", tr("{player} holds the highest bid").format(player=name(ctx, seat)), TOPIC)]
    return named_laurel(ctx, args)


def _short(ctx: Context, seat: int, wanted: list[str]) -> dict[str, int]:
    """The coins a player lacks for a bid, counting their purse and the offer already on the table."""
    have = coins(ctx, purse(ctx, seat))
    for metal, n in coins(ctx, offer(ctx, seat)).items():
        have[metal] = have.get(metal, 0) + n
    lacking = {metal: wanted.count(metal) - have.get(metal, 0) for metal in METAL_CHOICES}
    return {metal: n for metal, n in lacking.items() if n > 0}


def _cannot(ctx: Context, seat: int, bid: list[str], add: str, short: dict[str, int]) -> str:
    """Why a raise cannot be paid, naming the coins short: the repeated bid's first (l.7), else the one added."""
    who = name(ctx, seat)
    repeat = _short(ctx, seat, bid)
    if repeat:
        said = tr("{player} cannot repeat the bid of {bid}: {short} short")
        return said.format(player=who, bid=coin_text(counted(bid)), short=coin_text(repeat))
    if not bid:  # nobody has opened: there is no bid to repeat (play-test 11)
        return tr("{player} has no {metal} coin to open with").format(player=who, metal=word(add))
    return tr("{player} can repeat the bid but has no {metal} coin left to add").format(player=who, metal=word(add))


def bid_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    seat = me(before)
    # The bid made, from the table before it: a raise that ends the auction has paid the offer out already
    # (play-test: "Vlada bids nothing." above the sale at her price).
    current = auction(before) or Auction(tuple(clockwise(before, seat)))
    bid = counted([*offered(before, current.bidder), args["add"]])
    said = tr("{player} bids {coins}.").format(player=name(before, seat), coins=coin_text(bid))
    return [said, *told(before, after), *_next(after)]


def told(before: Context, after: Context) -> list[str]:
    """The players an auction step passed by themselves (they could not bid), as said."""
    new = game(after).auto[len(game(before).auto) :]
    return [passed_text(after, seat, where.partition(":")[2]) for _, where, seat in new if where.startswith(TOPIC)]


def drop_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    current = auction(before)
    if current is not None and current.bidder is None and not before.options.get(DECLINED_LEFT):
        # Once the last one has declined nobody opens: the "may still bid" would promise a bid never to come.
        still_open = (game(after).auction or current).to_act is not None and after.phase == before.phase
        said = (
            tr("{player} declines to open (and may still bid once someone opens).")
            if still_open
            else tr("{player} declines to open.")
        )
        return [said.format(player=name(before, me(before))), *told(before, after), *_next(after)]
    left = tr("{player} leaves the auction.").format(player=name(before, me(before)))
    return [left, *told(before, after), *_next(after)]


def _next(ctx: Context) -> list[str]:
    current = game(ctx).auction
    if current is None:
        return []
    if current.to_act is not None and current.bidder is None:
        return [tr("{player} opens or declines next.").format(player=name(ctx, current.to_act))]
    if current.to_act is not None:
        return [tr("{player} raises or drops next.").format(player=name(ctx, current.to_act))]
    if current.bidder is not None:
        return [tr("The auction is over: {player} has the highest bid.").format(player=name(ctx, current.bidder))]
    return [tr("Nobody opened: the Theatrum player takes the laurel free.")]


#: The laurel the Theatrum player shows, named once as the auction begins (l.7); a sale then closes by itself.
SHOWN = Field(
    "laurel",
    "ref",
    "the theatre laurel shown at the opening (once, if not named yet)",
    required=False,
    catalogue="theatre-laurel",
)


ACTIONS = (
    ActionSpec(
        "bid",
        raise_bid,
        fields=(PLAYER, Field("add", "choice", "the one coin added to the repeated bid", choices=METAL_CHOICES), SHOWN),
        phases=(TOPIC,),
        who=bidder_now,
        actor="player",
        check=check_bid,
        help="Open with one coin, or raise: repeat the bid coin for coin and add one.",
        topic=TOPIC,
        text="{actor} bids, adding {add}",
        outcome=bid_outcome,
    ),
    ActionSpec(
        "drop",
        drop,
        fields=(PLAYER, Field("declined", "bool", "worked out: nobody has opened yet", False, asked=False), SHOWN),
        phases=(TOPIC,),
        who=bidder_now,
        actor="player",
        check=check_bid,
        help="Leave the auction for good; before the opening bid, decline to open (and stay in).",
        topic=TOPIC,
        outcome=drop_outcome,
        derive=declining,
    ),
    SELL,
)

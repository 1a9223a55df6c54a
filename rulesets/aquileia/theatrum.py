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
from engine.errors import BadInput, Impossible
from engine.fields import Field
from engine.i18n import tr
from engine.state import Context
from rulesets.aquileia.common import METAL_CHOICES, PLAYER, clockwise, game, me, name
from rulesets.aquileia.decks import CARD_NAME, DECK_OF
from rulesets.aquileia.holders import BANK, coins, draw, hand, owner, pay, purse, space
from rulesets.aquileia.idle import unable_asked
from rulesets.aquileia.state import Auction, State
from rulesets.aquileia.words import coin_text, word

TOPIC = "theatrum"
SOLD = "theatrum:sold"
#: The session option of saves from before rules version 6, when declining to open left the auction.
DECLINED_LEFT = "declined_left_auction"
#: The face-down deck the laurel for sale is turned up from.
THEATRE_DECK = "deck:theatre"


def shown(ctx: Context) -> str | None:
    """The theatre laurel lying on the Theatrum, shown at the opening (None until it is named)."""
    for kind, _ in ctx.holding(space(TOPIC)):
        if DECK_OF.get(kind) == "theatre":
            return kind
    return None


def left_in_deck(ctx: Context) -> list[str]:
    """The laurel on the Theatrum if shown, else the theatre laurels the deck still holds: each is one of a
    kind and turned up for all to see when sold (l.7), so a sold one is offered no more (play-test)."""
    lying = shown(ctx)
    if lying is not None:
        return [lying]
    return [kind for kind, _ in ctx.holding(THEATRE_DECK)]


def _show(ctx: Context, args: Mapping[str, Any]) -> None:
    """The laurel named at the opening, turned up onto the Theatrum (once; a sold one stays sold)."""
    laurel = args.get("laurel")
    if laurel and shown(ctx) is None and ctx.count(THEATRE_DECK, laurel):
        draw(ctx, laurel, space(TOPIC))


def offer(ctx: Context, seat: int) -> str:
    """The coins a player has bid, out of their purse."""
    return ctx.own("offer", seat)


def host(ctx: Context) -> int | None:
    """The player on the Theatrum."""
    return owner(ctx, "theatrum")


def auction(ctx: Context) -> Auction | None:
    """The auction as it stands: before anyone acts, everyone is in and the Theatrum player is first."""
    state = game(ctx)
    seat = host(ctx)
    if seat is None or SOLD in state.done or ctx.phase != TOPIC:
        return None
    if state.auction is None:
        return Auction(tuple(clockwise(ctx, seat)), None, seat)
    return state.auction


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


def _offered(ctx: Context, seat: int | None) -> list[str]:
    """The coins of a player's offer, one by one (none for nobody)."""
    if seat is None:
        return []
    return [metal for metal, n in coins(ctx, offer(ctx, seat)).items() for _ in range(n)]


def raise_bid(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    _show(ctx, args)
    current = auction(ctx) or Auction(tuple(clockwise(ctx, seat)))
    wanted = _offered(ctx, current.bidder)
    short = _short(ctx, seat, [*wanted, args["add"]])
    if short:
        # Said before any coin moves: the purse alone would name a coin the player has, lying in their offer.
        raise Impossible(Violation("Auction", _cannot(ctx, seat, wanted, args["add"], short), TOPIC, physical=True))
    ctx.move_all(offer(ctx, seat), purse(ctx, seat))
    pay(ctx, [*wanted, args["add"]], purse(ctx, seat), offer(ctx, seat))
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
    wanted = _offered(ctx, bidder)
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
    laurel = shown(ctx)
    if current.to_act is None and laurel is not None:
        # The laurel was shown at the opening: nothing is left to decide, so the sale closes by itself.
        buyer = _buyer(ctx, current)
        price = ",".join(_offered(ctx, buyer))
        state = replace(
            state, auto=(*state.auto, (ctx.position.round, f"{TOPIC}:{SALE}:{laurel}:{host(ctx)}:{price}", buyer))
        )
        return _close(ctx, state, current, laurel)
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
        return _sold_text(ctx, int(theatrum), seat, laurel, price.split(",") if price else [])
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
    return _named(ctx, args)


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
        return said.format(player=who, bid=coin_text(_count(bid)), short=coin_text(repeat))
    return tr("{player} can repeat the bid but has no {metal} coin left to add").format(player=who, metal=word(add))


def _count(metals: list[str]) -> dict[str, int]:
    return {metal: metals.count(metal) for metal in METAL_CHOICES if metal in metals}


def bid_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    seat = me(before)
    # The bid made, from the table before it: a raise that ends the auction has paid the offer out already
    # (play-test: "Vlada bids nothing." above the sale at her price).
    current = auction(before) or Auction(tuple(clockwise(before, seat)))
    bid = _count([*_offered(before, current.bidder), args["add"]])
    said = tr("{player} bids {coins}.").format(player=name(before, seat), coins=coin_text(bid))
    return [said, *told(before, after), *_next(after)]


def told(before: Context, after: Context) -> list[str]:
    """The players an auction step passed by themselves (they could not bid), as said."""
    new = game(after).auto[len(game(before).auto) :]
    return [passed_text(after, seat, where.partition(":")[2]) for _, where, seat in new if where.startswith(TOPIC)]


def drop_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    current = auction(before)
    if current is not None and current.bidder is None and not before.options.get(DECLINED_LEFT):
        said = tr("{player} declines to open (and may still bid once someone opens).")
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


def _buyer(ctx: Context, current: Auction | None) -> int:
    """Who takes the laurel: the last bidder, else (nobody opened) the Theatrum player."""
    if current is None or current.bidder is None:
        return host(ctx) or 0
    return current.bidder


def _close(ctx: Context, state: State, current: Auction | None, laurel: str) -> State:
    """The sale: the buyer's offer to the Theatrum player (the bank, if theirs), the others' back, the laurel
    to the buyer. The laurel was turned up for all to see (l.7): it is named on its way, unlike a card drawn."""
    seat, buyer = host(ctx), _buyer(ctx, current)
    ctx.move_all(offer(ctx, buyer), BANK if buyer == seat else purse(ctx, seat or 0))
    for other in range(len(ctx.players)):
        ctx.move_all(offer(ctx, other), purse(ctx, other))  # the others take their offers back
    if shown(ctx) is None and ctx.count(THEATRE_DECK, laurel):
        # One sold before is refused by ``check_sell`` (no override passes it), so the dry run leaves it be.
        draw(ctx, laurel, space(TOPIC))
    if ctx.count(space(TOPIC), laurel):
        ctx.move(laurel, 1, space(TOPIC), hand(ctx, buyer))
    return replace(state, auction=None).mark(SOLD)


def derive_laurel(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The laurel shown at the opening, for a sale that does not name it."""
    laurel = shown(ctx)
    return {} if laurel is None else {"laurel": laurel}


def sell(ctx: Context, args: Mapping[str, Any]) -> State:
    if host(ctx) is None:  # forced with nobody on the Theatrum: the laurel stays in the deck
        return game(ctx).mark(SOLD)
    if not args.get("laurel"):
        raise BadInput(tr("sell: name the theatre laurel shown (laurel)"))
    return _close(ctx, game(ctx), auction(ctx), args["laurel"])


def _named(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    """A laurel named that is not the one shown, or was sold before."""
    laurel, lying = args.get("laurel"), shown(ctx)
    if not laurel:
        return []
    card = tr(CARD_NAME[laurel])
    if lying is not None and lying != laurel:
        said = tr("the {shown} was shown at the opening, not the {laurel}")
        return [Violation("Theatrum", said.format(shown=tr(CARD_NAME[lying]), laurel=card), TOPIC, physical=True)]
    if lying is None and not ctx.count(THEATRE_DECK, laurel):
        # Each theatre laurel is one of a kind and was turned up when sold (l.7): which are gone is no secret
        # (play-test: "that card cannot be taken from the theatre laurel deck").
        said = tr("the {laurel} was sold in an earlier round: it is no longer in the deck")
        return [Violation("Theatrum", said.format(laurel=card), TOPIC, physical=True)]
    return []


def check_sell(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if host(ctx) is None:
        return [rule("Theatrum", "nobody placed a servant on the Theatrum: no card is drawn", TOPIC)]
    current = auction(ctx)
    if current is None:
        return [rule("Theatrum", "the laurel is sold this round", TOPIC)]
    if current.to_act is not None:
        said = tr("the auction goes on: {player} raises or drops next").format(player=name(ctx, current.to_act))
        return [rule("Auction", said, TOPIC)]
    return _named(ctx, args)


def _sold_text(ctx: Context, seat: int, buyer: int, laurel: str, price: list[str]) -> str:
    """``Red takes the white/blue theatre laurel for 2 silver, 1 bronze, paid to Vlada.`` (``seat``: the
    Theatrum player's)."""
    card = tr(CARD_NAME[laurel])
    if not price:
        return tr("Nobody opened: {player} takes the {laurel} free.").format(player=name(ctx, buyer), laurel=card)
    said = (
        tr("{player} takes the {laurel} for {price}, paid to the bank.")
        if buyer == seat
        else tr("{player} takes the {laurel} for {price}, paid to {host}.")
    )
    return said.format(player=name(ctx, buyer), laurel=card, price=coin_text(_count(price)), host=name(ctx, seat))


def sell_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    seat = host(before)
    if seat is None or not args.get("laurel"):
        return []
    current = auction(before)
    buyer = _buyer(before, current)
    price = [] if current is None or current.bidder is None else _offered(before, buyer)
    return [_sold_text(before, seat, buyer, args["laurel"], price)]


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
    ActionSpec(
        "sell",
        sell,
        fields=(
            Field(
                "laurel",
                "ref",
                "the theatre laurel auctioned, if not named at the opening",
                required=False,
                catalogue="theatre-laurel",
                derived=True,
            ),
        ),
        phases=(TOPIC,),
        who="table",
        check=check_sell,
        help="Close the auction: the last bidder pays the Theatrum player (the bank if it is theirs) and takes it.",
        topic=TOPIC,
        text="{actor} sells the {laurel}",
        outcome=sell_outcome,
        derive=derive_laurel,
    ),
)

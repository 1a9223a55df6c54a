"""IV Theatrum (l.7): the laurel for sale and the coins offered for it, and the sale that closes the auction.

The bidding itself is in ``theatrum``; this module holds what both the bidding and the sale read (who is on
the Theatrum, the auction as it stands, the laurel shown, each player's offer) and the sale: the last
bidder's offer to the Theatrum player (the bank, if it is their own auction), the others' offers back, the
laurel to the buyer.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import tr
from engine.state import Context
from rulesets.aquileia.common import METAL_CHOICES, clockwise, game, name
from rulesets.aquileia.decks import CARD_NAME, DECK_OF
from rulesets.aquileia.holders import BANK, coins, draw, hand, owner, purse, space
from rulesets.aquileia.state import Auction, State
from rulesets.aquileia.words import coin_text

TOPIC = "theatrum"
SOLD = "theatrum:sold"
#: The session option of saves from before rules version 6, when declining to open left the auction.
DECLINED_LEFT = "declined_left_auction"
#: The session option of saves from before rules version 11, when an auction over the deck's last laurel, never
#: named, waited for a ``sell`` naming it.
LAST_NAMED = "last_theatre_laurel_named"
#: The face-down deck the laurel for sale is turned up from.
THEATRE_DECK = "deck:theatre"


def shown(ctx: Context) -> str | None:
    """The theatre laurel lying on the Theatrum, shown at the opening (None until it is named)."""
    for kind, _ in ctx.holding(space(TOPIC)):
        if DECK_OF.get(kind) == "theatre":
            return kind
    return None


def last_left(ctx: Context) -> str | None:
    """The deck's only theatre laurel, when one is left (the sixth round's): turning it up shows nothing the
    table could not tell, so it need not be named (play-test 10: its auction waited for ``sell laurel=``)."""
    held = ctx.holding(THEATRE_DECK)
    return held[0][0] if sum(n for _, n in held) == 1 else None


def for_sale(ctx: Context) -> str | None:
    """The laurel the auction is for: the one shown at the opening, else the deck's last (not in older saves)."""
    lying = shown(ctx)
    if lying is not None or ctx.options.get(LAST_NAMED):
        return lying
    return last_left(ctx)


def left_in_deck(ctx: Context) -> list[str]:
    """The laurel on the Theatrum if shown, else the theatre laurels the deck still holds: each is one of a
    kind and turned up for all to see when sold (l.7), so a sold one is offered no more (play-test)."""
    lying = shown(ctx)
    if lying is not None:
        return [lying]
    return [kind for kind, _ in ctx.holding(THEATRE_DECK)]


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


def offered(ctx: Context, seat: int | None) -> list[str]:
    """The coins of a player's offer, one by one (none for nobody)."""
    if seat is None:
        return []
    return [metal for metal, n in coins(ctx, offer(ctx, seat)).items() for _ in range(n)]


def counted(metals: list[str]) -> dict[str, int]:
    return {metal: metals.count(metal) for metal in METAL_CHOICES if metal in metals}


def buyer_of(ctx: Context, current: Auction | None) -> int:
    """Who takes the laurel: the last bidder, else (nobody opened) the Theatrum player."""
    if current is None or current.bidder is None:
        return host(ctx) or 0
    return current.bidder


def close(ctx: Context, state: State, current: Auction | None, laurel: str) -> State:
    """The sale: the buyer's offer to the Theatrum player (the bank, if theirs), the others' back, the laurel
    to the buyer. The laurel was turned up for all to see (l.7): it is named on its way, unlike a card drawn."""
    seat, buyer = host(ctx), buyer_of(ctx, current)
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
    """The laurel shown at the opening (else the deck's last one), for a sale that does not name it."""
    laurel = shown(ctx) or last_left(ctx)
    return {} if laurel is None else {"laurel": laurel}


def sell(ctx: Context, args: Mapping[str, Any]) -> State:
    if host(ctx) is None:  # forced with nobody on the Theatrum: the laurel stays in the deck
        return game(ctx).mark(SOLD)
    if not args.get("laurel"):
        raise BadInput(tr("sell: name the theatre laurel shown (laurel)"))
    return close(ctx, game(ctx), auction(ctx), args["laurel"])


def named_laurel(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
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
    return named_laurel(ctx, args)


def sold_text(ctx: Context, seat: int, buyer: int, laurel: str, price: list[str]) -> str:
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
    return said.format(player=name(ctx, buyer), laurel=card, price=coin_text(counted(price)), host=name(ctx, seat))


def sell_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    seat = host(before)
    if seat is None or not args.get("laurel"):
        return []
    current = auction(before)
    buyer = buyer_of(before, current)
    price = [] if current is None or current.bidder is None else offered(before, buyer)
    return [sold_text(before, seat, buyer, args["laurel"], price)]


#: Closing the auction, when the laurel was not named at the opening (else the last step closes it).
SELL = ActionSpec(
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
)

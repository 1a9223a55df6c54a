"""The Merchant's card exchange, with the cards in the ledger.

The Merchant sets how many cards everyone offers (0 to the size of his own
hand); each player holding that many lays them out (``offer:CIV``); then the
Merchant takes a face-up card from anyone else (``taken:CIV``, face down),
the player he took from takes next, and so on. Only a card lying on offer
can be taken. A pair may not swap back and forth twice in a row (Odysseus's
owner may override that once, forcing a taker to take from him). It ends
when the offers are gone, or early when the player due to take can take
none of those left: they are all his own, or all of the player he has just
swapped with (the rules' two early ends, read in the ``decisions`` topic).
Untaken offers and taken cards then go to their owners' hands. Whoever ends
up one card short gets one from the Merchant.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.common import actor, game, loose, owner_of, seat
from rulesets.mare_nostrum.payment import holds_named
from rulesets.mare_nostrum.roles import roles_first
from rulesets.mare_nostrum.state import Exchange, State
from rulesets.mare_nostrum.words import card_name, one_card

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


def offer(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    who = actor(ctx)
    civ = state.civs[who]
    exchange = state.exchange
    assert exchange is not None, "the check asks for the exchange size first"
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
    return _settle(ctx, replace(state, exchange=replace(exchange, next=merchant(ctx))))


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


def _repeat_swap(exchange: Exchange, taker: int, giver: int) -> bool:
    """A third straight swap between the same two players."""
    history = exchange.history
    return len(history) >= 2 and history[-1] == (giver, taker) and history[-2] == (taker, giver)


def taker(ctx: Context) -> Sequence[int]:
    """The player due to take a card."""
    exchange = game(ctx).exchange
    return () if exchange is None or exchange.next is None else (exchange.next,)


def take(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    exchange = state.exchange
    assert exchange is not None and exchange.next is not None, "the check asks for a running exchange"
    # Forced out of turn, the player named takes (an older log's take was the next taker's, whoever typed it).
    who = exchange.next if loose(ctx) or ctx.actor is None else ctx.actor
    giver = seat(ctx, args["from"])
    ctx.move(args["card"], 1, f"offer:{state.civs[giver]}", f"taken:{state.civs[who]}")
    used = state.used | ({(giver, "odysseus")} if args.get("odysseus") else set())
    exchange = replace(exchange, next=giver, history=exchange.history + ((who, giver),))
    return _settle(ctx, replace(state, exchange=exchange, used=used))


def _settle(ctx: Context, state: State) -> State:
    """End the exchange when the player due to take can take nothing more; hand the cards over."""
    exchange = state.exchange
    assert exchange is not None
    b = Board(state, ctx.ledger)
    if ctx.options.get(EARLY_END_LOG):
        over = _ended_early(b, exchange)
    else:
        # p.5 (l.13): the two early ends (only one player's offers left; only the offers of the two who
        # just swapped) are the two ways a taker is stuck, so the exchange goes on while he may take.
        over = exchange.next is None or not _may_give(ctx, exchange, exchange.next)
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
        return set(last) == set(holders) and _repeat_swap(exchange, last[1], last[0])
    return len(holders) <= 1


def _offer_kinds(ctx: Context, giver: int) -> list[str]:
    return [kind for kind, _ in ctx.ledger.holding(f"offer:{game(ctx).civs[giver]}")]


def _may_give(ctx: Context, exchange: Exchange, who: int) -> list[int]:
    """Players the taker may take from now: someone else with a card on offer, not a third straight swap."""
    return [p for p in exchange.players if p != who and _offer_kinds(ctx, p) and not _repeat_swap(exchange, who, p)]


def _swapped(exchange: Exchange, who: int) -> list[int]:
    """The players the taker may not take from now for having just swapped with them."""
    return [p for p in exchange.players if p != who and _repeat_swap(exchange, who, p)]


def _offering(ctx: Context, seats: Sequence[int], card: str) -> list[int]:
    """Of these players, those with the card lying in their offer."""
    return [p for p in seats if card in _offer_kinds(ctx, p)]


def derive_take(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The giver when only one may give (or only one who may offers the card named), and the card
    when the giver's offer is of one kind: a take is one pick, as at the table."""
    exchange = game(ctx).exchange
    if exchange is None or exchange.next is None:
        return {}
    out: dict[str, Any] = {}
    giver_name = args.get("from")
    if giver_name is None:
        givers = _may_give(ctx, exchange, exchange.next)
        # The card is worked out only with its giver: a take is one pick of a card lying in someone's offer (the
        # card alone, filled in while the giver was open, sent the card typed first at the table into 'from').
        card = args.get("card")
        if card is not None:
            givers = _offering(ctx, givers, card)
        if len(givers) != 1:
            return out
        giver_name = out["from"] = ctx.players[givers[0]].name
    if "card" not in args:
        kinds = _offer_kinds(ctx, seat(ctx, giver_name))
        if len(kinds) == 1:
            out["card"] = kinds[0]
    return out


def check_take(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    exchange = state.exchange
    if exchange is None or exchange.next is None:
        return [rule("Exchange", "no exchange is running", "exchange")]
    who = exchange.next
    taker_name = ctx.players[who].name
    if "from" not in args and "card" not in args:
        offers = [
            tr("{player}'s {cards}").format(
                player=ctx.players[p].name, cards=", ".join(card_name(k) for k in _offer_kinds(ctx, p))
            )
            for p in _may_give(ctx, exchange, who)
        ]
        said = tr("say which card {player} takes: {offers}").format(player=taker_name, offers="; ".join(offers))
        return [rule("Exchange", said, "exchange")]
    if "from" not in args:
        # Those who offer the card named, when any does (else the card names nothing on offer to him, or his own).
        givers = _may_give(ctx, exchange, who)
        offered = "card" in args and _offering(ctx, givers, args["card"])
        names = phrase_list([ctx.players[p].name for p in offered or givers], "or")
        said = tr("say whom {player} takes from: {players}")
        if "card" in args and not offered and _offering(ctx, [who], args["card"]):
            said = tr("only {player} offers {card}, nobody takes their own; say whom {player} takes from: {players}")
        swapped = "card" in args and not offered and _offering(ctx, _swapped(exchange, who), args["card"])
        if swapped:
            # The card lies only with the player just swapped with: "say whom" named players without it.
            said = tr(
                "only {other} offers {card}, and {other} and {player} just swapped (one swap between the same"
                " two players); {player} takes from {players}"
            )
            names = phrase_list([ctx.players[p].name for p in givers], "or")
        other = phrase_list([ctx.players[p].name for p in swapped or ()], "or")
        said = said.format(player=taker_name, players=names, card=card_name(args.get("card", "")), other=other)
        return [rule("Exchange", said, "exchange")]
    giver = seat(ctx, args["from"])
    if "card" not in args:
        kinds = phrase_list([card_name(k) for k in _offer_kinds(ctx, giver)], "or") or tr("nothing")
        said = tr("say which card: {player} offers {cards}").format(player=args["from"], cards=kinds)
        return [rule("Exchange", said, "exchange")]
    out = roles_first(ctx)
    if giver == who:
        out.append(rule("Exchange", "take from another player", "exchange"))
    if args.get("odysseus"):
        b = board(ctx)
        if not b.owns(giver, "odysseus"):
            out.append(rule("Odysseus", tr("{player} does not have Odysseus").format(player=args["from"]), "heroes"))
        elif (giver, "odysseus") in state.used:
            out.append(rule("Odysseus", "Odysseus forces a take once per round", "heroes"))
    elif _repeat_swap(exchange, who, giver):
        said = tr("{player} and {other} just swapped").format(player=args["from"], other=taker_name)
        out.append(rule("One swap", said, "exchange"))
    return out


def take_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    exchange = game(after).exchange
    who = ctx_name(after, actor(after))
    said = tr("{player} takes {giver}'s {card}.").format(player=who, giver=args["from"], card=one_card(args["card"]))
    out = [said]
    if exchange is None or not exchange.over:
        if exchange is not None and exchange.next is not None:
            out.append(tr("{player} takes next.").format(player=ctx_name(after, exchange.next)))
        return out
    out.append(tr("The exchange is over: taken cards and untaken offers go to their owners' hands."))
    if exchange.short is not None:
        said = tr("{player} is a card short: the Merchant gives one (compensate).")
        out.append(said.format(player=ctx_name(after, exchange.short)))
    return out


def ctx_name(ctx: Context, who: int) -> str:
    """A seat's name."""
    return ctx.players[who].name


def short_one(ctx: Context) -> Sequence[int]:
    """The Merchant, while he owes a card."""
    exchange = game(ctx).exchange
    if exchange is None or exchange.short is None:
        return ()
    return _MERCHANT(ctx)


def compensate(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    exchange = state.exchange
    giver = merchant(ctx)
    assert exchange is not None and exchange.short is not None and giver is not None, "the check asks for one"
    holds_named(ctx, giver, [args["card"]], "exchange")
    ctx.move(args["card"], 1, f"hand:{state.civs[giver]}", f"hand:{state.civs[exchange.short]}")
    return replace(state, exchange=replace(exchange, short=None))


def check_compensate(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    exchange = game(ctx).exchange
    if exchange is None or exchange.short is None:
        return [rule("Exchange", "nobody is owed a card", "exchange")]
    if actor(ctx) != merchant(ctx):
        return [rule("Merchant", "the Merchant gives the card", "exchange")]
    return roles_first(ctx)


ACTIONS = (
    ActionSpec(
        "exchange-size",
        set_size,
        fields=(Field("count", "int", "cards each player offers (0: no exchange)", min=0, max=60),),
        phases=("trade",),
        who=_sizer,
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
        who=to_offer,
        actor="player",
        check=check_offer,
        help="Lay out your cards for the exchange (players with too few cards sit out).",
        topic="exchange",
        # Face down until everyone has laid theirs: the log counts them; turned up, the moves name them.
        private=("cards",),
        text="{actor} offers {cards}",
        outcome=offer_outcome,
    ),
    ActionSpec(
        "take",
        take,
        fields=(
            # The card first: at the table the taker picks a card; the giver is worked out when only
            # one player may give it (and the card when the giver offered one kind).
            Field(
                "card",
                "ref",
                "a card they offered (their only kind, if left out)",
                catalogue="offered",
                required=False,
                derived=True,
            ),
            Field(
                "from",
                "player",
                "whose offered card (left out: the only one who offers it)",
                required=False,
                derived=True,
            ),
            Field(
                "odysseus",
                "bool",
                "the giver uses Odysseus to force this take",
                default=False,
                held="odysseus",
                held_by="other",
            ),
        ),
        phases=("trade",),
        who=taker,
        check=check_take,
        derive=derive_take,
        help="The player due to take takes one face-up offered card; the giver takes next.",
        topic="exchange",
        text="{actor} takes {card} from {from}",
        tells_moves=True,
        outcome=take_outcome,
    ),
    ActionSpec(
        "compensate",
        compensate,
        fields=(Field("card", "ref", "a card from the Merchant's hand", catalogue="card"),),
        phases=("trade",),
        who=short_one,
        check=check_compensate,
        help="Merchant: give one card to the player left one short by the exchange.",
        topic="exchange",
        private=("card",),  # from hand to hand: the others see a card change hands, not which
        text="{actor} gives {card} to the player left short",
    ),
)

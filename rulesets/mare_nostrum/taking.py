"""The exchange's takes: the player due to take picks one face-up card from another's offer, and the giver
takes next (p.5); the app works out the giver or the card where only one fits."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import N_, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.common import actor, game, loose, seat
from rulesets.mare_nostrum.data import TAXES
from rulesets.mare_nostrum.exchange import ctx_name, may_give, offer_kinds, repeat_swap, settle
from rulesets.mare_nostrum.roles import after_roles, roles_first
from rulesets.mare_nostrum.state import Exchange, State
from rulesets.mare_nostrum.words import card_name, one_card


def taker(ctx: Context) -> Sequence[int]:
    """The player due to take a card."""
    exchange = game(ctx).exchange
    return () if exchange is None or exchange.next is None else (exchange.next,)


#: The session option of a log written before version 11: its takes that left no choice were typed.
LAST_TAKE_LOG = "forced_takes_typed"


def take(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    exchange = state.exchange
    assert exchange is not None and exchange.next is not None, "the check asks for a running exchange"
    # Forced out of turn, the player named takes (an older log's take was the next taker's, whoever typed it).
    who = exchange.next if loose(ctx) or ctx.actor is None else ctx.actor
    giver = seat(ctx, args["from"])
    if args.get("odysseus"):
        state = replace(state, used=state.used | {(giver, "odysseus")})
    state = _take_card(ctx, state, who, giver, args["card"])
    if ctx.options.get(LAST_TAKE_LOG):
        return state
    # A take that leaves the next taker one card alone to take is followed by it, said in the outcome (play-test 5:
    # every exchange ended on a typed take the app itself called the only card).
    while (forced := forced_giver(ctx, state)) is not None:
        taker = state.exchange.next if state.exchange is not None else None
        assert taker is not None
        state = _take_card(ctx, state, taker, forced, offer_kinds(ctx, forced)[0])
    return state


def _take_card(ctx: Context, state: State, who: int, giver: int, card: str) -> State:
    """``who`` takes ``card`` from ``giver``'s offer; the giver takes next, or the exchange settles."""
    exchange = state.exchange
    assert exchange is not None
    ctx.move(card, 1, f"offer:{state.civs[giver]}", f"taken:{state.civs[who]}")
    exchange = replace(exchange, next=giver, history=exchange.history + ((who, giver),))
    return settle(ctx, replace(state, exchange=exchange))


def forced_giver(ctx: Context, state: State) -> int | None:
    """The player the taker due must take from when one card alone may be taken (one player may give, with one
    kind of card on offer, and nobody else could force the take with Odysseus), else None."""
    exchange = state.exchange
    if exchange is None or exchange.over or exchange.next is None:
        return None
    who = exchange.next
    givers = may_give(ctx, exchange, who)
    if len(givers) != 1 or len(offer_kinds(ctx, givers[0])) != 1:
        return None
    b = Board(state, ctx.ledger)
    for p in exchange.players:
        odysseus = b.owns(p, "odysseus") and (p, "odysseus") not in state.used
        if odysseus and p not in (who, givers[0]) and offer_kinds(ctx, p):
            return None
    return givers[0]


def _swapped(exchange: Exchange, who: int) -> list[int]:
    """The players the taker may not take from now for having just swapped with them."""
    return [p for p in exchange.players if p != who and repeat_swap(exchange, who, p)]


def _offering(ctx: Context, seats: Sequence[int], card: str) -> list[int]:
    """Of these players, those with the card lying in their offer."""
    return [p for p in seats if card in offer_kinds(ctx, p)]


def derive_take(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The giver when only one may give (or only one who may offers the card named), and the card
    when the giver's offer is of one kind: a take is one pick, as at the table."""
    exchange = game(ctx).exchange
    if exchange is None or exchange.next is None:
        return {}
    out: dict[str, Any] = {}
    giver_name = args.get("from")
    if giver_name is None:
        givers = may_give(ctx, exchange, exchange.next)
        # The card is worked out only with its giver: a take is one pick of a card lying in someone's offer (the
        # card alone, filled in while the giver was open, sent the card typed first at the table into 'from').
        card = args.get("card")
        if card is not None:
            givers = _offering(ctx, givers, card)
        if len(givers) != 1:
            return out
        giver_name = out["from"] = ctx.players[givers[0]].name
    if "card" not in args:
        kinds = offer_kinds(ctx, seat(ctx, giver_name))
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
                player=ctx.players[p].name, cards=", ".join(card_name(k) for k in offer_kinds(ctx, p))
            )
            for p in may_give(ctx, exchange, who)
        ]
        said = tr("say which card {player} takes: {offers}").format(player=taker_name, offers="; ".join(offers))
        return [rule("Exchange", said, "exchange")]
    if "from" not in args:
        # Those who offer the card named, when any does (else the card names nothing on offer to him, or his own).
        givers = may_give(ctx, exchange, who)
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
        kinds = phrase_list([card_name(k) for k in offer_kinds(ctx, giver)], "or") or tr("nothing")
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
    elif repeat_swap(exchange, who, giver):
        said = tr("{player} and {other} just swapped").format(player=args["from"], other=taker_name)
        out.append(rule("One swap", said, "exchange"))
    return out


def _only_card(ctx: Context) -> bool:
    """Whether the taker due may take one card alone: one player may give, and offers one kind."""
    exchange = game(ctx).exchange
    if exchange is None or exchange.next is None:
        return False
    givers = may_give(ctx, exchange, exchange.next)
    return len(givers) == 1 and len(offer_kinds(ctx, givers[0])) == 1


def _why_over(before: Context, after: Context) -> list[str]:
    """Why an exchange ended with cards still on offer (p.5, l.13's two early ends); nothing when the offers
    ran out. Play-test 10: the log said only "The exchange is over". Play-test 11: the typed take was the only
    one counted, so the forced takes after it left "offers" that were gone and the early end was said falsely.
    """
    state = game(before)
    old, new = state.exchange, game(after).exchange
    taken = new.history[len(old.history) :] if old is not None and new is not None else []
    left = []
    for p, civ in enumerate(state.civs):
        cards = before.ledger.size(f"offer:{civ}") - sum(1 for _, giver in taken if giver == p)
        if cards > 0:
            left.append(p)
    names = [ctx_name(before, p) for p in left]
    if len(left) == 1:
        return [tr("Only {player}'s offers were left, and nobody takes their own.").format(player=names[0])]
    if len(left) == 2:
        said = tr("Only {player} and {other} still offered, and they had just swapped.")
        return [said.format(player=names[0], other=names[1])]
    return []


def take_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    exchange = game(after).exchange
    who = ctx_name(after, actor(after))
    out = []
    if _only_card(before):
        # A bare take is filled in with it (``derive_take``): the table hears why nobody picked. A take picked
        # is said by its log line alone (play-test 11 read "Petr bere od hráče Honza: zlato." twice).
        said = tr("{player} takes {giver}'s {card}, the only card {player} could take.")
        out.append(said.format(player=who, giver=args["from"], card=one_card(args["card"])))
    if args.get("odysseus"):
        # Play-test 7: the once-a-round power was used without a word.
        out.append(
            tr("{giver} plays Odysseus: {player} had to take from {giver}.").format(giver=args["from"], player=who)
        )
    out += _forced_said(before, after, args)
    if exchange is None or not exchange.over:
        if exchange is not None and exchange.next is not None:
            out.append(tr("{player} takes next.").format(player=ctx_name(after, exchange.next)))
        return out
    out.append(tr("The exchange is over: taken cards and untaken offers go to their owners' hands."))
    out.extend(_why_over(before, after))
    if exchange.short is not None:
        said = tr("{player} is a card short: the Merchant gives one (compensate).")
        out.append(said.format(player=ctx_name(after, exchange.short)))
    return out


def _forced_said(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    """The takes that followed the one typed by themselves, each the only card its taker could take: the cards
    worked out from the offers as they lay before (each giver had one kind left when taken from)."""
    old, new = game(before).exchange, game(after).exchange
    if old is None or new is None:
        return []
    civs = game(before).civs
    offers = {p: dict(before.ledger.holding(f"offer:{civs[p]}")) for p in old.players}
    typed = offers.get(seat(before, args["from"]), {})
    typed[args["card"]] = typed.get(args["card"], 0) - 1
    out = []
    for who, giver in new.history[len(old.history) + 1 :]:
        card = next(kind for kind, n in offers[giver].items() if n > 0)
        offers[giver][card] -= 1
        said = tr("{player} takes {giver}'s {card}, the only card {player} could take.")
        out.append(said.format(player=ctx_name(after, who), giver=ctx_name(after, giver), card=one_card(card)))
    return out


def _take_text(args: Mapping[str, Any]) -> str:
    """How a take reads: "takes tax" said a tax card as if it were a good (play-test)."""
    if args.get("card") == TAXES:
        return N_("{actor} takes a tax card from {from}")
    return N_("{actor} takes {card} from {from}")


TAKE = ActionSpec(
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
    who=after_roles(taker),
    check=check_take,
    derive=derive_take,
    help="The player due to take takes one face-up offered card; the giver takes next.",
    topic="exchange",
    text=_take_text,
    tells_moves=True,
    outcome=take_outcome,
)

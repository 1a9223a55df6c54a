"""What a move costs and what it says (L9): the arrows it crosses, as the table counts them or the kit's
cheapest route; its price in one phrasing; and the outcome lines, said in public on the shared screen.

Kept apart from ``tribes`` (the move and idle actions and their checks), which reads these.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.hidden import Public
from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.struggle_for_rome import crossed, leaving
from rulesets.struggle_for_rome.common import me, name, tribe_kind
from rulesets.struggle_for_rome.formulas import move_cost
from rulesets.struggle_for_rome.holders import gold, resources
from rulesets.struggle_for_rome.placenames import said as place_said
from rulesets.struggle_for_rome.standing import GRAIN_IN_GOLD, ask_where, cheapest, start_of, the_route
from rulesets.struggle_for_rome.taught import here
from rulesets.struggle_for_rome.words import amount, arrows_said, tribe_word
from rulesets.struggle_for_rome.words import gold as gold_word


def arrows(ctx: Context, args: Mapping[str, Any]) -> tuple[int, int, str] | None:
    """Land and sea arrows a move crosses, and the first one's kind when known (the free one, L9): as
    the table counts them (``move``), else the kit's cheapest route."""
    if "land" in args or "sea" in args:
        land, sea = args.get("land", 0), args.get("sea", 0)
        # The first arrow is the free one (L9): of one kind when only one is crossed, else as the table says
        # (a move logged without ``first`` before issue 34 frees whichever arrow suits the payment).
        first = "land" if not sea else "sea" if not land else args.get("first") or ""
        return (land, sea, first) if land or sea else None
    if not args.get("to"):
        return None
    routes = the_route(ctx, me(ctx), tribe_kind(ctx), args["to"])
    start = start_of(ctx, me(ctx), tribe_kind(ctx))
    if routes is None and start is not None:
        # A kit short of arrows may still know a way there: counted over those (see ``unsure``).
        routes = here(ctx).known_routes(start, args["to"])
    return cheapest(ctx, me(ctx), routes, args.get("grain")) if routes else None


def payment(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    who = me(ctx)
    grain = resources(ctx, who).get("grain", 0)
    land, sea, first = arrows(ctx, args) or (0, 0, "")
    return move_cost(land, sea, grain, gold(ctx, who), args.get("grain"), first)


def price_said(land: int, sea: int, price: Mapping[str, int]) -> str:
    """A move's price in one phrasing, whatever pays it (the play-test read "costs 0 grain and 3 gold" and
    "costs 3 gold, or 1 grain in place of ..." for the same price): its worth in gold, and grain's place where
    a land arrow is paid for (L9). Which cards pay it is said apart (``paid_said``): a hand's cards are not
    named on the shared screen before the move is made."""
    worth = price["gold"] + GRAIN_IN_GOLD * price["grain"]
    if not worth:
        return tr("is free")
    # Every arrow but the free one is paid: 3 gold (or 1 grain) a land arrow, 1 gold a sea arrow (L9).
    land_paid = (worth - (land + sea - 1)) // 2
    sea_paid = worth - GRAIN_IN_GOLD * land_paid
    # Said by the arrows paid, as the fifth play-test asked: "costs 2 land arrows: 2 grain or 6 gold".
    if land_paid <= 0:
        return tr("costs {gold}").format(gold=gold_word(worth))
    parts = []
    if land_paid > 0:
        said = ntr("{n} land arrow: {n} grain or {gold}", "{n} land arrows: {n} grain or {gold}", land_paid)
        parts.append(said.format(n=land_paid, gold=gold_word(GRAIN_IN_GOLD * land_paid)))
    if sea_paid > 0:
        said = ntr("{n} sea arrow: {gold}", "{n} sea arrows: {gold}", sea_paid)
        parts.append(said.format(n=sea_paid, gold=gold_word(sea_paid)))
    return tr("costs {arrows}").format(arrows="; ".join(parts))


def paid_said(player: str, price: Mapping[str, int]) -> list[str]:
    """``Ann pays 1 grain and 3 gold.``: what the move took, in one phrasing (none for a free move)."""
    parts = [amount("grain", price["grain"])] if price["grain"] else []
    parts += [gold_word(price["gold"])] if price["gold"] else []
    return [tr("{player} pays {cost}.").format(player=player, cost=phrase_list(parts, tr("and")))] if parts else []


def _out_of_phase(ctx: Context) -> list[str]:
    """Why the app picked the tribe a move forced outside the tribes' phases moves (the play-test's forced
    move in trade and build moved the infantry without a word)."""
    if ctx.phase in ("cavalry", "infantry"):
        return []
    said = tr("Outside the tribes' phases the app takes the {tribe} tribe: a move names no tribe.")
    return [said.format(tribe=tribe_word(tribe_kind(ctx)))]


def move_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    said = leaving.said(before, args)
    return [*_out_of_phase(before), *said, *_move_outcome(leaving.settled(before, args), after, args)]


def _move_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    who = name(before, me(before))
    tribe = tribe_kind(before)
    goal = tr(" to {place}").format(place=place_said(here(before).name(args["to"]))) if args.get("to") else ""
    if args.get("chieftain"):
        said = tr("{player}'s {tribe} tribe moves{goal} for free with the Great Chieftain.")
        return [said.format(player=who, tribe=tribe_word(tribe), goal=goal), *crossed.outcome(before, args)]
    land, sea, _ = arrows(before, args) or (0, 0, "")
    price = payment(before, args)["pay"]
    # The price is the board's, said in public, also in a dry run on the shared screen; which cards pay it is
    # said once the move is made (a dry run counts the cards leaving a hand instead of naming them).
    paid = price_said(land, sea, price)
    told = paid_said(who, price)
    over = ""
    if "land" not in args:
        over = tr(" over {arrows}").format(arrows=arrows_said(land, sea))
    said = tr("{player}'s {tribe} tribe moves{goal}{over}; the move {paid}.")
    return [
        Public(said.format(player=who, tribe=tribe_word(tribe), goal=goal, over=over, paid=paid)),
        *told,
        *unsure(before, args, land + sea),
        *crossed.outcome(before, args),
        # The figure's crossing unknown now: asked at once (also in the pending list until told).
        *([] if args.get("to") else [ask_where(after, me(before), tribe)]),
    ]


#: A move-to paid over the way an earlier move counted (the kit's ``routes``, see ``crossed.route``).
COUNTED_BEFORE = N_(
    "Paid as an earlier move counted the way: if the board shows a shorter one, undo and count it (move)."
)


def unsure(ctx: Context, args: Mapping[str, Any], crossed_arrows: int) -> list[str]:
    """A route counted over the arrows the kit knows, while it lacks others: a shorter one may exist (one
    arrow is always the shortest). The play-test's move-to counted nothing until every arrow was taught."""
    if "land" in args or "sea" in args or crossed_arrows < 2 or here(ctx).complete:
        return []
    start, b = start_of(ctx, me(ctx), tribe_kind(ctx)), here(ctx)
    if start and args.get("to") and b.known_routes(start, args["to"]) == b.counted_routes(start, args["to"]):
        return [tr(COUNTED_BEFORE)]
    return [tr("Counted over the arrows the app knows: if the board shows a shorter way, undo and count it (move).")]

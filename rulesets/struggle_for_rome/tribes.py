"""Phases 3 and 4: the cavalry tribes, then the infantry tribes, in turn order (L9).

A wandering tribe moves to a free crossing (first arrow free; a land arrow
costs 1 grain or 3 gold, a sea arrow 1 gold) and may then plunder or conquer
(see ``attacks``). The table counts the arrows (``move``), or names only the
crossing and the app counts them from the board kit (``move-to``). A tribe
that does nothing at all this turn, not even play a card, takes 2 gold or
one resource card.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import ActionSpec, Violation, rule, unused
from engine.fields import Field
from engine.hidden import Public
from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.struggle_for_rome import crossed, leaving
from rulesets.struggle_for_rome.cards import one_card_a_phase, spend
from rulesets.struggle_for_rome.common import PLAYER, did, game, me, name, seat, tribe_kind, wanderer
from rulesets.struggle_for_rome.data import RULES
from rulesets.struggle_for_rome.formulas import move_cost
from rulesets.struggle_for_rome.holders import BANK, cities_of, gold, pay, resources, take
from rulesets.struggle_for_rome.standing import (
    GRAIN_IN_GOLD,
    ask_where,
    cheapest,
    destination,
    free_crossings,
    reachable,
    start_of,
    the_route,
)
from rulesets.struggle_for_rome.state import AT_START, TRIBES, UNKNOWN, State
from rulesets.struggle_for_rome.taught import arrow_id, here, tell
from rulesets.struggle_for_rome.words import amount, tribe_word
from rulesets.struggle_for_rome.words import gold as gold_word

TOPIC = "tribes"


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


def _payment(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    who = me(ctx)
    grain = resources(ctx, who).get("grain", 0)
    land, sea, first = arrows(ctx, args) or (0, 0, "")
    return move_cost(land, sea, grain, gold(ctx, who), args.get("grain"), first)


def move(ctx: Context, args: Mapping[str, Any]) -> State:
    who, tribe = me(ctx), tribe_kind(ctx)
    ctx.game = leaving.stood(ctx, game(ctx), args)  # the start crossing it leaves, worked out or told
    # Counted step by step between places the app knows, the move tells printed arrows (see ``crossed``):
    # read from the crossing it starts on, before the figure moves.
    taught = crossed.learned(ctx, args)
    counted = crossed.route(ctx, args)
    if args.get("chieftain"):
        ctx.game = spend(ctx, who, "chieftain")  # the card played counts for the one-card rule
    else:
        price = _payment(ctx, args)["pay"]
        pay(ctx, who, {k: n for k, n in price.items() if n})
    goal = args.get("to")
    # The app follows the figure when the move names its crossing; otherwise it loses track.
    ctx.game = game(ctx).standing(who, tribe, goal or UNKNOWN)
    for (one, other), kind in taught:
        ctx.game = tell(ctx, "arrows", arrow_id((one, other)), {"ends": [one, other], "kind": kind})
    if counted is not None:
        ctx.game = tell(ctx, "routes", *counted)
    return did(ctx, who, tribe, "moved")


def _route_checks(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    """The table's count against the kit's routes (L9), where the kit knows every arrow."""
    who, tribe, goal = me(ctx), tribe_kind(ctx), args.get("to")
    if not goal:
        if ("land" in args or "sea" in args) and here(ctx).complete and start_of(ctx, who, tribe):
            # The kit knows every arrow and where the tribe stands: a count would lose the figure's place.
            message = tr("the board kit knows the arrows from here: name the crossing the tribe moves to (move-to)")
            return [rule("Route", message, TOPIC)]
        return []
    out = [] if args.get("chieftain") else destination(ctx, goal)
    routes = the_route(ctx, who, tribe, goal)
    counted = (args.get("land", 0), args.get("sea", 0))
    where = tr(here(ctx).name(goal))
    if routes == ():
        # The Great Chieftain makes the move free, not a way where no arrows lead (L15).
        message = tr("no arrows lead to {place} from the {tribe}'s crossing").format(
            place=where, tribe=tribe_word(tribe)
        )
        out.append(rule("Route", message, TOPIC))
    if args.get("chieftain"):
        return out
    elif routes and any(counted) and not any(counted[0] >= a and counted[1] >= b for a, b, _ in routes):
        ways = dict.fromkeys(tr("{land} land and {sea} sea").format(land=a, sea=b) for a, b, _ in routes)
        shortest = tr(" or ").join(ways)
        message = tr("the shortest ways to {place} cross {arrows} arrows").format(place=where, arrows=shortest)
        out.append(rule("Route", message, TOPIC))
    return out


#: A first arrow of a kind the move does not cross.
NO_FIRST = {
    "land": N_("the move counts no land arrow to cross first"),
    "sea": N_("the move counts no sea arrow to cross first"),
}


def _first_arrow(args: Mapping[str, Any]) -> list[Violation]:
    """A counted move over both kinds of arrow says which it crossed first: that one is free (L9; see
    ``decisions``)."""
    land, sea, first = args.get("land", 0), args.get("sea", 0), args.get("first")
    if first and not (land if first == "land" else sea):
        return [unused("Move", tr(NO_FIRST[first]), TOPIC, "first")]
    if land and sea and not first:
        message = tr("say which arrow the tribe crosses first (first=land or first=sea): only that one is free")
        return [rule("Move", message, TOPIC)]
    return []


def check_move(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = leaving.checks(ctx, args)
    ctx = leaving.settled(ctx, args)  # checked from the start crossing it leaves
    who, tribe = me(ctx), tribe_kind(ctx)
    if cities_of(ctx, who, tribe):
        message = tr("the {tribe} tribe has an empire and no longer wanders").format(tribe=tribe_word(tribe))
        out.append(rule("Empire", message, TOPIC))
    if seat(ctx, who).done(tribe):
        out.append(rule("Tribe turn", "a tribe moves first, once, and not after taking gold for doing nothing", TOPIC))
    out.extend(_route_checks(ctx, args))
    out.extend(crossed.checks(ctx, args))
    if args.get("chieftain"):
        if args.get("to"):
            out.extend(destination(ctx, args["to"]))
        if args.get("grain") is not None:
            said = tr("the Great Chieftain's move is free: no grain is paid")
            out.append(unused("Great Chieftain", said, "cards", "grain"))
        return out + one_card_a_phase(ctx, who)
    out.extend(_first_arrow(args))
    if arrows(ctx, args) is None:
        if "land" in args:
            message = tr("say how many land and sea arrows the tribe crosses")
        elif start_of(ctx, who, tribe) is None and game(ctx).stands(who, tribe) == AT_START:
            message = tr(
                "the app knows no way to there from one of {player}'s start crossings alone: name the one the {tribe} "
                "leaves (start=), or count the arrows (move)"
            ).format(player=name(ctx, who), tribe=tribe_word(tribe))
        elif start_of(ctx, who, tribe) is None:
            message = tr(
                "the app does not know where the {tribe} stands: tell it (stand), or count the arrows (move)"
            ).format(tribe=tribe_word(tribe))
        else:
            message = tr("the board kit cannot count these arrows yet: count them (move)")
        out.append(rule("Move", message, TOPIC))
        return out
    cost = _payment(ctx, args)
    if not cost["affordable"]:
        land, sea, _ = arrows(ctx, args) or (0, 0, "")
        message = tr("the move {paid}; {player} cannot pay").format(
            paid=price_said(land, sea, cost["pay"]), player=name(ctx, who)
        )
        out.append(Violation("Move cost", message, TOPIC, physical=True))
    return out


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
    goal = tr(" to {place}").format(place=tr(here(before).name(args["to"]))) if args.get("to") else ""
    if args.get("chieftain"):
        said = tr("{player}'s {tribe} tribe moves{goal} for free with the Great Chieftain.")
        return [said.format(player=who, tribe=tribe_word(tribe), goal=goal), *crossed.outcome(before, args)]
    land, sea, _ = arrows(before, args) or (0, 0, "")
    price = _payment(before, args)["pay"]
    # The price is the board's, said in public, also in a dry run on the shared screen; which cards pay it is
    # said once the move is made (a dry run counts the cards leaving a hand instead of naming them).
    paid = price_said(land, sea, price)
    told = paid_said(who, price)
    over = ""
    if "land" not in args:
        over = ntr(" over {land} land and {sea} sea arrow", " over {land} land and {sea} sea arrows", sea)
        over = over.format(land=land, sea=sea)
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


def idle(ctx: Context, args: Mapping[str, Any]) -> State:
    who = me(ctx)
    if args["take"] == "gold":
        ctx.move("gold", RULES["idle_gold"], BANK, ctx.own("purse", who))
    else:
        take(ctx, who, args["take"])
    return did(ctx, who, tribe_kind(ctx), "idle")


def check_idle(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    who = me(ctx)
    if args.get("tribe") not in (None, tribe_kind(ctx)):
        said = tr("the {tribe} tribe's turn is now").format(tribe=tribe_word(tribe_kind(ctx)))
        return [rule("Idle tribe", said, TOPIC)]
    if seat(ctx, who).done(tribe_kind(ctx)) or ctx.phase in seat(ctx, who).played:
        return [rule("Idle tribe", "only a tribe that did nothing this turn takes 2 gold or a resource", TOPIC)]
    return []


def idle_tribe(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """``derive`` of idle: the phase's tribe, kept with the event so its log line names it (the play-test's
    "Cyril's tribe stays idle" did not say which)."""
    return {"tribe": tribe_kind(ctx)} if ctx.phase in ("cavalry", "infantry") else {}


def _idle_text(args: Mapping[str, Any]) -> str:
    # An idle logged before the tribe was kept with it says no tribe.
    return N_("{actor}'s {tribe} tribe stays idle") if args.get("tribe") else N_("{actor}'s tribe stays idle")


def _move_text(args: Mapping[str, Any]) -> str:
    """The move's log line: a Great Chieftain's free move counts no arrows (it read "moves 0 land and 0 sea
    arrows")."""
    if args.get("chieftain") and not (args.get("land") or args.get("sea")):
        return N_("{actor} moves for free with the Great Chieftain")
    return N_("{actor} moves {land} land and {sea} sea arrow{sea:s}")


ACTIONS = (
    ActionSpec(
        "move",
        move,
        fields=(
            PLAYER,
            Field("land", "int", "land arrows crossed", default=0, min=0, max=20),
            Field("sea", "int", "sea arrows crossed", default=0, min=0, max=20),
            Field(
                "first",
                "choice",
                "the kind of the first arrow crossed, the free one (when both kinds are crossed)",
                required=False,
                choices=("land", "sea"),
            ),
            Field(
                "grain", "int", "land arrows paid with grain (the rest with 3 gold each)", required=False, min=0, max=20
            ),
            Field("chieftain", "bool", "play the Great Chieftain: move for free", default=False),
            Field("to", "ref", "the crossing it ends on (so the app follows it)", required=False, catalogue="crossing"),
            Field(
                "via",
                "refs",
                "the crossings and cities passed on the way, in order (so the app learns the arrows)",
                required=False,
                catalogue="place",
            ),
            leaving.FROM,
        ),
        phases=("cavalry", "infantry"),
        who=wanderer,
        actor="player",
        check=check_move,
        derive=leaving.derive,
        suggest=free_crossings,
        help="Move the phase's tribe over the arrows you count: first arrow free, then grain or gold.",
        topic=TOPIC,
        text=_move_text,
        outcome=move_outcome,
    ),
    ActionSpec(
        "move-to",
        move,
        fields=(
            PLAYER,
            Field("to", "ref", "the free crossing it moves to", catalogue="crossing"),
            Field(
                "grain", "int", "land arrows paid with grain (the rest with 3 gold each)", required=False, min=0, max=20
            ),
            Field("chieftain", "bool", "play the Great Chieftain: move for free", default=False),
            leaving.FROM,
        ),
        phases=("cavalry", "infantry"),
        who=wanderer,
        actor="player",
        check=check_move,
        derive=leaving.derive,
        suggest=reachable,
        help="Move the phase's tribe to a crossing: the board kit counts the arrows and the cheapest way is paid.",
        topic=TOPIC,
        text="{actor} moves to {to}",
        outcome=move_outcome,
    ),
    ActionSpec(
        "idle",
        idle,
        fields=(
            PLAYER,
            Field("take", "ref", "2 gold, or the resource card taken", catalogue="idle"),
            Field(
                "tribe",
                "choice",
                "the tribe that stays idle (the phase's)",
                required=False,
                choices=TRIBES,
                asked=False,
            ),
        ),
        phases=("cavalry", "infantry"),
        actor="player",
        check=check_idle,
        derive=idle_tribe,
        help="A tribe that does nothing this turn takes 2 gold or one resource card.",
        topic=TOPIC,
        # What it takes is told by the moves: a pasture card comes face down from the deck, so it is counted.
        text=_idle_text,
    ),
)

"""Phases 3 and 4: the cavalry tribes, then the infantry tribes, in turn order (L9).

A wandering tribe moves to a free crossing (first arrow free; a land arrow
costs 1 grain or 3 gold, a sea arrow 1 gold) and may then plunder or conquer
(see ``attacks``). The table counts the arrows (``move``), or names only the
crossing and the app counts them from the board kit (``move-to``). A tribe
that does nothing at all this turn, not even play a card, takes 2 gold or
one resource card. What a move costs and what it says are in ``move_said``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.actions import ActionSpec, Violation, rule, unused
from engine.fields import Field
from engine.i18n import N_, tr
from engine.spoken_names import field_word
from engine.state import Context
from rulesets.struggle_for_rome import crossed, leaving, pasture
from rulesets.struggle_for_rome.cards import one_card_a_phase, spend
from rulesets.struggle_for_rome.common import PLAYER, did, game, me, name, seat, tribe_kind, wanderer
from rulesets.struggle_for_rome.data import RULES
from rulesets.struggle_for_rome.empire_part import WHOLE_LOG
from rulesets.struggle_for_rome.holders import BANK, cities_of, pay, resources, take
from rulesets.struggle_for_rome.move_said import arrows, move_outcome, payment, price_said
from rulesets.struggle_for_rome.placenames import said as place_said
from rulesets.struggle_for_rome.standing import (
    destination,
    free_crossings,
    reachable,
    start_of,
    the_route,
)
from rulesets.struggle_for_rome.state import AT_START, UNKNOWN, State
from rulesets.struggle_for_rome.taught import arrow_id, here, tell
from rulesets.struggle_for_rome.words import amount, tribe_word

TOPIC = "tribes"


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
        price = payment(ctx, args)["pay"]
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
    where = place_said(here(ctx).name(goal))
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
        # L13: an empire's tribe never wanders again. Not overridable: the app would log a move the tribe,
        # held in its cities, cannot make (the play-test's forced move was logged and never happened).
        message = tr("{player}'s {tribe} tribe has an empire and no longer wanders").format(
            player=name(ctx, who), tribe=tribe_word(tribe)
        )
        out.append(Violation("Empire", message, TOPIC, physical=True))
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
            # Play-test 11: "no way to there from one of ... alone" did not read; the question is which one.
            message = tr(
                "the app cannot tell which of {player}'s start crossings the {tribe} leaves: name it (start=), or "
                "count the arrows (move)"
            ).format(player=name(ctx, who), tribe=tribe_word(tribe))
        elif start_of(ctx, who, tribe) is None:
            message = tr(
                "the app does not know where the {tribe} stands: tell it (stand), or count the arrows (move)"
            ).format(tribe=tribe_word(tribe))
        else:
            message = tr("the board kit cannot count these arrows yet: count them (move)")
        # Play-test 9 (N12): forced, a move-to with no known way went for 0 arrows, free. Forcing a rule never
        # makes a move's cost vanish: the arrows are counted, or the move is not made (older saves: as they did).
        counted = "land" in args or ctx.options.get(WHOLE_LOG)
        out.append(rule("Move", message, TOPIC) if counted else Violation("Move", message, TOPIC, physical=True))
        return out
    cost = payment(ctx, args)
    if not cost["affordable"]:
        land, sea, _ = arrows(ctx, args) or (0, 0, "")
        message = tr("the move {paid}; {player} cannot pay").format(
            paid=price_said(land, sea, cost["pay"]), player=name(ctx, who)
        )
        held = resources(ctx, who).get("grain", 0)
        if args.get("grain") and held < args["grain"]:
            # The grain named is missing, not the means (play-test 8, P4: "cannot pay" with 8 gold for a 3).
            message = tr("the move {paid}; {player} has {held}, not the {n} named").format(
                paid=price_said(land, sea, cost["pay"]),
                player=name(ctx, who),
                held=amount("grain", held),
                n=amount("grain", args["grain"]),
            )
            if payment(ctx, {**args, "grain": None})["affordable"]:
                message += tr(": without grain= the move is paid as the hand allows")
        out.append(Violation("Move cost", message, TOPIC, physical=True))
    return out


def idle(ctx: Context, args: Mapping[str, Any]) -> State:
    who = me(ctx)
    if args["take"] == "gold":
        ctx.move("gold", RULES["idle_gold"], BANK, ctx.own("purse", who))
    else:
        take(ctx, who, pasture.top_card(ctx, args["take"]))
    return did(ctx, who, tribe_kind(ctx), "idle")


#: Session option of saves from before version 12: an idle forced out of the tribe phases paid.
IDLE_LOG = "idle_forced_out_of_phase_paid"


def check_idle(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    who = me(ctx)
    if ctx.phase not in ("cavalry", "infantry") and not ctx.options.get(IDLE_LOG):
        # Forced out of its phase it paid 2 gold to no tribe (play-test 11): the rule's own condition is a tribe
        # doing nothing in its phase (L9), which no override makes true.
        said = tr("only a tribe doing nothing in its own phase takes 2 gold or a resource card")
        return [Violation("Idle tribe", said, TOPIC, physical=True)]
    if args.get("tribe") not in (None, tribe_kind(ctx)):
        said = tr("the {tribe} tribe's turn is now").format(tribe=tribe_word(tribe_kind(ctx)))
        return [rule("Idle tribe", said, TOPIC)]
    if seat(ctx, who).done(tribe_kind(ctx)) or ctx.phase in seat(ctx, who).played:
        # Named with the player: an idle meant for the player whose turn just passed reads as the next one's.
        said = tr(
            "{player}'s {tribe} tribe has acted this turn: only a tribe that did nothing takes 2 gold or a resource"
        )
        return [rule("Idle tribe", said.format(player=name(ctx, who), tribe=tribe_word(tribe_kind(ctx))), TOPIC)]
    # A pasture card the deck cannot give, or the top one while it may be either (play-test 9: the refusal
    # spoke of receive, and there was no way to say "the top card").
    unlike = pasture.unseen(ctx, args.get("take"), field_word("take"))
    return [Violation("Idle tribe", unlike, TOPIC, physical=True)] if unlike else []


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
    # One kind alone is said alone (play-test 9: "1 land and 0 sea arrows").
    if not args.get("sea"):
        return N_("{actor} moves {land} land arrow{land:s}")
    if not args.get("land"):
        return N_("{actor} moves {sea} sea arrow{sea:s}")
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
                "ref",
                "the tribe that stays idle (the phase's: worked out)",
                required=False,
                catalogue="tribe",
                derived=True,  # listed in the help: the parser takes it typed (play-test 7)
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

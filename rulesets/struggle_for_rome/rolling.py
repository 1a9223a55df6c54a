"""Phase 1: the start player rolls until four different numbers are covered on the compass rose.

After each roll everyone takes one resource per landscape beside their
figures: the app works it out where the board kit allows (see ``income``),
and the other players enter theirs (``receive``); pasture cards are drawn
hidden, so everyone names the ones they drew. A 7 lets the start player move
the legionary and take a resource card, or up to 2 gold, from a player beside
it (see ``legionary``). Nobody discards. When the bank cannot give everyone what a roll brings,
everyone first returns half of that resource (L15).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import N_, tr
from engine.state import Context
from rulesets.struggle_for_rome import bounds, income, legionary, owed, pasture
from rulesets.struggle_for_rome.cities import MEND_KIT
from rulesets.struggle_for_rome.common import (
    PLAYER,
    game,
    me,
    name,
    not_started,
    start_player,
    update,
)
from rulesets.struggle_for_rome.data import RESOURCE_IDS, RULES
from rulesets.struggle_for_rome.holders import (
    PASTURE_KINDS,
    ROSE,
    draw_pasture,
    draw_seen,
    halve,
    stock,
    take,
)
from rulesets.struggle_for_rome.receiving import named_receiver, receivers
from rulesets.struggle_for_rome.state import State
from rulesets.struggle_for_rome.words import pasture_cards, stocked

TOPIC = "roll"


def covered(ctx: Context) -> list[int]:
    """Numbers covered on the compass rose this round, lowest first."""
    return sorted(int(h.partition(":")[2]) for h in ctx.ledger.holders("number"))


# -- the roll --------------------------------------------------------------------


def roll(ctx: Context, args: Mapping[str, Any]) -> State:
    total = sum(args["dice"])
    ctx.game = owed.close(ctx, game(ctx))  # income not in for the roll before stays owed (``late``)
    if total not in covered(ctx) and ctx.count(ROSE, "marker"):
        # A covered number, or a full rose, is refused by the check, which says why once (the ledger would again).
        ctx.move("marker", 1, ROSE, f"number:{total}")
    state = income.serve(ctx, total)
    state = replace(state, rolls=state.rolls + (total,))
    if total == 7:
        return replace(state, legionary_due=ctx.position.start)
    return state


def check_roll(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    total = sum(args["dice"])
    done = covered(ctx)
    # Physical: the rose has no marker for a fifth number, nor room for a second on one (no override places it).
    if len(done) >= RULES["rose_numbers"]:
        return [Violation("Compass rose", "four numbers are covered: the roll is over", TOPIC, physical=True)]
    if total in done:
        said = tr("{n} is covered already: roll again").format(n=total)
        return [Violation("Compass rose", said, TOPIC, physical=True)]
    if game(ctx).legionary_due is not None:
        return [rule("Legionary", "move the legionary for the 7 first", TOPIC)]
    return []


def roll_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    total = sum(args["dice"])
    said = tr("{number} is covered on the compass rose ({n} of {total}).")
    line = said.format(number=total, n=len(covered(after)), total=RULES["rose_numbers"])
    if total == 7:
        line += " " + tr("{player} moves the legionary.").format(player=name(after, after.position.start))
    return [line, *income.describe(before, total)]


def rolls_left(ctx: Context) -> bool:
    """Whether the rose has a number left to cover: once four are, the roll is not offered (the play-test was
    offered it while a pasture card was still to be named); nor while the legionary waits to move after a 7,
    which the check refuses (play-test 8)."""
    return len(covered(ctx)) < RULES["rose_numbers"] and game(ctx).legionary_due is None


def shortage_due(ctx: Context) -> bool:
    """A shortage is offered after a roll, not while the legionary waits to move (play-test 8: offered, then
    refused): a 7 brings nothing to run short of."""
    return bool(covered(ctx)) and game(ctx).legionary_due is None


# -- income ----------------------------------------------------------------------


def _for_roll(ctx: Context, args: Mapping[str, Any]) -> int:
    """The number a receive is for: as told, else the latest roll (0 before any).

    Pasture cards a player still owes after a 7 are for the roll before it: a 7 brings nothing (L7), so the
    app names that roll itself (the play-test's late card for a 9 was refused without ``roll=``).
    """
    state = game(ctx)
    rolls = state.rolls
    if args.get("roll"):
        return int(args["roll"])
    if not rolls:
        return 0
    pasture_only = any(args.get(k) for k in PASTURE_KINDS) and not any(
        args.get(k) for k in RESOURCE_IDS if k not in PASTURE_KINDS
    )
    owed_for = state.owed_for(ctx.actor) if ctx.actor is not None else None
    earliest = [n for n, s in owed.owed_late(ctx) if s == ctx.actor]
    if earliest and ctx.actor not in income.unaccounted(ctx) and not (pasture_only and owed_for):
        # Income owed for an earlier roll, the latest's being in: it is that roll's (play-test 8, P1).
        return earliest[0]
    if pasture_only and owed_for:  # the roll the card is owed for (a 7 owes none: L7)
        return owed_for
    earlier = [n for n in rolls if n != 7]
    if rolls[-1] == 7 and pasture_only and earlier and ctx.actor is not None and state.owed(ctx.actor):
        return earlier[-1]
    return rolls[-1]


def receive(ctx: Context, args: Mapping[str, Any]) -> State:
    who = me(ctx)
    state = game(ctx)
    args = {**args, **(pasture.drawn_by_itself(ctx, args) or {})}
    latest = _for_roll(ctx, args)
    if not any(args.get(k) for k in RESOURCE_IDS):
        # The roll brings them nothing, said: once everyone's income for it is in, the roll may end by itself.
        return replace(state, nothing=state.nothing + ((latest, who),))
    for kind in RESOURCE_IDS:
        if args.get(kind) and kind not in PASTURE_KINDS:
            take(ctx, who, kind, args[kind])
    draw_seen(ctx, {kind: args.get(kind, 0) for kind in PASTURE_KINDS}, ctx.own("hand", who))
    got = tuple((latest, who, kind, args[kind]) for kind in RESOURCE_IDS if args.get(kind))
    state = replace(state, taken=state.taken + got)
    drawn = sum(args.get(k, 0) for k in PASTURE_KINDS)
    if drawn and state.owed(who):
        draws = list(state.draws)
        draws[who] -= min(drawn, draws[who])
        return state.drawing(draws)
    return state


def _paying(state: State, who: int, args: Mapping[str, Any]) -> bool:
    """Whether a receive only names pasture cards a player still owes (the roll's grain or ore may be in)."""
    drawn = sum(args.get(k, 0) for k in PASTURE_KINDS)
    others = any(args.get(k) for k in RESOURCE_IDS if k not in PASTURE_KINDS)
    return bool(drawn) and not others and drawn <= state.owed(who)


def _served(ctx: Context, who: int, args: Mapping[str, Any]) -> list[Violation]:
    """A player whose income the app took for the roll only names the pasture cards drawn."""
    out = []
    owed = game(ctx).owed(who)
    drawn = sum(args.get(k, 0) for k in PASTURE_KINDS)
    state = game(ctx)
    took = state.rolls and any(
        r == state.rolls[-1] and w == who and k in ("grain", "ore") for r, w, k, _ in state.taken
    )
    if (args.get("grain") or args.get("ore")) and not took:
        # The play-test's player owed only a pasture card read "the app has taken C's grain and ore".
        message = tr("by the board kit the roll brings {player} no grain or ore: name only the pasture cards drawn")
        out.append(rule("Income", message.format(player=name(ctx, who)), TOPIC))
    elif args.get("grain") or args.get("ore"):
        message = tr("the app has taken {player}'s grain and ore for the roll from the board kit")
        out.append(rule("Income", message.format(player=name(ctx, who)), TOPIC))
    if drawn > owed:
        message = tr("{player} draws {cards} for the rolls, by the board kit")
        out.append(rule("Income", message.format(player=name(ctx, who), cards=pasture_cards(owed)), TOPIC))
    return out


def _not_income(ctx: Context, number: int) -> list[Violation]:
    """A receive before the legionary has moved, or for a 7: nothing goes on until it moves, and a 7 is no
    income number (L7; a play-test's table took four incomes for a 7)."""
    state = game(ctx)
    if state.legionary_due is not None:
        said = tr("{player} moves the legionary for the 7 first")
        return [rule("Legionary", said.format(player=name(ctx, state.legionary_due)), TOPIC)]
    if number != 7:
        return []
    message = tr("a 7 brings no resources: it moves the legionary")
    if any(n != 7 for n in state.rolls):
        message += tr(" (for an earlier roll, say which: roll=N)")
    return [rule("Income", message, TOPIC)]


def check_receive(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = []
    if not covered(ctx):
        out.append(rule("Income", "resources are taken after a roll", TOPIC))
    state = game(ctx)
    number = _for_roll(ctx, args)
    not_income = _not_income(ctx, number)
    out.extend(not_income)
    if not any(args.get(k) for k in RESOURCE_IDS) and pasture.drawn_by_itself(ctx, args) is None:
        out.extend(_nothing(ctx, me(ctx), number))
    unlike = pasture.refusal(ctx, {k: args.get(k, 0) for k in PASTURE_KINDS})
    if unlike is not None:
        out.append(Violation("Income", unlike, TOPIC, physical=True))
    if args.get("roll") and number not in state.rolls:
        rolled = ", ".join(map(str, state.rolls)) or tr("nothing yet")
        message = tr("{n} has not been rolled this round (rolled: {rolled})").format(n=number, rolled=rolled)
        out.append(rule("Income", message, TOPIC))
    owes_late = (number, me(ctx)) in owed.owed_late(ctx)
    if me(ctx) in state.served and not owes_late:
        if not not_income:  # for a 7 the why is enough: "grain and ore taken" read as if the 7 paid some
            out.extend(_served(ctx, me(ctx), args))
    elif (
        state.rolls
        and not _paying(state, me(ctx), args)
        and any(r == number and w == me(ctx) for r, w, _, _ in state.taken)
    ):
        # L7: one resource for each landscape beside the tribe, taken once per roll (all of it in one entry);
        # a roll whose resources were not entered before the next one is named with roll=.
        message = tr("{player} has taken the resources of the {n} already").format(player=name(ctx, me(ctx)), n=number)
        if number == state.rolls[-1] and len(state.rolls) > 1:
            message += tr(" (for an earlier roll, say which: roll=N)")
        out.append(rule("Income", message, TOPIC))
    got, most = sum(args.get(k, 0) for k in RESOURCE_IDS), income.most_landscapes(ctx, me(ctx))
    if got > most:
        # Whatever the kit does not know yet, the figures touch so many landscapes and no more.
        said = tr("{player}'s figures touch at most {n} landscapes, and each brings one resource a roll")
        out.append(Violation("Income", said.format(player=name(ctx, me(ctx)), n=most), TOPIC, physical=True))
    elif me(ctx) not in state.served or owes_late:
        # The landscapes the kit knows beside the figures bound it closer (one resource each, L7).
        too_much = bounds.refusal(ctx, me(ctx), number, {k: args.get(k, 0) for k in RESOURCE_IDS})
        if too_much is not None:
            out.append(Violation("Income", too_much, TOPIC, physical=True, mend=tr(MEND_KIT)))
    wanted = {"grain": args.get("grain", 0), "ore": args.get("ore", 0)}
    wanted["pasture"] = sum(args.get(k, 0) for k in PASTURE_KINDS)
    for kind, n in wanted.items():
        if n and stock(ctx, kind) < n:
            message = tr(
                "the bank is short of {resource}: everyone first returns half of theirs (the shortage action)"
            ).format(resource=_short(kind))
            out.append(Violation("Shortage", message, TOPIC, physical=True))
    return out


def _nothing(ctx: Context, who: int, number: int) -> list[Violation]:
    """A receive naming no resource says the roll brings the player nothing: not for a player who still names
    the pasture cards drawn, whose income the kit worked out, or who has said so already."""
    state = game(ctx)
    if state.owed(who):
        said = tr("{player} draws {cards} for the rolls: say which (horse or cattle)")
        return [rule("Income", said.format(player=name(ctx, who), cards=pasture_cards(state.owed(who))), TOPIC)]
    if who in state.served and number == state.rolls[-1]:
        said = tr("the app has worked out {player}'s income for the roll from the board kit")
        return [rule("Income", said.format(player=name(ctx, who)), TOPIC)]
    if (number, who) in state.nothing:
        said = tr("{player} has said the {n} brings them nothing").format(player=name(ctx, who), n=number)
        return [rule("Income", said, TOPIC)]
    return []


def receive_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    """``The 8 brings Bo nothing.`` for a receive naming no resource (the cards taken say the rest)."""
    if any(args.get(k) for k in RESOURCE_IDS):
        return []
    drawn = pasture.drawn_by_itself(before, args, me(after))
    if drawn:
        # Which kind stays hidden, as any draw's (the ledger's line counts cards only).
        said = tr("{player} draws {cards}: the pasture deck could give only one kind.")
        return [said.format(player=name(after, me(after)), cards=pasture_cards(sum(drawn.values())))]
    said = tr("The {n} brings {player} nothing.")
    return [said.format(n=_for_roll(before, args), player=name(after, me(after)))]


def starting_card(ctx: Context, args: Mapping[str, Any]) -> State:
    who = me(ctx)
    draw_pasture(ctx, args["card"], 1, ctx.own("hand", who))
    return update(ctx, who, started=True)


def starting_card_due(ctx: Context) -> bool:
    """Listed only while a player still has to record theirs: it is drawn once, before the first roll's end
    (a play-test was offered it in round 2)."""
    return ctx.position.round == 1 and bool(not_started(ctx))


def check_starting_card(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if ctx.position.round != 1 or game(ctx).seats[me(ctx)].started:
        return [rule("Setup", "each player gets one pasture card, at the start of the game", "setup")]
    return []


def shortage(ctx: Context, args: Mapping[str, Any]) -> State:
    halve(ctx, args["resource"])
    state = game(ctx)
    return replace(state, halved=state.halved + (args["resource"],))


def check_shortage(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    have = stock(ctx, args["resource"])
    if not covered(ctx):
        return [rule("Shortage", "a shortage comes with a roll", TOPIC)]
    if args["resource"] in game(ctx).halved:
        if args["resource"] == "pasture":
            return [rule("Shortage", tr("everyone has returned half their pasture for this roll"), TOPIC)]
        message = tr("everyone has returned half their {resource} for this roll").format(resource=tr(args["resource"]))
        return [rule("Shortage", message, TOPIC)]
    if have >= args["due"]:
        message = tr("the bank has {cards}, enough for the {due} due")
        return [rule("Shortage", message.format(cards=stocked(args["resource"], have), due=args["due"]), TOPIC)]
    return []


def _short(resource: str) -> str:
    return tr("pasture cards") if resource == "pasture" else tr(resource)


def shortage_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    have = stock(after, args["resource"])
    said = tr("The bank now has {cards} for the {due} due.")
    return [said.format(cards=stocked(args["resource"], have), due=args["due"])]


#: The names of ``receive``'s fields, made in a loop from the resource ids: named here so the message
#: extraction, which reads only a literal ``Field("name", ...)``, keeps their Czech words.
FIELD_NAMES = (N_("field:grain"), N_("field:ore"), N_("field:horse"), N_("field:cattle"))

#: The help of ``receive``'s fields, one a resource.
_TAKEN = {
    "grain": N_("grain cards taken"),
    "ore": N_("ore cards taken"),
    "horse": N_("horse cards taken"),
    "cattle": N_("cattle cards taken"),
}

ACTIONS = (
    ActionSpec(
        "roll-resources",
        roll,
        fields=(
            PLAYER,
            Field("dice", "dice", "both dice as rolled, e.g. 3,5 (roll:2 lets the app roll)", min=2, max=2),
        ),
        phases=("roll",),
        who=start_player,
        actor="player",
        offered=rolls_left,
        check=check_roll,
        help="The start player's roll: a number not yet covered on the compass rose.",
        topic=TOPIC,
        text="{actor} rolls {dice}",
        outcome=roll_outcome,
    ),
    ActionSpec(
        "receive",
        receive,
        fields=(
            PLAYER,
            *(Field(r, "int", _TAKEN[r], default=0, min=0, max=8) for r in RESOURCE_IDS),
            Field("roll", "int", "the number they came with (else the latest roll)", required=False, min=2, max=12),
        ),
        phases=("roll",),
        who=receivers,
        actor="player",
        actor_of=named_receiver,
        check=check_receive,
        help="Resources a player takes for the roll (one per landscape beside their figures); none: it brings "
        "them nothing.",
        topic=TOPIC,
        text="{actor}'s income for the roll",
        outcome=receive_outcome,
    ),
    ActionSpec(
        "starting-card",
        starting_card,
        fields=(PLAYER, Field("card", "ref", "the pasture card drawn (horse or cattle)", catalogue="pasture")),
        phases=("roll",),
        who=not_started,
        actor="player",
        offered=starting_card_due,
        check=check_starting_card,
        help="Record the pasture card each player draws at the start of the game.",
        topic="setup",
        text="{actor} draws a starting pasture card",
    ),
    ActionSpec(
        "shortage",
        shortage,
        fields=(
            Field(
                "resource",
                "ref",
                "what the bank lacks (pasture: horse and cattle cards)",
                catalogue="stock",
            ),
            Field("due", "int", "cards of it this roll still gives, all players together", min=1, max=40),
        ),
        phases=("roll",),
        who="table",
        offered=shortage_due,
        check=check_shortage,
        help="The bank cannot give everyone what the roll brings: everyone returns half of it (rounded down) first.",
        topic=TOPIC,
        text="The bank runs short of {resource}: everyone returns half",
        outcome=shortage_outcome,
    ),
    legionary.ACTION,
)

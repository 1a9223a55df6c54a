"""Phase 1: the start player rolls until four different numbers are covered on the compass rose.

After each roll everyone takes one resource per landscape beside their
figures: the app works it out where the board kit allows (see ``income``),
and the other players enter theirs (``receive``, see ``taking``); pasture cards are drawn
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
from engine.names import phrase_list
from engine.state import Context
from rulesets.struggle_for_rome import empire_part, income, legionary, owed, taking
from rulesets.struggle_for_rome.common import (
    PLAYER,
    game,
    me,
    name,
    not_started,
    start_player,
    update,
)
from rulesets.struggle_for_rome.data import RULES
from rulesets.struggle_for_rome.empire_part import WHOLE_LOG
from rulesets.struggle_for_rome.holders import (
    ROSE,
    draw_pasture,
    halve,
    stock,
)
from rulesets.struggle_for_rome.rose_dice import rose_dice
from rulesets.struggle_for_rome.state import State
from rulesets.struggle_for_rome.taking import covered
from rulesets.struggle_for_rome.words import stocked

TOPIC = "roll"


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
        # A mend of its own: "if the table differs, use correct" does not help here (play-test 11, B7).
        mend = N_("the roll phase ends by itself once the last roll's income is in")
        return [
            Violation("Compass rose", "four numbers are covered: the roll is over", TOPIC, physical=True, mend=mend)
        ]
    if total in done:
        said = tr("{n} is covered already: roll again").format(n=total)
        return [Violation("Compass rose", said, TOPIC, physical=True, mend=N_("roll the dice again (dice=roll:2)"))]
    if game(ctx).legionary_due is not None:
        return [rule("Legionary", "move the legionary for the 7 first", TOPIC)]
    waiting = not_started(ctx) if ctx.position.round == 1 and not ctx.options.get(WHOLE_LOG) else []
    if waiting:
        # Play-test 9 (P10): the first roll was allowed before the setup's pasture cards (L5).
        said = tr("the setup is not finished: {players} still record their starting pasture card (starting-card)")
        return [rule("Setup", said.format(players=phrase_list([name(ctx, s) for s in waiting])), "setup")]
    return []


def roll_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    total = sum(args["dice"])
    said = tr("{number} is covered on the compass rose ({n} of {total}).")
    line = said.format(number=total, n=len(covered(after)), total=RULES["rose_numbers"])
    if total == 7:
        line += " " + tr("{player} moves the legionary.").format(player=name(after, after.position.start))
    return [line, *income.describe(before, total), *empire_part.said(before, total)]


def rolls_left(ctx: Context) -> bool:
    """Whether the rose has a number left to cover: once four are, the roll is not offered (the play-test was
    offered it while a pasture card was still to be named); nor while the legionary waits to move after a 7,
    which the check refuses (play-test 8)."""
    return len(covered(ctx)) < RULES["rose_numbers"] and game(ctx).legionary_due is None


def shortage_due(ctx: Context) -> bool:
    """A shortage is offered after a roll, not while the legionary waits to move (play-test 8: offered, then
    refused): a 7 brings nothing to run short of."""
    return bool(covered(ctx)) and game(ctx).legionary_due is None


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
    state = replace(state, halved=state.halved + (args["resource"],))
    # With the bank filled again, income the kit works out and left to the table comes in (play-test 11, B3).
    return state if ctx.options.get(owed.SEVEN_LOG) else owed.serve_late(ctx, state)


def due_now(ctx: Context) -> dict[str, int]:
    """Grain, ore and pasture cards the board kit works out as due and not yet taken: the latest roll's income
    of those who have not taken theirs, and income owed for earlier rolls."""
    state = game(ctx)
    due = dict.fromkeys(income.KINDS, 0)
    if not state.rolls or state.legionary_due is not None:
        return due
    owing = [(state.rolls[-1], s) for s in income.unaccounted(ctx)] + owed.owed_late(ctx)  # none for a 7
    for number, seat in owing:
        for kind, n in (owed.gains_then(ctx, seat, number) or {}).items():
            due[kind] = due.get(kind, 0) + n
    return due


def derive_shortage(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """What the bank is short of, and how many cards of it are due, where the board kit tells (play-test 11,
    B5: the app said "the bank has 0 grain" and worked out the grain due, yet asked for both)."""
    due = due_now(ctx)
    short = [k for k in income.KINDS if due.get(k, 0) > stock(ctx, k)]
    resource = args.get("resource") or (short[0] if len(short) == 1 else None)
    if resource is None:
        return {}
    told: dict[str, Any] = {"resource": resource}
    if args.get("due") is None and due.get(resource):
        told["due"] = due[resource]
    return told


def check_shortage(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if not covered(ctx):
        return [rule("Shortage", "a shortage comes with a roll", TOPIC)]
    if args.get("resource") is None or args.get("due") is None:
        # The board kit could not tell: the table says it.
        said = tr("say what the bank lacks and how many cards of it are due (resource=, due=)")
        return [Violation("Shortage", said, TOPIC, physical=True, mend=N_("name them: resource= and due="))]
    have = stock(ctx, args["resource"])
    if args["resource"] in game(ctx).halved:
        if args["resource"] == "pasture":
            return [rule("Shortage", tr("everyone has returned half their pasture for this roll"), TOPIC)]
        message = tr("everyone has returned half their {resource} for this roll").format(resource=tr(args["resource"]))
        return [rule("Shortage", message, TOPIC)]
    if have >= args["due"]:
        message = tr("the bank has {cards}, enough for the {due} due")
        return [rule("Shortage", message.format(cards=stocked(args["resource"], have), due=args["due"]), TOPIC)]
    return []


def shortage_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    have = stock(after, args["resource"])
    said = tr("The bank now has {cards} for the {due} due.")
    return [said.format(cards=stocked(args["resource"], have), due=args["due"]), *owed.late(before, after)]


ACTIONS = (
    ActionSpec(
        "roll-resources",
        roll,
        fields=(
            PLAYER,
            # The app's own roll is rolled again on a covered number (L7), as the table would (``rose_dice``).
            rose_dice(Field("dice", "dice", "both dice as rolled, e.g. 3,5 (roll:2 lets the app roll)", min=2, max=2)),
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
    taking.ACTION,
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
                "what the bank lacks (pasture: horse and cattle cards); the board kit's income tells it",
                required=False,
                catalogue="stock",
                derived=True,
            ),
            Field(
                "due",
                "int",
                "cards of it this roll still gives, all players together (the board kit's income tells it)",
                required=False,
                min=1,
                max=40,
                derived=True,
            ),
        ),
        phases=("roll",),
        who="table",
        offered=shortage_due,
        check=check_shortage,
        derive=derive_shortage,
        help="The bank cannot give everyone what the roll brings: everyone returns half of it (rounded down) first.",
        topic=TOPIC,
        text="The bank runs short of {resource}: everyone returns half",
        outcome=shortage_outcome,
    ),
    legionary.ACTION,
)

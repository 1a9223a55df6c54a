"""One command for a contest's red dice (l.5 step 2, l.6 the same): everyone still to roll, at once.

The rulebook has every entrant roll the 3 red dice before anyone plays a
card: a step the table takes together. ``rolls`` enters all those dice in
one command, 3 an entrant in turn order, and ``dice=roll`` rolls them here.
``fight`` and ``race`` still enter one entrant's roll (a table rolling one
by one, or a space whose printed strength the kit lacks: ``base=``). The
cards in turn order and the blue dice stay steps of their own (``steps``).

Parsing a field knows the seats, not the entrants: ``roll`` rolls 3 dice
for every seat (as ``start-player`` does) and the entrants' are read in turn
order, the rest unread. Typed dice are 3 an entrant, no more.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import tr
from engine.state import Context
from rulesets.aquileia.common import METAL_CHOICES, game, name
from rulesets.aquileia.contests import (
    CARD_FIELDS,
    metal_of,
    one_action,
    rolled_text,
    space_strength,
    to_compete,
)
from rulesets.aquileia.data import DICE
from rulesets.aquileia.state import State
from rulesets.aquileia.steps import VERB, passed_over, then
from rulesets.aquileia.words import metal_amount, word

#: The red dice an entrant rolls (l.5).
EACH = DICE["contest"]


def dealt(ctx: Context, args: Mapping[str, Any]) -> list[tuple[int, list[str]]]:
    """Each entrant still to roll with their 3 dice, in turn order.

    Raises:
        BadInput: The dice are not 3 an entrant still to roll (nor a roll for every seat).
    """
    seats = list(to_compete(ctx))
    dice = list(args.get("dice", []))
    if not seats:
        return []
    if len(dice) not in (EACH * len(seats), EACH * len(ctx.players)):
        said = tr("rolls: the red dice of {players}: {each} each, {total} in all, in turn order (or roll)")
        players = ", ".join(name(ctx, s) for s in seats)
        raise BadInput(said.format(players=players, each=EACH, total=EACH * len(seats)))
    return [(seat, dice[i * EACH : (i + 1) * EACH]) for i, seat in enumerate(seats)]


def _entry(ctx: Context, seat: int, dice: Sequence[str]) -> tuple[int, int, str]:
    """(strength, from spaces, metal) of one entrant's roll."""
    area = ctx.phase
    metal = metal_of(ctx, seat, area)
    spaces = space_strength(ctx, seat, area, {})
    return spaces + list(dice).count(metal), spaces, metal


def rolls(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    area = ctx.phase
    for seat, dice in dealt(ctx, args):
        strength, _, metal = _entry(ctx, seat, dice)
        state = replace(state, strengths=(*state.strengths, (area, seat, strength, metal)))
    return state


def check_rolls(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    area = ctx.phase
    if area not in CARD_FIELDS:
        return []
    if one_action(ctx):
        said = tr("in this save each entrant fights or races alone, with their cards and blue dice")
        return [rule("Contest", said, area)]
    if not to_compete(ctx):
        # Nothing is left for the dice to do: forcing it would carry out nothing.
        return [Violation("Contest", tr("everyone has rolled"), area, physical=True)]
    for seat, _ in dealt(ctx, args):
        try:
            space_strength(ctx, seat, area, {})
        except BadInput as unknown:
            # The roll alone takes the printed strength the kit lacks (``base``).
            said = tr("{reason}: {player} rolls alone ({verb} base=...)")
            return [rule("Spaces", said.format(reason=unknown, player=name(ctx, seat), verb=VERB[area]), area)]
    return []


def rolls_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    area = before.phase
    # The faces first, so the table can check a roll the app made (play-test: only the counts were logged).
    faces = "; ".join(
        tr("{player} {dice}").format(player=name(before, seat), dice=", ".join(word(d) for d in dice))
        for seat, dice in dealt(before, args)
    )
    out = [tr("The red dice: {faces}.").format(faces=faces)] if faces else []
    for seat, dice in dealt(before, args):
        strength, spaces, metal = _entry(before, seat, dice)
        amount = metal_amount(metal, list(dice).count(metal))
        out.append(rolled_text(name(before, seat), area, metal, strength, spaces, amount))
    return [*out, *then(after, area, VERB[area]), *passed_over(before, after)]


ACTION = ActionSpec(
    "rolls",
    rolls,
    fields=(
        Field(
            "dice",
            "choices",
            "the red dice of everyone still to roll, 3 each in turn order (roll: the app rolls them)",
            choices=METAL_CHOICES,
            min=EACH,
            rolled=METAL_CHOICES,
            each=EACH,
        ),
    ),
    phases=tuple(CARD_FIELDS),
    who="table",
    check=check_rolls,
    help="Arena or Stadium: everyone still to roll rolls the 3 red dice at once (fight or race: one entrant).",
    topic="arena",
    text="{actor} rolls the red dice",
    outcome=rolls_outcome,
    offered=lambda ctx: bool(to_compete(ctx)) and not one_action(ctx),
)

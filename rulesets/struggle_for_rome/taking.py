"""Phase 1's income typed by hand (``receive``): what the board kit did not work out, told by each player.

Split from ``rolling``: which roll a receive is for (a late one, a pasture card owed), what it may bring (the
board's bounds, the bank's stock), and its outcome.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import N_, tr
from engine.state import Context
from rulesets.struggle_for_rome import bounds, empire_part, income, owed, pasture
from rulesets.struggle_for_rome.city_rooms import MEND_KIT
from rulesets.struggle_for_rome.common import PLAYER, game, me, name
from rulesets.struggle_for_rome.data import RESOURCE_IDS
from rulesets.struggle_for_rome.holders import PASTURE_KINDS, draw_seen, stock, take
from rulesets.struggle_for_rome.receiving import named_receiver, receivers
from rulesets.struggle_for_rome.state import State
from rulesets.struggle_for_rome.words import pasture_cards

TOPIC = "roll"


def covered(ctx: Context) -> list[int]:
    """Numbers covered on the compass rose this round, lowest first."""
    return sorted(int(h.partition(":")[2]) for h in ctx.ledger.holders("number"))


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


def _short(resource: str) -> str:
    return tr("pasture cards") if resource == "pasture" else tr(resource)


def with_part(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """A receive's resources with the board kit's part of an empire's income added (``empire_part``): its grain
    and ore, and its pasture cards where the receive names fewer and the deck can give only one kind."""
    found = empire_part.part(ctx, me(ctx), _for_roll(ctx, args))
    if found is None:
        return dict(args)
    out = {**args, **{k: args.get(k, 0) + found.gains.get(k, 0) for k in ("grain", "ore")}}
    missing = found.gains.get("pasture", 0) - sum(args.get(k, 0) for k in PASTURE_KINDS)
    for kind, n in ((pasture.certain(ctx, missing) or {}) if missing > 0 else {}).items():
        out[kind] = out.get(kind, 0) + n
    return out


def receive(ctx: Context, args: Mapping[str, Any]) -> State:
    who = me(ctx)
    state = game(ctx)
    args = with_part(ctx, {**args, **(pasture.drawn_by_itself(ctx, args) or {})})
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
    if not not_income and not any(args.get(k) for k in RESOURCE_IDS) and pasture.drawn_by_itself(ctx, args) is None:
        # After a 7 the legionary is the reason (play-test 12: "the app has worked out Dana's income for the roll"
        # was said of a 7, which brings none).
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
    out.extend(_part_checks(ctx, number, args))
    out.extend(_late_known(ctx, number, args) if owes_late else [])
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


def _late_known(ctx: Context, number: int, args: Mapping[str, Any]) -> list[Violation]:
    """Income entered for an earlier roll that the board kit now works out must be what it works out (play-test
    11, B3: once Augusta Praetoria's field 10 was taught, "the 10 brings Ana nothing" was still accepted)."""
    due = None if ctx.options.get(owed.SEVEN_LOG) else owed.gains_then(ctx, me(ctx), number)
    if due is None:
        return []
    typed = {"grain": args.get("grain", 0), "ore": args.get("ore", 0)}
    typed["pasture"] = sum(args.get(k, 0) for k in PASTURE_KINDS)
    if all(typed[k] == due.get(k, 0) for k in typed):
        return []
    said = tr("by the board kit, the {n} brought: {gains}")
    return [rule("Income", said.format(n=number, gains=income.gained(name(ctx, me(ctx)), due)), TOPIC)]


def _part_checks(ctx: Context, number: int, args: Mapping[str, Any]) -> list[Violation]:
    """An empire's receive while a city is untaught: the board kit's pasture cards named (or drawn by itself),
    and no more than the untaught cities can bring besides the kit's part."""
    found = empire_part.part(ctx, me(ctx), number)
    if found is None:
        return []
    typed = {k: args.get(k, 0) for k in RESOURCE_IDS}
    why = empire_part.refusal(ctx, me(ctx), found, typed)
    if why is not None:
        return [Violation("Income", why, TOPIC, physical=True, mend=tr(MEND_KIT))]
    missing = found.gains.get("pasture", 0) - sum(typed.get(k, 0) for k in PASTURE_KINDS)
    if missing > 0 and pasture.certain(ctx, missing) is None:
        said = tr("the board kit's part brings {player} {cards}: name it as drawn (horse= or cattle=)")
        return [rule("Income", said.format(player=name(ctx, me(ctx)), cards=pasture_cards(missing)), TOPIC)]
    return []


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
    found = empire_part.part(before, me(after), _for_roll(before, args))
    if found is not None:
        said = tr("{gains}: the board kit's part, taken with what {cities} brings as told.")
        return [
            said.format(
                gains=income.gained(name(after, me(after)), found.gains), cities=empire_part.cities(before, found)
            )
        ]
    if any(args.get(k) for k in RESOURCE_IDS):
        return []
    drawn = pasture.drawn_by_itself(before, args, me(after))
    if drawn:
        # Which kind stays hidden, as any draw's (the ledger's line counts cards only).
        said = tr("{player} draws {cards}: the pasture deck could give only one kind.")
        return [said.format(player=name(after, me(after)), cards=pasture_cards(sum(drawn.values())))]
    said = tr("The {n} brings {player} nothing.")
    return [said.format(n=_for_roll(before, args), player=name(after, me(after)))]


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

ACTION = ActionSpec(
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
)

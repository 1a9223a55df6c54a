"""The Greek naval blockade (p.11): legions sailing into Greek land are announced; Greece may attack
each carrying fleet in a sea zone on the route (one die each, Pericles +1), or let them land.

A sunk carrier's legions stay home, free to move otherwise; until Greece answers, the mover's
legions wait (``State.transport``). Each Greek fleet fights one transport once (``State.blockaders``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from engine.spoken_names import field_word
from engine.state import Context
from rulesets.mare_nostrum.battles import bonus
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.catalogues import sides
from rulesets.mare_nostrum.combat import resolve, side
from rulesets.mare_nostrum.common import BLOCKADE_LOG, LANDING_LOG, actor, game, player_name
from rulesets.mare_nostrum.components import sea_holder
from rulesets.mare_nostrum.conquest import choice_said, choices_owed
from rulesets.mare_nostrum.helen import helen_prompt
from rulesets.mare_nostrum.moves import march
from rulesets.mare_nostrum.reach import blockade_seas, reach, unfought_seas
from rulesets.mare_nostrum.state import State


def greek(ctx: Context) -> Sequence[int]:
    """The Greek player, who alone may blockade."""
    seat = game(ctx).player_of("greece")
    return () if seat is None else (seat,)


def greek_answering(ctx: Context) -> Sequence[int]:
    """The Greek player, while an announced transport waits for their answer."""
    return greek(ctx) if game(ctx).transport is not None else ()


def free_seas(ctx: Context) -> list[str]:
    """Sea zones on the transport's route with a Greek fleet that has not fought it yet."""
    return unfought_seas(board(ctx), bool(ctx.options.get(BLOCKADE_LOG)))


def greek_blockading(ctx: Context) -> Sequence[int]:
    """The Greek player, while a Greek fleet that has not fought the announced transport lies on its route
    (``actions`` offered ``blockade`` again after the last fleet had fought)."""
    return greek(ctx) if free_seas(ctx) else ()


def blockade_result(b: Board, args: Mapping[str, Any]) -> dict[str, int]:
    """Totals and losses of one blockade fight: a Greek fleet against a carrying fleet, a die each."""
    return resolve(
        side(rolls(args, "attacker_rolls"), bonus=bonus(b, "greece", "pericles")),
        side(rolls(args, "defender_rolls"), bonus=bonus(b, args["against"], "pericles")),
    )


#: The blockade's dice fields named as the battle's (play-test 8), and the names they had before: a saved log and
#: a table used to them still use those.
OLD_NAMES = {"attacker_rolls": "greek_roll", "defender_rolls": "their_roll"}


def rolls(args: Mapping[str, Any], name: str) -> Any:
    """A blockade's die for one side, under its name or the one it had before."""
    return args[name] if name in args else args[OLD_NAMES[name]]


def _missing_dice(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    """A side's die left out (the fields are optional only so the old names can stand in for them), said by the
    side in words and then the field to type (play-test 12: "say defender_rolls" read as a riddle)."""
    transport = game(ctx).transport
    them = args.get("against") or (transport[0] if transport is not None else None)
    who = {"attacker_rolls": player_name(ctx, "greece"), "defender_rolls": player_name(ctx, them) if them else ""}
    helps = {
        "attacker_rolls": N_("say the Greek fleet's die ({player}): {field}=N"),
        "defender_rolls": N_("say the transport fleet's die ({player}): {field}=N"),
    }
    return [
        Violation("Dice", tr(helps[name]).format(player=who[name], field=field_word(name)), "blockade", physical=True)
        for name, old in OLD_NAMES.items()
        if name not in args and old not in args
    ]


def derive_blockade(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The transport's civilization, and the sea zone when one Greek fleet's zone lies on its route."""
    transport = game(ctx).transport
    if transport is None:
        return {}
    out: dict[str, Any] = {} if "against" in args else {"against": transport[0]}
    seas = free_seas(ctx)
    if "sea" not in args and len(seas) == 1:
        out["sea"] = seas[0]
    return out


def blockade(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    fight = blockade_result(board(ctx), args)
    where, them = sea_holder(args["sea"]), args["against"]
    ctx.move("fleet:greece", fight["attacker_losses"], where, "reserve:greece")
    ctx.move(f"fleet:{them}", fight["defender_losses"], where, f"reserve:{them}")
    if fight["defender_losses"] and state.transport is not None and state.transport[0] == them:
        # p.11: a sunk carrier's legions stay where they were, free to move otherwise.
        return replace(state, transport=None, blockaders=())
    if not fight["attacker_losses"]:
        state = replace(state, blockaders=(*state.blockaders, args["sea"]))  # it fought: not again (p.11)
    left = unfought_seas(Board(state, ctx.ledger), bool(ctx.options.get(BLOCKADE_LOG)))
    if state.transport is not None and not left and not ctx.options.get(LANDING_LOG):
        # p.11: no Greek fleet left to fight it, the legions land; Greece has nothing to decide (the play-test
        # typed let-through for it).
        return land(ctx, state)
    return state


def check_blockade(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    missing = _missing_dice(ctx, args)
    if missing:
        return missing
    b = board(ctx)
    if "sea" not in args or "against" not in args:
        transport = b.state.transport
        if transport is None:
            return [rule("Naval blockade", "only legions announced sailing into Greek land can be stopped", "blockade")]
        if not blockade_seas(b, *transport[:3]):
            return [rule("Naval blockade", "no Greek fleet is on the transport's route: let it through", "blockade")]
        names = [b.state.sea(sid).name for sid in free_seas(ctx)]
        if not names:
            return [rule("Naval blockade", FOUGHT, "blockade")]
        said = tr("say which sea zone: {seas}").format(seas=phrase_list(names, "or"))
        return [rule("Naval blockade", said, "blockade")]
    if args["against"] == "greece":
        return [rule("Naval blockade", "Greece blockades other civilizations' transports", "blockade")]
    out = []
    transport = b.state.transport
    if transport is None or transport[0] != args["against"]:
        out.append(rule("Naval blockade", "only a fleet carrying announced legions into Greek land", "blockade"))
    elif args["sea"] not in blockade_seas(b, *transport[:3]):
        out.append(rule("Naval blockade", "that sea zone is not on the transport's route", "blockade"))
    if b.fleets(args["sea"], "greece") < 1:
        out.append(rule("Naval blockade", "Greece needs a fleet in that sea zone", "blockade"))
    elif (
        transport is not None and args["sea"] in blockade_seas(b, *transport[:3]) and args["sea"] not in free_seas(ctx)
    ):
        # p.11 pairs one Greek fleet with each carrying fleet: one that fought this transport may not again.
        out.append(rule("Naval blockade", FOUGHT, "blockade"))
    if b.fleets(args["sea"], args["against"]) < 1:
        foe = sides(ctx).resolve(args["against"]).label
        out.append(rule("Naval blockade", tr("{side} has no transport fleet there").format(side=foe), "blockade"))
    return out


#: Why a Greek fleet may not blockade the same transport twice.
FOUGHT = N_("every Greek fleet on the transport's route has fought it: let it through")


def land(ctx: Context, state: State) -> State:
    """The announced transport's legions land, where a chain of their fleets still reaches (else they stay home)."""
    assert state.transport is not None, "only an announced transport lands"
    civ, origin, target, n = state.transport
    state = replace(state, transport=None, blockaders=())
    if target not in reach(Board(state, ctx.ledger), civ, [origin]):
        return state  # no fleet chain any more: the legions stay home
    return march(ctx, state, civ, origin, target, n)


def let_through(ctx: Context, args: Mapping[str, Any]) -> State:
    return land(ctx, game(ctx))


def check_let_through(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    b = board(ctx)
    transport = b.state.transport
    if transport is None:
        return [rule("Naval blockade", "no transport is waiting to land", "blockade")]
    return []


def let_through_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    transport = game(before).transport
    if transport is None:
        return []
    civ, origin, target, n = transport
    state = game(after)
    mover = player_name(after, civ)
    where = state.province(target).name
    if board(after).legions(origin, civ) == board(before).legions(origin, civ):
        said = tr("No fleet chain reaches {province} any more: {player}'s legions stay home.")
        return [said.format(province=where, player=mover)]
    said = ntr("{player}'s {n} legion lands in {province}.", "{player}'s {n} legions land in {province}.", n)
    out = [said.format(player=mover, n=n, province=where)]
    if (civ, target) in state.must_fight:
        out.append(tr("A battle must be fought in {province} this turn.").format(province=where))
    elif target in choices_owed(board(after), civ):  # landed where nobody stands: the choice follows (p.8)
        choice = choice_said(board(after), mover, civ, target)
        out += [choice] if choice else []
    return out + helen_prompt(after, civ, target)


def blockade_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    fight = blockade_result(board(before), args)
    me, foe = after.players[actor(after)].name, sides(after).resolve(args["against"]).label
    sunk = [who for who, lost in ((me, "attacker_losses"), (foe, "defender_losses")) if fight[lost]]
    if len(sunk) == 1:
        what = tr("{side} loses a fleet").format(side=sunk[0])
    elif sunk:
        what = tr("{sides} lose a fleet each").format(sides=phrase_list(sunk))
    else:
        what = tr("no fleet sinks")
    said = tr("{player}'s blockade of {side}: {total} against {other}; {what}.")
    out = [said.format(player=me, side=foe, total=fight["attacker_total"], other=fight["defender_total"], what=what)]
    transport = game(before).transport
    if transport is not None and game(after).transport is None and fight["defender_losses"]:
        said = tr("The carried legions stay in {province}, free to move otherwise.")
        out.append(said.format(province=game(after).province(transport[1]).name))
    elif transport is not None and game(after).transport is None:  # landed by themselves (see ``blockade``)
        out.append(tr("No Greek fleet on the route may fight this transport any more: the legions land."))
        out += let_through_outcome(before, after, args)
    elif game(after).transport is not None and free_seas(after):
        out.append(tr("The legions may still land: blockade again with another fleet, or let them through."))
    elif game(after).transport is not None:
        out.append(tr("Every Greek fleet on the route has fought this transport: let the legions land."))
    return out


ACTIONS = (
    ActionSpec(
        "blockade",
        blockade,
        fields=(
            Field(
                "sea",
                "ref",
                "sea zone the transport crosses (left out: the only one with a Greek fleet)",
                catalogue="sea",
                required=False,
                derived=True,
            ),
            Field(
                "against",
                "ref",
                "civilization of the transport fleet (left out: the announced transport's)",
                catalogue="civilization",
                required=False,
                derived=True,
            ),
            # Named as the battle's sides: Greece attacks the carrying fleet (play-test 8). Optional only so that
            # the old names, kept unasked, still read a saved log and a table's habit (``OLD_NAMES``).
            Field("attacker_rolls", "dice", "the Greek fleet's die", min=1, max=1, required=False),
            Field("defender_rolls", "dice", "the transport fleet's die", min=1, max=1, required=False),
            Field("greek_roll", "dice", "the Greek fleet's die (old name)", min=1, max=1, required=False, asked=False),
            Field(
                "their_roll", "dice", "the transport fleet's die (old name)", min=1, max=1, required=False, asked=False
            ),
        ),
        phases=("strategy",),
        who=greek_blockading,  # ``actions`` offers it while a Greek fleet that has not fought lies on the route
        check=check_blockade,
        derive=derive_blockade,
        help="Greek naval blockade: one Greek fleet attacks one fleet carrying legions toward Greek land.",
        topic="blockade",
        text="{actor} blockades {against} in {sea}",
        outcome=blockade_outcome,
    ),
    ActionSpec(
        "let-through",
        let_through,
        phases=("strategy",),
        who=greek_answering,
        check=check_let_through,
        help="Greece lets the announced transport land (no blockade, or no more).",
        topic="blockade",
        text="{actor} lets the transport land",
        outcome=let_through_outcome,
    ),
)

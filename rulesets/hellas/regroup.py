"""Regroup: figures move between a player's own cities after the option.

Anywhere after Reinforcements; only into the new city after a Voyage or a
won Attack (after Two attacks or Voyage again, the last one); no city left
empty; 3 Greeks and 3 ships at most (the ledger's caps).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import Impossible
from engine.fields import Field
from engine.i18n import tr
from engine.state import Context
from rulesets.hellas.board import game, greeks, holder, me, owner, tile_name
from rulesets.hellas.cards import settle, settled
from rulesets.hellas.state import State

TOPIC = "turn"


def regroup_target(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """After a voyage or a won attack figures regroup into the new city only: it is the ``to``."""
    into = game(ctx).regroup
    return {"to": into} if into not in ("", "*") and not args.get("to") else {}


def regroup(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    state = settle(ctx)
    target = args.get("to")
    if not target:  # nowhere said, and no new city to go to: nothing can be recorded, even by an override
        raise Impossible(Violation("Regroup", tr("say which of your cities the figures go to"), TOPIC, physical=True))
    for kind, n in (("greek", args.get("greeks", 0)), ("ship", args.get("ships", 0))):
        ctx.move(ctx.piece(kind, seat), n, holder(args["from"]), holder(target))
    return state


def check_regroup(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    ctx = settled(ctx)
    seat = me(ctx)
    state = game(ctx)
    source, target = args["from"], args.get("to", "")
    if not target:
        return [rule("Regroup", "say which of your cities the figures go to", TOPIC)]
    if owner(ctx, source) != seat or owner(ctx, target) != seat or source == target:
        return [rule("Regroup", "move between two of your own cities", TOPIC)]
    out = []
    if state.battle is not None:
        out.append(rule("Regroup", "resolve the attack first", TOPIC))
    elif state.regroup == "":
        out.append(rule("Regroup", "regroup after Reinforcements, a successful Voyage or a won Attack", TOPIC))
    elif state.regroup != "*" and target != state.regroup:
        message = tr("after a voyage or a won attack, only into {city}")
        if state.options_used.count("attack") > 1:
            # l.4 names "the city taken", one: after Two attacks, the last one taken (decisions).
            message = tr("after Two attacks, only into the city taken last, {city}")
        elif state.options_used.count("voyage") > 1:
            # Likewise after Voyage again: "the newly found city" is one, the last (decisions).
            message = tr("after Voyage again, only into the city found last, {city}")
        out.append(rule("Regroup", message.format(city=tile_name(state, state.regroup)), TOPIC))
    if greeks(ctx, source, seat) - args.get("greeks", 0) < 1:
        message = tr("{city} may not be left without a Greek").format(city=tile_name(state, source))
        out.append(rule("Regroup", message, TOPIC))
    if not out and not args.get("greeks") and not args.get("ships"):
        # Nothing moves: the play-test's "regroup ... ships=0 greeks=0" was logged as a regroup.
        out.append(
            rule("Regroup", tr("nothing to regroup: say how many Greeks (greeks=) or ships (ships=) move"), TOPIC)
        )
    return out


REGROUP = (
    ActionSpec(
        "regroup",
        regroup,
        fields=(
            Field("from", "ref", "your city", catalogue="tile"),
            Field(
                "to",
                "ref",
                "your city (after a voyage or an attack: the new one)",
                catalogue="tile",
                required=False,
                derived=True,
            ),
            Field("greeks", "int", "Greeks moved", default=0, min=0, max=3),
            Field("ships", "int", "ships moved", default=0, min=0, max=3),
        ),
        phases=("turn",),
        check=check_regroup,
        derive=regroup_target,
        help="Regroup your figures (anywhere after Reinforcements; into the new city otherwise).",
        topic=TOPIC,
        text="{actor} regroups from {from} to {to}",
    ),
)

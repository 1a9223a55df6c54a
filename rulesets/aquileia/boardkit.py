"""The printed board during play: a space the kit lacks (``add-space``), and what is still unknown.

The shipped kit does not know every space of the Stadium: a table whose
board has one the kit lacks adds it once (``add-space area=stadium
side=gold value=1``), plays on it at once, and ``kit export --from SAVE``
keeps it for the next game. Once the kit lists all the spaces of an area
(the Arena's three), adding another is a rule the table must override.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.kits import UNKNOWN
from engine.state import Context
from rulesets.aquileia.common import game
from rulesets.aquileia.printed import CONTESTS, board, lettered, new_space, printed
from rulesets.aquileia.state import State

TOPIC = "kit"
#: The forced rule an older save's invented space is added under (see ``migrate``).
RULE = N_("Board kit")


def _side(args: Mapping[str, Any]) -> str:
    side = args.get("side") or ""
    if args["area"] == "stadium" and not side:
        raise BadInput("add-space: a Stadium space is on the gold or the silver side: say which side")
    if args["area"] == "arena" and side:
        raise BadInput("add-space: an Arena space has no side")
    return str(side)


def add_space(ctx: Context, args: Mapping[str, Any]) -> State:
    area, value, side = args["area"], args["value"], _side(args)
    spaces = board(ctx)
    ident, label = new_space(spaces, area, side, value)
    facts = [
        (area, ident, "name", label),
        *([(area, ident, "side", side)] if side else []),
        (area, ident, "value", value),
    ]
    state = game(ctx).learn(*facts)
    return replace(state, learned=lettered(spaces, area, ident, state.learned))


def check_add_space(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _side(args)
    area = args["area"]
    if area in printed(ctx).complete:
        n = ctx.kit.counts[area]
        if area == "arena":
            said = ntr(
                "the kit lists all {n} space of the Arena: correct the kit instead",
                "the kit lists all {n} spaces of the Arena: correct the kit instead",
                n,
            )
        else:
            said = ntr(
                "the kit lists all {n} space of the Stadium: correct the kit instead",
                "the kit lists all {n} spaces of the Stadium: correct the kit instead",
                n,
            )
        return [rule(RULE, said.format(n=n), TOPIC)]
    return []


def add_space_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    new = [s for s in board(after).spaces if s not in board(before).catalogue]
    if args["area"] == "arena":
        said = tr("The Arena now has {space} (strength {value}).")
    else:
        said = tr("The Stadium now has {space} (strength {value}).")
    out = [said.format(space=board(after).said(s), value=args["value"]) for s in new]
    for space in new:
        twin = space[:-1] if space.endswith("b") else ""
        if twin and board(before).name(twin) != board(after).name(twin):
            said = tr("{old} is now called {new}, as printed twins are lettered.")
            out.append(said.format(old=board(before).said(twin), new=board(after).said(twin)))
    return out


ACTION = ActionSpec(
    "add-space",
    add_space,
    fields=(
        Field("area", "choice", "arena or stadium", choices=CONTESTS),
        Field("value", "int", "the strength printed on it", min=1, max=9),
        Field("side", "choice", "a Stadium space's side", required=False, choices=("gold", "silver")),
    ),
    who="table",
    check=check_add_space,
    help="A printed Arena or Stadium space the kit lacks: once, and the next game's kit keeps it.",
    topic=TOPIC,
    text="A printed {area} space is added",
    outcome=add_space_outcome,
)


def unknown(ctx: Context) -> list[str]:
    """What the printed facts in force still lack, one line per section."""
    facts = printed(ctx)
    out = []
    names = {
        "arena": N_("Arena spaces"),
        "stadium": N_("Stadium spaces"),
        "buildings": N_("building tiles"),
        "pecunia": N_("Pecunia rates"),
    }
    for section, label in names.items():
        entries = facts.section(section)
        missing = sum(1 for e in entries.values() for v in e.values() if v == UNKNOWN)
        parts = (
            [] if section in facts.complete else [tr("{n} known (how many in all is unknown)").format(n=len(entries))]
        )
        if missing:
            parts.append(ntr("{n} fact unknown", "{n} facts unknown", missing).format(n=missing))
        if parts:
            out.append(f"{tr(label)}: {'; '.join(parts)}")
    return out

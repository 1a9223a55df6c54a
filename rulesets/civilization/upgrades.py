"""A unit card's upgrade in battle (l. 274-282): its type's rank token adds attack to every card of the type.

The rank comes from the pyramid (``components.unit_rank``). What a star of the
token adds is not in the rulebook ("a bonus by the stars on the token", l. 281):
it is a kit fact of each unit type (``units.star_attack``), taught by the table
the first time a card of an upgraded type is played (``front star=N``), kept for
the session and written into the kit it exports. The token shows one star per
rank above the first (the reading taken, see ``decisions``).

A log written before version 6 of these rules (``V5_LOG``) typed each card's
attack with its upgrade: its cards keep the attack typed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import Violation, rule, unused
from engine.errors import BadInput
from engine.i18n import tr
from engine.state import Context
from rulesets.civilization.battle_view import sentence as sentence_case
from rulesets.civilization.catalogues import fact, name_of
from rulesets.civilization.common import V5_LOG
from rulesets.civilization.components import game, unit_rank
from rulesets.civilization.state import State

#: The kit's fact: attack one star of a unit type's upgrade token adds.
STAR = "star_attack"


def counts(ctx: Context) -> bool:
    """Whether the app adds the upgrade to a card's attack (not a log written before version 6)."""
    return not ctx.options.get(V5_LOG)


def per_star(ctx: Context, unit: str) -> int | None:
    """What a star of the unit type's token adds: the kit's, else what the table taught; None unknown."""
    known = fact(ctx, "units", unit, STAR)
    if known is None:
        known = dict(game(ctx).stars).get(unit)
    return None if known is None else int(known)


def stars(ctx: Context, seat: int, unit: str) -> int:
    """Stars on a player's token of a unit type: one per rank above the first."""
    return unit_rank(ctx, seat, unit) - 1


def bonus(ctx: Context, seat: int, args: Mapping[str, Any]) -> int:
    """The attack a card's upgrade adds (0 for a type at rank 1, or in an older log)."""
    unit = args["unit"]
    count = stars(ctx, seat, unit)
    if not counts(ctx) or count < 1:
        return 0
    star = per_star(ctx, unit)
    if star is None:
        star = args.get("star") or 0
    return count * int(star)


def taught(ctx: Context, state: State, args: Mapping[str, Any]) -> State:
    """The per-star attack the table gave for a type its kit does not know, kept for the session."""
    unit, star = args["unit"], args.get("star")
    if star is None or not counts(ctx) or per_star(ctx, unit) is not None:
        return state
    return replace(state, stars=(*state.stars, (unit, int(star))))


def checks(ctx: Context, seat: int, args: Mapping[str, Any]) -> list[Violation]:
    """The upgrade is asked once where the kit does not know it; a star given where it is known must agree."""
    if not counts(ctx):
        return []
    unit, typed = args["unit"], args.get("star")
    label = name_of(ctx.kit.catalogue("units", "unit"), unit)
    if stars(ctx, seat, unit) < 1:
        if typed is not None:
            said = tr("{player}'s {unit} has no upgrade").format(player=ctx.players[seat].name, unit=label.lower())
            return [unused("Upgrade", said, "battle", "star")]
        return []
    known = per_star(ctx, unit)
    if known is None and typed is None:
        # A printed value still to give is a question, not a rule to override (play-test 11: "use --force").
        said = tr("the kit does not say what a star of the {unit} token adds: give it once with star")
        raise BadInput(said.format(unit=label.lower()))
    if known is not None and typed is not None and typed != known:
        said = tr("a star of the {unit} token adds {n} attack, not {typed}")
        return [rule("Upgrade", said.format(unit=label.lower(), n=known, typed=typed), "battle")]
    return []


def sentence(ctx: Context, seat: int, args: Mapping[str, Any]) -> list[str]:
    """``Filip's infantry rank 2 adds 1 attack (printed 2).``, for an upgraded card."""
    added = bonus(ctx, seat, args)
    if not added:
        return []
    unit = name_of(ctx.kit.catalogue("units", "unit"), args["unit"]).lower()
    said = tr("{player}'s {unit} rank {rank} adds {n} attack (printed {printed}).")
    rank = unit_rank(ctx, seat, args["unit"])
    return [
        sentence_case(said.format(player=ctx.players[seat].name, unit=unit, rank=rank, n=added, printed=args["attack"]))
    ]

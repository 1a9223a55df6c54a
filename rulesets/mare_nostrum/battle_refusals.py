"""A battle's refusals of what the table typed: dice that are not one per unit there, fortress losses that do
not fit a side's losses.

``battles`` checks where and whom a player fights and carries the battle out; it asks these for the dice
and losses typed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.actions import Violation, rule
from engine.i18n import ntr, tr
from engine.state import Context
from rulesets.mare_nostrum.board import Board
from rulesets.mare_nostrum.catalogues import sides
from rulesets.mare_nostrum.common import actor

TOPIC = "strategy"


def _more_forts(ctx: Context, civ: str, losses: int) -> str:
    """``Greece loses 1 unit: no more fortresses than that``."""
    said = ntr(
        "{side} loses {n} unit: no more fortresses than that",
        "{side} loses {n} units: no more fortresses than that",
        losses,
    )
    return said.format(side=sides(ctx).resolve(civ).label, n=losses)


def check_fortresses(
    ctx: Context, b: Board, place: str, fight: Mapping[str, int], args: Mapping[str, Any]
) -> list[Violation]:
    """The fortresses each side said it loses fit its losses (p.9: each picks its own; neutrals lose their
    legions first): a choice that does not is refused, never swapped for one that fits."""
    attacker = b.state.civs[actor(ctx)]
    out = []
    for civ, key, lost in (
        (attacker, "attacker_lose_fortresses", fight["attacker_losses"]),
        (args["defender"], "defender_lose_fortresses", fight["defender_losses"]),
    ):
        typed = args.get(key)
        if typed is None:
            continue
        fewest = max(0, lost - b.legions(place, civ))
        side = sides(ctx).resolve(civ).label
        # Losses past the units there, or fortresses past the losses, no override can take: they are physical.
        if typed > lost:
            out.append(Violation("Losses", _more_forts(ctx, civ, lost), TOPIC, physical=True))
        elif typed < fewest:
            said = ntr(
                "{side} has {legions} legion there: {n} of its losses are fortresses",
                "{side} has {legions} legions there: {n} of its losses are fortresses",
                b.legions(place, civ),
            )
            legions = b.legions(place, civ)
            out.append(Violation("Losses", said.format(side=side, legions=legions, n=fewest), TOPIC, physical=True))
        elif civ in b.state.neutrals and typed != fewest:
            said = tr("neutrals lose their legions first: {n} of {side}'s losses are fortresses")
            out.append(rule("Neutrals", said.format(n=fewest, side=side), TOPIC))
    return out


def dice_count(side: str, n: int, typed: int, fleets: bool, field: str) -> Violation:
    """A side typed another number of dice than it has units there: how many it rolls, and where to type them.

    Play-test: the refusal said only "cannot be overridden", and sent the table to a correction.
    """
    if fleets:
        said = ntr(
            "{side} rolls {n} die, one per fleet there, not {typed}",
            "{side} rolls {n} dice, one per fleet there, not {typed}",
            n,
        )
    else:
        said = ntr(
            "{side} rolls {n} die, one per legion there, not {typed}",
            "{side} rolls {n} dice, one per legion there, not {typed}",
            n,
        )
    mend = ntr("type {n} number in {field}", "type {n} numbers in {field}", n) if n else tr("leave {field} out")
    message = said.format(side=side, n=n, typed=typed)
    return Violation("Dice", message, "combat", physical=True, mend=mend.format(n=n, field=field))

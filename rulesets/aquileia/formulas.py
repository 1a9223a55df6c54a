"""Aquileia's arithmetic: contest rankings (Arena, Stadium) and the final villa scoring. Pure functions."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from engine.errors import BadInput
from engine.i18n import tr
from rulesets.aquileia.data import COLOURS, REWARDS
from rulesets.aquileia.decks import DECKS, THEATRE
from rulesets.aquileia.words import colour_pair, word


def ranking(entries: Sequence[tuple[str, int, int]]) -> list[str]:
    """Names by strength, highest first; a tie goes to the lower tie-track position.

    Position 1 is the first tie marker placed (the reading fixed for the product).
    """
    positions = [tie for _, _, tie in entries]
    if len(set(positions)) != len(positions):
        raise BadInput(tr("every entry needs its own tie-track position"))
    return [name for name, _, _ in sorted(entries, key=lambda e: (-e[1], e[2]))]


def arena(entries: Sequence[tuple[str, int, int]]) -> dict[str, Any]:
    """Order of the gladiators, the bronze each place earns (3, 2, 1), and the points twice the strength that
    the first two choose between with a slave card (the winner picks one, the second takes the other: l.5)."""
    order = ranking(entries)
    bronze = [REWARDS["arena_bronze"][i] if i < len(REWARDS["arena_bronze"]) else 0 for i in range(len(order))]
    strength = {name: n for name, n, _ in entries}
    points = [REWARDS["arena_points_factor"] * strength[name] for name in order[:2]]
    return {"order": order, "bronze": bronze, "points": points}


def stadium(entries: Sequence[tuple[str, int, int, str]]) -> dict[str, Any]:
    """Order of the chariots and the coins each place earns, in the metal of its side."""
    order = ranking([(name, strength, tie) for name, strength, tie, _ in entries])
    side = {name: metal for name, _, _, metal in entries}
    coins = [
        {"metal": side[name], "count": REWARDS["stadium_coins"][i] if i < len(REWARDS["stadium_coins"]) else 0}
        for i, name in enumerate(order)
    ]
    return {"order": order, "coins": coins}


def villa_score(villas: Sequence[tuple[str, int]], laurels: Sequence[str], stadium_points: int = 0) -> dict[str, Any]:
    """Final scoring: each colour's villas times its laurels, with every two-colour
    theatre laurel counted for whichever of its colours scores best."""
    for colour, value in villas:
        if colour not in COLOURS or value < 0:
            said = tr("villa {colour}:{value}: colours are {colours}")
            raise BadInput(said.format(colour=colour, value=value, colours=", ".join(tr(c) for c in COLOURS)))
    fixed = [lau for lau in laurels if "/" not in lau]
    pairs = [lau for lau in laurels if "/" in lau]
    for laurel in fixed:
        if laurel not in COLOURS:
            said = tr("laurel {laurel}: a colour ({colours}) or a theatre pair")
            raise BadInput(said.format(laurel=word(laurel), colours=", ".join(tr(c) for c in COLOURS)))
    for colour in dict.fromkeys(fixed):
        # l.1: two stadium laurels of each colour exist.
        printed = DECKS["stadium"].get(f"laurel-{colour}", 0)
        if fixed.count(colour) > printed:
            said = tr("laurel {colour}: only {printed} {colour} stadium laurels exist, not {n}")
            raise BadInput(said.format(colour=tr(colour), printed=printed, n=fixed.count(colour)))
    seen: set[frozenset[str]] = set()
    for pair in pairs:
        if pair not in THEATRE and "/".join(reversed(pair.split("/"))) not in THEATRE:
            said = tr("laurel {laurel} is not one of the theatre pairs: {pairs}")
            raise BadInput(said.format(laurel=colour_pair(pair), pairs=", ".join(colour_pair(p) for p in THEATRE)))
        key = frozenset(pair.split("/"))
        if key in seen:
            said = tr("laurel {laurel} is given twice: each theatre laurel exists once")
            raise BadInput(said.format(laurel=colour_pair(pair)))
        seen.add(key)
    totals = {colour: sum(v for c, v in villas if c == colour) for colour in COLOURS}
    best_points, best_choice = -1, tuple[str, ...]()
    for choice in itertools.product(*(pair.split("/") for pair in pairs)):
        counts = {colour: fixed.count(colour) + choice.count(colour) for colour in COLOURS}
        points = sum(totals[c] * counts[c] for c in COLOURS)
        if points > best_points:
            best_points, best_choice = points, choice
    assignment: dict[str, str] = dict(zip(pairs, best_choice, strict=True))
    return {
        "villa_points": best_points,
        "laurel_points": stadium_points,
        "total": best_points + stadium_points,
        "assignment": assignment,
    }

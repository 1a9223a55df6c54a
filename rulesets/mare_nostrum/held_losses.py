"""Which occupations a side's battle losses end: the side that suffered them decides (p.9, l.21).

Legions standing on buildings (occupying them) or on the influence marker (seizing) each need one legion;
a side losing legions there loses occupations it can no longer hold. Play-test 7: Honza's attack killed one of
Petr's two legions in North of Athens, standing on the fruit and the wine caravans, and the app kept the fruit
without asking. The battle's ``defender_ends`` / ``attacker_ends`` name the buildings left; filled in when the
losses leave no choice (every occupation ends, or the ones held are all alike).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.actions import Violation, rule
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.spoken_names import field_word
from engine.state import Context
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.catalogues import building_name, sides

#: The fields of each side, in the battle's order: (side, field).
SIDES = (("attacker", "attacker_ends"), ("defender", "defender_ends"))

FIELDS = (
    Field(
        "attacker_ends",
        "refs",
        "the occupied buildings the attacker's losses free (left out: where the losses leave no choice)",
        required=False,
        derived=True,
        catalogue="building",
    ),
    Field(
        "defender_ends",
        "refs",
        "the occupied buildings the defender's losses free (left out: where the losses leave no choice)",
        required=False,
        derived=True,
        catalogue="building",
    ),
)


def to_end(b: Board, pid: str, civ: str, legions_lost: int) -> tuple[int, list[str]]:
    """How many of a civ's occupations in a province its lost legions end, and the buildings it occupies there.

    A seizure is one legion too; a civ seizes or occupies, never both (p.10), so a seizure simply ends once no
    legion is left for it (no choice)."""
    occupied = b.state.province(pid).occupied_by(civ)
    left = b.legions(pid, civ) - legions_lost
    return max(0, len(occupied) - max(0, left)), occupied


def _legions_lost(b: Board, pid: str, civ: str, losses: int, fortresses: int | None) -> int:
    """Legions among a side's losses (as ``battles._land_losses`` takes them)."""
    forts = min(fortresses or 0, b.fortresses(pid, civ), losses)
    return min(losses - forts, b.legions(pid, civ))


def _plan(
    b: Board, attacker: str, args: Mapping[str, Any], fight: Mapping[str, int]
) -> dict[str, tuple[str, int, list[str]]]:
    """Per field: the side's civ, how many occupations end and the buildings it occupies (only where some end);
    ``fight``: the battle's losses (``battles.result``)."""
    pid, defender = args["place"], args["defender"]
    if b.state.is_sea(pid):
        return {}
    out = {}
    for (who, key), civ in zip(SIDES, (attacker, defender), strict=True):
        lost = _legions_lost(b, pid, civ, fight[f"{who}_losses"], args.get(f"{who}_lose_fortresses"))
        n, occupied = to_end(b, pid, civ, lost)
        if n:
            out[key] = (civ, n, occupied)
    return out


def derive_ends(b: Board, attacker: str, args: Mapping[str, Any], fight: Mapping[str, int]) -> dict[str, Any]:
    """The buildings a side's losses free, where no choice is left: all of them, or ``n`` alike."""
    out: dict[str, Any] = {}
    for key, (_, n, occupied) in _plan(b, attacker, args, fight).items():
        if key in args:
            continue
        if n >= len(occupied) or len(set(occupied)) == 1:
            out[key] = occupied[:n] if n < len(occupied) else list(occupied)
    return out


def check_ends(
    ctx: Context, b: Board, attacker: str, args: Mapping[str, Any], fight: Mapping[str, int]
) -> list[Violation]:
    """The side that lost legions names the occupations they end, where it has a choice (p.9, l.21)."""
    out = []
    plan = _plan(b, attacker, args, fight)
    for who, key in SIDES:
        typed = args.get(key)
        if key not in plan:
            if typed:
                said = tr("{side}'s losses end no occupation: leave {field} out")
                label = sides(ctx).resolve(attacker if who == "attacker" else args["defender"]).label
                out.append(rule("Occupation", said.format(side=label, field=key), "after-battle"))
            continue
        civ, n, occupied = plan[key]
        label = sides(ctx).resolve(civ).label
        choices = phrase_list([building_name(x) for x in dict.fromkeys(occupied)], "or")
        if typed is None:
            said = ntr(
                "{side} loses the legion on {n} occupied building: say which ({field}={choices})",
                "{side} loses the legions on {n} occupied buildings: say which ({field}={choices})",
                n,
            )
            out.append(rule("Occupation", said.format(side=label, n=n, field=key, choices=choices), "after-battle"))
            continue
        rest = list(occupied)
        fits = len(typed) == n
        for building in typed:
            if building in rest:
                rest.remove(building)
            else:
                fits = False
        if not fits:
            said = ntr(
                "{side} gives up {n} occupation, of {choices}",
                "{side} gives up {n} occupations, of {choices}",
                n,
            )
            out.append(rule("Occupation", said.format(side=label, n=n, choices=choices), "after-battle"))
    return out


#: The fortress-loss field of each side.
_FORT_FIELDS = {"attacker": "attacker_lose_fortresses", "defender": "defender_lose_fortresses"}


def _may_choose(b: Board, pid: str, civ: str) -> bool:
    """A side with both a fortress and a legion in a province chooses which of them a loss takes (p.9, l.21);
    neutrals lose legions first, so theirs is no choice."""
    return civ not in b.state.neutrals and b.fortresses(pid, civ) > 0 and b.legions(pid, civ) > 0


def fortress_choice(
    b: Board, ctx: Context, attacker: str, args: Mapping[str, Any], fight: Mapping[str, int]
) -> list[str]:
    """The loss choice a battle typed without a side's ``*_lose_fortresses`` made for it (play-test 9: Honza
    lost a legion and was never told he could lose the fortress instead), said so that the preview shows it
    before Apply and the log still reads true after it."""
    pid = args["place"]
    if b.state.is_sea(pid):
        return []
    out = []
    for (who, _), civ in zip(SIDES, (attacker, args["defender"]), strict=True):
        key, lost = _FORT_FIELDS[who], fight[f"{who}_losses"]
        if key in args or not lost or not _may_choose(b, pid, civ):
            continue
        if lost >= b.fortresses(pid, civ) + b.legions(pid, civ):
            continue  # every unit there goes: nothing to choose
        n = min(lost, b.fortresses(pid, civ))
        label = sides(ctx).resolve(civ).label
        said = ntr(
            "{side} chooses the losses: {field}={n} loses the fortress instead of a legion.",
            "{side} chooses the losses: {field}={n} loses {n} fortresses instead of legions.",
            n,
        )
        out.append(said.format(side=label, field=field_word(key), n=n))
    return out


def choices_pending(ctx: Context, seat: int, places: list[str]) -> list[str]:
    """Before a battle is typed: the sides in the places the player may fight that will choose their own
    losses, and the field that says it (p.9, l.21)."""
    b = board(ctx)
    attacker = b.state.civs[seat]
    out = []
    for pid in places:
        if b.state.is_sea(pid):
            continue
        for civ in sorted(b.armies(pid)):
            if not _may_choose(b, pid, civ):
                continue
            key = _FORT_FIELDS["attacker" if civ == attacker else "defender"]
            said = tr(
                "In a battle in {province}, {side} chooses whether a loss is a legion or the fortress ({field}=1)."
            )
            place, label = b.state.province(pid).name, sides(ctx).resolve(civ).label
            out.append(said.format(province=place, side=label, field=field_word(key)))
    return out

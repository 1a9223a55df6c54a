"""What a tribe's turn still leaves its player (issue 34, rules version 7): what ``actions`` offers, and
whether the turn passes by itself.

A wandering tribe moves once a turn, then may plunder or conquer; a tribe that did nothing at all may take
2 gold or a resource instead (L9, L11, L13). A plunder or a conquest needs as many figures on the tribe
field as the city has towers, or up to two fewer with the Traitor and 1 gold (L15); a plunder needs a tile
left on a city beside the tribe, of a colour the tribe holds fewer than two of (L11); a first conquest
needs tiles of three colours, a later one a city one arrow from the empire, and either a wagon; with three
players a III city is out of play (L3). A Treasure or a Cultural Progress card may be played in any phase
but the roll, one card a phase. Once a tribe has moved and none of that is left, its turn passes by itself.
The app reads only what it knows: a city beside the tribe that it does not know yet, or a crossing whose
cities it lacks, keeps the turn open.

Older logs replay as their rules took them: the table ended every tribe turn (``PASS_LOG``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from engine.actions import ActionSpec
from engine.i18n import tr
from engine.state import Context
from rulesets.struggle_for_rome.attacks import beside
from rulesets.struggle_for_rome.cities import in_play, out_of_play
from rulesets.struggle_for_rome.common import game, seat, tribe_kind
from rulesets.struggle_for_rome.data import RULES
from rulesets.struggle_for_rome.holders import TILES_A_COLOUR, cities_of, figures, gold, owner, tiles, wagons
from rulesets.struggle_for_rome.reaching import reach
from rulesets.struggle_for_rome.state import City
from rulesets.struggle_for_rome.taught import here
from rulesets.struggle_for_rome.words import tribe_word

#: Session option of saves from before version 7: the table ended a tribe's turn after its move.
PASS_LOG = "tribe_turns_ended_by_hand"
#: What ends a tribe's turn (L9, L11).
ENDS = frozenset({"plundered", "conquered", "idle"})
#: Action cards played on their own in a tribe phase (the Chieftain goes with a move, the Traitor with an attack).
ANY_PHASE_CARDS = ("treasure", "culture")


def _turn(ctx: Context) -> int | None:
    """The seat whose tribe turn it is, in a tribe phase."""
    return ctx.position.turn if ctx.phase in ("cavalry", "infantry") else None


def _done(ctx: Context, who: int) -> set[str]:
    return seat(ctx, who).done(tribe_kind(ctx))


def _holds(ctx: Context, who: int, card: str) -> bool:
    return bool(ctx.count(ctx.own("cards", who), card))


def _card_free(ctx: Context, who: int) -> bool:
    """Whether the player may still play an action card this phase (one a phase, none after an idle turn)."""
    return ctx.phase not in seat(ctx, who).played and "idle" not in _done(ctx, who)


def _strength(ctx: Context, who: int) -> int:
    """The towers the tribe can match: its figures, and 2 more with a Traitor held and 1 gold for it."""
    extra = _card_free(ctx, who) and _holds(ctx, who, "traitor") and gold(ctx, who) >= RULES["traitor_gold"]
    return figures(ctx, who, tribe_kind(ctx)) + (RULES["traitor_towers"] if extra else 0)


def _unknown_near(ctx: Context, who: int, near: frozenset[str] | None) -> bool:
    """Whether a city the app does not know may stand beside the tribe (it is added with ``add-city``)."""
    if near is None:
        return len(in_play(ctx)) < RULES["cities"]
    known = {c.id for c in in_play(ctx)}
    return any(c not in known for c in near)


def targets(ctx: Context, what: str) -> list[City]:
    """The cities in play the turn's tribe could plunder (``what``) or conquer now, as far as the app knows."""
    who = _turn(ctx)
    if who is None:
        return []
    tribe = tribe_kind(ctx)
    empire = bool(cities_of(ctx, who, tribe))
    if (what == "plunder" and empire) or (what == "conquer" and not wagons(ctx, who, tribe)):
        return []
    if what == "conquer" and not empire and len(tiles(ctx, who, tribe)) < RULES["colours_for_empire"]:
        return []
    near = None if empire else beside(ctx, who, tribe)
    strength = _strength(ctx, who)
    held = tiles(ctx, who, tribe)
    out = []
    for town in in_play(ctx):
        if out_of_play(ctx, town) or owner(ctx, town.id) is not None or town.towers > strength:
            continue
        if what == "plunder" and not ctx.count(f"city:{town.id}", "tile"):
            continue
        if what == "plunder" and held.get(town.province, 0) >= TILES_A_COLOUR:
            continue  # two tiles of its colour already (L11): the play-test's turn stayed open for this
        if (near is not None and town.id not in near) or (empire and reach(ctx, who, tribe, town.id) is False):
            continue
        out.append(town)
    return out


def can_attack(ctx: Context, what: str) -> bool:
    """Whether the turn's tribe may still plunder (``what``) or conquer: a city it could take, or one the app
    does not know yet that could be."""
    who = _turn(ctx)
    if who is None or _done(ctx, who) & ENDS:
        return False
    if targets(ctx, what):
        return True
    tribe = tribe_kind(ctx)
    empire = bool(cities_of(ctx, who, tribe))
    if what == "plunder" and empire:
        return False
    if what == "conquer" and (
        not wagons(ctx, who, tribe) or (not empire and len(tiles(ctx, who, tribe)) < RULES["colours_for_empire"])
    ):
        return False
    if _strength(ctx, who) < RULES["min_towers"]:
        return False
    if empire:
        # A city one arrow from the empire that the app does not know yet: only a whole arrow list rules it out.
        return len(in_play(ctx)) < RULES["cities"] and not here(ctx).complete
    return _unknown_near(ctx, who, beside(ctx, who, tribe))


def can_move(ctx: Context) -> bool:
    """Whether the turn's tribe may still move: it wanders, has not moved and its turn goes on (L9)."""
    who = _turn(ctx)
    if who is None or cities_of(ctx, who, tribe_kind(ctx)):
        return False
    return not _done(ctx, who) & (ENDS | {"moved"})


def can_idle(ctx: Context) -> bool:
    """Whether the turn's tribe has done nothing at all this turn, so may take 2 gold or a resource (L9)."""
    who = _turn(ctx)
    return who is not None and not _done(ctx, who) and ctx.phase not in seat(ctx, who).played


def can_play(ctx: Context) -> bool:
    """Whether the turn holder may play a card on its own now: a Treasure or a Cultural Progress."""
    who = _turn(ctx)
    return who is not None and _card_free(ctx, who) and any(_holds(ctx, who, c) for c in ANY_PHASE_CARDS)


def nothing_left(ctx: Context) -> bool:
    """Whether a tribe that has moved has nothing left this turn: the turn then passes by itself."""
    who = _turn(ctx)
    if who is None or ctx.options.get(PASS_LOG) or game(ctx).legionary_due is not None:
        return False
    if "moved" not in _done(ctx, who) or _done(ctx, who) & ENDS:
        return False
    return not (can_attack(ctx, "plunder") or can_attack(ctx, "conquer") or can_play(ctx))


#: What ``actions`` and the app's list offer in a tribe phase, by action.
OFFERED: dict[str, Callable[[Context], bool]] = {
    "move": can_move,
    "move-to": can_move,
    "idle": can_idle,
    "plunder": lambda ctx: can_attack(ctx, "plunder"),
    "conquer": lambda ctx: can_attack(ctx, "conquer"),
}


def offering(actions: Sequence[ActionSpec]) -> tuple[ActionSpec, ...]:
    """The actions, a tribe's offered only while its turn leaves them to it (they can still be named, and
    forced). Other phases keep whatever offers them."""

    def offered(check: Callable[[Context], bool]) -> Callable[[Context], bool]:
        return lambda ctx: _turn(ctx) is None or check(ctx)

    return tuple(
        replace(spec, offered=offered(OFFERED[spec.name])) if spec.name in OFFERED else spec for spec in actions
    )


def passed(before: Context, after: Context) -> list[str]:
    """``Bo's infantry tribe has nothing left to do this turn: the turn passes.``, when an action left a tribe
    that had not moved yet, or had moved already, nothing: said with the action that passed the turn."""
    who = _turn(before)
    if who is None or before.options.get(PASS_LOG) or (after.position.turn == who and after.phase == before.phase):
        return []
    tribe = tribe_kind(before)
    done = game(after).seats[who].done(tribe)
    if "moved" not in done or done & ENDS or "moved" in seat(before, who).done(tribe):
        return []
    said = tr("{player}'s {tribe} tribe has nothing left to do this turn: the turn passes.")
    return [said.format(player=before.players[who].name, tribe=tribe_word(tribe))]

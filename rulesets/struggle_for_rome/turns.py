"""Whose turn it is, where nothing is left to decide (issue 34, rules version 4).

A player takes a trade-and-build turn only while they can do something in it
(L7, L15): trade or build with a resource card in hand, buy an action card
with the gold joker (3 gold for the cattle, 1 more for the card), or play an
action card the phase allows. With none of that the turn passes by itself, and
so does the whole phase when nobody has one. A tribe's record of what it did
this turn starts afresh with its phase, so an action forced in another phase
no longer stands in its way.

Older logs replay as their rules took them: every player had a build turn
(``BUILD_LOG``) and a tribe's record lasted the round (``TRIBE_LOG``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.i18n import tr
from engine.state import Context
from rulesets.struggle_for_rome.common import seat
from rulesets.struggle_for_rome.data import COSTS, RULES
from rulesets.struggle_for_rome.holders import action_deck, gold, resources
from rulesets.struggle_for_rome.state import State

#: Session option of saves from before version 4: every player took a build turn.
BUILD_LOG = "build_turns_for_all"
#: Session option of saves from before version 4: a tribe's record of the round was kept across phases.
TRIBE_LOG = "tribe_record_kept"

#: Action cards played in trade and build (the Traitor goes with a plunder or a conquest, L15).
BUILD_CARDS = ("diplomat", "chieftain", "treasure", "culture")


def can_build(ctx: Context, who: int) -> bool:
    """Whether a player has something to do in trade and build (see the module's docstring)."""
    if any(resources(ctx, who).values()):
        return True
    me = seat(ctx, who)
    if "build" not in me.played and any(ctx.count(ctx.own("cards", who), c) for c in BUILD_CARDS):
        return True
    # An action card for gold alone: the joker's 3 gold stand in for the cattle.
    price = COSTS["action-card"].get("gold", 0) + RULES["joker_gold"]
    return not me.joker and action_deck(ctx) > 0 and gold(ctx, who) >= price


def counts(ctx: Context) -> bool:
    """Whether the build phase gives turns only to players with something to do (not an older log)."""
    return ctx.phase == "build" and not ctx.options.get(BUILD_LOG)


def build_order(ctx: Context, order: Sequence[int]) -> tuple[int, ...]:
    """The build phase's turn order without the players who have nothing to do in it."""
    return tuple(s for s in order if can_build(ctx, s)) if counts(ctx) else tuple(order)


def build_done(ctx: Context) -> bool:
    """Whether the build turn's holder has nothing left to do: the turn passes by itself."""
    turn = ctx.position.turn
    return counts(ctx) and turn is not None and not can_build(ctx, turn)


def fresh_tribe(ctx: Context, state: State) -> State:
    """On entering a tribe's phase: the tribe has done nothing yet this turn (an action forced in another phase
    left its record behind, and an idle turn was then refused)."""
    if ctx.phase not in ("cavalry", "infantry") or ctx.options.get(TRIBE_LOG):
        return state
    stale = ctx.phase + ":"
    if not any(d.startswith(stale) for s in state.seats for d in s.did):
        return state
    seats = tuple(replace(s, did=tuple(d for d in s.did if not d.startswith(stale))) for s in state.seats)
    return replace(state, seats=seats)


def built_out(before: Context, after: Context) -> list[str]:
    """``Dana has nothing left to do this turn: the turn passes.``, said with the build or card that left a
    trade-and-build turn's holder nothing (as a tribe's turn says it, see ``chances.passed``).

    Told from the table alone: a turn that ends while its holder could still build was ended by a typed
    ``next`` (or handed over), one that ends with nothing left to build passed by itself.
    """
    who = before.position.turn
    if who is None or before.phase != "build" or after.phase != "build" or after.position.turn == who:
        return []
    if after.actor != who or not build_done(replace(after, position=replace(after.position, turn=who))):
        return []
    said = tr("{player} has nothing left to do this turn: the turn passes.")
    return [said.format(player=after.players[who].name)]

"""The preset start ends by itself once nothing is left to decide in it (the play-test's table had to type
``next-phase`` after the last caravan's good was named, and the app said so but waited).

Nobody has a turn in the setup's steps once every caravan's good is named, Egypt's extra caravan placed and
every role card handed out: the engine goes past such steps (``Ruleset.passes_idle_steps``), and the first
round begins. A log written before version 10 typed that ``next-phase`` and replays as it was taken
(``SETUP_END_LOG``).
"""

from __future__ import annotations

from collections.abc import Collection

from engine.state import Context
from rulesets.mare_nostrum.common import SETUP_LOG
from rulesets.mare_nostrum.roles import role_obligations
from rulesets.mare_nostrum.setup import setup_seats, setup_work

#: The session option of a log written before version 10: its preset start waited for a typed ``next-phase``.
SETUP_END_LOG = "setup_ended_by_hand"


def passed_in_setup(events: object) -> bool:
    """Whether a saved log passes a turn of the setup by hand (``next`` before the first ``next-phase``): under
    version 7 a player with nothing to name has no turn there, so the same ``next`` could end another's."""
    for raw in events if isinstance(events, list) else ():
        kind = raw.get("t") if isinstance(raw, dict) else None
        if kind == "next-phase":
            return False
        if kind == "next":
            return True
    return False


def typed_setup_end(events: object, round_actions: Collection[str]) -> bool:
    """Whether a saved log ends the setup with a typed ``next-phase`` (before any action of the round's phases):
    only such a log needs ``SETUP_END_LOG``. A log whose setup went on by itself (one written under version 10
    and relabelled older, or one that stopped in the setup) replays as it is."""
    for raw in events if isinstance(events, list) else ():
        kind = raw.get("t") if isinstance(raw, dict) else None
        if kind == "next-phase":
            return True
        if kind in round_actions:
            return False
    return False


def _preset(ctx: Context) -> bool:
    """Whether the session plays the preset start as version 7 on took its turns."""
    return "points-start" not in ctx.variants and not ctx.options.get(SETUP_LOG)


def ends_itself(ctx: Context) -> bool:
    """Whether the preset start goes on by itself once nobody has anything left to do (not an older log)."""
    return ctx.phase == "setup" and _preset(ctx) and not ctx.options.get(SETUP_END_LOG)


def complete(ctx: Context) -> bool:
    """Whether nothing is left to decide in the preset start: no work for anyone, every role card handed out."""
    return not setup_seats(ctx) and not role_obligations(ctx)


def setup_order(ctx: Context, order: tuple[int, ...]) -> tuple[int, ...]:
    """The preset start's turns: the players with work left; nobody once it is complete (else, while a role card
    is still to draw, everyone, as before)."""
    if not _preset(ctx):
        return order
    working = tuple(seat for seat in order if setup_work(ctx, seat))
    if working or (ends_itself(ctx) and complete(ctx)):
        return working
    return order


def setup_turn_done(ctx: Context, turn: int) -> bool:
    """The preset start's turn passes once its holder is done and someone else still has work, or (not an older
    log) once nothing at all is left: the setup then ends."""
    if setup_work(ctx, turn):
        return False
    return bool(setup_seats(ctx)) or (ends_itself(ctx) and complete(ctx))

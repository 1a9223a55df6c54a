"""Whose income a ``receive`` is (L7): whom the roll waits for, who may take resources, and who is meant when
nobody is named (issue 34, play-test 2: the header named everyone while one card was owed, and grain typed
for one player went to the roller, though the board could have told)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.state import Context
from rulesets.struggle_for_rome import income
from rulesets.struggle_for_rome.common import game, name
from rulesets.struggle_for_rome.owed import late_seats


def still_owed(ctx: Context) -> list[int]:
    """Whom the roll waits for: players owed a pasture card, the earliest roll's first (a card named without a
    player is theirs), then those whose income for the latest roll is not in yet (the kit could not work it
    out), from the start player."""
    state = game(ctx)
    count = len(ctx.players)
    seats = list(dict.fromkeys(s for s, _ in state.owing if state.owed(s)))
    owed = seats + [
        s for s in ((ctx.position.start + i) % count for i in range(count)) if state.owed(s) and s not in seats
    ]
    owed += [s for s in income.unaccounted(ctx) if s not in owed]
    # Income still owed for an earlier roll keeps its player waited for (play-test 8: it was forgotten).
    return owed + [s for s in late_seats(ctx) if s not in owed]


def receivers(ctx: Context) -> list[int]:
    """Who may take resources for this round's rolls, the one the table waits for first (the form's default):
    while a pasture card is owed, only the players the roll waits for, as the header names them
    (``header_order``); else everyone, those who
    have taken nothing for the latest roll first, from the start player (income of an earlier roll may come late,
    and a second entry is told it was taken already).

    Nobody before a roll, nor while the legionary waits to move after a 7, nor when only 7s were rolled: a 7
    moves the legionary and brings nobody anything (L7).
    """
    state = game(ctx)
    numbers = [n for n in state.rolls if n != 7]
    if not numbers or state.legionary_due is not None:
        return []
    # While a card is owed, only who is waited for: the header named everyone while one card was owed.
    awaited = header_order(ctx)
    if any(state.owed(s) for s in awaited):
        return awaited
    count = len(ctx.players)
    order = [(ctx.position.start + i) % count for i in range(count)]
    took = {w for r, w, _, _ in state.taken if r == numbers[-1]}

    took |= {w for r, w in state.nothing if r == numbers[-1]}

    def waited(seat: int) -> int:
        if state.owed(seat):
            return 0
        late = seat in late_seats(ctx)
        return 2 if (seat in state.served or seat in took) and not late else 1

    return sorted(order, key=waited)


def named_receiver(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """``actor_of`` of receive naming nobody: whose income it is.

    While nobody may take resources (before a roll, after a 7) the start player is the one asked, so the
    refusal says the rule's reason. Else it is the income of the first player the header names as waited for
    (``header_order``), and only theirs: what they may not take is refused with the reason, naming them, so
    the table adds ``player=`` for someone else (play-test 11, B1: bare ``receive``s went to the third name
    while the header named another first, and a table reading the header gave cards to the wrong player).
    ``roll=`` naming an earlier roll narrows it to those still owing that roll's income, in the same order.
    """
    if not receivers(ctx):
        return {"player": name(ctx, ctx.position.start)}
    header = header_order(ctx)
    state = game(ctx)
    if args.get("roll") and state.rolls and int(args["roll"]) != state.rolls[-1]:
        late = set(late_seats(ctx, int(args["roll"])))
        header = [s for s in header if s in late] or header
    return {"player": name(ctx, header[0])} if header else {}


def header_order(ctx: Context) -> list[int]:
    """Whom the roll waits for, as the header names them: ``still_owed`` in seat order from the start player
    (``engine.summary.waiting_for`` orders them so)."""
    owed = set(still_owed(ctx))
    count = len(ctx.players)
    return [s for s in ((ctx.position.start + i) % count for i in range(count)) if s in owed]

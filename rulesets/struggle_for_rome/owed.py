"""Income owed past its roll (play-test 8, P1 and P8): a new roll keeps what was not entered for the one before
owed (``State.late``), the app works it out once the table tells what it lacked, and the roll does not end while
the kit knows of income nobody took.
"""

from __future__ import annotations

from dataclasses import replace

from engine.actions import Violation, rule
from engine.i18n import tr
from engine.state import Context
from rulesets.struggle_for_rome.common import KNOWN_LOG, game
from rulesets.struggle_for_rome.holders import stock, take
from rulesets.struggle_for_rome.income import KINDS, LATE_LOG, gained, gains, unaccounted
from rulesets.struggle_for_rome.state import State
from rulesets.struggle_for_rome.taught import here
from rulesets.struggle_for_rome.words import amount, pasture_cards

#: Session option of saves from before version 12: income owed for a roll before a 7 was typed by the table
#: (the app did not know where the legionary had stood).
SEVEN_LOG = "late_income_across_seven_typed"


def close(ctx: Context, state: State) -> State:
    """Before a new roll: whoever has not entered the previous roll's income still owes it (``late``), so the
    table keeps rolling and the income catches up, named with its number (play-test 8: it vanished)."""
    if ctx.options.get(LATE_LOG) or not here(ctx).around:
        # A kit that knows no landscape asks every roll's income of whoever it brings some: nobody is waited for.
        return state
    owed = tuple((state.rolls[-1], s) for s in unaccounted(ctx) if (state.rolls[-1], s) not in state.late)
    return replace(state, late=state.late + owed) if owed else state


def owed_late(ctx: Context) -> list[tuple[int, int]]:
    """Income still owed for earlier rolls of this round, as (number, seat), earliest roll first: not yet
    taken, worked out, nor said to be nothing."""
    state = game(ctx)
    done = {(r, w) for r, w, _, _ in state.taken} | set(state.nothing)
    return [o for o in state.late if o not in done]


def late_seats(ctx: Context, number: int | None = None) -> list[int]:
    """Seats owing income for an earlier roll (for ``number`` only, when given), earliest roll first."""
    return list(dict.fromkeys(s for n, s in owed_late(ctx) if number is None or n == number))


def owed_by_kit(ctx: Context) -> list[Violation]:
    """Why the roll may not end yet: income the kit works out for the latest roll that nobody took, as when the
    bank was short and the app left it to the table (play-test 8, P8: next-phase went through)."""
    state = game(ctx)
    if ctx.options.get(LATE_LOG) or not state.rolls or state.rolls[-1] == 7:
        return []
    out = []
    for seat in unaccounted(ctx):
        got = gains(ctx, seat, state.rolls[-1])[0]
        if got and any(got.values()):
            said = tr("by the board kit the {n} brings {player} {gains} (receive; shortage first if the bank is short)")
            bits = [amount(k, got[k]) for k in ("grain", "ore") if got.get(k)]
            if got.get("pasture"):
                bits.append(pasture_cards(got["pasture"]))
            line = said.format(n=state.rolls[-1], player=ctx.players[seat].name, gains=", ".join(bits))
            out.append(rule("Income", line, "roll"))
    return out


def serve_late(ctx: Context, state: State) -> State:
    """In the roll, once the table has told what the app lacked (where a figure stands, what a crossing
    touches): the last roll's income of each player it can now work out, and who has not entered theirs, is
    taken as the roll would have taken it. When the bank is short, the table applies the rule by hand."""
    if ctx.phase != "roll" or ctx.options.get(KNOWN_LOG) or state.legionary_due is not None:
        return state
    ctx.game = state  # what was just told is what the app reads
    state = _serve_earlier(ctx, state)
    ctx.game = state
    latest = state.rolls[-1] if state.rolls else 7
    due = {s: gains(ctx, s, latest)[0] for s in unaccounted(ctx)}
    known = {s: got for s, got in due.items() if got is not None}
    if not known or any(sum(g.get(k, 0) for g in known.values()) > stock(ctx, k) for k in KINDS):
        return state
    draws = list(state.draws) or [0] * len(ctx.players)
    taken = list(state.taken)
    for seat, got in known.items():
        for kind in ("grain", "ore"):
            if got.get(kind):
                take(ctx, seat, kind, got[kind])
                taken.append((latest, seat, kind, got[kind]))
        draws[seat] += got.get("pasture", 0)
    state = state.drawing(draws, tuple(known), latest)
    return replace(state, served=state.served + tuple(known), taken=tuple(taken))


def as_rolled(state: State, number: int) -> State:
    """``state`` with the legionary where it stood when ``number`` was rolled this round: a 7 since has moved
    it, and the earlier roll paid around its old place (``State.stood``)."""
    if number not in state.rolls:
        return state
    index = state.rolls.index(number)
    moved = [(where, at) for made, where, at in state.stood if made > index]
    return replace(state, legionary=moved[0][0], legionary_at=moved[0][1]) if moved else state


def gains_then(ctx: Context, seat: int, number: int) -> dict[str, int] | None:
    """What an earlier roll of ``number`` brought a player by the board kit, the legionary where it stood then
    (None: the kit cannot tell)."""
    now = ctx.game
    ctx.game = as_rolled(game(ctx), number)
    try:
        return gains(ctx, seat, number)[0]
    finally:
        ctx.game = now


def _serve_earlier(ctx: Context, state: State) -> State:
    """Income owed for an earlier roll that what was told now lets the app work out, taken for that roll: across
    a later 7 too, the legionary where it stood then (play-test 11, B3: an empire city taught after a 7 left its
    10 untaken, and a receive of nothing for it was accepted)."""
    taken, done = list(state.taken), set()
    draws = list(state.draws) or [0] * len(ctx.players)
    for number, seat in owed_late(ctx):
        after = state.rolls[len(state.rolls) - state.rolls[::-1].index(number) :]
        got = None if 7 in after and ctx.options.get(SEVEN_LOG) else gains_then(ctx, seat, number)
        if got is None or any(got.get(k, 0) > stock(ctx, k) for k in ("grain", "ore")):
            continue
        for kind in ("grain", "ore"):
            if got.get(kind):
                take(ctx, seat, kind, got[kind])
                taken.append((number, seat, kind, got[kind]))
        if got.get("pasture"):  # owed now, named like any roll's cards
            draws[seat] += got["pasture"]
            state = state.drawing(draws, (seat,), number)
        done.add((number, seat))
    return replace(state, taken=tuple(taken), late=tuple(o for o in state.late if o not in done))


def late(before: Context, after: Context) -> list[str]:
    """``Income for the 10 worked out from what was told: Ann nothing.``, after ``serve_late``."""
    out = []
    caught = [o for o in owed_late(before) if o not in owed_late(after)]
    for number in dict.fromkeys(n for n, _ in caught):
        parts = []
        for _, seat in (o for o in caught if o[0] == number):
            got = {k: n for r, w, k, n in game(after).taken if r == number and w == seat and k in ("grain", "ore")}
            got["pasture"] = sum(1 for s, r in game(after).owing if (s, r) == (seat, number)) - sum(
                1 for s, r in game(before).owing if (s, r) == (seat, number)
            )
            parts.append(gained(after.players[seat].name, got))
        said = tr("Income for the {n} worked out from what was told: {parts}.")
        out.append(said.format(n=number, parts="; ".join(parts)))
    new = [s for s in game(after).served if s not in game(before).served]
    if not new or not game(after).rolls:
        return out
    latest = game(after).rolls[-1]
    parts = []
    for seat in new:
        got = {k: n for r, w, k, n in game(after).taken if r == latest and w == seat and k in ("grain", "ore")}
        got["pasture"] = game(after).owed(seat) - game(before).owed(seat)
        parts.append(gained(after.players[seat].name, got))
    said = tr("Income for the {n} worked out from what was told: {parts}.")
    return [*out, said.format(n=latest, parts="; ".join(parts))]

"""What the table needs always in sight: the glance strip above the app's panels.

The strip's line says who is next (the placer, the space that acts, the
fighter or racer, the bidder, Latro or the Portus space), the tie track,
and during placement the free spaces of each area; blue dice in the
contests, the highest bid in the Theatrum. One row per player gives points,
coins in the purse by metal and servants: still to place during placement,
on the board after it. Everything is read from the state and the ledger, cheaply: the
strip is worked out after every change.
"""

from __future__ import annotations

from engine.state import Context
from engine.views import Glance
from rulesets.aquileia.catalogues import SPACE_NAMES
from rulesets.aquileia.common import game, name, pending
from rulesets.aquileia.contests import CARD_FIELDS, entrants, to_compete
from rulesets.aquileia.data import AREA_ORDER, AREAS, METALS, ROUNDS, SERVANTS
from rulesets.aquileia.display import AREA_NAMES, final_score
from rulesets.aquileia.holders import SERVANT, coin_text, coins, owner, purse, reserve, space
from rulesets.aquileia.portus import latro_due, to_activate
from rulesets.aquileia.printed import board
from rulesets.aquileia.theatrum import SOLD, auction, offer

#: The longest line the strip shows.
WIDTH = 110
#: The fewest characters of a part worth showing cut short.
MIN_CUT = 20
COLUMNS = ("Player", "Points", "Gold", "Silver", "Bronze", "Servants")
VERB = {"arena": "fights", "stadium": "races"}


def glance(ctx: Context) -> Glance:
    """The strip: one line about the table, one row per player."""
    state = game(ctx)
    if state.over:
        return Glance(_final_line(ctx), COLUMNS, _rows(ctx, final=True))
    # Parts in the order shown; when the line is too long, the last ones give way first.
    parts = [_next(ctx), _tie_track(ctx), *_extra(ctx)]
    return Glance(fit(parts), COLUMNS, _rows(ctx, final=False))


def fit(parts: list[str], width: int = WIDTH) -> str:
    """Parts joined by `` · ``, within ``width``: the last ones go first, the last one kept may be cut (``…``)."""
    line = " · ".join(p for p in parts if p)
    if len(line) <= width:
        return line
    kept = ""
    for part in (p for p in parts if p):
        joined = f"{kept} · {part}" if kept else part
        if len(joined) <= width:
            kept = joined
            continue
        # Cut the first part that does not fit, if enough of it shows to be worth reading.
        if width - len(kept) >= (MIN_CUT if kept else 1) + 4:
            kept = joined[: width - 1].rstrip() + "…"
        break
    return kept


def _rows(ctx: Context, final: bool) -> tuple[tuple[str, ...], ...]:
    state = game(ctx)
    placing = ctx.phase == "placement" and not final
    rows = []
    for seat, person in enumerate(state.patricians):
        points = person.score
        if final:
            points += final_score(ctx, seat)["total"]
        wallet = purse(ctx, seat)
        if final:
            servants = "-"
        elif placing:
            left = ctx.count(reserve(ctx, seat), ctx.piece(SERVANT, seat))
            servants = "passed" if person.passed else f"{left} to place"
        else:
            on_board = SERVANTS - ctx.count(reserve(ctx, seat), ctx.piece(SERVANT, seat))
            servants = f"{on_board} on the board" if on_board else "all home"
        rows.append((name(ctx, seat), str(points), *(str(ctx.count(wallet, m)) for m in METALS), servants))
    return tuple(rows)


def _final_line(ctx: Context) -> str:
    state = game(ctx)
    totals = [p.score + final_score(ctx, s)["total"] for s, p in enumerate(state.patricians)]
    best = max(totals)
    winners = [name(ctx, s) for s, total in enumerate(totals) if total == best]
    verb = "wins" if len(winners) == 1 else "win"
    return fit([f"Game over after {ROUNDS} rounds", f"{' and '.join(winners)} {verb} with {best} points"])


def _tie_track(ctx: Context) -> str:
    track = game(ctx).tie_track
    if not track:
        return "tie track empty"
    return "tie track: " + ", ".join(f"{i} {name(ctx, s)}" for i, s in enumerate(track, start=1))


def _acting(ctx: Context, where: str) -> str:
    seat = owner(ctx, where)
    return SPACE_NAMES[where] + ("" if seat is None else f" ({name(ctx, seat)})")


def _next(ctx: Context) -> str:
    """Who or what is next in the current phase."""
    state = game(ctx)
    phase = ctx.phase
    if phase == "placement":
        if state.placer is None:
            return "everything is placed: the areas act next"
        return f"{name(ctx, state.placer)} places next"
    if phase in ("mercatus", "forum"):
        left = pending(ctx, AREAS[phase])
        return f"next: {_acting(ctx, left[0])}" if left else f"every {AREA_NAMES[phase]} space has acted"
    if phase in CARD_FIELDS:
        nxt = to_compete(ctx)
        if nxt:
            return f"{name(ctx, nxt[0])} {VERB[phase]} next"
        if not entrants(ctx, phase):
            return f"nobody in the {AREA_NAMES[phase]}"
        return "hand out the prizes" if f"{phase}:prizes" not in state.done else "prizes handed out"
    if phase == "theatrum":
        current = auction(ctx)
        if current is None:
            return "the laurel is sold" if SOLD in state.done else "nobody on the Theatrum: no auction"
        if current.to_act is None:
            return "the auction is over: sell the laurel"
        verb = "opens or declines" if current.bidder is None else "raises or drops"
        return f"{name(ctx, current.to_act)} {verb} next"
    if latro_due(ctx):
        return f"Latro ({name(ctx, owner(ctx, 'latro') or 0)}) rolls next"
    left = to_activate(ctx)
    return f"next: {_acting(ctx, left[0])} pays and activates" if left else "every Portus space has acted"


def _extra(ctx: Context) -> list[str]:
    """What else matters in this phase: free spaces, strengths and blue dice, the highest bid."""
    phase = ctx.phase
    state = game(ctx)
    if phase == "placement" and state.placer is not None:
        spaces = board(ctx)
        free = []
        for area in AREA_ORDER:
            n = sum(1 for s in spaces.areas.get(area, ()) if not ctx.ledger.of_base(space(s), SERVANT))
            if n:
                free.append(f"{AREA_NAMES[area]} {n}")
        return ["free: " + ", ".join(free) if free else "no free space"]
    if phase in CARD_FIELDS:
        out = []
        strengths = [f"{name(ctx, s)} {n}" for a, s, n, _ in state.strengths if a == phase]
        if strengths:
            out.append("strength: " + ", ".join(strengths))
        blue = [f"{name(ctx, s)} {p.blue}" for s, p in enumerate(state.patricians) if p.blue]
        if blue:
            out.append("blue dice: " + ", ".join(blue))
        return out
    if phase == "theatrum":
        current = auction(ctx)
        if current is not None and current.bidder is not None:
            return [f"bid: {coin_text(coins(ctx, offer(ctx, current.bidder)))} by {name(ctx, current.bidder)}"]
    return []

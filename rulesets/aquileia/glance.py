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

from engine.i18n import N_, ntr, tr
from engine.state import Context
from engine.views import Glance
from rulesets.aquileia.catalogues import space_said
from rulesets.aquileia.common import game, name, pending
from rulesets.aquileia.contests import CARD_FIELDS, entrants, ranked
from rulesets.aquileia.data import AREA_ORDER, AREAS, METALS, ROUNDS, SERVANTS
from rulesets.aquileia.display import final_score
from rulesets.aquileia.holders import SERVANT, coins, owner, purse, reserve, space
from rulesets.aquileia.portus import latro_due, to_activate
from rulesets.aquileia.printed import board
from rulesets.aquileia.steps import VERB, next_step
from rulesets.aquileia.theatrum_sale import SOLD, auction, offer
from rulesets.aquileia.words import area, coin_text

#: The longest line the strip shows.
WIDTH = 110
#: The fewest characters of a part worth showing cut short.
MIN_CUT = 20
COLUMNS = (N_("Player"), N_("Points"), N_("Gold"), N_("Silver"), N_("Bronze"), N_("Servants"))


def glance(ctx: Context) -> Glance:
    """The strip: one line about the table, one row per player."""
    state = game(ctx)
    columns = tuple(tr(column) for column in COLUMNS)
    if state.over:
        return Glance(_final_line(ctx), columns, _rows(ctx, final=True))
    # Parts in the order shown; when the line is too long, the last ones give way first.
    parts = [_next(ctx), _tie_track(ctx), *_extra(ctx)]
    return Glance(fit(parts), columns, _rows(ctx, final=False))


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
            servants = tr("passed") if person.passed else tr("{n} to place").format(n=left)
        else:
            on_board = SERVANTS - ctx.count(reserve(ctx, seat), ctx.piece(SERVANT, seat))
            servants = tr("{n} on the board").format(n=on_board) if on_board else tr("all home")
        rows.append((name(ctx, seat), str(points), *(str(ctx.count(wallet, m)) for m in METALS), servants))
    return tuple(rows)


def _final_line(ctx: Context) -> str:
    state = game(ctx)
    totals = [p.score + final_score(ctx, s)["total"] for s, p in enumerate(state.patricians)]
    best = max(totals)
    winners = [name(ctx, s) for s, total in enumerate(totals) if total == best]
    said = ntr("{players} wins with {points} points", "{players} win with {points} points", len(winners))
    over = tr("Game over after {n} rounds").format(n=ROUNDS)
    return fit([over, said.format(players=f" {tr('and')} ".join(winners), points=best)])


def _tie_track(ctx: Context) -> str:
    track = game(ctx).tie_track
    if not track:
        return tr("tie track empty")
    return tr("tie track: {places}").format(
        places=", ".join(f"{i} {name(ctx, s)}" for i, s in enumerate(track, start=1))
    )


def _acting(ctx: Context, where: str) -> str:
    seat = owner(ctx, where)
    return space_said(where) + ("" if seat is None else f" ({name(ctx, seat)})")


def _next(ctx: Context) -> str:
    """Who or what is next in the current phase."""
    state = game(ctx)
    phase = ctx.phase
    if phase == "placement":
        if state.placer is None:
            return tr("everything is placed: the areas act next")
        return tr("{player} places next").format(player=name(ctx, state.placer))
    if phase in ("mercatus", "forum"):
        left = pending(ctx, AREAS[phase])
        if left:
            return tr("next: {space}").format(space=_acting(ctx, left[0]))
        return tr("every Mercatus space has acted") if phase == "mercatus" else tr("every Forum space has acted")
    if phase in CARD_FIELDS:
        step = next_step(ctx)
        if step is not None and step[0] == VERB[phase]:
            said = tr("{player} fights next") if phase == "arena" else tr("{player} races next")
            return said.format(player=name(ctx, step[1]))
        if step is not None:
            said = tr("{player} plays cards next") if step[0] == "play" else tr("{player} rolls blue dice next")
            return said.format(player=name(ctx, step[1]))
        if not entrants(ctx, phase):
            return tr("nobody in the Arena") if phase == "arena" else tr("nobody in the Stadium")
        return tr("hand out the prizes") if f"{phase}:prizes" not in state.done else tr("prizes handed out")
    if phase == "theatrum":
        current = auction(ctx)
        if current is None:
            return tr("the laurel is sold") if SOLD in state.done else tr("nobody on the Theatrum: no auction")
        if current.to_act is None:
            return tr("the auction is over: sell the laurel")
        said = tr("{player} opens or declines next") if current.bidder is None else tr("{player} raises or drops next")
        return said.format(player=name(ctx, current.to_act))
    if latro_due(ctx):
        return tr("Latro ({player}) rolls next").format(player=name(ctx, owner(ctx, "latro") or 0))
    left = to_activate(ctx)
    if left:
        return tr("next: {space} pays and activates").format(space=_acting(ctx, left[0]))
    return tr("every Portus space has acted")


def _extra(ctx: Context) -> list[str]:
    """What else matters in this phase: free spaces, strengths and blue dice, the highest bid."""
    phase = ctx.phase
    state = game(ctx)
    if phase == "placement" and state.placer is not None:
        spaces = board(ctx)
        free = []
        for where in AREA_ORDER:
            n = sum(1 for s in spaces.areas.get(where, ()) if not ctx.ledger.of_base(space(s), SERVANT))
            if n:
                free.append(f"{area(where)} {n}")
        return [tr("free: {areas}").format(areas=", ".join(free)) if free else tr("no free space")]
    if phase in CARD_FIELDS:
        out = []
        # Best first, ties to the tie track: the standing between the contest's steps.
        strengths = [f"{name(ctx, s)} {n}" for s, n, _ in ranked(ctx, phase)]
        if strengths:
            out.append(tr("strength: {players}").format(players=", ".join(strengths)))
        blue = [f"{name(ctx, s)} {p.blue}" for s, p in enumerate(state.patricians) if p.blue]
        if blue:
            out.append(tr("blue dice: {players}").format(players=", ".join(blue)))
        return out
    if phase == "theatrum":
        current = auction(ctx)
        if current is not None and current.bidder is not None:
            bid = coin_text(coins(ctx, offer(ctx, current.bidder)))
            return [tr("bid: {coins} by {player}").format(coins=bid, player=name(ctx, current.bidder))]
    return []

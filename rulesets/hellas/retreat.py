"""What a Retreat cannot take along: the city retreated to holds 3 Greeks and 3 ships at most (L6/f97)."""

from __future__ import annotations

from engine.i18n import ntr
from engine.state import Context
from rulesets.hellas.board import figures, game, holder, tile_name
from rulesets.hellas.data import PER_CITY


def no_room(ctx: Context, target: str, refuge: str, seat: int) -> list[str]:
    """``2 Greeks go home: Lesbos holds 3 at most``: what a Retreat cannot take along (play-test 7: said nothing)."""
    home = []
    for kind in ("greek", "ship"):
        piece = ctx.piece(kind, seat)
        n = ctx.count(holder(target), piece)
        home.append(n - min(n, max(0, PER_CITY - ctx.count(holder(refuge), piece))))
    if not any(home):
        return []
    said = ntr(
        "{figures} goes home: {city} holds {n} of each at most.",
        "{figures} go home: {city} holds {n} of each at most.",
        sum(home),
    )
    what = figures(home[0], home[1])
    return [said.format(figures=what, city=tile_name(game(ctx), refuge), n=PER_CITY)]

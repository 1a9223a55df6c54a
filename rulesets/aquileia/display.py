"""What ``show`` and the app display: trackers, the board's places, views, and the final-score forecast."""

from __future__ import annotations

from typing import Any

from engine.state import Context
from engine.views import Place, View
from rulesets.aquileia.catalogues import (
    ALL_SPACES,
    AREA_OF,
    CARD_NAME,
    COLOURS_OF,
    DECK_OF,
    NUMBER_OF,
    SPACE_NAMES,
    TIE,
)
from rulesets.aquileia.common import game, name
from rulesets.aquileia.data import COLOURS, METALS
from rulesets.aquileia.formulas import villa_score
from rulesets.aquileia.holders import TIE_TRACK, coin_text, hand, owner, purse, space

KIND_WORD = {"workshop": "workshop", "bank": "private bank", "villa": "villa"}


def final_score(ctx: Context, seat: int) -> dict[str, Any]:
    """Stadium point laurels plus villas times laurels of their colour (best theatre-laurel colours)."""
    person = game(ctx).patricians[seat]
    # A villa built (by override) without a colour has no laurel to match: it scores nothing.
    villas = [(b.colour, b.value) for b in person.buildings if b.kind == "villa" and b.colour in COLOURS]
    laurels: list[str] = []
    points = 0
    for kind, n in ctx.holding(hand(ctx, seat)):
        if DECK_OF.get(kind) not in ("stadium", "theatre"):
            continue
        if kind in COLOURS_OF:
            laurels += ["/".join(COLOURS_OF[kind])] * n
        else:
            points += NUMBER_OF[kind] * n
    return villa_score(villas, laurels, points)


def _building(b: Any) -> str:
    if b.kind == "villa":
        return f"{b.colour} villa {b.value}"
    if b.kind == "workshop":
        return f"workshop {b.value}"
    return f"private bank ({coin_text({m: dict(b.income).get(m, 0) for m in METALS})})"


def trackers(ctx: Context, seat: int) -> dict[str, Any]:
    """Score, blue dice, buildings and the forecast (coins, cards and pieces are in the ledger)."""
    person = game(ctx).patricians[seat]
    return {
        "score": person.score,
        "blue_dice": person.blue,
        "buildings": ", ".join(_building(b) for b in person.buildings) or "none",
        "final_forecast": person.score + final_score(ctx, seat)["total"],
    }


def places(ctx: Context) -> list[Place]:
    """Every action space with who stands there (and the coin or card by it), and the tie track."""
    out = []
    for where in ALL_SPACES:
        seat = owner(ctx, where)
        parts = [] if seat is None else [name(ctx, seat)]
        for kind, _ in ctx.holding(space(where)):
            if kind in METALS:
                parts.append(f"{kind} coin under the servant")
            elif kind in CARD_NAME:
                parts.append(f"{CARD_NAME[kind]} face up")
        faction = None if seat is None else ctx.players[seat].faction
        out.append(Place(where, SPACE_NAMES[where], AREA_OF[where], faction, "; ".join(parts), (), space(where)))
    track = ", ".join(f"{i}. {name(ctx, s)}" for i, s in enumerate(game(ctx).tie_track, start=1))
    out.append(Place(TIE, SPACE_NAMES[TIE], "tie", None, track, (), TIE_TRACK))
    return out


def views(ctx: Context) -> list[View]:
    """Tie track, purses and score, strengths this round, and the final-score forecast."""
    state = game(ctx)
    names = [p.name for p in ctx.players]
    track = " > ".join(names[s] for s in state.tie_track) or "-"
    purses = tuple(
        (n, *(ctx.count(purse(ctx, s), m) for m in METALS), state.patricians[s].score) for s, n in enumerate(names)
    )
    forecast = []
    for s, n in enumerate(names):
        result = final_score(ctx, s)
        chosen = ", ".join(f"{pair} as {colour}" for pair, colour in result["assignment"].items()) or "-"
        forecast.append((n, state.patricians[s].score, result["total"], chosen))
    out = [
        View("Tie track", "lines", rows=((track,),)),
        View("Purses", "table", ("player", *METALS, "score"), purses),
        View(
            "Final-score forecast",
            "table",
            ("player", "now", "+ villas & laurels", "theatre laurels as"),
            tuple(forecast),
        ),
    ]
    if state.strengths:
        rows = tuple((a.title(), names[s], n, m) for a, s, n, m in state.strengths)
        out.insert(1, View("Strength this round", "table", ("area", "player", "strength", "metal"), rows))
    if state.placer is not None and ctx.phase == "placement":
        out.insert(0, View("Placing", "lines", rows=((f"{names[state.placer]} places next",),)))
    return out

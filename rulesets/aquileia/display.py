"""What ``show`` and the app display: trackers, the board's places, views, and the final-score forecast."""

from __future__ import annotations

from typing import Any

from engine.outcomes import count
from engine.state import Context
from engine.views import Place, View
from rulesets.aquileia.boardkit import unknown
from rulesets.aquileia.catalogues import ROW, ROW_HOLDER, TIE
from rulesets.aquileia.common import game, name, owners, pending
from rulesets.aquileia.contests import CARD_FIELDS, competed, entrants
from rulesets.aquileia.data import AREAS, COLOURS, METALS, ROUNDS, SERVANTS
from rulesets.aquileia.decks import CARD_NAME, COLOURS_OF, DECK_OF, NUMBER_OF
from rulesets.aquileia.faceup import LAURELS_A_ROUND, laurels_left, shown
from rulesets.aquileia.formulas import villa_score
from rulesets.aquileia.holders import (
    DECK_NAMES,
    SERVANT,
    TIE_TRACK,
    coin_text,
    hand,
    holder_label,
    owner,
    purse,
    reserve,
    space,
)
from rulesets.aquileia.holders import TIE as TIE_MARKER
from rulesets.aquileia.portus import latro_due
from rulesets.aquileia.printed import board, printed
from rulesets.aquileia.tiles import free_tiles, short

KIND_WORD = {"workshop": "workshop", "bank": "private bank", "villa": "villa"}
AREA_NAMES = {"mercatus": "Mercatus", "arena": "Arena", "stadium": "Stadium", "theatrum": "Theatrum"}
AREA_NAMES |= {"forum": "Forum", "portus": "Portus"}


def final_score(ctx: Context, seat: int) -> dict[str, Any]:
    """Stadium point laurels plus villas times laurels of their colour (best theatre-laurel colours).

    Every laurel in hand counts: for the final scoring, when the hands are shown, or for their owner.
    The shared screen's forecast is ``open_score``.
    """
    return _score(ctx, seat, ("stadium", "theatre"))


def open_score(ctx: Context, seat: int) -> dict[str, Any]:
    """The final score as the table can see it: villas times the theatre laurels, bought in the open.

    Stadium laurels are kept secret (the winner passes one on unseen, l.6): counting them here would
    show everyone which laurels a player holds.
    """
    if game(ctx).over:
        return final_score(ctx, seat)
    return _score(ctx, seat, ("theatre",))


def _score(ctx: Context, seat: int, decks: tuple[str, ...]) -> dict[str, Any]:
    person = game(ctx).patricians[seat]
    # A villa built (by override) without a colour has no laurel to match: it scores nothing.
    villas = [(b.colour, b.value) for b in person.buildings if b.kind == "villa" and b.colour in COLOURS]
    laurels: list[str] = []
    points = 0
    for kind, n in ctx.holding(hand(ctx, seat)):
        if DECK_OF.get(kind) not in decks:
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
        # Not "buildings": the houses on them are already shown under that name (the ledger's holder).
        "built": ", ".join(_building(b) for b in person.buildings) or "nothing yet",
        # On open cards only: the stadium laurels in a hand are secret until the final scoring.
        "final_score_forecast": person.score + open_score(ctx, seat)["total"],
    }


def places(ctx: Context) -> list[Place]:
    """Every action space with who stands there (and the coin or card by it), and the tie track."""
    out = []
    spaces = board(ctx)
    for where in spaces.spaces:
        seat = owner(ctx, where)
        parts = [] if seat is None else [name(ctx, seat)]
        # The filter matches tags: a player's name finds their servants, "free" the spaces still open.
        tags = ["free"] if seat is None else ["servant", name(ctx, seat)]
        for kind, _ in ctx.holding(space(where)):
            if kind in METALS:
                parts.append(f"{kind} coin under the servant")
                tags += ["coin", kind]
            elif kind in CARD_NAME:
                parts.append(f"{CARD_NAME[kind]} face up")
                tags += ["card", CARD_NAME[kind]]
        faction = None if seat is None else ctx.players[seat].faction
        area = spaces.area_of[where]
        tags.append(AREA_NAMES[area])
        out.append(Place(where, spaces.name(where), area, faction, "; ".join(parts), tuple(tags), space(where)))
    track = _track(ctx)
    tie_tags = ("tie marker", *(name(ctx, s) for s in game(ctx).tie_track))
    out.append(Place(TIE, spaces.name(TIE), "tie", None, "" if track == "nobody yet" else track, tie_tags, TIE_TRACK))
    return out


def views(ctx: Context) -> list[View]:
    """Tie track, purses and score, strengths this round, and the final-score forecast."""
    state = game(ctx)
    names = [p.name for p in ctx.players]
    track = _track(ctx)
    purses = tuple(
        (n, *(ctx.count(purse(ctx, s), m) for m in METALS), state.patricians[s].score) for s, n in enumerate(names)
    )
    forecast = []
    for s, n in enumerate(names):
        result = open_score(ctx, s)
        chosen = ", ".join(f"{pair} as {colour}" for pair, colour in result["assignment"].items()) or "-"
        forecast.append((n, state.patricians[s].score, result["total"], chosen))
    out = [
        View("Tie track", "lines", rows=((track,),)),
        View("Purses", "table", ("player", *METALS, "score"), purses),
        View(
            # Stadium laurels stay secret until the final scoring: the shared screen counts open cards.
            "Final-score forecast" if state.over else "Final-score forecast on open cards",
            "table",
            ("player", "now", "+ villas & laurels", "theatre laurels as"),
            tuple(forecast),
        ),
    ]
    if state.strengths:
        rows = tuple((a.title(), names[s], n, m) for a, s, n, m in state.strengths)
        out.insert(1, View("Strength this round", "table", ("area", "player", "strength", "metal"), rows))
    lines = [progress(ctx)]
    if state.placer is not None and ctx.phase == "placement" and not state.over:
        lines.insert(0, f"{names[state.placer]} places next.")
    if any(lines):
        out.insert(0, View("Progress", "lines", rows=tuple((line,) for line in lines if line)))
    out.append(View("Decks and face-up cards", "lines", rows=tuple((line,) for line in decks(ctx))))
    if ctx.phase == "forum":
        out.append(View("Free tiles", "table", ("tile", "price", "can pay it exactly"), _tiles(ctx)))
    missing = unknown(ctx)
    if missing:
        out.append(View("Board kit: still unknown", "lines", rows=tuple((line,) for line in missing)))
    return out


def decks(ctx: Context) -> list[str]:
    """The face-up cards, the laurels left (the game's clock, l.8) and each deck's size, as lines."""
    lying = []
    for row in ROW_HOLDER:
        card = shown(ctx, row)
        lying.append(f"{ROW.resolve(row).label} {CARD_NAME[card] if card else 'not entered'}")
    left = laurels_left(ctx)
    rounds = left // LAURELS_A_ROUND
    clock = f"Stadium laurels left: {left}, two a round: {count(rounds, 'more round')} until they run out."
    sizes = []
    for deck in DECK_NAMES:
        cards, discards = ctx.size(f"deck:{deck}"), ctx.size(f"discard:{deck}")
        sizes.append(f"{holder_label(f'deck:{deck}')}: {cards}" + (f" (discards {discards})" if discards else ""))
    return ["Face up: " + "; ".join(lying) + ".", clock, "; ".join(sizes).capitalize() + "."]


def _track(ctx: Context) -> str:
    """The tie track in order, naming the next start player (l.8): ``1. Jirka (starts next round), 2. Kaja``."""
    track = game(ctx).tie_track
    if not track:
        return "nobody yet"
    after = " (starts next round)" if ctx.position.round < ROUNDS else ""
    return ", ".join(f"{i}. {name(ctx, s)}{after if i == 1 else ''}" for i, s in enumerate(track, start=1))


def progress(ctx: Context) -> str:
    """How far the current phase has got, as one sentence ("Mercatus: 2 of 4 spaces have acted")."""
    state = game(ctx)
    phase = ctx.phase
    if state.over:
        return "The six rounds are over: the final scoring is in."
    if phase == "placement":
        placed = len(state.tie_track)
        left = 0
        for seat, person in enumerate(state.patricians):
            unplaced = ctx.count(reserve(ctx, seat), ctx.piece(SERVANT, seat))
            placed += SERVANTS - unplaced
            left += (0 if person.passed else unplaced) + ctx.count(reserve(ctx, seat), ctx.piece(TIE_MARKER, seat))
        return f"Placement: {placed} of {placed + left} servants and tie markers placed."
    if phase in ("mercatus", "forum"):
        taken = [s for s in AREAS[phase] if owner(ctx, s) is not None]
        acted = sum(1 for s in taken if s in state.done)
        return f"{AREA_NAMES[phase]}: {acted} of {len(taken)} spaces have acted or been skipped."
    if phase in CARD_FIELDS:
        field = entrants(ctx, phase)
        if not field:
            return f"{AREA_NAMES[phase]}: nobody has a servant here."
        done = len(competed(state, phase))
        verb = "fought" if phase == "arena" else "raced"
        prizes = "prizes handed out" if f"{phase}:prizes" in state.done else "prizes still to hand out"
        return f"{AREA_NAMES[phase]}: {done} of {len(field)} have {verb}; {prizes}."
    if phase == "portus":
        paid = [s for s in AREAS["portus"] if s != "latro" and owner(ctx, s) is not None]
        acted = sum(1 for s in paid if s in state.done)
        latro = ""
        if owner(ctx, "latro") is not None:
            latro = "Latro still to roll; " if latro_due(ctx) else "Latro has rolled; "
        return f"Portus: {latro}{acted} of {len(paid)} paid spaces activated."
    return ""


def _tiles(ctx: Context) -> tuple[tuple[str, str, str], ...]:
    """Each free tile of the kit, its price, and which builders still to build could pay it exactly (l.7)."""
    builders = owners(ctx, pending(ctx, AREAS["forum"]))
    rows = []
    for tile in free_tiles(ctx):
        facts = printed(ctx).section("buildings")[tile]
        coins, slaves = printed(ctx).known("buildings", tile, "coins"), printed(ctx).known("buildings", tile, "slaves")
        if coins is None or slaves is None:
            rows.append((str(facts.get("name", tile)), "?", "-"))
            continue
        price = coin_text({m: coins.count(m) for m in METALS}) + (f", {slaves} slaves" if slaves else "")
        able = [name(ctx, s) for s in builders if not short(ctx, s, coins) and _slaves(ctx, s) >= slaves]
        rows.append((str(facts.get("name", tile)), price, ", ".join(able) or "nobody"))
    return tuple(rows)


def _slaves(ctx: Context, seat: int) -> int:
    return sum(NUMBER_OF[kind] * n for kind, n in ctx.holding(hand(ctx, seat)) if kind.startswith("slave-"))

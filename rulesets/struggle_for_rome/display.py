"""What the table reads: trackers, the cities as map rows, panels, and what is pending."""

from __future__ import annotations

from typing import Any

from engine.state import Context
from engine.views import Place, View
from rulesets.struggle_for_rome.board import board
from rulesets.struggle_for_rome.cities import in_play
from rulesets.struggle_for_rome.common import game, name, not_started
from rulesets.struggle_for_rome.data import LANDSCAPES, PROVINCES, RULES
from rulesets.struggle_for_rome.holders import (
    BANK,
    DECK,
    SPECIAL,
    action_deck,
    cities_of,
    figure_word,
    figures,
    owner,
    tiles,
    wagons,
)
from rulesets.struggle_for_rome.rolling import covered
from rulesets.struggle_for_rome.scoring import TERROR, held, points, scores, target
from rulesets.struggle_for_rome.standing import start_of
from rulesets.struggle_for_rome.state import TRIBES


def tribe_line(ctx: Context, seat: int, tribe: str) -> str:
    """``2 horsemen, 1 wagon; tiles: Gallia 2, Germania; 1 city``."""
    carts = wagons(ctx, seat, tribe)
    parts = [f"{figure_word(tribe, figures(ctx, seat, tribe))}, {carts} wagon{'s' if carts != 1 else ''}"]
    shown = [PROVINCES.resolve(p).label + (f" {n}" if n > 1 else "") for p, n in tiles(ctx, seat, tribe).items()]
    if shown:
        parts.append("tiles: " + ", ".join(shown))
    towns = len(cities_of(ctx, seat, tribe))
    if towns:
        parts.append(f"{towns} cit{'y' if towns == 1 else 'ies'}")
    else:
        where = start_of(ctx, seat, tribe)
        if where is not None:
            parts.append(f"at {board(ctx.kit).name(where)}")
    return "; ".join(parts)


def trackers(ctx: Context, seat: int) -> dict[str, Any]:
    """Points and each tribe in a line (cards, gold and figures are in the ledger's holdings)."""
    return {"vp": points(ctx, seat), **{tribe: tribe_line(ctx, seat, tribe) for tribe in TRIBES}}


def places(ctx: Context) -> list[Place]:
    """Every city on the app's map, with its tile or its owner."""
    out = []
    for city in in_play(ctx):
        holder = f"city:{city.id}"
        held_by = owner(ctx, city.id)
        facts = f"{city.towers} towers, {PROVINCES.resolve(city.province).label}"
        if held_by is not None:
            facts += f", {name(ctx, held_by[0])}'s {held_by[1]}"
        elif ctx.count(holder, "tile"):
            facts += ", plunder tile"
        elif city.neutral and len(ctx.players) == 3:
            facts += ", out of play"
        tags = tuple(t for t, on in (("eagle", city.eagle), ("III", city.neutral)) if on)
        colour = None if held_by is None else ctx.players[held_by[0]].faction
        out.append(Place(city.id, city.name, "city", colour, facts, tags, holder))
    return out


def views(ctx: Context) -> list[View]:
    """The compass rose and legionary, the race to the target, special cards and the stocks."""
    state = game(ctx)
    names = [p.name for p in ctx.players]
    goal = target(ctx)
    rose = ", ".join(map(str, covered(ctx))) or "none yet"
    landscape, province = state.legionary
    where = f"{LANDSCAPES.resolve(landscape).label} in {PROVINCES.resolve(province).label}"
    if state.legionary_at is not None:
        where = f"{where} ({board(ctx.kit).name(state.legionary_at)})"
    roller = f"; {name(ctx, ctx.position.start)} rolls" if ctx.phase == "roll" else ""
    lines = [(f"Compass rose: {rose} covered{roller}",), (f"Legionary: on a {where}",)]
    if state.legionary_due is not None:
        lines.append((f"{names[state.legionary_due]} moves the legionary now",))
    race = tuple((f"{n} {vp} VP", min(vp / goal, 1.0)) for n, vp in zip(names, scores(ctx), strict=True))
    specials = []
    kinds = [("diplomacy", "Diplomacy"), ("scourge", "Scourge of Rome"), ("heir", "Heir of Rome")]
    if TERROR in ctx.variants:
        kinds.append(("terror", "Terror of the Legions"))
    for kind, label in kinds:
        holders = [f"{n} {held(ctx, s, kind)}" for s, n in enumerate(names) if held(ctx, s, kind)]
        specials.append((label, ", ".join(holders) or "-", ctx.count(SPECIAL, kind)))
    stocks = (
        ("grain", ctx.count(BANK, "grain")),
        ("ore", ctx.count(BANK, "ore")),
        ("pasture deck", sum(n for _, n in ctx.holding(DECK))),
        ("action deck", action_deck(ctx)),
        ("gold", ctx.count(BANK, "gold")),
    )
    return [
        View("Table", "lines", rows=tuple(lines)),
        View("Victory race", "bars", rows=race, note="last round!" if state.last_round is not None else ""),
        View("Special cards", "table", ("card", "held by", "left"), tuple(specials)),
        View("Bank", "table", ("stock", "left"), stocks),
    ]


def pending(ctx: Context) -> list[str]:
    """What the table must see: who rolls, who moves the legionary, starting cards, the last round."""
    state = game(ctx)
    out = []
    if ctx.phase == "roll" and len(covered(ctx)) < RULES["rose_numbers"]:
        done = len(covered(ctx))
        out.append(f"{name(ctx, ctx.position.start)} rolls for resources ({done} of 4 numbers covered).")
    if state.legionary_due is not None:
        out.append(f"{name(ctx, state.legionary_due)} moves the legionary.")
    for seat in range(len(ctx.players)):
        owed = state.owed(seat)
        if owed:
            cards = f"{owed} pasture card{'s' if owed != 1 else ''}"
            them = "it" if owed == 1 else "them"
            out.append(f"{name(ctx, seat)} draws {cards} for the roll and names {them} (receive).")
    if ctx.phase == "roll" and ctx.position.round == 1 and not_started(ctx):
        waiting = ", ".join(name(ctx, s) for s in not_started(ctx))
        out.append(f"Starting pasture card still to record: {waiting}.")
    if state.last_round is not None and not state.over:
        out.append(f"Last round: someone has {target(ctx)} points; the game ends after this round.")
    return out

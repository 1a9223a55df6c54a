"""What the table reads: the glance strip, trackers, the cities and provinces as map rows, panels, pending."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.outcomes import count
from engine.state import Context
from engine.views import Glance, Place, View
from rulesets.struggle_for_rome.board import board
from rulesets.struggle_for_rome.cities import in_play
from rulesets.struggle_for_rome.common import game, name
from rulesets.struggle_for_rome.data import LANDSCAPES, PROVINCES, RULES
from rulesets.struggle_for_rome.holders import (
    BANK,
    DECK,
    SPECIAL,
    action_deck,
    cities_of,
    figure_word,
    figures,
    gold,
    owner,
    resources,
    stock,
    tiles,
    wagons,
)
from rulesets.struggle_for_rome.rolling import covered
from rulesets.struggle_for_rome.scoring import TERROR, gold_value, held, points, scores, target
from rulesets.struggle_for_rome.standing import start_of
from rulesets.struggle_for_rome.state import AT_START, TRIBES, City


def tile_list(found: dict[str, int]) -> str:
    """``Gallia 2, Germania``: a tribe's plunder tiles by colour ('' for none)."""
    return ", ".join(PROVINCES.resolve(p).label + (f" {n}" if n > 1 else "") for p, n in found.items())


def where(ctx: Context, seat: int, tribe: str) -> str:
    """Where a tribe is: its empire's cities, its crossing, its start crossings, or not known."""
    towns = cities_of(ctx, seat, tribe)
    if towns:
        known = {c.id: c.name for c in in_play(ctx)}
        return "empire: " + ", ".join(known.get(t, t) for t in towns)
    crossing = start_of(ctx, seat, tribe)
    if crossing is not None:
        return f"at {board(ctx.kit).name(crossing)}"
    stands = game(ctx).stands(seat, tribe)
    return "on its start crossings" if stands == AT_START else "crossing not known"


def tribe_line(ctx: Context, seat: int, tribe: str) -> str:
    """``2 horsemen · 1 wagon · tiles Gallia 2 + Germania · 1 city``: one tribe, no comma in it.

    Trackers are listed after each other with commas, so a tribe's own parts
    are kept apart with dots.
    """
    carts = wagons(ctx, seat, tribe)
    parts = [figure_word(tribe, figures(ctx, seat, tribe)), f"{carts} wagon{'s' if carts != 1 else ''}"]
    shown = tile_list(tiles(ctx, seat, tribe)).replace(", ", " + ")
    if shown:
        parts.append(f"tiles {shown}")
    towns = len(cities_of(ctx, seat, tribe))
    if towns:
        parts.append(f"{towns} cit{'y' if towns == 1 else 'ies'}")
    else:
        crossing = start_of(ctx, seat, tribe)
        if crossing is not None:
            parts.append(f"at {board(ctx.kit).name(crossing)}")
    return " · ".join(parts)


def trackers(ctx: Context, seat: int) -> dict[str, Any]:
    """Points and each tribe in a line (cards, gold and figures are in the ledger's holdings)."""
    return {"vp": points(ctx, seat), **{tribe: tribe_line(ctx, seat, tribe) for tribe in TRIBES}}


def places(ctx: Context) -> list[Place]:
    """Every city on the app's map, with its tile or its owner; then the five provinces."""
    out = []
    towns = in_play(ctx)
    for city in towns:
        holder = f"city:{city.id}"
        held_by = owner(ctx, city.id)
        facts = f"{city.towers} towers, {PROVINCES.resolve(city.province).label}"
        # The eagle decides the Terror card: said in words, not only as a tag (a III city with three
        # players reads "out of play" below; with four the mark changes nothing).
        facts += ", eagle" if city.eagle else ""
        if held_by is not None:
            facts += f", {name(ctx, held_by[0])}'s {held_by[1]}"
        elif ctx.count(holder, "tile"):
            facts += ", plunder tile"
        elif city.neutral and len(ctx.players) == 3:
            facts += ", out of play"
        else:
            facts += ", plundered"
        tags = tuple(t for t, on in (("eagle", city.eagle), ("III", city.neutral)) if on)
        colour = None if held_by is None else ctx.players[held_by[0]].faction
        out.append(Place(city.id, city.name, "city", colour, facts, tags, holder))
    taken = {c.id for c in towns}
    legionary = game(ctx).legionary[1]
    for entry in PROVINCES.entries:
        if entry.id in taken:  # a city of the same name keeps the row (rows are keyed by id)
            continue
        out.append(_province(ctx, entry.id, entry.label, [c for c in towns if c.province == entry.id], legionary))
    # The face-down action deck lies beside the board (its cards sit in the box until drawn): how many are
    # left is open to all, and none is drawn once it is empty (L3, L15).
    left = action_deck(ctx)
    out.append(Place("action-deck", "Action card deck", "deck", None, f"{count(left, 'card')} left", ("deck",)))
    return out


def _province(ctx: Context, pid: str, label: str, towns: list[City], legionary: str) -> Place:
    """A province as a map row: its cities on the app's map, how many still hold a tile, conquered."""
    printed = ctx.kit.known("provinces", pid, "cities")
    listed = f"{len(towns)} of {printed}" if isinstance(printed, int) else str(len(towns))
    states = Counter(_city_state(ctx, c) for c in towns)
    shown = [f"{n} {what}" for what, n in states.items()]
    facts = f"{listed} cities on the map" + (f" ({', '.join(shown)})" if shown else "")
    tags: tuple[str, ...] = ()
    if pid == legionary:
        # The landscape too (the kit's name when it knows which): its number brings nothing (L7).
        state = game(ctx)
        where = board(ctx.kit).name(state.legionary_at) if state.legionary_at else f"a {state.legionary[0]}"
        facts += f"; the legionary stands here, on {where}"
        tags = ("legionary",)
    return Place(pid, label, "province", None, facts, tags)


def _city_state(ctx: Context, city: City) -> str:
    """``with a tile``, ``plundered``, ``conquered`` or ``out of play``: how a city stands."""
    if owner(ctx, city.id) is not None:
        return "conquered"
    if ctx.count(f"city:{city.id}", "tile"):
        return "with a tile"
    return "out of play" if city.neutral and len(ctx.players) == 3 else "plundered"


#: Special cards (and the Diplomats counting toward Diplomacy) by their short names at the table.
_SHORT = (("diplomacy", "Diplomacy", "Diplomacy"), ("scourge", "Scourge", "Scourge"), ("heir", "Heir", "Heir"))
_LONG = (("diplomacy", "Diplomacy"), ("scourge", "Scourge of Rome"), ("heir", "Heir of Rome"))
#: The glance's line is cut to this (the strip is one line at every screen size).
GLANCE_WIDTH = 110


def special_cards(ctx: Context, seat: int) -> str:
    """``Diplomacy, 2 Scourge, 3 Diplomats``: a player's special cards and shown Diplomats ('-': none)."""
    kinds = [*_SHORT, ("terror", "Terror", "Terror")] if TERROR in ctx.variants else list(_SHORT)
    kinds.append(("diplomat", "Diplomat", "Diplomats"))
    out = []
    for kind, one, many in kinds:
        n = held(ctx, seat, kind)
        if n:
            out.append(one if n == 1 and kind != "diplomat" else f"{n} {one if n == 1 else many}")
    return ", ".join(out) or "-"


def rose_text(ctx: Context) -> str:
    """``compass rose 4, 8 (2 of 4)``; the numbers alone once all four are covered."""
    done = covered(ctx)
    if not done:
        return "compass rose: nothing covered yet"
    numbers = ", ".join(map(str, done))
    full = len(done) >= RULES["rose_numbers"]
    return f"compass rose {numbers}" + ("" if full else f" ({len(done)} of {RULES['rose_numbers']})")


def legionary_text(ctx: Context) -> str:
    """``a forest in Hispania``, with the kit's landscape when known."""
    state = game(ctx)
    landscape, province = state.legionary
    spot = f"a {LANDSCAPES.resolve(landscape).label} in {PROVINCES.resolve(province).label}"
    if state.legionary_at is not None:
        spot = f"{board(ctx.kit).name(state.legionary_at)} ({spot})"
    return spot


def glance(ctx: Context) -> Glance:
    """Who rolls, the compass rose, the legionary and the end; a row per player with points,
    gold, resource cards, special cards (and Diplomats shown) and figures."""
    state = game(ctx)
    start = name(ctx, ctx.position.start)
    rolling = ctx.phase == "roll" and len(covered(ctx)) < RULES["rose_numbers"] and not state.over
    # (priority, text): the lowest priorities go first when the line is too long.
    roller = f"{start} rolls" if rolling else f"start player {start}"
    due = state.legionary_due
    if rolling and due == ctx.position.start:  # a 7: the roller moves the legionary before rolling on
        roller, due = f"{start} moves the legionary, then rolls", None
    parts = [(5, roller), (4, rose_text(ctx))]
    if due is not None:
        parts.append((5, f"{name(ctx, due)} moves the legionary"))
    elif state.legionary_due is None:
        parts.append((2, f"legionary on {legionary_text(ctx)}"))
    scored = scores(ctx)
    if state.over:
        # Most points wins, then most gold (each Treasure still held 7), as the victory check says (L15).
        ranks = [(vp, gold_value(ctx, s)) for s, vp in enumerate(scored)]
        won = [ctx.players[s].name for s, rank in enumerate(ranks) if rank == max(ranks)]
        parts.append((6, f"game over: {' and '.join(won)} won with {max(scored)} points"))
    elif state.last_round is not None:
        parts.append((6, "last round"))
    else:
        parts.append((1, f"{target(ctx)} points win"))
    line = _fit(parts)
    rows = []
    for seat, player in enumerate(ctx.players):
        cards = sum(resources(ctx, seat).values())
        army = " + ".join(figure_word(t, figures(ctx, seat, t)) for t in TRIBES)
        rows.append((player.name, str(scored[seat]), str(gold(ctx, seat)), str(cards), special_cards(ctx, seat), army))
    # Special cards before figures: at 80 columns the strip cuts the end of a long row.
    return Glance(line, ("Player", "VP", "Gold", "Resources", "Special cards", "Figures"), tuple(rows))


def _fit(parts: list[tuple[int, str]]) -> str:
    """The parts joined by dots, dropping the least needed until the line fits (then cut, if names are long)."""
    kept = list(parts)
    while len(" · ".join(t for _, t in kept)) > GLANCE_WIDTH and len(kept) > 1:
        kept.remove(min(kept, key=lambda p: p[0]))
    line = " · ".join(t for _, t in kept)
    return line if len(line) <= GLANCE_WIDTH else line[: GLANCE_WIDTH - 1] + "…"


def views(ctx: Context) -> list[View]:
    """The compass rose and legionary; this round's rolls (in the roll) or the tribes; the race to the
    target, special cards and the stocks."""
    state = game(ctx)
    names = [p.name for p in ctx.players]
    goal = target(ctx)
    done = covered(ctx)
    rose = ", ".join(map(str, done)) or "none yet"
    starter = name(ctx, ctx.position.start)
    if ctx.phase != "roll":
        rose_line = f"Compass rose: {rose} covered; {starter} is the start player"
    elif len(done) < RULES["rose_numbers"]:
        rose_line = f"Compass rose: {rose} covered ({len(done)} of {RULES['rose_numbers']} numbers); {starter} rolls"
    else:
        rose_line = f"Compass rose: {rose} covered (all 4): the roll is done once everyone has taken their resources"
    lines = [(rose_line,), (f"Legionary: on {legionary_text(ctx)}",)]
    if state.legionary_due is not None:
        lines.append((f"{names[state.legionary_due]} moves the legionary now",))
    out = [View("Table", "lines", rows=tuple(lines))]
    if ctx.phase == "roll":
        if state.rolls:
            out.append(rolls_view(ctx))
    else:
        out.append(tribes_view(ctx))
    race = tuple((f"{n} {vp} VP", min(vp / goal, 1.0)) for n, vp in zip(names, scores(ctx), strict=True))
    specials = []
    kinds = list(_LONG)
    if TERROR in ctx.variants:
        kinds.append(("terror", "Terror of the Legions"))
    for kind, label in kinds:
        holders = [f"{n} {held(ctx, s, kind)}" for s, n in enumerate(names) if held(ctx, s, kind)]
        specials.append((label, ", ".join(holders) or "-", ctx.count(SPECIAL, kind)))
    stocks = (
        ("grain", ctx.count(BANK, "grain")),
        ("ore", ctx.count(BANK, "ore")),
        ("pasture deck", ctx.size(DECK)),
        ("action deck", action_deck(ctx)),
        ("gold", ctx.count(BANK, "gold")),
    )
    return [
        *out,
        View("Victory race", "bars", rows=race, note="last round!" if state.last_round is not None else ""),
        View("Special cards", "table", ("card", "held by", "left"), tuple(specials)),
        View("Bank", "table", ("stock", "left"), stocks),
    ]


def rolls_view(ctx: Context) -> View:
    """A grid of this round's rolls: what each player took after each, and pasture cards still to name."""
    state = game(ctx)
    owed = [state.owed(s) for s in range(len(ctx.players))]
    columns = ["player", *(str(n) for n in state.rolls)]
    if any(owed) or state.served:
        columns.append("to name")
    rows = []
    for seat, player in enumerate(ctx.players):
        row: list[str] = [player.name]
        for number in state.rolls:
            got: dict[str, int] = {}
            for rolled, who, kind, n in state.taken:
                if rolled == number and who == seat:
                    got[kind] = got.get(kind, 0) + n
            row.append(", ".join(f"{n} {k}" for k, n in got.items()) or "-")
        if len(columns) > len(row):
            row.append(f"{owed[seat]} pasture" if owed[seat] else "-")
        rows.append(tuple(row))
    done = len(covered(ctx))
    note = f"{done} of {RULES['rose_numbers']} numbers covered; income entered after a roll counts under it"
    return View("This round's rolls", "table", tuple(columns), tuple(rows), note=note)


def tribes_view(ctx: Context) -> View:
    """One row per tribe: figures and wagons on its field, plunder tiles by colour, where it is."""
    rows = []
    for seat, player in enumerate(ctx.players):
        for tribe in TRIBES:
            found = tile_list(tiles(ctx, seat, tribe)) or "-"
            standing = figure_word(tribe, figures(ctx, seat, tribe))
            rows.append(
                (f"{player.name}'s {tribe}", standing, str(wagons(ctx, seat, tribe)), found, where(ctx, seat, tribe))
            )
    return View("Tribes", "table", ("tribe", "figures", "wagons", "tiles", "where"), tuple(rows))


def pending(ctx: Context) -> list[str]:
    """What the table must see beside the phase's duties (who rolls, the legionary, cards to name: those
    are in ``phase_may_end``, shown once): a bank running low, the last round."""
    state = game(ctx)
    out = []
    if ctx.phase == "roll" and state.rolls and len(state.served) < len(ctx.players):
        # Income typed: only the table knows what this roll brings in all. L15: when the bank cannot give
        # everyone theirs, everyone returns half first; the app can only say where the bank runs low.
        for kind in ("grain", "ore", "pasture"):
            left = stock(ctx, kind)
            if left < len(ctx.players) and kind not in state.halved:
                cards = "pasture cards" if kind == "pasture" else kind
                out.append(
                    f"The bank has {left} {cards}: if this roll brings more, everyone first returns half (shortage)."
                )
    if state.last_round is not None and not state.over:
        out.append(f"Last round: someone has {target(ctx)} points; the game ends after this round.")
    return out

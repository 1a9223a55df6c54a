"""Mare Nostrum as people see it: board rows, the wizard's panels, trackers and what is pending."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.names import phrase_list
from engine.outcomes import count
from engine.state import Context
from engine.views import Place, View
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.catalogues import BUILDING
from rulesets.mare_nostrum.components import province_holder, sea_holder
from rulesets.mare_nostrum.data import BUILDINGS, ROLE_NAMES, ROLES, START_POINTS, civ_name, item_name
from rulesets.mare_nostrum.economy import income, role_counts
from rulesets.mare_nostrum.payment import points_left
from rulesets.mare_nostrum.setup import setup_work


def _who(ctx: Context, civ: str) -> str:
    seat = board(ctx).state.player_of(civ)
    return ctx.players[seat].name if seat is not None else f"neutral {civ_name(civ)}"


def _counted(n: int, word: str, plural: str = "") -> str:
    return f"{n} {word if n == 1 else plural or word + 's'}"


def _province_line(ctx: Context, b: Board, pid: str) -> str:
    province = b.state.province(pid)
    parts = []
    for kind in ("city", "temple", "market"):
        n = b.count(pid, kind)
        if n:
            parts.append(_counted(n, kind, "cities" if kind == "city" else ""))
    goods = b.caravans(pid)
    if goods:
        parts.append(_counted(len(goods), "caravan") + f" ({', '.join(goods)})")
    unnamed = b.unnamed_caravans(pid)
    if unnamed:
        parts.append(_counted(unnamed, "caravan") + " on goods not named yet")
    for civ in sorted(b.armies(pid) | set(b.new_fleets(pid))):
        units = []
        for kind, plural in (("legion", ""), ("fortress", "fortresses")):
            n = b.count(pid, kind, civ)
            if n:
                units.append(_counted(n, kind, plural))
        fleets = b.new_fleets(pid).get(civ, 0)
        if fleets:
            units.append(_counted(fleets, "new fleet"))
        parts.append(f"{_who(ctx, civ)}: {phrase_list(units)}")
    for building, owner in province.occupied:
        entry = BUILDING.get(building)
        parts.append(f"{_who(ctx, owner)} occupies the {entry.label if entry is not None else building}")
    if province.seizing:
        parts.append(f"{_who(ctx, province.seizing)} is seizing it")
    influence = b.influence(pid)
    head = f"influence of {_who(ctx, influence)}" if influence else "no influence"
    return "; ".join([head, *parts])


def places(ctx: Context) -> list[Place]:
    """Provinces then sea zones, each with its ledger holder."""
    b = board(ctx)
    out = []
    for province in b.state.provinces:
        tags = [
            t
            for t, on in (("capital", province.capital), ("war", b.at_war(province.id)), ("coast", province.coastal))
            if on
        ]
        line = _province_line(ctx, b, province.id)
        out.append(
            Place(
                province.id,
                province.name,
                "province",
                b.influence(province.id),
                line,
                tuple(tags),
                province_holder(province.id),
            )
        )
    for sea in b.state.seas:
        fleets = "; ".join(
            f"{_who(ctx, civ)}: {_counted(n, 'fleet')}" for civ, n in sorted(b.sea_fleets(sea.id).items())
        )
        out.append(Place(sea.id, sea.name, "sea", None, fleets, (), sea_holder(sea.id)))
    return out


def trackers(ctx: Context, player: int) -> dict[str, Any]:
    """Numbers and short texts ``show`` prints for a player (their holdings come from the ledger)."""
    b = board(ctx)
    civ = b.state.civs[player]
    roles = [ROLE_NAMES[r] for r, h in zip(ROLES, b.roles(), strict=True) if h == player]
    return {
        "cards in hand": b.hand_size(player),
        "roles": ", ".join(roles) or "none",
        "wonders and heroes": len(b.owned(player)),
        "provinces": len(b.provinces_of(civ)),
    }


def _roles(ctx: Context, b: Board) -> View:
    """One row per player, so no name is cut: their count for each role, the card's holder marked."""
    names = [p.name for p in ctx.players]
    holders = b.roles()
    rows = []
    for player, name in enumerate(names):
        counts = role_counts(b, player)
        cells = [
            f"{counts[role]}, holds it" if holders[i] == player else str(counts[role]) for i, role in enumerate(ROLES)
        ]
        rows.append((name, *cells))
    notes = []
    for role, candidates in b.state.pending_roles:
        holder = b.holder_of(role)
        who = "the table" if holder is None else names[holder]
        notes.append(f"{who} picks the new {ROLE_NAMES[role]}: {' or '.join(names[c] for c in candidates)}.")
    unheld = [ROLE_NAMES[role] for role, holder in zip(ROLES, holders, strict=True) if holder is None]
    if unheld and not b.state.pending_roles:
        notes.append(f"Nobody holds the {phrase_list(unheld)} yet.")
    notes.append("Counted: caravans and markets, cities and temples, legions, fleets and fortresses.")
    return View("Roles", "table", ("player", *(ROLE_NAMES[r] for r in ROLES)), tuple(rows), " ".join(notes))


def _exchange(ctx: Context, b: Board) -> View | None:
    """The Merchant's exchange while it runs: what each player offers and has taken, and who takes next."""
    exchange = b.state.exchange
    if exchange is None:
        return None
    names = [p.name for p in ctx.players]
    merchant = b.holder_of("merchant")
    if exchange.over:
        if exchange.short is None or merchant is None:
            return None
        owed = f"The exchange is over; {names[merchant]} (Merchant) owes {names[exchange.short]} a card."
        return View("Exchange", "lines", rows=((owed,),))
    rows = []
    for player in exchange.players:
        civ = b.state.civs[player]
        offered = b.ledger.holding(f"offer:{civ}")
        taken = b.ledger.size(f"taken:{civ}")
        if player not in exchange.offered:
            shown = "still to offer"
        else:
            shown = ", ".join(card if n == 1 else f"{n} {card}" for card, n in offered) or "all taken"
        rows.append((names[player], shown, count(taken, "card")))
    if len(exchange.offered) < len(exchange.players):
        size = count(exchange.size, "card")
        note = f"{len(exchange.offered)} of {len(exchange.players)} players have offered {size}."
    elif exchange.next is not None:
        note = f"{names[exchange.next]} takes next: one face-up card from another player."
    else:
        note = ""
    return View("Exchange", "table", ("player", "on offer", "taken"), tuple(rows), note)


def _progress(ctx: Context, b: Board) -> View | None:
    """How far the current phase has got: who has set up, built or moved, and who is still to."""
    names = [p.name for p in ctx.players]
    lines: list[str] = []
    if ctx.phase == "setup" and "points-start" in ctx.variants:
        for player, name in enumerate(names):
            spent = START_POINTS - points_left(b, player)
            lines.append(f"{name}: {spent} of {START_POINTS} build points spent")
    elif ctx.phase == "setup":
        for player, name in enumerate(names):
            work = setup_work(ctx, player)
            lines.append(f"{name}: {'still to ' + phrase_list(work) if work else 'done'}")
    elif ctx.phase in ("build", "strategy"):
        verb = {"build": ("built", "build"), "strategy": ("moved", "move")}[ctx.phase]
        acted = [names[p] for p in ctx.position.acted]
        turn = ctx.position.turn
        waiting = [n for p, n in enumerate(names) if p not in ctx.position.acted and p != turn]
        done = f"{len(acted)} of {len(names)} {verb[0]}"
        lines.append(f"{done}: {phrase_list(acted)}" if acted else done)
        if turn is not None:
            lines.append(f"on turn: {names[turn]}")
        if waiting:
            lines.append(f"still to {verb[1]}: {phrase_list(waiting)}")
    elif ctx.phase == "trade":
        exchange = b.state.exchange
        if exchange is None:
            lines.append("income paid; the Merchant has not set the exchange size yet")
        elif exchange.over:
            lines.append(f"exchange over after {count(len(exchange.history), 'take')}")
        else:
            lines.append(f"exchange: {len(exchange.offered)} of {len(exchange.players)} offered")
            lines.append(f"cards taken so far: {len(exchange.history)}")
    if not lines:
        return None
    return View("This phase", "lines", rows=tuple((line,) for line in lines))


def views(ctx: Context) -> Sequence[View]:
    """Roles, this phase's progress, income due and the exchange, the bank, hand sizes."""
    b = board(ctx)
    names = [p.name for p in ctx.players]
    out = [_roles(ctx, b)]
    progress = _progress(ctx, b)
    if progress is not None:
        out.append(progress)
    if ctx.phase == "trade":
        exchange = _exchange(ctx, b)
        if exchange is not None:
            out.append(exchange)
        rows = []
        for player, name in enumerate(names):
            due = income(b, player)
            goods = ", ".join(f"{n} {g}" for g, n in due["goods"].items()) or "none"
            rows.append((name, due["taxes"], goods + (", 1 of any good" if due["any_good"] else "")))
        out.append(View("Income this round", "table", ("player", "taxes", "goods"), tuple(rows)))
    bank = tuple((kind, b.bank(kind)) for kind in BUILDINGS)
    out.append(View("Bank", "table", ("building", "left"), bank))
    hands = tuple(
        (name, b.hand_size(i), ", ".join(item_name(w) for w in sorted(b.owned(i))) or "none")
        for i, name in enumerate(names)
    )
    out.append(View("Players", "table", ("player", "cards in hand", "wonders and heroes"), hands))
    return out

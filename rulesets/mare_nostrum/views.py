"""Mare Nostrum as people see it: board rows, the wizard's panels, trackers and what is pending."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.names import phrase_list
from engine.state import Context
from engine.views import Place, View
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.components import province_holder, sea_holder
from rulesets.mare_nostrum.data import BUILDINGS, ROLE_NAMES, ROLES, civ_name, item_name
from rulesets.mare_nostrum.economy import income, role_counts


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
        parts.append(f"{_who(ctx, owner)} occupies the {building.replace('caravan:', '').replace(':', ' ')}")
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


def views(ctx: Context) -> Sequence[View]:
    """Roles, income due and the exchange, the bank, hand sizes."""
    b = board(ctx)
    names = [p.name for p in ctx.players]
    role_rows = []
    roles = b.roles()
    pending = dict(b.state.pending_roles)
    scores = [role_counts(b, p) for p in range(len(names))]
    for index, role in enumerate(ROLES):
        holder = roles[index]
        who = names[holder] if holder is not None else "nobody"
        if role in pending:
            who = "choose: " + " or ".join(names[p] for p in pending[role])
        counts = ", ".join(f"{names[p]} {scores[p][role]}" for p in range(len(names)))
        role_rows.append((ROLE_NAMES[role], who, counts))
    out = [View("Roles", "table", ("role", "holder", "counts"), tuple(role_rows))]
    if ctx.phase == "trade":
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

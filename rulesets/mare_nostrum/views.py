"""Mare Nostrum as the TUI shows it: board rows and the wizard's computed panels."""

from __future__ import annotations

from collections.abc import Sequence

from engine.state import Context
from engine.views import Place, View
from rulesets.mare_nostrum.common import game
from rulesets.mare_nostrum.data import ROLES, SUPPLY
from rulesets.mare_nostrum.economy import buildings_on_board, income, role_counts
from rulesets.mare_nostrum.state import Province


def _pieces(province: Province) -> str:
    parts = []
    if province.cities:
        parts.append(f"{province.cities} city" if province.cities == 1 else f"{province.cities} cities")
    if province.temples:
        parts.append("temple")
    if province.markets:
        parts.append("market")
    if province.caravans:
        parts.append("caravans " + "/".join(province.caravans))
    for owner, n in province.fortresses:
        parts.append(f"{n} fort {owner}")
    for owner, n in province.legions:
        parts.append(f"{n} leg {owner}")
    for owner, n in province.fleets:
        parts.append(f"{n} new fleet {owner}")
    if province.occupied:
        parts.append("occupied " + ",".join(f"{b}:{o}" for b, o in province.occupied))
    if province.seizing:
        parts.append(f"seized by {province.seizing}")
    return "; ".join(parts)


def places(ctx: Context) -> list[Place]:
    """Provinces then sea zones."""
    state = game(ctx)
    out = []
    for province in state.provinces:
        tags = []
        if province.capital:
            tags.append("capital")
        if province.at_war:
            tags.append("war")
        if province.coastal:
            tags.append("coast")
        out.append(Place(province.id, province.name, "province", province.influence, _pieces(province), tuple(tags)))
    for sea in state.seas:
        fleets = "; ".join(f"{n} fleet {owner}" for owner, n in sea.fleets)
        out.append(Place(sea.id, sea.name, "sea", None, fleets))
    return out


def views(ctx: Context) -> Sequence[View]:
    """Roles, income due and the bank, as the wizard shows them."""
    state = game(ctx)
    names = [p.name for p in ctx.players]
    role_rows = []
    for index, role in enumerate(ROLES):
        holder = state.roles[index]
        pending = dict(state.pending_roles).get(role)
        who = names[holder] if holder is not None else "?"
        if pending:
            who = "choose: " + "/".join(names[p] for p in pending)
        counts = " ".join(f"{names[p][:6]} {role_counts(state, p)[role]}" for p in range(len(names)))
        role_rows.append((role.capitalize(), who, counts))
    out = [View("Roles", "table", ("role", "holder", "counts"), tuple(role_rows))]
    if ctx.phase == "trade":
        rows = []
        for player, name in enumerate(names):
            due = income(state, player)
            goods = ", ".join(f"{g} {n}" for g, n in due["goods"].items()) or "-"
            rows.append((name, due["taxes"], goods + (" +1 any" if due["any_good"] else "")))
        out.append(View("Income this round", "table", ("player", "taxes", "goods"), tuple(rows)))
        exchange = state.exchange
        if exchange is not None and exchange.next is not None:
            out.append(View("Exchange", "lines", rows=((f"{names[exchange.next]} takes next",),)))
    on_board = buildings_on_board(state)
    bank = tuple((kind, SUPPLY[state.supply_size][kind] - on_board[kind]) for kind in on_board)
    out.append(View("Bank", "table", ("building", "left"), bank))
    hands = tuple((name, sum(n for _, n in state.hands[i])) for i, name in enumerate(names))
    out.append(View("Cards in hand", "table", ("player", "cards"), hands))
    return out

"""Mare Nostrum as people see it: board rows, the wizard's panels, trackers and what is pending."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from engine.state import Context
from engine.views import Place, View
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.catalogues import building_name
from rulesets.mare_nostrum.components import province_holder, sea_holder
from rulesets.mare_nostrum.data import BUILDINGS, ROLES, START_POINTS
from rulesets.mare_nostrum.economy import income, role_counts
from rulesets.mare_nostrum.idle import idle_players
from rulesets.mare_nostrum.payment import points_left
from rulesets.mare_nostrum.setup import setup_work
from rulesets.mare_nostrum.words import (
    buildings_text,
    card_name,
    cards_count,
    cards_text,
    civ_name,
    item_said,
    or_join,
    role_name,
    units_text,
)


def _who(ctx: Context, civ: str) -> str:
    seat = board(ctx).state.player_of(civ)
    return ctx.players[seat].name if seat is not None else tr("neutral {civ}").format(civ=civ_name(civ))


def _province_line(ctx: Context, b: Board, pid: str) -> str:
    """What stands in a province. The civilization of its influence marker is the place's owner, said by the
    row: its units are not named again (the map read "Lucka · influence of Lucka; ...; Lucka: 1 fortress")."""
    province = b.state.province(pid)
    influence = b.influence(pid)
    parts = [] if influence else [tr("no influence")]
    for kind in ("city", "temple", "market"):
        n = b.count(pid, kind)
        if n:
            parts.append(buildings_text(kind, n))
    goods = b.caravans(pid)
    if goods:
        said = ntr("{n} caravan ({goods})", "{n} caravans ({goods})", len(goods))
        parts.append(said.format(n=len(goods), goods=", ".join(card_name(g) for g in goods)))
    unnamed = b.unnamed_caravans(pid)
    if unnamed:
        said = ntr("{n} caravan on goods not named yet", "{n} caravans on goods not named yet", unnamed)
        parts.append(said.format(n=unnamed))
    for civ in sorted(b.armies(pid) | set(b.new_fleets(pid))):
        units = []
        for kind in ("legion", "fortress"):
            n = b.count(pid, kind, civ)
            if n:
                units.append(units_text(kind, n))
        fleets = b.new_fleets(pid).get(civ, 0)
        if fleets:
            units.append(units_text("new fleet", fleets))
        parts.append(phrase_list(units) if civ == influence else f"{_who(ctx, civ)}: {phrase_list(units)}")
    for building, owner in province.occupied:
        said = tr("{side} occupies the {building}").format(side=_who(ctx, owner), building=building_name(building))
        parts.append(said)
    if province.seizing:
        parts.append(tr("{side} is seizing it").format(side=_who(ctx, province.seizing)))
    return "; ".join(parts)


def places(ctx: Context) -> list[Place]:
    """Provinces then sea zones, each with its ledger holder."""
    b = board(ctx)
    out = []
    for province in b.state.provinces:
        tags = [
            t
            # Marked: the app says a place's tags and kind in the language spoken.
            for t, on in (
                (N_("capital"), province.capital),
                (N_("war"), b.at_war(province.id)),
                (N_("coast"), province.coastal),
            )
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
            f"{_who(ctx, civ)}: {units_text('fleet', n)}" for civ, n in sorted(b.sea_fleets(sea.id).items())
        )
        out.append(Place(sea.id, sea.name, N_("sea"), None, fleets, (), sea_holder(sea.id)))
    return out


def trackers(ctx: Context, player: int) -> dict[str, Any]:
    """Numbers and short texts ``show`` prints for a player (their holdings come from the ledger)."""
    b = board(ctx)
    civ = b.state.civs[player]
    roles = [role_name(r) for r, h in zip(ROLES, b.roles(), strict=True) if h == player]
    # The keys stay English (JSON keys); show says each label in the language spoken.
    return {
        N_("cards in hand"): b.hand_size(player),
        N_("roles"): ", ".join(roles) or tr("none held"),  # Czech "bez role", not "role: žádné" (play-test 5)
        N_("wonders and heroes"): len(b.owned(player)),
        N_("provinces"): len(b.provinces_of(civ)),
    }


def _roles(ctx: Context, b: Board) -> View:
    """One row per player, so no name is cut: their count for each role, the card's holder marked."""
    names = [p.name for p in ctx.players]
    holders = b.roles()
    rows = []
    for player, name in enumerate(names):
        counts = role_counts(b, player)
        cells = [
            tr("{n}, holds it").format(n=counts[role]) if holders[i] == player else str(counts[role])
            for i, role in enumerate(ROLES)
        ]
        rows.append((name, *cells))
    notes = []
    for role, candidates in b.state.pending_roles:
        notes.append(picks_note(names, b.holder_of(role), role, candidates) + ".")
    unheld = [role_name(role) for role, holder in zip(ROLES, holders, strict=True) if holder is None]
    if unheld and not b.state.pending_roles:
        notes.append(tr("Nobody holds the {roles} yet.").format(roles=phrase_list(unheld)))
    notes.append(tr("Counted: caravans and markets, cities and temples, legions, fleets and fortresses."))
    columns = (tr("player"), *(role_name(r) for r in ROLES))
    return View(tr("Roles"), "table", columns, tuple(rows), " ".join(notes))


def picks_note(names: list[str], holder: int | None, role: str, candidates: tuple[int, ...]) -> str:
    """``Ann picks the new Merchant: Bob or Cyd`` (``the table picks ...`` where nobody holds it)."""
    among = or_join(names[c] for c in candidates)
    if holder is None:
        return tr("the table picks the new {role}: {players}").format(role=role_name(role), players=among)
    return tr("{player} picks the new {role}: {players}").format(
        player=names[holder], role=role_name(role), players=among
    )


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
        owed = tr("The exchange is over; {player} (Merchant) owes {other} a card.").format(
            player=names[merchant], other=names[exchange.short]
        )
        return View(tr("Exchange"), "lines", rows=((owed,),))
    rows = []
    for player in exchange.players:
        civ = b.state.civs[player]
        offered = b.ledger.holding(f"offer:{civ}")
        taken = b.ledger.size(f"taken:{civ}")
        shown = (cards_text(offered) or tr("all taken")) if player in exchange.offered else tr("still to offer")
        laid = b.ledger.size(f"laid:{civ}")
        if laid:  # face down: only how many, until everyone has laid theirs
            shown = tr("{pile} face down").format(pile=cards_count(laid))
        rows.append((names[player], shown, cards_count(taken)))
    if len(exchange.offered) < len(exchange.players):
        said = ntr(
            "{offered} of {players} players have offered {n} card.",
            "{offered} of {players} players have offered {n} cards.",
            exchange.size,
        )
        note = said.format(offered=len(exchange.offered), players=len(exchange.players), n=exchange.size)
    elif exchange.next is not None:
        note = tr("{player} takes next: one face-up card from another player.").format(player=names[exchange.next])
    else:
        note = ""
    columns = (tr("player"), tr("on offer"), tr("taken"))
    return View(tr("Exchange"), "table", columns, tuple(rows), note)


def _progress(ctx: Context, b: Board) -> View | None:
    """How far the current phase has got: who has set up, built or moved, and who is still to."""
    names = [p.name for p in ctx.players]
    lines: list[str] = []
    if ctx.phase == "setup" and "points-start" in ctx.variants:
        for player, name in enumerate(names):
            spent = START_POINTS - points_left(b, player)
            said = tr("{player}: {n} of {total} build points spent")
            lines.append(said.format(player=name, n=spent, total=START_POINTS))
    elif ctx.phase == "setup":
        for player, name in enumerate(names):
            work = setup_work(ctx, player)
            said = tr("still to {work}").format(work=phrase_list(work)) if work else tr("done")
            lines.append(f"{name}: {said}")
    elif ctx.phase in ("build", "strategy"):
        building = ctx.phase == "build"
        acted = [names[p] for p in ctx.position.acted]
        turn = ctx.position.turn
        skipped = idle_players(ctx)  # no turn for a player with nothing to do: not waited for, nor counted
        waiting = [n for p, n in enumerate(names) if p not in ctx.position.acted and p != turn and p not in skipped]
        done = (tr("{n} of {total} built") if building else tr("{n} of {total} moved")).format(
            n=len(acted), total=len(names) - len(skipped)
        )
        lines.append(f"{done}: {phrase_list(acted)}" if acted else done)
        if turn is not None:
            lines.append(tr("on turn: {player}").format(player=names[turn]))
        if waiting:
            said = tr("still to build: {players}") if building else tr("still to move: {players}")
            lines.append(said.format(players=phrase_list(waiting)))
    elif ctx.phase == "trade":
        lines += _trade_progress(b)
    if not lines:
        return None
    return View(tr("This phase"), "lines", rows=tuple((line,) for line in lines))


def _trade_progress(b: Board) -> list[str]:
    exchange = b.state.exchange
    if exchange is None:
        return [tr("income paid; the Merchant has not set the exchange size yet")]
    if exchange.over:
        takes = len(exchange.history)
        return [ntr("exchange over after {n} take", "exchange over after {n} takes", takes).format(n=takes)]
    return [
        tr("exchange: {n} of {total} offered").format(n=len(exchange.offered), total=len(exchange.players)),
        tr("cards taken so far: {n}").format(n=len(exchange.history)),
    ]


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
            goods = ", ".join(tr("{n} {card}").format(n=n, card=card_name(g)) for g, n in due["goods"].items())
            goods = goods or tr("none")
            rows.append((name, due["taxes"], goods + (tr(", 1 of any good") if due["any_good"] else "")))
        columns = (tr("player"), tr("taxes"), tr("goods"))
        out.append(View(tr("Income this round"), "table", columns, tuple(rows)))
    bank = tuple((item_said(kind), b.bank(kind)) for kind in BUILDINGS)
    out.append(View(tr("Bank"), "table", (tr("building"), tr("left")), bank))
    hands = tuple(
        (name, b.hand_size(i), ", ".join(item_said(w) for w in sorted(b.owned(i))) or tr("none"))
        for i, name in enumerate(names)
    )
    columns = (tr("player"), tr("cards in hand"), tr("wonders and heroes"))
    out.append(View(tr("Players"), "table", columns, hands))
    return out

"""The strip the table keeps in sight: who acts now, what lies on offer, the bank; each player's roles,
cards, income each round and how far they are from winning.

It is computed after every change, so it reads only the ledger and the state
(a few loops over the provinces), never the rules' checks.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from engine.state import Context
from engine.views import Glance
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.data import BUILDINGS, ROLES, START_POINTS, TO_WIN
from rulesets.mare_nostrum.economy import income
from rulesets.mare_nostrum.idle import idle_players
from rulesets.mare_nostrum.payment import points_left
from rulesets.mare_nostrum.setup import setup_seats, without_role
from rulesets.mare_nostrum.victory import aspirants, progress
from rulesets.mare_nostrum.views import picks_note
from rulesets.mare_nostrum.words import buildings_text, cards_count, cards_text, civ_name, or_join, role_name

#: The longest line the strip shows.
WIDTH = 110
SEPARATOR = " · "
COLUMNS = (N_("player"), N_("roles"), N_("cards"), N_("income each round"), N_("wonders & heroes"))

#: Each part of the line is a few wordings, longest first: the first that still fits is shown.
Part = Sequence[str]


def fit(parts: Sequence[Part], width: int = WIDTH) -> str:
    """Join the parts in order, each in the longest wording that fits; a part with none that fits is left out."""
    line = ""
    for wordings in parts:
        for text in wordings:
            joined = f"{line}{SEPARATOR}{text}" if line else text
            if len(joined) <= width:
                line = joined
                break
    return line


def _income(b: Board, player: int) -> str:
    due = income(b, player)
    goods = sum(due["goods"].values())
    taxes = ntr("{n} tax", "{n} taxes", due["taxes"]).format(n=due["taxes"])
    text = f"{taxes}, {ntr('{n} good', '{n} goods', goods).format(n=goods)}"
    return text + (tr(" +1 any") if due["any_good"] else "")


def _roles(b: Board, player: int) -> str:
    held = [role_name(role) for role, holder in zip(ROLES, b.roles(), strict=True) if holder == player]
    if len(held) == len(ROLES):
        return tr("all three")
    return ", ".join(held) or tr("none held")  # Czech "bez role" (play-test 5)


def _to_win(ctx: Context, b: Board) -> list[str]:
    met: dict[str, list[str]] = {}
    for item in progress(ctx):
        if item.met:
            met.setdefault(item.player, []).append(item.label)
    out = []
    for player, person in enumerate(ctx.players):
        owned = b.owned(player)
        if "pyramids" in owned:
            out.append(tr("Pyramids: won"))
            continue
        text = tr("{n} of {total}").format(n=len(owned), total=TO_WIN)
        won = [label for label in met.get(person.name, []) if label != tr("Wonders and heroes")]
        if len(owned) >= TO_WIN:
            text += tr(": won")
        elif won:
            text += tr("; {condition}: won").format(condition=won[0].lower())
        out.append(text)
    return out


def _role_choices(ctx: Context, b: Board) -> list[Part]:
    names = [p.name for p in ctx.players]
    out: list[Part] = []
    for role, candidates in b.state.pending_roles:
        holder = b.holder_of(role)
        if holder is None:
            short = tr("the table picks the new {role}").format(role=role_name(role))
        else:
            short = tr("{player} picks the new {role}").format(player=names[holder], role=role_name(role))
        out.append((picks_note(names, holder, role, candidates), short))
    return out


def _setup(ctx: Context, b: Board) -> list[Part]:
    names = [p.name for p in ctx.players]
    out: list[Part] = []
    if "points-start" in ctx.variants:
        turn = ctx.position.turn
        if turn is not None:
            left = points_left(b, turn)
            long = tr("{player}: {n} of {total} build points left").format(
                player=names[turn], n=left, total=START_POINTS
            )
            out.append((long, tr("{n} build points left").format(n=left)))
        doubled = [names[p] for p in sorted({p for p in b.roles() if p is not None and b.roles().count(p) > 1})]
        if doubled:
            out.append((tr("{players} must pass a role card on").format(players=phrase_list(doubled)),))
        return out
    seats = setup_seats(ctx)
    if seats:
        waiting = [names[s] for s in seats]
        short = ntr("still to set up: {n} player", "still to set up: {n} players", len(seats)).format(n=len(seats))
        out.append((tr("still to set up: {players}").format(players=phrase_list(waiting)), short))
    missing = phrase_list([role_name(r) for r in ROLES if b.bank(r)])
    if missing:
        among = or_join(names[p] for p in without_role(b))
        long = tr("{roles} drawn among {players}").format(roles=missing, players=among)
        out.append((long, tr("{roles} still to draw").format(roles=missing)))
    if not out:
        out.append((tr("setup done: on to the trade phase"),))
    return out


def _exchange(ctx: Context, b: Board) -> list[Part]:
    names = [p.name for p in ctx.players]
    state = b.state
    merchant = b.holder_of("merchant")
    exchange = state.exchange
    if exchange is None:
        if merchant is None:
            return []
        long = tr("{player} (Merchant) sets the exchange size").format(player=names[merchant])
        return [(long, tr("the Merchant sets the exchange size"))]
    out: list[Part] = []
    if not exchange.over:
        size = cards_count(exchange.size)
        waiting = [p for p in exchange.players if p not in exchange.offered]
        if waiting:
            who = phrase_list([names[p] for p in waiting])
            done = tr("{n} of {total} offered").format(n=len(exchange.offered), total=len(exchange.players))
            long = tr("exchange of {cards}: {players} still to offer").format(cards=size, players=who)
            out.append((long, tr("exchange of {cards}: {done}").format(cards=size, done=done)))
        elif exchange.next is not None:
            out.append((tr("{player} takes next").format(player=names[exchange.next]),))
            offers = [(names[p], b.ledger.holding(f"offer:{state.civs[p]}")) for p in exchange.players]
            offers = [(name, cards) for name, cards in offers if cards]
            total = sum(n for _, cards in offers for _, n in cards)
            listed = "; ".join(f"{name} {cards_text(cards)}" for name, cards in offers)
            givers = ntr("{n} player", "{n} players", len(offers)).format(n=len(offers))
            short = tr("on offer: {cards} from {players}").format(cards=cards_count(total), players=givers)
            out.append((tr("on offer: {offers}").format(offers=listed), short))
    elif exchange.short is not None and merchant is not None:
        owed = names[exchange.short]
        long = tr("{player} (Merchant) owes {other} a card").format(player=names[merchant], other=owed)
        out.append((long, tr("the Merchant owes {other} a card").format(other=owed)))
    else:
        out.append((tr("exchange over"),))
    return out


#: The build and strategy phases' turn wordings: (on turn, long; on turn; first, long; first).
_TURNS = {
    "builds": (
        N_("{player} builds ({n} of {total})"),
        N_("{player} builds"),
        N_("{player} ({role}) picks who builds first"),
        N_("the {role} picks who builds first"),
    ),
    "moves": (
        N_("{player} moves ({n} of {total})"),
        N_("{player} moves"),
        N_("{player} ({role}) picks who moves first"),
        N_("the {role} picks who moves first"),
    ),
}


def _turns(ctx: Context, b: Board, role: str, verb: str) -> list[Part]:
    names = [p.name for p in ctx.players]
    holder = b.holder_of(role)
    title = role_name(role)
    on_turn, on_turn_short, first, first_short = (tr(t) for t in _TURNS[verb])
    turn = ctx.position.turn
    done = len(ctx.position.acted)
    # A player with nothing to do takes no turn (``idle``): not counted among the turns, nor waited for.
    skipped = idle_players(ctx)
    out: list[Part] = []
    if turn is not None:
        long = on_turn.format(player=names[turn], n=done + 1, total=len(names) - len(skipped))
        out.append((long, on_turn_short.format(player=names[turn])))
    waiting = [p for p in range(len(names)) if p not in ctx.position.acted and p != turn and p not in skipped]
    if waiting and holder is not None:
        if turn is None:
            out.append((first.format(player=names[holder], role=title), first_short.format(role=title)))
        else:
            long = tr("{player} ({role}) picks next").format(player=names[holder], role=title)
            out.append((long, tr("the {role} picks next").format(role=title)))
    elif not waiting and turn is not None:
        out.append((tr("last turn of the phase"),))
    return out


def _fights(ctx: Context, b: Board) -> list[Part]:
    state = b.state
    out: list[Part] = []
    for civ, pid in state.must_fight:
        seat = state.player_of(civ)
        who = ctx.players[seat].name if seat is not None else civ_name(civ)
        long = tr("{player} must fight in {province}").format(player=who, province=state.province(pid).name)
        out.append((long, tr("a battle is owed")))
    return out


def _contenders(ctx: Context, b: Board) -> list[Part]:
    """Who could win in this build phase with the cards in hand (playtest: nothing said so)."""
    found, pyramids = aspirants(b)
    if not found:
        return []
    pyramids_said = tr(" (Pyramids)")
    names = [f"{ctx.players[p].name}{pyramids_said if p in pyramids else ''}" for p in found]
    short = [ctx.players[p].name for p in found]
    long = tr("could win this build: {players}").format(players=phrase_list(names))
    return [(long, tr("could win: {players}").format(players=phrase_list(short)))]


def _bank(b: Board) -> Part:
    left = [buildings_text(kind, b.bank(kind)) for kind in BUILDINGS]
    return (tr("bank: {buildings}").format(buildings=", ".join(left)),)


def glance(ctx: Context) -> Glance:
    """The strip for the current state."""
    b = board(ctx)
    parts: list[Part] = []
    if ctx.phase == "setup":
        parts += _setup(ctx, b)
    elif ctx.phase == "trade":
        parts += _role_choices(ctx, b)
        parts += _exchange(ctx, b)
        parts += _contenders(ctx, b)
    elif ctx.phase == "build":
        parts += _turns(ctx, b, "statesman", "builds")
        parts += _contenders(ctx, b)
    elif ctx.phase == "strategy":
        parts += _fights(ctx, b)
        parts += _turns(ctx, b, "commander", "moves")
    parts.append(_bank(b))
    to_win = _to_win(ctx, b)
    rows = tuple(
        (person.name, _roles(b, player), str(b.hand_size(player)), _income(b, player), to_win[player])
        for player, person in enumerate(ctx.players)
    )
    return Glance(fit(parts), tuple(tr(c) for c in COLUMNS), rows)

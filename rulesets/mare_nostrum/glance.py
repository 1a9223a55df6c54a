"""The strip the table keeps in sight: who acts now, what lies on offer, the bank; each player's roles,
cards, income due and how far they are from winning.

It is computed after every change, so it reads only the ledger and the state
(a few loops over the provinces), never the rules' checks.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.names import phrase_list
from engine.outcomes import count
from engine.state import Context
from engine.views import Glance
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.data import BUILDINGS, ROLE_NAMES, ROLES, START_POINTS, TO_WIN
from rulesets.mare_nostrum.economy import income
from rulesets.mare_nostrum.payment import points_left
from rulesets.mare_nostrum.setup import setup_seats, without_role
from rulesets.mare_nostrum.victory import aspirants, progress

#: The longest line the strip shows.
WIDTH = 110
SEPARATOR = " · "
COLUMNS = ("player", "roles", "cards", "income due", "wonders & heroes")

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


def _cards(cards: Sequence[tuple[str, int]]) -> str:
    return ", ".join(card if n == 1 else f"{n} {card}" for card, n in cards)


def _income(b: Board, player: int) -> str:
    due = income(b, player)
    goods = sum(due["goods"].values())
    text = f"{count(due['taxes'], 'tax', 'taxes')}, {count(goods, 'good')}"
    return text + (" +1 any" if due["any_good"] else "")


def _roles(b: Board, player: int) -> str:
    held = [ROLE_NAMES[role] for role, holder in zip(ROLES, b.roles(), strict=True) if holder == player]
    if len(held) == len(ROLES):
        return "all three"
    return ", ".join(held) or "none"


def _to_win(ctx: Context, b: Board) -> list[str]:
    met: dict[str, list[str]] = {}
    for item in progress(ctx):
        if item.met:
            met.setdefault(item.player, []).append(item.label)
    out = []
    for player, person in enumerate(ctx.players):
        owned = b.owned(player)
        if "pyramids" in owned:
            out.append("Pyramids: won")
            continue
        text = f"{len(owned)} of {TO_WIN}"
        won = [label for label in met.get(person.name, []) if label != "Wonders and heroes"]
        if len(owned) >= TO_WIN:
            text += ": won"
        elif won:
            text += f"; {won[0].lower()}: won"
        out.append(text)
    return out


def _role_choices(ctx: Context, b: Board) -> list[Part]:
    names = [p.name for p in ctx.players]
    out: list[Part] = []
    for role, candidates in b.state.pending_roles:
        holder = b.holder_of(role)
        who = "the table" if holder is None else names[holder]
        among = " or ".join(names[c] for c in candidates)
        out.append((f"{who} picks the new {ROLE_NAMES[role]}: {among}", f"{who} picks the new {ROLE_NAMES[role]}"))
    return out


def _setup(ctx: Context, b: Board) -> list[Part]:
    names = [p.name for p in ctx.players]
    out: list[Part] = []
    if "points-start" in ctx.variants:
        turn = ctx.position.turn
        if turn is not None:
            left = points_left(b, turn)
            out.append((f"{names[turn]}: {left} of {START_POINTS} build points left", f"{left} build points left"))
        doubled = [names[p] for p in sorted({p for p in b.roles() if p is not None and b.roles().count(p) > 1})]
        if doubled:
            out.append((f"{phrase_list(doubled)} must pass a role card on",))
        return out
    seats = setup_seats(ctx)
    if seats:
        waiting = [names[s] for s in seats]
        out.append((f"still to set up: {phrase_list(waiting)}", f"still to set up: {count(len(seats), 'player')}"))
    missing = [ROLE_NAMES[r] for r in ROLES if b.bank(r)]
    if missing:
        among = " or ".join(names[p] for p in without_role(b))
        out.append((f"{phrase_list(missing)} drawn among {among}", f"{phrase_list(missing)} still to draw"))
    if not out:
        out.append(("setup done: on to the trade phase",))
    return out


def _exchange(ctx: Context, b: Board) -> list[Part]:
    names = [p.name for p in ctx.players]
    state = b.state
    merchant = b.holder_of("merchant")
    exchange = state.exchange
    if exchange is None:
        if merchant is None:
            return []
        return [(f"{names[merchant]} (Merchant) sets the exchange size", "the Merchant sets the exchange size")]
    out: list[Part] = []
    if not exchange.over:
        size = count(exchange.size, "card")
        waiting = [p for p in exchange.players if p not in exchange.offered]
        if waiting:
            who = phrase_list([names[p] for p in waiting])
            done = f"{len(exchange.offered)} of {len(exchange.players)} offered"
            out.append((f"exchange of {size}: {who} still to offer", f"exchange of {size}: {done}"))
        elif exchange.next is not None:
            out.append((f"{names[exchange.next]} takes next",))
            offers = [(names[p], b.ledger.holding(f"offer:{state.civs[p]}")) for p in exchange.players]
            offers = [(name, cards) for name, cards in offers if cards]
            total = sum(n for _, cards in offers for _, n in cards)
            out.append(
                (
                    "on offer: " + "; ".join(f"{name} {_cards(cards)}" for name, cards in offers),
                    f"on offer: {count(total, 'card')} from {count(len(offers), 'player')}",
                )
            )
    elif exchange.short is not None and merchant is not None:
        owed = names[exchange.short]
        out.append((f"{names[merchant]} (Merchant) owes {owed} a card", f"the Merchant owes {owed} a card"))
    else:
        out.append(("exchange over",))
    return out


def _turns(ctx: Context, b: Board, role: str, verb: str) -> list[Part]:
    names = [p.name for p in ctx.players]
    holder = b.holder_of(role)
    title = ROLE_NAMES[role]
    turn = ctx.position.turn
    done = len(ctx.position.acted)
    out: list[Part] = []
    if turn is not None:
        out.append((f"{names[turn]} {verb} ({done + 1} of {len(names)})", f"{names[turn]} {verb}"))
    waiting = [p for p in range(len(names)) if p not in ctx.position.acted and p != turn]
    if waiting and holder is not None:
        if turn is None:
            out.append((f"{names[holder]} ({title}) picks who {verb} first", f"the {title} picks who {verb} first"))
        else:
            out.append((f"{names[holder]} ({title}) picks next", f"the {title} picks next"))
    elif not waiting and turn is not None:
        out.append(("last turn of the phase",))
    return out


def _fights(ctx: Context, b: Board) -> list[Part]:
    state = b.state
    out: list[Part] = []
    for civ, pid in state.must_fight:
        seat = state.player_of(civ)
        who = ctx.players[seat].name if seat is not None else civ.capitalize()
        out.append((f"{who} must fight in {state.province(pid).name}", "a battle is owed"))
    return out


def _contenders(ctx: Context, b: Board) -> list[Part]:
    """Who could win in this build phase with the cards in hand (playtest: nothing said so)."""
    found, pyramids = aspirants(b)
    if not found:
        return []
    names = [f"{ctx.players[p].name}{' (Pyramids)' if p in pyramids else ''}" for p in found]
    short = [ctx.players[p].name for p in found]
    return [(f"could win this build: {phrase_list(names)}", f"could win: {phrase_list(short)}")]


def _bank(b: Board) -> Part:
    plurals = {"city": "cities"}
    left = [count(b.bank(kind), kind, plurals.get(kind, "")) for kind in BUILDINGS]
    return (f"bank: {', '.join(left)}",)


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
    return Glance(fit(parts), COLUMNS, rows)

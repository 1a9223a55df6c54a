"""Income after a roll, worked out from where the figures stand (L7), wherever the kit allows.

A player takes one resource for each landscape bearing the number rolled
beside any of their figures: a wandering tribe's crossing, or every city of
an empire. A landscape counts once however many figures stand beside it; a
forest yields nothing, and neither does the landscape the legionary stands on.
Where the kit knows all that for a player, the app takes their grain and ore
from the bank itself and only asks which pasture cards they drew (the deck is
hidden); where it does not, the player enters the roll's income (``receive``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from engine.i18n import ntr, tr
from engine.state import Context
from rulesets.struggle_for_rome.board import YIELDS, Board, Hex
from rulesets.struggle_for_rome.common import game
from rulesets.struggle_for_rome.holders import FIGURE, cities_of, halve, stock, take
from rulesets.struggle_for_rome.state import AT_START, TRIBES, UNKNOWN, State
from rulesets.struggle_for_rome.taught import here
from rulesets.struggle_for_rome.words import amount, resource_word

KINDS = ("grain", "ore", "pasture")


@dataclass(frozen=True)
class Plan:
    """What a roll brings, as far as the app can tell.

    Attributes:
        gains: For each seat the app can work out: grain, ore and pasture cards due.
        unknown: For each other seat, why the app cannot tell.
        halve: Resources everyone first returns half of (the bank is short, L15).
        served: Whether the app takes the income (False: the bank is short and not
            everyone's income is known, so the table applies the rules by hand).
    """

    gains: Mapping[int, Mapping[str, int]] = field(default_factory=dict)
    unknown: Mapping[int, str] = field(default_factory=dict)
    halve: tuple[str, ...] = ()
    served: bool = True


def _start(b: Board, colour: str, state: State, seat: int) -> tuple[str, ...] | None:
    """Landscapes beside a tribe still on its start crossings, when they tell (both there, or alike)."""
    starts = b.starts.get(colour, ())
    arounds = [b.around.get(c) for c in starts]
    if len(starts) != 2 or None in arounds:
        return None
    both = all(state.stands(seat, t) == AT_START for t in TRIBES)
    if both or arounds[0] == arounds[1]:
        return tuple(sorted({h for a in arounds if a for h in a}))
    return None


def landscapes(ctx: Context, seat: int) -> tuple[frozenset[str] | None, str]:
    """The landscapes beside a player's figures, or None and why the app cannot tell."""
    b, state = here(ctx), game(ctx)
    colour = ctx.players[seat].faction
    out: set[str] = set()
    for tribe in TRIBES:
        towns = cities_of(ctx, seat, tribe)
        places: tuple[str, ...] = tuple(towns)
        if not towns:
            if not ctx.count(ctx.own("board", seat), ctx.piece(FIGURE[tribe], seat)):
                continue
            where = state.stands(seat, tribe)
            if where == UNKNOWN:
                return None, f"the app does not know where the {tribe} stands"
            if where == AT_START:
                found = _start(b, colour, state, seat)
                if found is None:
                    return None, f"the app does not know which start crossing the {tribe} stands on"
                out.update(found)
                continue
            places = (where,)
        for place in places:
            around = b.around.get(place)
            if around is None:
                return None, f"the kit does not know the landscapes beside {b.name(place)}"
            out.update(around)
    return frozenset(out), ""


#: The most landscapes a crossing (or a city on one) touches: the corner of three hexes.
AROUND_A_CROSSING = 3


def most_landscapes(ctx: Context, seat: int) -> int:
    """The most landscapes a player's figures can touch, whatever the kit knows: three beside each crossing or
    city they stand on. A roll brings one resource a landscape at the most (L7)."""
    places = 0
    for tribe in TRIBES:
        towns = cities_of(ctx, seat, tribe)
        if towns:
            places += len(towns)
        elif ctx.count(ctx.own("board", seat), ctx.piece(FIGURE[tribe], seat)):
            places += 1
    return AROUND_A_CROSSING * places


def blocked(ctx: Context, land: Hex) -> bool | None:
    """Whether the legionary stands on a landscape (None: it stands on one of its kind the kit cannot tell apart)."""
    state = game(ctx)
    if state.legionary_at is not None:
        return state.legionary_at == land.id
    kind, province = state.legionary
    if land.kind != kind or (land.province is not None and land.province != province):
        return False
    return None


def gains(ctx: Context, seat: int, total: int) -> tuple[dict[str, int] | None, str]:
    """What a roll brings one player (one resource a landscape, L7), or None and why the app cannot tell."""
    around, why = landscapes(ctx, seat)
    if around is None:
        return None, why
    b = here(ctx)
    got: Counter[str] = Counter()
    for land in sorted(around):
        facts = b.hexes[land]
        if facts.kind == "forest":
            continue
        if facts.number is None or facts.kind is None:
            return None, f"the kit does not know what {facts.name} bears"
        if facts.number != total:
            continue
        stopped = blocked(ctx, facts)
        if stopped is None:
            return None, "the kit cannot tell which landscape the legionary stands on"
        if not stopped:
            got[YIELDS[facts.kind]] += 1
    return dict(got), ""


def plan(ctx: Context, total: int) -> Plan:
    """What a roll of ``total`` brings everyone, and whether the bank can give it."""
    if not here(ctx).around:
        # A kit that knows no landscape beside anything (the shipped one): every roll, at once.
        return Plan(unknown={s: "the kit knows no landscapes" for s in range(len(ctx.players))})
    known: dict[int, dict[str, int]] = {}
    unknown: dict[int, str] = {}
    for seat in range(len(ctx.players)):
        got, why = gains(ctx, seat, total)
        if got is None:
            unknown[seat] = why
        else:
            known[seat] = got
    short = []
    for kind in KINDS:
        need = sum(g.get(kind, 0) for g in known.values())
        if need > stock(ctx, kind):
            # The shortage rule needs everyone's due; and it is only applied when it suffices.
            held = sum(n // 2 for s in range(len(ctx.players)) for n in _held(ctx, s, kind))
            if unknown or need > stock(ctx, kind) + held:
                return Plan(known, unknown, served=False)
            short.append(kind)
    return Plan(known, unknown, tuple(short))


def _held(ctx: Context, seat: int, kind: str) -> list[int]:
    kinds = ("horse", "cattle") if kind == "pasture" else (kind,)
    hand = ctx.own("hand", seat)
    return [ctx.count(hand, k) for k in kinds if ctx.count(hand, k) >= 2]


def serve(ctx: Context, total: int) -> State:
    """After a roll: the app takes the income it can work out; pasture cards are owed until named."""
    before = game(ctx)
    # An unchanged state spares the engine a victory check (rolls are most of a log).
    state = replace(before, served=(), halved=()) if before.served or before.halved else before
    due = plan(ctx, total)
    if not due.served or not due.gains:
        return state
    for kind in due.halve:
        halve(ctx, kind)
    draws = list(state.draws) or [0] * len(ctx.players)
    taken = list(state.taken)
    for seat, got in due.gains.items():
        for kind in ("grain", "ore"):
            if got.get(kind):
                take(ctx, seat, kind, got[kind])
                taken.append((total, seat, kind, got[kind]))
        draws[seat] += got.get("pasture", 0)
    return replace(state, served=tuple(due.gains), draws=tuple(draws), halved=due.halve, taken=tuple(taken))


def describe(ctx: Context, total: int) -> list[str]:
    """The outcome of a roll's income, from the table before it: who got what, who enters theirs."""
    due = plan(ctx, total)
    names = [p.name for p in ctx.players]
    if not due.served:
        return [tr("The bank cannot give everyone the roll's resources: apply the shortage rule, then receive.")]
    out = []
    if due.halve:
        short = f" {tr('and')} ".join(resource_word(k) for k in due.halve)
        out.append(tr("The bank is short of {resources}: everyone first returns half of it.").format(resources=short))
    parts = []
    for seat, got in due.gains.items():
        bits = [amount(k, got[k]) for k in ("grain", "ore") if got.get(k)]
        if got.get("pasture"):
            cards = got["pasture"]
            bits.append(
                ntr("{n} pasture card to draw and name", "{n} pasture cards to draw and name", cards).format(n=cards)
            )
        parts.append(
            tr("{player} {gains}").format(player=names[seat], gains=", ".join(bits) if bits else tr("nothing"))
        )
    if len(parts) == len(names) and not any(any(got.values()) for got in due.gains.values()):
        out.append(tr("Income worked out from the board kit: nobody takes anything for this roll."))
    elif parts:
        out.append(tr("Income worked out from the board kit: {parts}.").format(parts="; ".join(parts)))
    if due.unknown and due.gains:
        waiting = ", ".join(names[s] for s in due.unknown)
        said = ntr(
            "{players} enters their own income (receive).",
            "{players} enter their own income (receive).",
            len(due.unknown),
        )
        out.append(said.format(players=waiting))
    return out

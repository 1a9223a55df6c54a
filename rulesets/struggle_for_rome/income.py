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
from rulesets.struggle_for_rome.common import KNOWN_LOG, game
from rulesets.struggle_for_rome.data import RULES
from rulesets.struggle_for_rome.holders import FIGURE, cities_of, halve, stock, take
from rulesets.struggle_for_rome.placenames import said as place_said
from rulesets.struggle_for_rome.state import AT_START, TRIBES, UNKNOWN, State
from rulesets.struggle_for_rome.taught import here
from rulesets.struggle_for_rome.words import amount, resource_word, tribe_word

KINDS = ("grain", "ore", "pasture")
#: Session option of saves from before version 5: with income typed, the table ended the roll itself.
ROLL_LOG = "roll_ended_by_table"
#: Session option of saves from before version 8: a landscape east of the Limes was not known to be free of
#: the legionary, so its income was typed.
LIMES_LOG = "legionary_east_of_limes_asked"
#: Session option of saves from before version 10: a new roll closed the one before, and income not entered
#: for it was dropped (play-test 8, P1).
LATE_LOG = "late_income_dropped"


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


def start_landscapes(b: Board, colour: str, state: State, seat: int) -> list[tuple[str, ...]] | None:
    """Landscapes beside a tribe still on its start crossings: both crossings' when both figures stand there
    (or the two are alike), else each crossing's, one of which it stands on (None: the kit lacks them)."""
    starts = b.starts.get(colour, ())
    arounds = [b.around.get(c) for c in starts]
    if len(starts) != 2 or None in arounds:
        return None
    both = all(state.stands(seat, t) == AT_START for t in TRIBES)
    if both or arounds[0] == arounds[1]:
        return [tuple(sorted({h for a in arounds if a for h in a}))]
    return [tuple(a or ()) for a in arounds]


def _whose(ctx: Context, seat: int, tribe: str) -> str:
    return tr("{player}'s {tribe}").format(player=ctx.players[seat].name, tribe=tribe_word(tribe))


def options(ctx: Context, seat: int) -> tuple[list[frozenset[str]], str]:
    """The landscapes beside a player's figures: one set, or two when a lone figure stands on one of its start
    crossings and the app does not know which (with what the table tells to settle it); none, and what the
    table tells for the app to know them."""
    b, state = here(ctx), game(ctx)
    colour = ctx.players[seat].faction
    out: set[str] = set()
    either: list[tuple[str, ...]] = [()]
    why = ""
    for tribe in TRIBES:
        towns = cities_of(ctx, seat, tribe)
        places: tuple[str, ...] = tuple(towns)
        if not towns:
            if not ctx.count(ctx.own("board", seat), ctx.piece(FIGURE[tribe], seat)):
                continue
            where = state.stands(seat, tribe)
            if where == UNKNOWN:
                return [], tr("where {tribe} stands (stand)").format(tribe=_whose(ctx, seat, tribe))
            if where == AT_START:
                found = start_landscapes(b, colour, state, seat)
                if found is None:
                    # Which crossing it stands on would not help: the kit lacks what lies beside them.
                    said = tr("the landscapes beside {player}'s start crossings (add-crossing)")
                    return [], said.format(player=ctx.players[seat].name)
                why = tr("which start crossing {tribe} stands on (stand)").format(tribe=_whose(ctx, seat, tribe))
                if len(found) > 1 and ctx.options.get(KNOWN_LOG):
                    return [], why
                either = found
                continue
            places = (where,)
        for place in places:
            around = b.around.get(place)
            if around is None:
                if towns:
                    said = tr("the landscapes beside {place} (add-city with its landscapes)")
                else:
                    said = tr("the landscapes beside {place} (add-crossing)")
                return [], said.format(place=place_said(b.name(place)))
            out.update(around)
    return [frozenset(out | set(one)) for one in either], why


def landscapes(ctx: Context, seat: int) -> tuple[frozenset[str] | None, str]:
    """The landscapes beside a player's figures, or None and what the table tells for the app to know them."""
    found, why = options(ctx, seat)
    return (found[0], "") if len(found) == 1 else (None, why)


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
    """Whether the legionary stands on a landscape (None: it stands on one of its kind the kit cannot tell apart).

    Never on one east of the Limes (L7): the play-test's only 10 east of it was asked for by hand, though the
    legionary stood on a field in Gallia.
    """
    state = game(ctx)
    if land.limes and not ctx.options.get(LIMES_LOG):
        return False
    if state.legionary_at is not None:
        return state.legionary_at == land.id
    kind, province = state.legionary
    if land.kind != kind or (land.province is not None and land.province != province):
        return False
    return None


def landscape_yield(ctx: Context, around: frozenset[str], total: int) -> tuple[dict[str, int] | None, str]:
    """What a roll brings from these landscapes (one resource a landscape, L7), or None and what to tell."""
    b = here(ctx)
    got: Counter[str] = Counter()
    for land in sorted(around):
        facts = b.hexes[land]
        if facts.kind == "forest":
            continue
        if facts.number is None or facts.kind is None:
            return None, tr("what {place} bears (add-landscape)").format(place=place_said(facts.name))
        if facts.number != total:
            continue
        stopped = blocked(ctx, facts)
        if stopped is None:
            return None, tr("which landscape the legionary stands on (legionary, naming it)")
        if not stopped:
            got[YIELDS[facts.kind]] += 1
    return dict(got), ""


def gains(ctx: Context, seat: int, total: int) -> tuple[dict[str, int] | None, str]:
    """What a roll brings one player, or None and what the table tells for the app to know it. A lone figure
    on one of its two start crossings, which the app cannot tell apart, still brings what both would."""
    found, why = options(ctx, seat)
    if not found:
        return None, why
    each = [landscape_yield(ctx, around, total) for around in found]
    for got, told in each:
        if got is None:
            return None, told
    if any(got != each[0][0] for got, _ in each):
        return None, why
    return each[0][0], ""


def plan(ctx: Context, total: int) -> Plan:
    """What a roll of ``total`` brings everyone, and whether the bank can give it."""
    if not here(ctx).around:
        # A kit that knows no landscape beside anything (the shipped one): every roll, at once.
        told = tr("the landscapes beside the start crossings (add-landscape, then add-crossing)")
        return Plan(unknown=dict.fromkeys(range(len(ctx.players)), told))
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
    state = state.drawing(draws, tuple(due.gains), total)
    return replace(state, served=tuple(due.gains), halved=due.halve, taken=tuple(taken))


def gained(player: str, got: Mapping[str, int]) -> str:
    """``Ann 1 grain, 1 pasture card to draw and name``, ``Bo nothing``: one player's income for a roll."""
    bits = [amount(k, got[k]) for k in ("grain", "ore") if got.get(k)]
    cards = got.get("pasture", 0)
    if cards:
        bits.append(
            ntr("{n} pasture card to draw and name", "{n} pasture cards to draw and name", cards).format(n=cards)
        )
    return tr("{player} {gains}").format(player=player, gains=", ".join(bits) if bits else tr("nothing"))


def describe(ctx: Context, total: int) -> list[str]:
    """The outcome of a roll's income, from the table before it: who got what, who enters theirs."""
    if total == 7:  # it moves the legionary and brings nobody anything (L7)
        return []
    due = plan(ctx, total)
    names = [p.name for p in ctx.players]
    if not due.served:
        return [tr("The bank cannot give everyone the roll's resources: apply the shortage rule, then receive.")]
    out = []
    if due.halve:
        short = f" {tr('and')} ".join(resource_word(k) for k in due.halve)
        out.append(tr("The bank is short of {resources}: everyone first returns half of it.").format(resources=short))
    parts = [gained(names[seat], got) for seat, got in due.gains.items()]
    if len(parts) == len(names) and not any(any(got.values()) for got in due.gains.values()):
        out.append(tr("Income worked out from the board kit: nobody takes anything for this roll."))
    elif parts:
        out.append(tr("Income worked out from the board kit: {parts}.").format(parts="; ".join(parts)))
    if not due.unknown:
        return out
    waiting = ", ".join(names[s] for s in due.unknown)
    if len(ctx.ledger.holders("number")) + 1 >= RULES["rose_numbers"]:
        # The last number: the roll ends once everyone's income for it is in (see ``unaccounted``).
        said = ntr(
            "{players} enters their income for this roll, or that it brings them nothing (receive with none); "
            "then the roll is over.",
            "{players} enter their income for this roll, or that it brings them nothing (receive with none); "
            "then the roll is over.",
            len(due.unknown),
        )
    elif due.gains:
        said = ntr(
            "{players} enters their own income (receive).",
            "{players} enter their own income (receive).",
            len(due.unknown),
        )
    else:
        said = tr("Whoever this roll brings resources enters them (receive).")
    out.append(said.format(players=waiting))
    # The app asks for what it lacks: told once, it works their income out from the next roll on.
    wanted = "; ".join(dict.fromkeys(due.unknown.values()))
    out.append(tr("Told once, the app works it out from this roll on: {facts}.").format(facts=wanted))
    return out


def unaccounted(ctx: Context) -> list[int]:
    """Players who may still be owed income for the latest roll, from the start player on: the kit did not work
    theirs out, and they have neither taken theirs nor said it brings them nothing (nobody after a 7).

    Only the latest roll: each roll's income is taken before the next roll (L7), so a roll closes the one
    before it (income entered late for it is still taken, with its number).
    """
    state = game(ctx)
    if not state.rolls or state.rolls[-1] == 7:
        return []
    latest = state.rolls[-1]
    done = set(state.served) | {w for r, w, _, _ in state.taken if r == latest}
    done |= {w for r, w in state.nothing if r == latest}
    count = len(ctx.players)
    order = [(ctx.position.start + i) % count for i in range(count)]
    return [s for s in order if s not in done]


def roll_settled(ctx: Context) -> bool:
    """Whether everyone's income for the latest roll is in: worked out by the kit, entered, or said to be
    nothing. Older saves' rules waited for the table to end a roll whose income was typed (``ROLL_LOG``)."""
    state = game(ctx)
    if ctx.options.get(ROLL_LOG):
        return len(state.served) == len(ctx.players)
    return bool(state.rolls) and not unaccounted(ctx)

"""Special cards and victory points, read from the ledger.

The special cards lie on their spaces until someone earns one (L13, L17):
Diplomacy to the first to show 3 Diplomats (and on to whoever shows more),
a Scourge of Rome for each tribe with tiles of all 5 colours, Heir of Rome
for conquering 4 cities with each tribe (only 3 exist), and in the variant a
Terror of the Legions card for every 3 eagle cities (at most two). A card
that has run out is simply not earned.
"""

from __future__ import annotations

from engine.i18n import ntr, tr
from engine.state import Context
from rulesets.struggle_for_rome.cities import in_play
from rulesets.struggle_for_rome.data import RULES, VICTORY
from rulesets.struggle_for_rome.formulas import victory_points
from rulesets.struggle_for_rome.holders import SPECIAL, cities_of, gold, tiles
from rulesets.struggle_for_rome.state import TRIBES
from rulesets.struggle_for_rome.words import gold as gold_word

TERROR = "terror-of-the-legions"
#: Cards before a player that score, in ``victory_points`` order.
SCORED = ("diplomacy", "scourge", "heir", "culture", "terror")


def held(ctx: Context, seat: int, kind: str) -> int:
    """Special or shown action cards of a kind in front of a player."""
    return ctx.count(ctx.own("open", seat), kind)


def cities(ctx: Context) -> list[int]:
    """Roman cities conquered by each seat's tribes (victory asks after every event: one pass over the cities)."""
    seats = {p.faction: i for i, p in enumerate(ctx.players)}
    out = [0] * len(ctx.players)
    for holder in ctx.ledger.holders("city:"):
        for kind, _ in ctx.holding(holder):
            base, _, colour = kind.partition(":")
            if base in ("horseman", "warrior") and colour in seats:
                out[seats[colour]] += 1
    return out


def eagles(ctx: Context, seat: int) -> int:
    """Eagle cities a player's tribes hold (the kit's and the table's facts)."""
    facts = {c.id: c for c in in_play(ctx)}
    return sum(1 for t in TRIBES for cid in cities_of(ctx, seat, t) if cid in facts and facts[cid].eagle)


def scores(ctx: Context) -> list[int]:
    """Every player's victory points now."""
    out = []
    for seat, towns in enumerate(cities(ctx)):
        shown = dict(ctx.holding(ctx.own("open", seat)))
        out.append(victory_points(towns, *(shown.get(k, 0) for k in SCORED)))
    return out


def points(ctx: Context, seat: int) -> int:
    """A player's victory points now."""
    return scores(ctx)[seat]


def gold_value(ctx: Context, seat: int) -> int:
    """Gold for breaking a tie: coins, plus 7 for each Treasure still held face down (L15)."""
    return gold(ctx, seat) + RULES["treasure_end_value"] * ctx.count(ctx.own("cards", seat), "treasure")


def tie_break(ctx: Context) -> list[str]:
    """At the end, how gold decided a tie on points (L15), each Treasure in hand counted: a sentence."""
    points_now = scores(ctx)
    best = max(points_now)
    tied = [s for s, vp in enumerate(points_now) if vp == best]
    if len(tied) < 2:
        return []
    parts = []
    for seat in sorted(tied, key=lambda s: -gold_value(ctx, s)):
        coins, treasures = gold(ctx, seat), ctx.count(ctx.own("cards", seat), "treasure")
        told = f"{ctx.players[seat].name} {gold_value(ctx, seat)}"
        if treasures:
            each = RULES["treasure_end_value"]
            if treasures == 1:
                kept = tr("a Treasure")
            else:
                kept = ntr("{n} Treasures", "{n} Treasures", treasures).format(n=treasures)
            told += tr(" ({gold} and {kept} worth {value})").format(
                gold=gold_word(coins), kept=kept, value=each * treasures
            )
        parts.append(told)
    names = f" {tr('and')} ".join(ctx.players[s].name for s in tied)
    said = tr("{players} tie on {points} points; gold breaks the tie: {parts}.")
    return [said.format(players=names, points=best, parts=", ".join(parts))]


def target(ctx: Context) -> int:
    """Points that end the game: 10, or 11 with Terror of the Legions."""
    return VICTORY["target_terror"] if TERROR in ctx.variants else VICTORY["target"]


def _earn(ctx: Context, seat: int, kind: str, due: int) -> None:
    missing = due - held(ctx, seat, kind)
    left = ctx.count(SPECIAL, kind)
    if missing > 0 and left:
        ctx.move(kind, min(missing, left), SPECIAL, ctx.own("open", seat))


def award(ctx: Context, seat: int) -> None:
    """Hand a player the special cards they have just earned, while any are left."""
    _earn(ctx, seat, "scourge", sum(1 for t in TRIBES if len(tiles(ctx, seat, t)) >= VICTORY["scourge_colours"]))
    if all(len(cities_of(ctx, seat, t)) >= VICTORY["heir_cities"] for t in TRIBES):
        _earn(ctx, seat, "heir", 1)
    if TERROR in ctx.variants:
        _earn(ctx, seat, "terror", min(eagles(ctx, seat) // VICTORY["terror_eagles"], 2))
    _diplomacy(ctx, seat)


def _diplomacy(ctx: Context, seat: int) -> None:
    """The first to show 3 Diplomats takes Diplomacy; whoever shows more takes it over (L13)."""
    shown = held(ctx, seat, "diplomat")
    if shown < VICTORY["diplomats"] or held(ctx, seat, "diplomacy"):
        return
    holders = [s for s in range(len(ctx.players)) if held(ctx, s, "diplomacy")]
    if not holders:
        if ctx.count(SPECIAL, "diplomacy"):
            ctx.move("diplomacy", 1, SPECIAL, ctx.own("open", seat))
        return
    if shown > held(ctx, holders[0], "diplomat"):
        ctx.move("diplomacy", 1, ctx.own("open", holders[0]), ctx.own("open", seat))

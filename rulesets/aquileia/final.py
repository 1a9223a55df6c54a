"""The final scoring told source by source (l.8), as the game ends and in the report.

l.8 counts, on top of the points scored in play: the stadium laurels' printed points, and each colour's
villas times the laurels of that colour (stadium and theatre). A theatre laurel counts for one of its two
colours, as its owner chooses: the app counts it for the colour that scores more (the owner's best choice)
and says so, naming the colour, so a table that reads it otherwise can correct it.
"""

from __future__ import annotations

from engine.i18n import ntr, tr
from engine.state import Context
from rulesets.aquileia.common import game, name
from rulesets.aquileia.data import COLOURS
from rulesets.aquileia.decks import COLOURS_OF, DECK_OF, NUMBER_OF
from rulesets.aquileia.formulas import villa_score
from rulesets.aquileia.holders import hand
from rulesets.aquileia.words import colour_pair, points, word


def breakdown(ctx: Context, seat: int) -> str:
    """``Vlada: 19 in play + stadium laurels 5 + blue villas 16 × 2 laurels = 32: 56 points; the blue/yellow
    theatre laurel counted as blue, the colour that scores more (l.8: the owner's choice).``"""
    person = game(ctx).patricians[seat]
    villas = [(b.colour, b.value) for b in person.buildings if b.kind == "villa" and b.colour in COLOURS]
    laurels: list[str] = []
    stadium: list[int] = []
    for kind, n in ctx.holding(hand(ctx, seat)):
        if DECK_OF.get(kind) not in ("stadium", "theatre"):
            continue
        if kind in COLOURS_OF:
            laurels += ["/".join(COLOURS_OF[kind])] * n
        else:
            stadium += [NUMBER_OF[kind]] * n
    scored = villa_score(villas, laurels, sum(stadium))
    parts = [tr("{n} in play").format(n=person.score)]
    if stadium:
        said = tr("stadium laurels {cards}").format(cards=" + ".join(str(n) for n in sorted(stadium, reverse=True)))
        parts.append(said + (f" = {sum(stadium)}" if len(stadium) > 1 else ""))
    counted = [lau for lau in laurels if "/" not in lau] + list(scored["assignment"].values())
    for colour in COLOURS:
        value = sum(v for c, v in villas if c == colour)
        if not value:
            continue
        n = counted.count(colour)
        said = ntr(
            "{colour} villas {value} × {n} laurel = {points}",
            "{colour} villas {value} × {n} laurels = {points}",
            n,
        )
        parts.append(said.format(colour=word(colour), value=value, n=n, points=value * n))
    built = {c for c, v in villas if v}
    # A laurel of two colours the player has no villa of scores nothing as either: no colour "scores more"
    # (play-test 8: Kaja's white/purple laurel, without a villa, "counted as white, the colour that scores more").
    idle = [pair for pair in scored["assignment"] if not built & set(pair.split("/"))]
    chosen = [
        tr("the {pair} theatre laurel counted as {colour}").format(pair=colour_pair(pair), colour=word(colour))
        for pair, colour in scored["assignment"].items()
        if pair not in idle
    ]
    total = person.score + scored["total"]
    said = tr("{player}: {parts}: {total}").format(player=name(ctx, seat), parts=" + ".join(parts), total=points(total))
    if chosen:
        # l.8: the owner chooses each theatre laurel's colour; the best choice is taken, and said.
        said += "; " + tr("{laurels}, the colour that scores more (l.8: the owner's choice)").format(
            laurels="; ".join(chosen)
        )
    for pair in idle:
        said += "; " + tr("the {pair} theatre laurel scores nothing: no villa of either colour").format(
            pair=colour_pair(pair)
        )
    return said + "."


def final_lines(ctx: Context) -> list[str]:
    """The final scoring, one line a player, headed as the rulebook calls it."""
    return [tr("Final scoring (l.8):"), *(breakdown(ctx, s) for s in range(len(ctx.players)))]

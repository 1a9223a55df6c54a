"""How much income typed by hand (``receive``) the board can give, from what the kit knows (L7).

A roll brings one resource for each landscape bearing its number beside a player's figures. Where the kit
knows those landscapes, that bounds what a player may take: a landscape known to bear another number (or a
forest, or the legionary's) gives nothing, one known to bear it gives one of its resource, and one whose kind
or number the kit lacks may give one of anything. Where the kit lacks the landscapes beside a figure, only
the physical bound holds (three landscapes at a crossing, see ``income.most_landscapes``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.struggle_for_rome.board import YIELDS
from rulesets.struggle_for_rome.data import LANDSCAPES
from rulesets.struggle_for_rome.income import blocked, options
from rulesets.struggle_for_rome.placenames import said as place_said
from rulesets.struggle_for_rome.taught import here

#: A receive's resources as the board gives them: horse and cattle both come from pastures.
FROM = {"grain": "grain", "ore": "ore", "horse": "pasture", "cattle": "pasture"}


#: A landscape the kit does not know the kind of: it may give any resource.
ANY = "any"


@dataclass(frozen=True)
class Bound:
    """What the landscapes beside a player's figures can give for one roll.

    Attributes:
        most: For each resource (grain, ore, pasture, or ``ANY`` where the kit lacks the kind), the landscapes
            that bear the number or may (their number not known yet).
        bearing: Those landscapes, named as the table reads them.
    """

    most: Mapping[str, int]
    bearing: tuple[str, ...]

    def allows(self, got: Mapping[str, int]) -> bool:
        """Whether a receive's resources fit: each kind within its landscapes, the rest within the unknown."""
        wanted: Counter[str] = Counter()
        for kind, n in got.items():
            wanted[FROM[kind]] += n
        over = sum(max(0, n - self.most.get(kind, 0)) for kind, n in wanted.items())
        return over <= self.most.get(ANY, 0)


def _one(ctx: Context, around: frozenset[str], total: int) -> Bound:
    b = here(ctx)
    most: Counter[str] = Counter()
    bearing = []
    for land in sorted(around, key=lambda h: b.name(h)):
        facts = b.hexes[land]
        if facts.kind == "forest" or (facts.number not in (None, total)) or blocked(ctx, facts) is True:
            continue
        most[YIELDS[facts.kind] if facts.kind else ANY] += 1
        kind = tr(LANDSCAPES.resolve(facts.kind).label) if facts.kind else tr("kind not known yet")
        number = str(total) if facts.number is not None else tr("number not known yet")
        bearing.append(tr("{place} ({kind}, {number})").format(place=place_said(facts.name), kind=kind, number=number))
    return Bound(dict(most), tuple(bearing))


def refusal(ctx: Context, seat: int, total: int, got: Mapping[str, int]) -> str | None:
    """Why a receive of ``got`` for a roll of ``total`` is more than the board gives, or None when it fits: one
    bound for each place the app thinks a lone figure may stand on, none when the kit lacks the landscapes."""
    if total in (0, 7):
        return None
    found, why = options(ctx, seat)
    each = [_one(ctx, around, total) for around in found]
    if not each or any(b.allows(got) for b in each):
        return None
    player = ctx.players[seat].name
    bearing = list(dict.fromkeys(land for b in each for land in b.bearing))
    if not bearing:
        said = tr("the {n} brings {player} nothing: no landscape beside their figures bears it")
        return said.format(n=total, player=player)
    if len(each) == 1:
        said = tr("the {n} brings {player} one resource from each of {landscapes} and no more")
        return said.format(n=total, player=player, landscapes=phrase_list(bearing))
    # A lone figure on one of two start crossings the app cannot tell apart: the most either could bring, from
    # the landscapes either touches (the play-test was told "nothing", then a card was accepted).
    most = max(sum(b.most.values()) for b in each)
    said = ntr(
        "the {n} brings {player} at most {m} resource, one a landscape, from {landscapes}; which depends on {why}",
        "the {n} brings {player} at most {m} resources, one a landscape, from {landscapes}; which depends on {why}",
        most,
    )
    return said.format(n=total, player=player, m=most, landscapes=phrase_list(bearing), why=why)

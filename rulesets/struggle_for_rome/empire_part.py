"""An empire's income while a city of it is not yet on the app's map with its landscapes: the part the board kit
knows is worked out, and the table tells only what the untaught cities bring (play-test 9: Cyril's infantry
touched the 6 at Danube ford, yet while Tridentum was untaught a ``receive`` of nothing was accepted).

The known part comes with the player's ``receive`` (``taking``): grain and ore are taken from the bank, the
pasture cards are named as seen (drawn by itself when the deck can give only one kind); what the receive names
besides is the untaught cities' part, three landscapes a city at the most.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.struggle_for_rome import income
from rulesets.struggle_for_rome.common import game
from rulesets.struggle_for_rome.holders import FIGURE, cities_of
from rulesets.struggle_for_rome.placenames import said as place_said
from rulesets.struggle_for_rome.state import AT_START, TRIBES, UNKNOWN
from rulesets.struggle_for_rome.taught import here

#: Session option of saves from before version 11: the table typed an empire's whole income, the board kit's
#: part too, and a forced move out of its phase went unpriced.
WHOLE_LOG = "empire_income_typed_whole"


@dataclass(frozen=True)
class Part:
    """What the board kit knows of a player's income for a roll.

    Attributes:
        gains: Grain, ore and pasture cards from the landscapes it knows.
        untaught: The player's cities whose landscapes it does not know.
    """

    gains: Mapping[str, int]
    untaught: tuple[str, ...]


def part(ctx: Context, seat: int, total: int) -> Part | None:
    """The board kit's part of a player's income for a roll of ``total``, where only empire cities' landscapes
    are unknown (None otherwise: the kit knows it all, or too little to tell any part)."""
    if ctx.options.get(WHOLE_LOG) or total in (0, 7):
        return None
    b, state = here(ctx), game(ctx)
    around: set[str] = set()
    untaught: list[str] = []
    for tribe in TRIBES:
        towns = cities_of(ctx, seat, tribe)
        places: tuple[str, ...] = tuple(towns)
        if not towns:
            if not ctx.count(ctx.own("board", seat), ctx.piece(FIGURE[tribe], seat)):
                continue
            where = state.stands(seat, tribe)
            if where == UNKNOWN:
                return None
            if where == AT_START:
                found = income.start_landscapes(b, ctx.players[seat].faction, state, seat)
                if found is None or len(found) != 1:
                    return None
                around.update(found[0])
                continue
            places = (where,)
        for place in places:
            beside = b.around.get(place)
            if beside is None and not towns:
                return None
            if beside is None:
                untaught.append(place)
            else:
                around.update(beside)
    if not untaught:
        return None
    got, _ = income.landscape_yield(ctx, frozenset(around), total)
    return None if got is None else Part(got, tuple(untaught))


def cities(ctx: Context, found: Part) -> str:
    """The untaught cities, named."""
    b = here(ctx)
    return phrase_list([place_said(b.name(c)) for c in found.untaught])


def said(ctx: Context, total: int) -> list[str]:
    """The roll's outcome for each player whose empire's income is known but for untaught cities."""
    out = []
    for seat, player in enumerate(ctx.players):
        found = part(ctx, seat, total)
        if found is None:
            continue
        line = ntr(
            "{gains}: the board kit's part; {player} names only what {cities} brings (receive).",
            "{gains}: the board kit's part; {player} names only what {cities} bring (receive).",
            len(found.untaught),
        )
        gains = income.gained(player.name, found.gains)
        out.append(line.format(gains=gains, player=player.name, cities=cities(ctx, found)))
    return out


def refusal(ctx: Context, seat: int, found: Part, typed: Mapping[str, int]) -> str | None:
    """Why a receive's own part is more than the untaught cities can bring (three landscapes each), else None."""
    from rulesets.struggle_for_rome.holders import PASTURE_KINDS  # the kinds a pasture card is seen as

    own = sum(n for k, n in typed.items() if k not in PASTURE_KINDS)
    own += max(0, sum(typed.get(k, 0) for k in PASTURE_KINDS) - found.gains.get("pasture", 0))
    most = income.AROUND_A_CROSSING * len(found.untaught)
    if own <= most:
        return None
    said = tr("{cities} bring {player} at most {n} resources; the board kit's part ({gains}) comes by itself")
    gains = income.gained(ctx.players[seat].name, found.gains)
    return said.format(cities=cities(ctx, found), player=ctx.players[seat].name, n=most, gains=gains)

"""The story of an Aquileia evening (``engine.story``): the coins each player earns, and the Arena's fights.

Income is coins (l.1: gold, silver, bronze), earned from the bank (Dolus l.4,
the Arena's and the Stadium's prizes l.5 and l.6, the private banks in
Portus l.8), from the Portus spaces (Latro l.8) and from the buyer of the
Theatrum laurel (l.7). A Pecunia exchange (l.4) swaps coins, it earns none.

The battle is the Arena's gladiator fight (l.5): everyone in the Arena adds
the bronze on 3 red dice to their spaces' strength, then cards and blue dice.
The Stadium's race (l.6) is a contest of the same kind but no fight: it is not
told as a battle.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from fractions import Fraction
from math import comb

from engine.battle import Battle
from engine.errors import BadInput
from engine.events import Event
from engine.i18n import tr
from engine.ledger import Move, base
from engine.names import phrase_list
from engine.state import Context
from engine.table_actions import CORRECTION
from rulesets.aquileia.contests import entrants, ranked, space_strength
from rulesets.aquileia.data import DICE, METALS
from rulesets.aquileia.formulas import ranking
from rulesets.aquileia.prizes import award_outcome
from rulesets.aquileia.words import area

#: The ruleset's ``income_kinds``: the three metals of coin.
INCOME_KINDS = tuple(METALS)
#: The events that settle a contest; ``battle`` tells the Arena's only.
BATTLE_ACTIONS = ("prizes",)
#: Each metal is on 2 of a die's 6 faces (l.1).
FACE = Fraction(2, 6)
#: The holders where a player's coins go.
PURSE = "purse"
#: Where a Theatrum bid waits (l.7): the buyer's coins come from here to the seller.
OFFER = "offer"


def income(event: Event, moves: Sequence[Move], seats: Mapping[str, int]) -> dict[int, dict[str, int]]:
    """The coins each seat earned in ``event``, by metal.

    Coins count when they reach a purse from the bank, from a Portus space
    (Latro's takings) or from another player's Theatrum offer (the laurel's
    price paid to the seller). A Pecunia exchange's coins are swapped, not
    earned; a correction sets the ledger right and earns nothing (a coin it
    adds may stand for one already counted).

    Args:
        event: The event.
        moves: The components it moved, in order.
        seats: Each faction's seat.
    """
    if event.type == CORRECTION:
        return {}
    swapped = _exchanged(moves) if event.type == "pecunia" else 0
    out: dict[int, dict[str, int]] = {}
    for index, move in enumerate(moves):
        kind = base(move.kind)
        dst_sort, _, dst_owner = move.dst.partition(":")
        if index < swapped or kind not in INCOME_KINDS or dst_sort != PURSE:
            continue
        seat = seats.get(dst_owner)
        src_sort, _, src_owner = move.src.partition(":")
        # A player's own coins coming back (an offer withdrawn) are not earned; another's paid over are.
        from_player = src_owner in seats and not (src_sort == OFFER and src_owner != dst_owner)
        if seat is None or from_player:
            continue
        got = out.setdefault(seat, {})
        got[kind] = got.get(kind, 0) + move.n
    # Gold, silver, bronze, as the coins are always named (a purse emptied into another comes in any order).
    return {seat: {m: got[m] for m in INCOME_KINDS if m in got} for seat, got in out.items()}


def _exchanged(moves: Sequence[Move]) -> int:
    """How many of a Pecunia event's first moves are the exchange: the coins given, then those taken.

    Pecunia moves its coins before anything the event sets off by itself (a
    later area paying out as it begins), so only the opening run is the swap.
    """
    index = 0
    while index < len(moves) and moves[index].src.startswith(f"{PURSE}:") and moves[index].dst == "bank":
        index += 1
    while index < len(moves) and moves[index].src == "bank" and moves[index].dst.startswith(f"{PURSE}:"):
        index += 1
    return index


def battle(before: Context, after: Context, event: Event) -> Battle | None:
    """The Arena's fight, told from its prizes event; None for the Stadium, or a fight of one."""
    if before.phase != "arena":
        return None
    order = ranked(before, "arena")
    if len(order) < 2:
        return None  # a lone gladiator has nobody to fight
    fought = {seat for seat, _, _ in order}
    seats = [seat for seat in entrants(before, "arena") if seat in fought]
    names = [before.players[seat].name for seat in seats]
    winner = before.players[order[0][0]].name
    result = " ".join(award_outcome(before, after, event.args))
    (_, best, _), (second, level, _) = order[0], order[1]
    if best == level:
        said = tr("{winner} and {other} tied at {strength}: the tie track puts {winner} first.")
        result += " " + said.format(winner=winner, other=before.players[second].name, strength=best)
    sides = (names[0], phrase_list(names[1:]))
    return Battle(area("arena"), sides, odds(before, seats), result, winner, contest=True)


def odds(before: Context, seats: Sequence[int]) -> str:
    """Each fighter's chance to win on their spaces and the red dice, as the dice were about to roll.

    Cards and blue dice are played after the roll, by choice: they are left
    out. Ties go to the lower tie-track position, as in the prizes. '' when
    a space's strength is not known (the table typed a total for several).
    """
    try:
        spaces = {seat: space_strength(before, seat, "arena", {}) for seat in seats}
    except BadInput:
        return ""
    chances = win_chances(spaces, _tie_positions(before, seats), DICE["contest"])
    parts = [
        tr("{player} {percent}%").format(player=before.players[seat].name, percent=_percent(chances[seat]))
        for seat in seats
    ]
    said = tr("chance to win on the spaces and the {n} red dice, before cards and blue dice: {chances}")
    return said.format(n=DICE["contest"], chances=", ".join(parts))


def win_chances(spaces: Mapping[int, int], ties: Mapping[int, int], dice: int) -> dict[int, Fraction]:
    """Exact chances to win: each seat's spaces plus the bronze on its ``dice`` dice, ties to the lower position.

    Args:
        spaces: Each seat's strength from its spaces.
        ties: Each seat's tie-track position.
        dice: Red dice each fighter rolls.
    """
    # How likely k of the dice show the metal that counts (a third of the faces each).
    rolls = [comb(dice, k) * FACE**k * (1 - FACE) ** (dice - k) for k in range(dice + 1)]
    seats = list(spaces)
    out = dict.fromkeys(seats, Fraction(0))
    for shown in itertools.product(range(dice + 1), repeat=len(seats)):
        chance = Fraction(1)
        for k in shown:
            chance *= rolls[k]
        entries = [(str(seat), spaces[seat] + k, ties[seat]) for seat, k in zip(seats, shown, strict=True)]
        out[int(ranking(entries)[0])] += chance
    return out


def _tie_positions(before: Context, seats: Sequence[int]) -> dict[int, int]:
    """Tie-track positions as the prizes read them (a seat without a marker after every marker)."""
    track = before.game.tie_track
    return {seat: track.index(seat) + 1 if seat in track else 99 + seat for seat in seats}


def _percent(chance: Fraction) -> str:
    """A whole percentage; a chance too small to round to 1 says ``<1`` rather than 0."""
    shown = round(chance * 100)
    return "<1" if shown == 0 and chance > 0 else str(shown)

"""What a god card played or answered does, as the log tells it (see ``gods``).

Besides the void's target, Redraw's tile and the battle's standing, a card that changes nothing is said so
(play-test 9: Ships defend with no ship, a Flood with no city of 3 Greeks, Discard to three against a small
hand were spent in silence). The rulebook forbids none of them (its cards are for their player's good, R61),
so they are taken and the log says they do nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.hidden import Public
from engine.i18n import ntr, tr
from engine.state import Context
from rulesets.hellas.battle import standing
from rulesets.hellas.board import game, greeks, me, other, ships, tile_name
from rulesets.hellas.cards import card_name, held
from rulesets.hellas.data import PER_CITY


def play_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    """What the card does to the battle, or what a void cancels."""
    state = game(after)
    out = []
    if args["card"] == "void" and state.plays and state.plays[-1].target is not None:
        target = state.plays[state.plays[-1].target]
        whose = after.players[target.player].name
        out.append(tr("It cancels {player}'s {card}.").format(player=whose, card=card_name(target.card)))
        if target.card == "void" and target.target is not None:
            revived = state.plays[target.target]
            said = tr("{player}'s {card} counts again.")
            out.append(said.format(player=after.players[revived.player].name, card=card_name(revived.card)))
    if args["card"] == "redraw" and (args.get("put_back") or args.get("put_back_new")):
        from rulesets.hellas.deck import name_of, new_tile

        tid = args.get("put_back") or new_tile(state, after, str(args["put_back_new"]))[1]
        if tid in state.bottom:
            said = tr("{tile} goes under the landscape deck.")
        else:
            said = tr("{tile} goes under the landscape deck once the card stands.")
        out.append(said.format(tile=name_of(after, tid)))
    if args["card"] == "steal-card" and not held(before, other(me(before))):
        # L6 lets the card be played against an empty hand; the log says it took nothing (play-test: silent).
        said = tr("{player}'s hand is empty: nothing is taken.")
        out.append(said.format(player=after.players[other(me(before))].name))
    # Said in a dry run's preview too, though the card leaves a hidden hand: the card is played face up, and what
    # it does (or why it does nothing) names no hidden card (play-test 10: Flood's --check said only "allowed").
    out.extend(Public(line) for line in idle_notes(before, args))
    if state.battle is not None:
        out.append(Public(standing(after) + "."))
    return out


def idle_notes(before: Context, args: Mapping[str, Any]) -> list[str]:
    """The card changes nothing on the table as it stands: said, with why."""
    card, seat = args["card"], me(before)
    state = game(before)
    name = card_name(card)
    if card == "ships-defend" and state.battle is not None and not ships(before, state.battle.target, seat):
        said = tr("{city} holds no ship: {card} adds nothing to its defence.")
        return [said.format(city=tile_name(state, state.battle.target), card=name)]
    if card == "flood":
        full = [t for t in state.tiles for who in range(len(before.players)) if greeks(before, t.id, who) >= PER_CITY]
        if not full:
            return [tr("No city holds {n} Greeks: {card} changes nothing.").format(n=PER_CITY, card=name)]
    if card == "discard-to-three":
        n = sum(held(before, other(seat)).values())
        if n <= 3:
            said = ntr(
                "{player} holds {n} card, not more than 3: nothing is discarded.",
                "{player} holds {n} cards, not more than 3: nothing is discarded.",
                n,
            )
            return [said.format(player=before.players[other(seat)].name, n=n)]
    return []

"""What the table still owes before a turn, or the phase, may end: the first coast's tiles and starting cards,
then each turn's option, the answer awaited, the attack to resolve, a discard due, a card to carry out."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from engine.actions import Violation, rule
from engine.i18n import ntr, tr
from engine.state import Context
from rulesets.hellas import coast, gods, window
from rulesets.hellas.board import cities, game
from rulesets.hellas.cards import active_cards, card_name, held, open_play, settled
from rulesets.hellas.data import ATTACK_CARDS, COAST_TILES_EACH, VOYAGE_CARDS
from rulesets.hellas.deck import name_of
from rulesets.hellas.state import State


def obligations(ctx: Context) -> list[Violation]:
    """What the player on turn must still do: an option, an attack to resolve, a discard due."""
    trial = settled(ctx)
    state = game(trial)
    names = [p.name for p in ctx.players]
    out = window.waiting(ctx)
    if state.battle is not None:
        out.append(_resolve(ctx))
    for seat in gods.discard_due(trial):
        # How many, said here alone (Pending said it again beside "discards down to 3 cards first").
        extra = sum(held(trial, seat).values()) - 3
        said = ntr("{player} discards {n} card, down to 3.", "{player} discards {n} cards, down to 3.", extra)
        out.append(rule("Zeus", said.format(player=names[seat], n=extra), "gods"))
    if state.owed:
        what = tr("name the two cities") if state.owed == "swap-city" else tr("name the card drawn")
        message = tr("{card} stands: {what} (carry-out)").format(card=card_name(state.owed), what=what)
        out.append(rule("Zeus", message, "gods"))
    if not state.option:
        out.append(_option_open(state, ctx.position.turn or 0, trial))
    elif "double-turn" in active_cards(state, ctx.position.turn or 0) and state.options_used == ("reinforce",):
        # Zeus's double turn (L6): the Reinforcements, then a Voyage or an Attack as the second turn.
        out.append(rule("Double turn", "the second turn: a Voyage or an Attack", "gods"))
    return out


def _option_open(state: State, seat: int, ctx: Context) -> Violation:
    """The option the turn still allows: a card played first may bind it (Redraw the tile: a Voyage) or give a
    second one (Double turn: Reinforcements first). Play-test 8: "One option: …" offered all three there."""
    cards = active_cards(state, seat)
    if state.announced:
        said = tr("take the Voyage with {tile}: Redraw the tile was voided, not the voyage")
        return rule("One option", said.format(tile=name_of(ctx, state.announced)), "turn")
    if "double-turn" in cards:
        return rule("Double turn", "Reinforcements first, then a Voyage or an Attack", "gods")
    for card in cards:
        if card in ATTACK_CARDS or card in VOYAGE_CARDS:
            said = tr("take an Attack: {card} was played for it") if card in ATTACK_CARDS else ""
            said = said or tr("take a Voyage: {card} was played for it")
            return rule("One option", said.format(card=card_name(card)), "turn")
    return rule("One option", "take Reinforcements, a Voyage or an Attack", "turn")


def _resolve(ctx: Context) -> Violation:
    """The attack to resolve, and the attacker's Void while the defender's answer (a Retreat) lies open: after a
    Retreat the play-test read only "resolve the attack first" and never learnt the Void was still theirs."""
    seat = window.to_void(ctx)
    last = open_play(game(ctx))
    owed = window.attack_owed(ctx)
    if owed:
        # The defender still answers the attack after this: resolve is refused saying so, and Pending says the same
        # (play-test 12, e1 #28: "resolve the attack first", then resolve refused).
        return Violation("Attack", owed[0].message, "turn")
    if seat is None or last is None:
        return rule("Attack", "resolve the attack first", "turn")
    said = tr("resolve the attack first; {player} may Void {opponent}'s {card} now")
    names = [p.name for p in ctx.players]
    return rule(
        "Attack", said.format(player=names[seat], opponent=names[last.player], card=card_name(last.card)), "turn"
    )


def still_to_play(ctx: Context, order: Sequence[int]) -> list[int]:
    """The seats whose turn this round is still to come."""
    turn = ctx.position.turn
    return [s for s in order if s not in ctx.position.acted and s != turn]


def turn_may_end(ctx: Context, order: Sequence[int]) -> list[Violation]:
    """Why the turn may not end yet (``order``: the round's turn order)."""
    seat = ctx.position.turn
    if seat is None:
        return []
    if ctx.phase == "coast":
        if len(cities(ctx, seat)) < ctx.position.step + 1:
            who = ctx.players[seat].name
            message = tr("{player} turns up a tile and places it (a temple or unplaceable one is set aside)")
            return [rule("Coast", message.format(player=who), "coast")]
        return []
    # The last turn of a round ends the phase: its obligations are the phase's (said once).
    return obligations(ctx) if still_to_play(ctx, order) else []


def phase_may_end(ctx: Context, order: Sequence[int]) -> list[Violation]:
    """Why the phase may not end yet: turns to come, or the first coast's tiles and starting cards."""
    if ctx.phase != "coast":
        out = obligations(ctx) if ctx.position.turn is not None else []
        for seat in still_to_play(ctx, order):
            message = tr("{player}'s turn is still to come").format(player=ctx.players[seat].name)
            out.append(rule("Turns", message, "turn"))
        return out
    out = []
    for seat, player in enumerate(ctx.players):
        placed = len(cities(ctx, seat))
        if placed < COAST_TILES_EACH:
            message = tr("{player} has placed {placed} of {total} tiles")
            out.append(
                rule("Coast", message.format(player=player.name, placed=placed, total=COAST_TILES_EACH), "coast")
            )
    for seat in coast.to_deal(ctx):
        message = tr("{player} draws the starting cards").format(player=ctx.players[seat].name)
        out.append(rule("Deal", message, "setup"))
    return out


def may_still_play(ctx: Context, seat: int) -> bool:
    """Whether the turn holder holds a card they may still play now, with the turn's option over.

    Read with the card's own check (a copy of the context, acting as the holder): Reuse with each card of theirs
    this turn, Two extra figures with one figure. A Redraw the tile counts while a voyage may still come; the
    check cannot try it, since it names the tile turned up. Play-test 11: the turn waited for ``next`` whenever
    the hand held any card, say only Ships defend.
    """
    state = game(ctx)
    trial = replace(ctx, moves=[])
    trial.actor = seat
    played = sorted({p.card for p in state.plays if p.player == seat})
    for card, _ in ctx.holding(ctx.own("hand", seat)):
        if card == "redraw":
            if not gods_option_over(state, seat):
                return True
            continue
        tries: list[dict[str, object]] = [{"card": card}]
        if card == "reuse":
            tries = [{"card": card, "taken": taken} for taken in played]
        if card == "two-extra":
            tries = [{"card": card, "count": 1}]
        if any(_playable(trial, args) for args in tries):
            return True
    return False


def gods_option_over(state: State, seat: int) -> bool:
    """Whether no voyage may come in this turn any more (Redraw the tile is played before one)."""
    from rulesets.hellas.options import may_choose

    return bool(may_choose(state, seat, "voyage"))


def _playable(ctx: Context, args: Mapping[str, object]) -> bool:
    """Whether the card's check lets it be played with these fields (a field it lacks: not with these)."""
    try:
        return not gods.check_play(ctx, args)
    except (KeyError, ValueError, TypeError):
        return False

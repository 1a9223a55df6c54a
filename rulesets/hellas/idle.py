"""An attack with nothing left to decide is resolved by itself (rules version 6; play-test: ``resolve`` typed).

Once the defender has answered the attack, the attacker holds no card that
may be played now and could change it (``could_change``), nothing lies open
for an answer and the attacker would have no ships to choose about (the
attack fails, no ship stood in the city, or none is left in reserve), only
one thing can happen: the action that brought the table there resolves it
too, and its log says so. Card theft from a one-card hand is drawn so too
(rules version 7). Saves from before version 6 typed resolve
(``RESOLVE_TYPED``); from before version 7 they waited while any card was
held and typed the one-card theft (``HELD_WAITS``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Apply, Outcome
from engine.events import Event
from engine.i18n import tr
from engine.state import Context
from rulesets.hellas import battle, window
from rulesets.hellas.board import game, greeks, other, tile_name
from rulesets.hellas.cards import battle_cards, carry_out, settle, settled
from rulesets.hellas.choices import over_limit
from rulesets.hellas.data import PER_CITY
from rulesets.hellas.migrate import BEFORE_V16, BEFORE_V17, HELD_WAITS, RESOLVE_TYPED, RESOLVE_WAITED
from rulesets.hellas.retreat import no_room
from rulesets.hellas.spent import ANSWERS_WAITED
from rulesets.hellas.state import Fought, State

#: The actions after which the attack may be left with nothing to decide.
AFTER = ("attack", "play", "react", "pass", "carry-out", "discard")


def alone(ctx: Context) -> bool:
    """Whether the attack under way can only be resolved now (nobody has anything left to decide)."""
    turn = ctx.position.turn
    state = game(ctx)
    fight = state.battle
    if ctx.options.get(RESOLVE_TYPED) or ctx.phase != "turn" or turn is None or fight is None:
        return False
    if fight.attacker != turn or window.awaiting(ctx) is not None or _word_owed(ctx, turn):
        return False
    if state.owed or state.discard is not None:
        return False  # a choice still owed (a card open to an answer is awaited, or its answerer holds none)
    defender = other(turn)
    if ctx.options.get(HELD_WAITS) and ctx.size(ctx.own("hand", turn)):
        return False  # before version 7: any card held might still be played
    if not ctx.options.get(HELD_WAITS) and could_change(ctx, turn):
        return False  # the attacker may still play a card that changes the attack
    if (
        ctx.size(ctx.own("hand", defender))
        and not window.late(ctx, defender, "retreat")
        and window.attack_answers(ctx, defender)
        and not lost_anyway(ctx, turn)
    ):
        return False  # the defender may still answer the attack
    # Whether to put ships where the defender's stood is the attacker's choice, said with the attack (replace_ships=no)
    # or taken by default, the log saying how to decline (play-test 11: resolve typed only to confirm it). Saves
    # before version 16 waited for resolve there.
    return not (ctx.options.get(BEFORE_V16) and battle.ships_to_replace(ctx))


def _word_owed(ctx: Context, turn: int) -> bool:
    """Whether the attacker's word on the defender's open card is awaited: only a Void answers it, so with none
    in hand (and the defender not owed a renewed word on the attack) nothing they say could change it (play-test 8:
    resolve typed after the defender's Void; saves before version 13 waited, ``ANSWERS_WAITED``)."""
    if window.to_void(ctx) is None:
        return False
    if ctx.options.get(ANSWERS_WAITED) or ctx.options.get(HELD_WAITS):
        return True
    return bool(ctx.count(ctx.own("hand", turn), "void")) or bool(window.attack_owed(ctx))


def lost_anyway(ctx: Context, seat: int) -> bool:
    """Whether the attack fails whatever the defender says: it fails now and the attacker holds no card that could
    change it (callers ask ``could_change``; before version 17: no card at all, a hand's size being open to all), so
    nothing can change it (Ships defend only adds to the defence, Retreat acts on a city taken). Play-test 7 typed
    resolve after its last card was voided (rules version 12; saves before it typed it, ``RESOLVE_WAITED``)."""
    if ctx.options.get(RESOLVE_WAITED):
        return False
    if ctx.options.get(BEFORE_V17) and ctx.size(ctx.own("hand", seat)):
        return False  # before version 17 any card held kept the defender's word asked
    # Since version 17 (play-test 12: Ann passed on an attack failing 1 against 1 by sea, Bo holding only Equal
    # ships, Reuse and Distant attack): failing, with no card of the attacker's able to change it (``alone`` asks
    # ``could_change`` first), nothing the defender says matters.
    return not battle.strengths(ctx)["success"]


def _defence_done(ctx: Context, seat: int) -> bool:
    """Whether the defender can no longer answer the attack (they let it stand, or hold no card)."""
    fight = game(ctx).battle
    defender = other(seat)
    if fight is None:
        return True
    return fight.passed or not ctx.size(ctx.own("hand", defender)) or bool(window.late(ctx, defender, "retreat"))


def could_change(ctx: Context, seat: int) -> bool:
    """Whether the attacker holds a card that may be played now and could change the attack under way.

    Only cards in hand count (one drawn this turn waits for the next, L5), none in the starting player's
    first turn (L5), and only those an attack reads once it is declared: Plus one; Equal by sea by sea,
    while none counts; Flood while three defend; Reuse of a card of these played this turn; Card theft while
    the defender holds a card (what it draws might be one). Voyage and Reinforcements cards are not played in
    an attack's turn (L5), Ships to Greeks and Distant attack come before the attack, Two attacks after it.
    """
    state = game(ctx)
    fight = state.battle
    if fight is None or (seat == ctx.seat_of("light") and not state.first_turn_done):
        return False
    mine = battle_cards(state, seat)
    if not ctx.options.get(RESOLVE_WAITED) and battle.strengths(ctx)["success"] and _defence_done(ctx, seat):
        # Won, and the defender has nothing more to say: no card of the attacker's changes that, but a Reuse still
        # takes back a card played for it (the rulebook's third example lays both before the attack is decided).
        # Since version 17 it waits no more (play-test 12, e1 #51): Reuse takes a card played this turn back after
        # the attack too, and counting it again cannot change a win.
        legacy = ctx.options.get(BEFORE_V17) and not ctx.options.get(BEFORE_V16)
        return bool(legacy) and bool(mine) and bool(ctx.count(ctx.own("hand", seat), "reuse"))
    useful = {"plus-one"}
    if fight.by_sea and "equal-by-sea" not in mine:
        useful.add("equal-by-sea")
    if greeks(ctx, fight.target, other(seat)) >= PER_CITY:
        useful.add("flood")
    if useful & set(mine):
        useful.add("reuse")
    if ctx.size(ctx.own("hand", other(seat))):
        useful.add("steal-card")
    return any(kind in useful for kind, _ in ctx.holding(ctx.own("hand", seat)))


def only_card(ctx: Context) -> str:
    """The card a Card theft standing now must draw, when the opponent's hand holds one card ('' otherwise)."""
    turn = ctx.position.turn
    if ctx.options.get(HELD_WAITS) or ctx.phase != "turn" or turn is None:
        return ""
    if window.card_awaited(ctx) or window.to_void(ctx) is not None or game(settled(ctx)).owed != "steal-card":
        return ""
    # One card only: with two alike, drawing by itself would tell the thief what the other is.
    hand = [kind for kind, n in ctx.holding(ctx.own("hand", other(turn))) for _ in range(n)]
    return hand[0] if len(hand) == 1 else ""


def _theft_alone(ctx: Context) -> State:
    """Card theft from a hand of one card: drawn by itself once nobody can void it (play-test)."""
    taken = only_card(ctx)
    if not taken:
        return game(ctx)
    turn = ctx.position.turn
    assert turn is not None  # only_card: a turn is under way
    state = settle(ctx)
    carry_out(ctx, turn, state.owed, "", "", taken)
    return replace(state, owed="", thefts=state.thefts + 1)


def _resolving(apply: Apply) -> Apply:
    def run(ctx: Context, args: Mapping[str, Any]) -> State:
        ctx.game = apply(ctx, args)
        ctx.game = _theft_alone(ctx)
        if not alone(ctx):
            return game(ctx)
        fight = game(ctx).battle
        assert fight is not None  # alone: an attack is under way
        result = battle.strengths(ctx)
        # The ships put by default are told with how to leave them out (said with the attack, the ledger tells them).
        put = battle.ships_to_replace(ctx) if fight.replace_ships is None else 0
        refuge = battle.retreat_city(game(ctx), other(fight.attacker)) if result["success"] else ""
        fought = Fought(
            fight.attacker,
            fight.target,
            int(result["attack_strength"]),
            int(result["defense_strength"]),
            fight.by_sea,
            bool(result["success"]),
            refuge,
            (game(ctx).fought or Fought(0, "", 0, 0, False, False)).serial + 1,
            put,
            battle.home_counts(ctx, bool(result["success"])),
        )
        return replace(battle.resolve(ctx, {}), fought=fought)

    return run


def _told_first(spec: ActionSpec) -> Outcome | None:
    """The action's own sentences, told of the table as the action left it before the attack was resolved."""
    own = spec.outcome
    if own is None:
        return None

    def outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
        if game(after).fought is None or game(after).fought == game(before).fought:
            return own(before, after, args)
        mid = replace(before, moves=[])
        mid.game = spec.apply(mid, args)
        return own(before, mid, args)

    return outcome


#: The actions as they are without the resolve that may follow (for the story: the attack before it).
_OWN: dict[str, Apply] = {}


def resolving_alone(specs: Sequence[ActionSpec]) -> tuple[ActionSpec, ...]:
    """The specs whose action resolves the attack too when it leaves nothing to decide."""
    _OWN.update({s.name: s.apply for s in specs if s.name in AFTER})
    return tuple(replace(s, apply=_resolving(s.apply), outcome=_told_first(s)) if s.name in AFTER else s for s in specs)


def before_resolve(before: Context, after: Context, event: Event) -> Context | None:
    """The table as ``event``'s action left it, before the attack it left with nothing to decide was resolved
    (None: it resolved none)."""
    own = _OWN.get(event.type)
    if own is None or game(after).fought is None or game(after).fought == game(before).fought:
        return None
    mid = replace(before, moves=[])
    mid.game = own(mid, event.args)
    return mid


def told(before: Context, after: Context) -> list[str]:
    """The log's sentences for a Card theft carried out and an attack resolved by themselves during an event."""
    out = []
    turn = before.position.turn
    if game(after).thefts != game(before).thefts and turn is not None:
        said = tr("{opponent} holds one card: {player} draws it.")
        out.append(said.format(opponent=after.players[other(turn)].name, player=after.players[turn].name))
        hand = [kind for kind, n in before.holding(before.own("hand", other(turn))) if n]
        out.extend(over_limit(before, turn, hand[0] if len(hand) == 1 else ""))
    return [*out, *_fought_told(before, after)]


def _fought_told(before: Context, after: Context) -> list[str]:
    fought = game(after).fought
    if fought is None or fought == game(before).fought:
        return []
    state = game(after)
    name = tile_name(state, fought.target)
    score = tr("{attack} against {defense}").format(attack=fought.attack, defense=fought.defense)
    score += tr(" by sea") if fought.by_sea else ""
    attacker = after.players[fought.attacker].name
    out = [tr("Nothing is left to decide: the attack is resolved.")]
    home = battle.home_told(after, fought.success, fought.home)
    if not fought.success:
        said = tr("{player}'s attack on {city} fails: {sums}; the attacking Greeks go home.")
        return [*out, said.format(player=attacker, city=name, sums=score), *home]
    out.append(tr("{city} taken by {player}: {sums}.").format(city=name, player=attacker, sums=score))
    if fought.refuge:
        said = tr("{player} retreats to {city}.")
        out.append(said.format(player=after.players[other(fought.attacker)].name, city=tile_name(state, fought.refuge)))
        out.extend(no_room(before, fought.target, fought.refuge, other(fought.attacker)))
    if fought.ships:
        out.append(battle.ships_put(attacker, fought.ships, name, bool(fought.refuge), hint="attack"))
    return [*out, *home]

"""The Attack option, its resolution, and Regroup.

Attack: the Greeks sent leave their cities at once (every city keeps one)
and wait in ``attack:FACTION`` while cards are played. Over land the attack
needs at least as many Greeks as defend; any part by sea, one more. Won: the
defender's figures go home (or retreat, with Ares), up to 3 attackers stay,
and the attacker may put as many ships as stood there. Lost: the attackers
go home. Regroup: anywhere after Reinforcements, only into the new city
after a Voyage or a won Attack; no city left empty; 3 Greeks and 3 ships at
most (the ledger's caps).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.spoken_names import action_word, field_word
from engine.state import Context
from rulesets.hellas import window
from rulesets.hellas.board import (
    game,
    greeks,
    greeks_said,
    holder,
    in_reserve,
    me,
    other,
    owner,
    reserve,
    ships,
    tile_name,
)
from rulesets.hellas.cards import BEFORE_V14, active, battle_cards, settle, settled
from rulesets.hellas.contacts import contacts
from rulesets.hellas.data import PER_CITY
from rulesets.hellas.formulas import attack as attack_strength
from rulesets.hellas.options import option_check
from rulesets.hellas.regroup import REGROUP
from rulesets.hellas.retreat import no_room
from rulesets.hellas.state import Battle, State

TOPIC = "turn"


def attackers(ctx: Context, seat: int) -> str:
    """Where a player's attacking Greeks wait while the battle is fought."""
    return ctx.own("attack", seat)


def strengths(ctx: Context) -> dict[str, Any]:
    """The battle's sums with the cards that count now."""
    state = game(ctx)
    battle = state.battle
    assert battle is not None
    attacker, defender = battle.attacker, other(battle.attacker)
    mine, theirs = battle_cards(state, attacker), battle_cards(state, defender)
    return attack_strength(
        ctx.count(attackers(ctx, attacker), ctx.piece("greek", attacker)),
        greeks(ctx, battle.target, defender),
        ships(ctx, battle.target, defender),
        battle.by_sea,
        "ships-defend" in theirs,
        "equal-by-sea" in mine,
        mine.count("plus-one"),
    )


def sums(result: dict[str, Any]) -> str:
    """``3 against 2``: the attack's strength against the defence's."""
    return tr("{attack} against {defense}").format(attack=result["attack_strength"], defense=result["defense_strength"])


def verdict(result: dict[str, Any]) -> str:
    """``succeeds as things stand`` or ``fails as things stand``."""
    return tr("succeeds as things stand") if result["success"] else tr("fails as things stand")


def aimed(state: State, battle: Battle) -> str:
    """``Korinth by sea`` or ``Korinth by land``."""
    said = tr("{city} by sea") if battle.by_sea else tr("{city} by land")
    return said.format(city=tile_name(state, battle.target))


def standing(ctx: Context) -> str:
    """``Alena on Korinth by sea: 3 against 2, succeeds as things stand``."""
    battle = game(ctx).battle
    assert battle is not None
    result = strengths(ctx)
    return tr("{player} on {where}: {sums}, {verdict}").format(
        player=ctx.players[battle.attacker].name,
        where=aimed(game(ctx), battle),
        sums=sums(result),
        verdict=verdict(result),
    )


def declare_attack(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    state = settle(ctx)
    target = args["target"]
    sent = Counter(args["sources"])
    for source, n in sent.items():
        ctx.move(ctx.piece("greek", seat), n, holder(source), attackers(ctx, seat))
    near = contacts(ctx)
    by_sea = any(not near.by_land(source, target) for source in sent)
    battle = Battle(seat, target, tuple(sorted(sent.items())), by_sea, replace_ships=args.get("replace_ships"))
    return replace(state, option="attack", options_used=state.options_used + ("attack",), battle=battle, regroup="")


def check_attack(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    ctx = settled(ctx)
    seat = me(ctx)
    state = game(ctx)
    out = option_check(ctx, seat, "attack")
    if state.battle is not None:
        out.append(rule("Attack", "resolve the attack under way first", TOPIC))
    target = args["target"]
    if owner(ctx, target) != other(seat):
        # No opponent's figures stand there: an attack has nobody to answer it, so even --force cannot make one
        # (a forced attack on one's own city jammed the session, play-test 8).
        message = tr("{city} is not a city of the opponent: there is nobody to attack").format(
            city=tile_name(state, target)
        )
        return out + [Violation("Attack", message, TOPIC, physical=True)]
    distant = "distant-attack" in battle_cards(state, seat)
    near = contacts(ctx)
    far = 0
    for source, n in Counter(args["sources"]).items():
        name = tile_name(state, source)
        if owner(ctx, source) != seat:
            out.append(rule("Attack", tr("{city} is not your city").format(city=name), TOPIC))
            continue
        have = greeks(ctx, source, seat)
        if have - n < 1:
            message = tr("{city} keeps one Greek: at most {n} of {have} may attack")
            out.append(rule("Governor", message.format(city=name, n=have - 1, have=have), TOPIC))
        if not near.near(source, target):
            far += 1
    if far > (1 if distant else 0):
        out.append(rule("Neighbours", "attack from neighbouring cities (Ares lets one distant city join)", TOPIC))
    return out


def attack_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    """``Alena attacks Korinth by sea with 3 Greeks from Athens (2) and Sparta (1): 3 against 2, ...``."""
    state = game(after)
    battle = state.battle
    if battle is None:
        return []
    sent = Counter(args["sources"])
    total = sum(sent.values())
    if len(sent) == 1:
        origin = tile_name(state, next(iter(sent)))
    else:
        origin = phrase_list([f"{tile_name(state, s)} ({n})" for s, n in sent.items()], tr("and"))
    result = strengths(after)
    who = after.players[battle.attacker].name
    # Counted by the cities they come from (Czech says "from the city" or "from the cities").
    force = ntr("{greeks} from {origin}", "{greeks} from {origin}", len(sent))
    force = force.format(greeks=greeks_said(total), origin=origin)
    said = tr("{player} attacks {where} with {force}: {sums}, {verdict}.")
    return [
        said.format(player=who, where=aimed(state, battle), force=force, sums=sums(result), verdict=verdict(result))
    ]


def retreat_city(state: State, defender: int) -> str:
    """The city named by the defender's standing Retreat card, or '' (no such card counts)."""
    alive = active(state.plays)
    for index, entry in enumerate(state.plays):
        if index < state.battle_from:
            continue  # a Retreat answered an attack resolved before (Two attacks): each card counts in one attack
        if entry.player == defender and entry.card == "retreat" and alive[index] and entry.text("city"):
            return entry.text("city")
    return ""


def resolve(ctx: Context, args: Mapping[str, Any]) -> State:
    state = settle(ctx)
    battle = state.battle
    assert battle is not None
    attacker, defender = battle.attacker, other(battle.attacker)
    success = strengths(ctx)["success"]
    force = attackers(ctx, attacker)
    greek = ctx.piece("greek", attacker)
    target = holder(battle.target)
    regroup = ""
    if success:
        refuge = retreat_city(state, defender)
        stood = ships(ctx, battle.target, defender)
        for kind in ("greek", "ship"):
            piece = ctx.piece(kind, defender)
            n = ctx.count(target, piece)
            if refuge:
                # Ares's retreat: all figures go to the other city; what does not fit there goes home.
                fits = min(n, max(0, PER_CITY - ctx.count(holder(refuge), piece)))
                ctx.move(piece, fits, target, holder(refuge))
                n -= fits
            ctx.move(piece, n, target, reserve(ctx, defender))
        if said_ships(battle, args) is not False:  # old logs: taken unless declined
            ship = ctx.piece("ship", attacker)
            ctx.move(ship, min(stood, in_reserve(ctx, attacker, "ship")), reserve(ctx, attacker), target)
        n = ctx.count(force, greek)
        ctx.move(greek, min(n, PER_CITY), force, target)
        regroup = battle.target
    ctx.move_all(force, reserve(ctx, attacker))
    state = trim(ctx, state)
    # Each battle card counts in one attack (L6): a second attack (Two attacks) starts without the first one's
    # cards (play-test 9: Plus one, Equal by sea, Ships defend, Retreat and Distant attack carried over).
    start = state.battle_from if ctx.options.get(BEFORE_V14) else len(state.plays)
    return replace(state, battle=None, regroup=regroup, battle_from=start)


def home_counts(ctx: Context, success: bool) -> tuple[int, str, int]:
    """The Greeks that go home as the attack ends (``ctx``: the table before it is resolved): attackers above 3 in
    the city taken, the city Ships to Greeks swelled and its Greeks above 3."""
    state = game(ctx)
    fight = state.battle
    above = sum(n for _, n in fight.sources) - PER_CITY if fight is not None and success else 0
    seat = owner(ctx, state.swelled) if state.swelled else None
    swollen = greeks(ctx, state.swelled, seat) - PER_CITY if seat is not None else 0
    return max(above, 0), state.swelled if swollen > 0 else "", max(swollen, 0)


def home_told(ctx: Context, success: bool, counts: tuple[int, str, int] | None = None) -> list[str]:
    """Why Greeks go home as the attack ends (play-test 11: the ledger's line alone read as if they went home for
    nothing); ``counts``: as ``home_counts`` read them, else read from ``ctx``, the table before the resolve."""
    extra, city, swollen = counts if counts is not None else home_counts(ctx, success)
    out = []
    if extra > 0:
        said = ntr(
            "{n} attacking Greek above 3 goes home: a city holds at most 3.",
            "{n} attacking Greeks above 3 go home: a city holds at most 3.",
            extra,
        )
        out.append(said.format(n=extra))
    if swollen > 0:
        said = ntr(
            "{n} Greek above 3 in {city} goes home: Ships to Greeks let it stay only until the attack ended.",
            "{n} Greeks above 3 in {city} go home: Ships to Greeks let them stay only until the attack ended.",
            swollen,
        )
        out.append(said.format(n=swollen, city=tile_name(game(ctx), city)))
    return out


def trim(ctx: Context, state: State) -> State:
    """The attack is over: a city swollen by Ares's card keeps 3 Greeks, the rest go home."""
    if not state.swelled:
        return state
    if state.swelled:
        seat = owner(ctx, state.swelled)
        if seat is not None:
            extra = greeks(ctx, state.swelled, seat) - PER_CITY
            if extra > 0:
                ctx.move(ctx.piece("greek", seat), extra, holder(state.swelled), reserve(ctx, seat))
    return replace(state, swelled="")


def ships_to_replace(ctx: Context) -> int:
    """How many ships the attacker may put in the city if it is taken now: as many as the defender has there
    (a Retreat takes them elsewhere, and the attacker still may: decisions), as far as the reserve holds."""
    battle = game(ctx).battle
    if battle is None or not strengths(ctx)["success"]:
        return 0
    return min(ships(ctx, battle.target, other(battle.attacker)), in_reserve(ctx, battle.attacker, "ship"))


def check_resolve(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if game(ctx).battle is None:
        return [rule("Attack", "no attack to resolve", TOPIC)]
    owed = window.attack_owed(ctx)
    if owed:
        return owed
    # The ships are the attacker's choice (l.3: they may), taken by default as the rulebook's first example does
    # (decisions): the play-test was refused until it typed replace_ships; the log says how to decline.
    return []


def resolve_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    """``Korinth taken: 3 against 2 by sea.`` or ``Alena's attack on Korinth fails: 1 against 2.``"""
    ctx = settled(before)
    battle = game(ctx).battle
    if battle is None:
        return []
    result = strengths(ctx)
    name = tile_name(game(ctx), battle.target)
    score = sums(result) + (tr(" by sea") if battle.by_sea else "")
    attacker = ctx.players[battle.attacker].name
    if not result["success"]:
        said = tr("{player}'s attack on {city} fails: {sums}; the attacking Greeks go home.")
        return [said.format(player=attacker, city=name, sums=score), *home_told(ctx, False)]
    out = [tr("{city} taken by {player}: {sums}.").format(city=name, player=attacker, sums=score)]
    refuge = retreat_city(game(ctx), other(battle.attacker))
    if refuge:
        said = tr("{player} retreats to {city}.")
        out.append(said.format(player=ctx.players[other(battle.attacker)].name, city=tile_name(game(ctx), refuge)))
        out.extend(no_room(ctx, battle.target, refuge, other(battle.attacker)))
    choice = said_ships(battle, args)
    put = ships_to_replace(ctx) if choice is not False else 0
    if put and (refuge or choice is None):  # ships said (or none): the ledger's line tells them
        out.append(ships_put(attacker, put, name, bool(refuge), hint="resolve" if choice is None else ""))
    return [*out, *home_told(ctx, True)]


def said_ships(battle: Battle, args: Mapping[str, Any]) -> bool | None:
    """Whether the attacker said to put ships where the defender's stood: at the resolve, else with the attack
    (None: unsaid, so taken)."""
    said = args.get("replace_ships")
    return battle.replace_ships if said is None else bool(said)


def ships_put(player: str, put: int, city: str, refuge: bool, hint: str) -> str:
    """``Ann puts 1 ship at Athens, as many as stood there.``, with how to leave them out when they were the
    default: ``hint`` is the action that said nothing of them (``resolve``, ``attack``), or ''."""
    if refuge:
        # The defender's ships went with the Retreat, yet the attacker may put as many as stood there (decisions):
        # said, since the table may expect none.
        said = ntr(
            "{player} puts {n} ship at {city}, as many as stood there before the retreat.",
            "{player} puts {n} ships at {city}, as many as stood there before the retreat.",
            put,
        )
    else:
        said = ntr(
            "{player} puts {n} ship at {city}, as many as stood there.",
            "{player} puts {n} ships at {city}, as many as stood there.",
            put,
        )
    said = said.format(player=player, n=put, city=city).rstrip(".")
    # The action and field as the language spoken types them (play-test 9: the Czech log read "replace ships no").
    # As typed (play-test 11: "resolve with replace ships no" read as prose, not as a command).
    typed = f"{field_word('replace_ships')}={tr('no')}"
    if hint == "resolve":
        told = tr("{said} (to leave them out: undo, then {action} {typed}).")
        return told.format(said=said, action=action_word(hint), typed=typed)
    if hint == "attack":
        # Resolved by itself: the attack's own field says it (the defender's answer came after the attack).
        told = tr("{said} (to leave them out: undo to the attack and declare it again with {typed}).")
        return told.format(said=said, typed=typed)
    return said + "."


ACTIONS = (
    ActionSpec(
        "attack",
        declare_attack,
        fields=(
            Field("target", "ref", "the opponent's city", catalogue="tile"),
            # No example city: the table names the tiles as they turn up, so any printed name would be another
            # board's (the play-test read "Athens, Athens, Sparta" beside its Knossos and Thera).
            Field(
                "sources",
                "refs",
                "your cities, one per Greek sent: a city named twice sends two Greeks from it",
                catalogue="tile",
                min=1,
            ),
            Field(
                "replace_ships",
                "bool",
                "won: put as many of your ships as stood there (yes unless you say no)",
                required=False,
            ),
        ),
        phases=("turn",),
        check=check_attack,
        help="Attack: name the city and your cities once per Greek sent; then cards; then resolve.",
        topic=TOPIC,
        text="{actor} attacks {target}",
        outcome=attack_outcome,
    ),
    ActionSpec(
        "resolve",
        resolve,
        fields=(
            Field(
                "replace_ships",
                "bool",
                "won: put as many of your ships as stood there (yes unless you say no)",
                required=False,
            ),
        ),
        phases=("turn",),
        check=check_resolve,
        help="Resolve the attack with the cards standing.",
        topic=TOPIC,
        text="{actor} resolves the attack",
        outcome=resolve_outcome,
    ),
    *REGROUP,
)

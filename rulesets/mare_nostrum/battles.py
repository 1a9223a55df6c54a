"""Battles: one round of combat on land or at sea (Helen of Troy is in ``helen``, the blockade in ``blockade``,
the refusals of the dice and losses typed in ``battle_refusals``).

A battle is one round of combat (see ``combat``); the units lost go back to
their owners' reserves. Each side picks its own losses (how many of them
are fortresses); neutrals lose legions first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.mare_nostrum import held_losses, one_round
from rulesets.mare_nostrum.battle_refusals import check_fortresses, dice_count
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.catalogues import sides
from rulesets.mare_nostrum.combat import resolve, side
from rulesets.mare_nostrum.common import actor, game, loose
from rulesets.mare_nostrum.components import province_holder, sea_holder
from rulesets.mare_nostrum.conquest import choice_said, forced_seizures, seized_said
from rulesets.mare_nostrum.held_losses import check_ends, derive_ends
from rulesets.mare_nostrum.offered import fight_places
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.units import lose_legions, mark_moved
from rulesets.mare_nostrum.words import loss_said

TOPIC = "strategy"


def bonus(b: Board, civ: str, hero: str) -> int:
    """+1 when the civ's player owns the hero (Hannibal on land, Pericles at sea)."""
    player = b.state.player_of(civ)
    return 1 if player is not None and b.owns(player, hero) else 0


def result(b: Board, attacker: str, defender: str, place: str, args: Mapping[str, Any]) -> dict[str, int]:
    """Totals and losses of a battle as the dice fell."""
    theirs = args.get("defender_rolls", [])
    if b.state.is_sea(place):
        return resolve(
            side(args.get("attacker_rolls", []), bonus=bonus(b, attacker, "pericles")),
            side(theirs, bonus=bonus(b, defender, "pericles")),
        )
    return resolve(
        side(args.get("attacker_rolls", []), b.fortresses(place, attacker), bonus(b, attacker, "hannibal")),
        side(theirs, b.fortresses(place, defender), bonus(b, defender, "hannibal")),
    )


def _land_losses(
    ctx: Context, state: State, pid: str, civ: str, losses: int, fortresses: int | None, ends: Any = ()
) -> State:
    """A side's losses in a province: the fortresses typed and legions for the rest; not said, legions first
    (as neutrals lose them). The check refuses a choice the units there cannot make; an older log's is
    taken as near as the units allow, as it was."""
    b = Board(state, ctx.ledger)
    fortresses = min(fortresses or 0, b.fortresses(pid, civ), losses)
    legions = min(losses - fortresses, b.legions(pid, civ))
    fortresses = min(losses - legions, b.fortresses(pid, civ))
    state = lose_legions(ctx, state, pid, civ, legions, f"reserve:{civ}", ends or ())
    ctx.move(f"fortress:{civ}", fortresses, province_holder(pid), f"reserve:{civ}")
    return state


def battle(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    attacker = state.civs[actor(ctx)]
    defender, place = args["defender"], args["place"]
    b = board(ctx)
    fight = result(b, attacker, defender, place, args)
    if state.is_sea(place):
        ctx.move(f"fleet:{attacker}", fight["attacker_losses"], sea_holder(place), f"reserve:{attacker}")
        ctx.move(f"fleet:{defender}", fight["defender_losses"], sea_holder(place), f"reserve:{defender}")
        units = Board(state, ctx.ledger).fleets(place, attacker)
    else:
        state = _land_losses(
            ctx,
            state,
            place,
            attacker,
            fight["attacker_losses"],
            args.get("attacker_lose_fortresses"),
            args.get("attacker_ends"),
        )
        forts = args.get("defender_lose_fortresses")
        if loose(ctx) and defender in b.state.neutrals:  # an older log's typed choice for a neutral was ignored
            forts = None
        state = _land_losses(ctx, state, place, defender, fight["defender_losses"], forts, args.get("defender_ends"))
        state = replace(state, must_fight=tuple(f for f in state.must_fight if f != (attacker, place)))
        after = Board(state, ctx.ledger)
        if after.at_war(place):
            # p.10: an occupation or seizure goes on only if every attacker fell; with units of
            # several players left the province is at war, and its holder's income is its own (p.9).
            state = state.with_province(replace(state.province(place), occupied=(), seizing=None))
        units = after.legions(place, attacker)
    state = replace(state, battles=state.battles + ((attacker, place),))
    state = one_round.record(mark_moved(state, attacker, place, units), attacker, place)
    return forced_seizures(ctx, state, attacker)


def wars_to_fight(b: Board, civ: str) -> list[str]:
    """Provinces at war where this civ has units and has not fought this turn (not one where legions
    just marched in: that battle is the marcher's compulsory one, not yet a war)."""
    entered = {pid for _, pid in b.state.must_fight}
    return [
        p.id
        for p in b.state.provinces
        if civ in b.armies(p.id) and b.at_war(p.id) and (civ, p.id) not in b.state.battles and p.id not in entered
    ]


def _foes(b: Board, civ: str, place: str) -> list[str]:
    present = b.sea_fleets(place) if b.state.is_sea(place) else b.armies(place)
    return sorted(c for c in present if c != civ)


def _fight_places(ctx: Context) -> list[str]:
    """Where the actor may fight now: no sea zone once their legions have marched (fleets come first)."""
    return fight_places(ctx, actor(ctx))


def fighter(ctx: Context) -> Sequence[int]:
    """``who`` of a battle: the strategy turn's holder while their units face another's somewhere they may
    fight, else nobody (the play-test's ``actions`` offered a battle on every strategy turn)."""
    turn = ctx.position.turn
    return (turn,) if ctx.phase == "strategy" and turn is not None and fight_places(ctx, turn) else ()


def derive_battle(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The place when the attacker's units face others in one place only, the defender when one faces them."""
    if ctx.actor is None:
        return {}
    b = board(ctx)
    out: dict[str, Any] = {}
    place = args.get("place")
    if place is None:
        places = _fight_places(ctx)
        if len(places) != 1:
            return {}
        place = out["place"] = places[0]
    if "defender" not in args:
        foes = _foes(b, b.state.civs[actor(ctx)], place)
        if len(foes) == 1:
            out["defender"] = foes[0]
    civ = b.state.civs[actor(ctx)]
    if "attacker_rolls" not in args and not b.state.is_sea(place) and not b.legions(place, civ):
        # p.8-9: a fortress is no die but a 6; with no legion there it fights alone, and nobody rolls for it
        # (play-test: Katka's fortress needed attacker_rolls= typed empty).
        out["attacker_rolls"] = []
    full = {**args, **out}
    rolled = [full.get(k, []) for k in ("attacker_rolls", "defender_rolls")]
    # A form derives from values as typed ("6,4"): the dice are read only once parsed (engine.fields).
    parsed = all(isinstance(r, list | tuple) and all(isinstance(d, int) for d in r) for r in rolled)
    if "defender" in full and "attacker_rolls" in full and parsed:
        # The occupations the losses end, where the side has no choice (``held_losses``).
        fight = result(b, civ, full["defender"], place, full)
        out.update(derive_ends(b, civ, full, fight))
    return out


def _place_name(state: State, place: str) -> str:
    return state.sea(place).name if state.is_sea(place) else state.province(place).name


def check_battle(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    return _out_of_turn(ctx) + _check_battle(ctx, args)


def _out_of_turn(ctx: Context) -> list[Violation]:
    """A battle by someone else than the turn holder, refused for turn order first (play-test 12: Eva's battle in
    Honza's turn was refused only for its dice, since the engine's "nobody may" gives way to other refusals when
    the turn holder has nowhere to fight; p.8: only the player on turn starts a fight)."""
    turn = ctx.position.turn
    if ctx.phase != "strategy" or turn is None or actor(ctx) == turn or fighter(ctx):
        return []  # else the engine says "battle is for …"
    said = tr("it is {player}'s strategy turn, not {me}'s").format(
        player=ctx.players[turn].name, me=ctx.players[actor(ctx)].name
    )
    return [Violation("Turn order", said, "turns")]


def _check_battle(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    b = board(ctx)
    state = b.state
    attacker = state.civs[actor(ctx)]
    me = ctx.players[actor(ctx)].name
    if "place" not in args:
        places = [_place_name(state, p) for p in _fight_places(ctx)]
        if not places:
            # Play-test 11: "say where Honza fights: nowhere yet" (also right after a fight) asked for a place
            # there was none of.
            said = tr("{player} has nowhere to fight now")
            return [rule("Battle", said.format(player=me), TOPIC)]
        said = tr("say where {player} fights: {places}").format(player=me, places=phrase_list(places, "or"))
        return [rule("Battle", said, TOPIC)]
    if "defender" not in args:
        foes = phrase_list([sides(ctx).resolve(c).label for c in _foes(b, attacker, args["place"])], "or")
        said = tr("say whom {player} attacks in {place}: {sides}")
        if not foes:  # the play-test's refusal ended on an empty list
            said = tr("nobody else's units stand in {place}: {player} has nobody to fight there")
        return [rule("Battle", said.format(player=me, place=_place_name(state, args["place"]), sides=foes), TOPIC)]
    defender, place = args["defender"], args["place"]
    if defender == attacker:
        return [rule("Battle", "nobody fights their own units", TOPIC)]
    foe = sides(ctx).resolve(defender).label
    if again := one_round.once_a_turn(ctx, state, me, attacker, place, _place_name(state, place)):
        return again
    if "attacker_rolls" not in args:
        n = b.fleets(place, attacker) if state.is_sea(place) else b.legions(place, attacker)
        if state.is_sea(place):
            said = ntr("{player} rolls {n} die, one per fleet", "{player} rolls {n} dice, one per fleet", n)
        else:
            said = ntr("{player} rolls {n} die, one per legion", "{player} rolls {n} dice, one per legion", n)
        return [rule("Dice", said.format(player=me, n=n), "combat")]
    rolls, theirs = args["attacker_rolls"], args.get("defender_rolls", [])
    out = []
    if state.is_sea(place):
        mine, their, unit = b.fleets(place, attacker), b.fleets(place, defender), "fleet"
        if not their:
            said = tr("{side} has no fleets in {sea}").format(side=foe, sea=state.sea(place).name)
            out.append(rule("Battle", said, TOPIC))
        if attacker in state.legions_moved:
            out.append(rule("Fleets first", "sea battles come before legions march", TOPIC))
    else:
        name = state.province(place).name
        mine, their, unit = b.legions(place, attacker), b.legions(place, defender), "legion"
        forts = b.fortresses(place, defender)
        if not their and not forts:
            out.append(rule("Battle", tr("{side} has no units in {province}").format(side=foe, province=name), TOPIC))
        # A fortress that is not there cannot be lost, override or not (the loss would be taken elsewhere).
        if args.get("defender_lose_fortresses", 0) > forts:
            said = ntr("{side} has only {n} fortress there", "{side} has only {n} fortresses there", forts)
            out.append(Violation("Losses", said.format(side=foe, n=forts), TOPIC, physical=True))
        if args.get("attacker_lose_fortresses", 0) > b.fortresses(place, attacker):
            out.append(Violation("Losses", "the attacker has fewer fortresses there", TOPIC, physical=True))
        fight = result(b, attacker, defender, place, args)
        out.extend(check_fortresses(ctx, b, place, fight, args))
        out.extend(check_ends(ctx, b, attacker, args, fight))
    # p.9: each side rolls one die per unit of its own in the fight, and every unit there fights.
    fleets = unit == "fleet"
    if rolls and not mine and not fleets and b.fortresses(place, attacker):
        said = tr("{player} has no legion in {province}: the fortress fights alone, with no dice")
        out.append(rule("Dice", said.format(player=me, province=state.province(place).name), "combat"))
    # A die per unit there: no override makes other dice count (where the table holds other units, a
    # correction says so first), so these are not offered --force.
    elif len(rolls) != mine:
        out.append(dice_count(me, mine, len(rolls), fleets, "attacker_rolls"))
    if len(theirs) != their:
        out.append(dice_count(foe, their, len(theirs), fleets, "defender_rolls"))
    if not rolls and (state.is_sea(place) or not b.fortresses(place, attacker)):
        said = tr("roll one die per attacking fleet") if fleets else tr("roll one die per attacking legion")
        out.append(rule("Dice", said, "combat"))
    return out


def losses_text(before: Context, after: Context, civ: str, place: str, side: str, past: bool = False) -> str:
    """What a side lost in a place between two contexts, as a clause: ``Petr loses 1 legion and 1 fortress``,
    ``Honza loses nothing`` (``past``: ``Petr lost ...``); see ``words.loss_said``."""
    holder = sea_holder(place) if game(after).is_sea(place) else province_holder(place)
    lost = []
    for kind in ("legion", "fortress", "fleet"):
        n = before.ledger.count(holder, f"{kind}:{civ}") - after.ledger.count(holder, f"{kind}:{civ}")
        if n > 0:
            lost.append((kind, n))
    return loss_said(side, lost, past)


def battle_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    state = game(after)
    attacker = state.civs[actor(after)]
    defender, place = args["defender"], args["place"]
    fight = result(board(before), attacker, defender, place, args)
    me, foe = after.players[actor(after)].name, sides(after).resolve(defender).label
    where = state.sea(place).name if state.is_sea(place) else state.province(place).name
    totals = {"total": fight["attacker_total"], "other": fight["defender_total"]}
    out = [
        tr("{player} attacks {side} in {place}: {total} against {other}.").format(
            player=me, side=foe, place=where, **totals
        ),
        tr("{losses}; {other_losses}.").format(
            losses=losses_text(before, after, attacker, place, me),
            other_losses=losses_text(before, after, defender, place, foe),
        ),
    ]
    out += held_losses.fortress_choice(board(before), after, attacker, args, fight)  # p.9, l.21 (play-test 9)
    if state.is_sea(place):
        return out
    b = board(after)
    if b.at_war(place):
        out.append(tr("{province} is at war.").format(province=where))
    elif seized := seized_said(before, after, me, attacker):
        out += seized
    else:
        said = choice_said(b, me, attacker, place)
        out += [said] if said else []
    return out


ACTIONS = (
    ActionSpec(
        "battle",
        battle,
        # What a table says for it (play-test 9 typed these and got "did you mean take?").
        aliases=("attack", "bitva", "útok", "zaútočit"),
        fields=(
            Field(
                "place",
                "ref",
                "province or sea zone (left out: the only place of a fight)",
                catalogue="place",
                required=False,
                derived=True,
            ),
            Field(
                "defender",
                "ref",
                "the opposing civilization or its player (left out: the only one there)",
                catalogue="civilization",
                required=False,
                derived=True,
            ),
            Field(
                "attacker_rolls",
                "dice",
                "one die per attacking legion or fleet (left out: none, where a fortress fights alone)",
                required=False,
                derived=True,
                min=0,
                max=16,
            ),
            Field("defender_rolls", "dice", "one die per defending legion or fleet", required=False, min=0, max=16),
            Field(
                "attacker_lose_fortresses",
                "int",
                "how many of the attacker's losses are fortresses",
                False,
                min=0,
                max=2,
            ),
            Field(
                "defender_lose_fortresses",
                "int",
                "how many of the defender's losses are fortresses",
                False,
                min=0,
                max=2,
            ),
            *held_losses.FIELDS,
        ),
        phases=("strategy",),
        who=fighter,
        check=check_battle,
        derive=derive_battle,
        help="One round of combat; losses are worked out (5 points a loss) and removed.",
        topic="combat",
        text="{actor} attacks {defender} in {place}",
        outcome=battle_outcome,
    ),
)

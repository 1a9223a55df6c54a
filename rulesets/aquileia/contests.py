"""II Arena and III Stadium: strength from spaces, dice, cards and blue dice; prizes by rank.

Ties go to the lower position on the tie track.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.state import Context
from rulesets.aquileia.common import METAL_CHOICES, PLAYER, coins_of, from_bank, game, score, seat_of, value
from rulesets.aquileia.data import REWARDS
from rulesets.aquileia.formulas import ranking
from rulesets.aquileia.state import State

AREA_TOPIC = {"arena": "arena", "stadium": "stadium"}


def _side(person_placed: tuple[str, ...]) -> str:
    return "gold" if any(p.startswith("gold-") for p in person_placed) else "silver"


def _base(area: str, placed: tuple[str, ...]) -> int:
    if area == "arena":
        return sum(value(p) for p in placed if p.startswith("arena-"))
    return sum(value(p) for p in placed if p.startswith(("gold-", "silver-")))


def _entered(area: str, placed: tuple[str, ...]) -> bool:
    return _base(area, placed) > 0


def _missing(have: list[int] | tuple[int, ...], used: list[int]) -> bool:
    return bool(Counter(used) - Counter(have))


def contest(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    seat, person = seat_of(ctx, args)
    area = ctx.phase
    blue = list(args.get("blue", []))
    if area == "arena":
        strength = _base(area, person.placed) + list(args["dice"]).count("bronze") + blue.count("bronze")
        slaves = list(person.slaves)
        for card in args.get("slaves", []):
            slaves.remove(card)
        weapons = list(person.weapons)
        for card in args.get("weapons", []):
            weapons.remove(card)
        strength += sum(args.get("slaves", [])) + sum(args.get("weapons", []))
        person = replace(person, slaves=tuple(slaves), weapons=tuple(weapons))
        metal = "bronze"
    else:
        metal = _side(person.placed)
        strength = _base(area, person.placed) + list(args["dice"]).count(metal) + blue.count(metal)
        horses = list(person.horses)
        for number in args.get("horses", []):
            horses.remove((metal, number))
        strength += sum(args.get("horses", []))
        person = replace(person, horses=tuple(horses))
    person = replace(person, blue=person.blue - len(blue))
    state = state.with_patrician(seat, person)
    return replace(state, strengths=state.strengths + ((area, seat, strength, metal),))


def check_contest(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    seat, person = seat_of(ctx, args)
    area = ctx.phase
    topic = AREA_TOPIC[area]
    out = []
    if not _entered(area, person.placed):
        return [rule("Contest", f"{args['player']} has no servant in the {area}", topic)]
    if any(a == area and s == seat for a, s, _, _ in state.strengths):
        out.append(rule("Contest", f"{args['player']} has competed already", topic))
    if len(args["dice"]) != 3:
        out.append(rule("Dice", "roll the 3 red dice", topic))
    if len(args.get("blue", [])) > person.blue:
        out.append(rule("Blue dice", f"{person.blue} blue dice left (Potentia)", topic))
    if area == "arena":
        if _missing(person.slaves, args.get("slaves", [])) or _missing(person.weapons, args.get("weapons", [])):
            out.append(rule("Cards", "play only slave and weapon cards you hold", topic))
        if args.get("horses"):
            out.append(rule("Cards", "horses race in the Stadium, not the Arena", topic))
    else:
        metal = _side(person.placed)
        have = [n for m, n in person.horses if m == metal]
        if _missing(have, args.get("horses", [])):
            out.append(rule("Cards", f"play only {metal} horse cards you hold (your side's colour)", topic))
        if args.get("slaves") or args.get("weapons"):
            out.append(rule("Cards", "slaves and weapons fight in the Arena", topic))
    return out


def award(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    area = ctx.phase
    entries = [(s, strength, metal) for a, s, strength, metal in state.strengths if a == area]
    tie = {seat: state.tie_track.index(seat) + 1 if seat in state.tie_track else 99 for seat, _, _ in entries}
    order = ranking([(str(s), strength, tie[s]) for s, strength, _ in entries])
    seats = [int(s) for s in order]
    strength_of = {s: strength for s, strength, _ in entries}
    metal_of = {s: metal for s, _, metal in entries}
    if area == "arena":
        for place, seat in enumerate(seats[:3]):
            state = from_bank(state, seat, coins_of(["bronze"] * REWARDS["arena_bronze"][place]))
        choice = args.get("winner_takes", "points")
        for place, seat in enumerate(seats[:2]):
            takes = choice if place == 0 else ("slave" if choice == "points" else "points")
            if takes == "points":
                state = score(state, seat, REWARDS["arena_points_factor"] * strength_of[seat])
            else:
                person = state.patricians[seat]
                card = args.get("slave_card", 1)
                state = state.with_patrician(seat, replace(person, slaves=person.slaves + (card,)))
    else:
        for place, seat in enumerate(seats[:3]):
            state = from_bank(state, seat, coins_of([metal_of[seat]] * REWARDS["stadium_coins"][place]))
        for place, key in ((0, "winner_laurel"), (1, "second_laurel")):
            if place < len(seats) and args.get(key):
                person = state.patricians[seats[place]]
                state = state.with_patrician(seats[place], replace(person, laurels=person.laurels + (args[key],)))
    return replace(state, done=state.done + (f"{area}:awarded",))


def check_award(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    area = ctx.phase
    topic = AREA_TOPIC[area]
    entered = [s for s, p in enumerate(state.patricians) if _entered(area, p.placed)]
    competed = {s for a, s, _, _ in state.strengths if a == area}
    out = []
    if f"{area}:awarded" in state.done:
        return [rule("Prizes", "the prizes are handed out", topic)]
    waiting = [ctx.players[s].name for s in entered if s not in competed]
    if waiting:
        out.append(rule("Contest", f"still to compete: {', '.join(waiting)}", topic))
    for key in ("winner_laurel", "second_laurel"):
        laurel = args.get(key)
        if laurel and not (laurel.startswith("points:") or laurel in ("white", "blue", "yellow", "purple")):
            out.append(rule("Laurel", f"{laurel!r}: a colour or points:N", topic))
    return out


_CONTEST_FIELDS = (
    PLAYER,
    Field("dice", "choices", "the 3 red dice", choices=METAL_CHOICES, min=3, max=3),
    Field("blue", "choices", "blue dice rolled (Potentia)", required=False, choices=METAL_CHOICES, max=4),
)

ACTIONS = (
    ActionSpec(
        "fight",
        contest,
        fields=(
            *_CONTEST_FIELDS,
            Field("slaves", "ints", "slave cards played (1 or 2 each)", required=False),
            Field("weapons", "ints", "weapon cards played (symbols each)", required=False),
            Field("horses", "ints", "not in the Arena", required=False),
        ),
        phases=("arena",),
        who="any",
        check=check_contest,
        help="Arena: space values + bronze on the red dice + slave and weapon symbols + blue bronze.",
        topic="arena",
    ),
    ActionSpec(
        "race",
        contest,
        fields=(
            *_CONTEST_FIELDS,
            Field("horses", "ints", "horse cards of your side's metal (horses each)", required=False),
            Field("slaves", "ints", "not in the Stadium", required=False),
            Field("weapons", "ints", "not in the Stadium", required=False),
        ),
        phases=("stadium",),
        who="any",
        check=check_contest,
        help="Stadium: space values + your side's metal on the dice + horse cards + blue dice.",
        topic="stadium",
    ),
    ActionSpec(
        "prizes",
        award,
        fields=(
            Field(
                "winner_takes",
                "choice",
                "Arena winner: points (2x strength) or a slave card",
                default="points",
                choices=("points", "slave"),
            ),
            Field("slave_card", "int", "the slave card drawn (1 or 2)", default=1, min=1, max=2),
            Field("winner_laurel", "str", "Stadium: the laurel the winner keeps (colour or points:N)", required=False),
            Field("second_laurel", "str", "Stadium: the laurel passed to second place", required=False),
        ),
        phases=("arena", "stadium"),
        who="any",
        check=check_award,
        help="Rank the contest (ties to the lower tie-track position) and hand out prizes.",
        topic="arena",
    ),
)

"""V Forum: builds in the order of the spaces 1-5; space 2 and 5 score the building's
points, space 3 builds two. Coins are paid exactly, metal by metal; slaves may be
overpaid only as far as the cards force it; each building is paid separately."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.state import Context
from rulesets.aquileia.common import PLAYER, can_pay, coins_of, game, pay_bank, score, seat_of
from rulesets.aquileia.data import COLOURS, HOUSES
from rulesets.aquileia.state import Building, State

TOPIC = "forum"
KINDS = ("workshop", "bank", "villa")
SCORING = ("forum-2", "forum-5")


def _builds(state: State, space: str) -> int:
    return sum(1 for d in state.done if d == f"build:{space}")


def build(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    seat, person = seat_of(ctx, args)
    cost = coins_of(args.get("coins", []))
    state = pay_bank(state, seat, cost)
    person = state.patricians[seat]
    slaves = list(person.slaves)
    for card in args.get("slave_cards", []):
        slaves.remove(card)
    building = Building(args["kind"], args["value"], args.get("colour", ""), coins_of(args.get("income", [])))
    state = state.with_patrician(seat, replace(person, slaves=tuple(slaves), buildings=person.buildings + (building,)))
    if args["space"] in SCORING:
        state = score(state, seat, args["value"])
    return replace(state, done=state.done + (f"build:{args['space']}",))


def check_build(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    seat, person = seat_of(ctx, args)
    space = args["space"]
    out = []
    if state.owner(space) != seat:
        return [rule("Forum", f"{args['player']} has no servant on {space}", TOPIC)]
    allowed = 2 if space == "forum-3" else 1
    if _builds(state, space) >= allowed:
        out.append(rule("Forum", f"{space} builds {allowed} building(s)", TOPIC))
    earlier = [f"forum-{n}" for n in range(1, int(space[-1]))]
    waiting = [
        s for s in earlier if state.owner(s) is not None and _builds(state, s) == 0 and f"pass:{s}" not in state.done
    ]
    if waiting:
        out.append(rule("Build order", f"{', '.join(waiting)} build first (or pass)", TOPIC))
    if not can_pay(person, coins_of(args.get("coins", []))):
        out.append(rule("Coins", "exact coins of each metal; no change, no other metal", "money"))
    cards = list(args.get("slave_cards", []))
    needed = args.get("slaves", 0)
    held = list(person.slaves)
    for card in cards:
        if card in held:
            held.remove(card)
        else:
            out.append(rule("Slaves", "play only slave cards you hold", TOPIC))
            break
    if sum(cards) < needed:
        out.append(rule("Slaves", f"{needed} slaves needed, {sum(cards)} given", TOPIC))
    elif any(sum(cards) - card >= needed for card in cards):
        out.append(rule("Slaves", "overpay slaves only when no smaller set of cards will do", TOPIC))
    if args["kind"] == "villa" and args.get("colour") not in COLOURS:
        out.append(rule("Villa", f"a villa has a colour: {', '.join(COLOURS)}", TOPIC))
    if len(person.buildings) >= HOUSES:
        out.append(rule("Houses", f"all {HOUSES} houses are on buildings", TOPIC))
    return out


def skip(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    return replace(state, done=state.done + (f"pass:{args['space']}",))


ACTIONS = (
    ActionSpec(
        "build",
        build,
        fields=(
            PLAYER,
            Field(
                "space", "choice", "the Forum space", choices=("forum-1", "forum-2", "forum-3", "forum-4", "forum-5")
            ),
            Field("kind", "choice", "workshop, private bank or villa", choices=KINDS),
            Field("value", "int", "printed points (villa value; workshop points)", default=0, min=0, max=30),
            Field("colour", "choice", "a villa's colour", required=False, choices=COLOURS),
            Field("coins", "choices", "the coins of its price", required=False, choices=("gold", "silver", "bronze")),
            Field("slaves", "int", "slaves in its price", default=0, min=0, max=10),
            Field("slave_cards", "ints", "slave cards paid", required=False),
            Field(
                "income",
                "choices",
                "a private bank's coins when activated",
                required=False,
                choices=("gold", "silver", "bronze"),
            ),
        ),
        phases=("forum",),
        who="any",
        check=check_build,
        help="Build from your Forum space: pay the exact coins and the slaves; spaces 2 and 5 score it.",
        topic=TOPIC,
    ),
    ActionSpec(
        "skip",
        skip,
        fields=(
            Field(
                "space",
                "choice",
                "a Forum space whose player does not build",
                choices=("forum-1", "forum-2", "forum-3", "forum-4", "forum-5"),
            ),
        ),
        phases=("forum",),
        who="any",
        help="The player on this Forum space does not build.",
        topic=TOPIC,
    ),
)

"""VI Portus: Latro first (2 red dice take matching coins from under the servants),
then bronze, silver, gold: each player pays their coin and activates every workshop
(points) and private bank (coins). Robbed players pay from their own purse."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.counts import add, get
from engine.fields import Field
from engine.state import Context
from rulesets.aquileia.common import METAL_CHOICES, from_bank, game, score
from rulesets.aquileia.data import PORTUS_PAID
from rulesets.aquileia.state import State

TOPIC = "portus"


def latro(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    thief = state.owner("latro")
    assert thief is not None
    coins = list(state.portus_coins)
    taken: list[str] = []
    for face in args["dice"]:
        for entry in coins:
            if entry[1] == face:
                coins.remove(entry)
                taken.append(face)
                break
    person = state.patricians[thief]
    state = state.with_patrician(thief, replace(person, coins=_plus(person.coins, taken)))
    return replace(state, portus_coins=tuple(coins), done=state.done + ("latro",))


def _plus(coins: tuple[tuple[str, int], ...], metals: list[str]) -> tuple[tuple[str, int], ...]:
    for metal in metals:
        coins = add(coins, metal, 1)
    return coins


def check_latro(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    if state.owner("latro") is None:
        return [rule("Latro", "nobody placed a servant on Latro", TOPIC)]
    if "latro" in state.done:
        return [rule("Latro", "Latro has struck this round", TOPIC)]
    if len(args["dice"]) != 2:
        return [rule("Latro", "Latro rolls 2 red dice", TOPIC)]
    return []


def activate(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    metal = args["metal"]
    space = f"portus-{metal}"
    seat = state.owner(space)
    assert seat is not None
    coins = list(state.portus_coins)
    if (space, metal) in coins:
        coins.remove((space, metal))  # the coin under the servant pays
    else:
        person = state.patricians[seat]
        state = state.with_patrician(seat, replace(person, coins=add(person.coins, metal, -1)))
    state = replace(state, bank=add(state.bank, metal, 1), portus_coins=tuple(coins))
    person = state.patricians[seat]
    for building in person.buildings:
        if building.kind == "workshop":
            state = score(state, seat, building.value)
        elif building.kind == "bank":
            state = from_bank(state, seat, building.income)
    return replace(state, done=state.done + (f"activate:{metal}",))


def check_activate(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    metal = args["metal"]
    space = f"portus-{metal}"
    seat = state.owner(space)
    if seat is None:
        return [rule("Portus", f"nobody is on the {metal} space", TOPIC)]
    if f"activate:{metal}" in state.done:
        return [rule("Portus", "activated already", TOPIC)]
    out = []
    if state.owner("latro") is not None and "latro" not in state.done:
        out.append(rule("Latro first", "Latro acts before anyone activates", TOPIC))
    for earlier in PORTUS_PAID[: PORTUS_PAID.index(metal)]:
        if state.owner(f"portus-{earlier}") is not None and f"activate:{earlier}" not in state.done:
            out.append(rule("Portus order", f"the {earlier} space activates first", TOPIC))
    robbed = (space, metal) not in state.portus_coins
    if robbed and get(state.patricians[seat].coins, metal) < 1:
        out.append(rule("Portus", f"robbed: a {metal} coin from the purse is needed", TOPIC))
    return out


ACTIONS = (
    ActionSpec(
        "latro",
        latro,
        fields=(Field("dice", "choices", "Latro's 2 red dice", choices=METAL_CHOICES, min=2, max=2),),
        phases=("portus",),
        who="any",
        check=check_latro,
        help="Latro rolls 2 red dice and takes the matching coins from under the servants.",
        topic=TOPIC,
    ),
    ActionSpec(
        "activate",
        activate,
        fields=(Field("metal", "choice", "the Portus space", choices=PORTUS_PAID),),
        phases=("portus",),
        who="any",
        check=check_activate,
        help="Pay the coin and activate all your workshops (points) and private banks (coins).",
        topic=TOPIC,
    ),
)

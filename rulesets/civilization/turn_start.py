"""Start of turn: founding cities, metropolises, governments and Anarchy, policies, investments."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.state import Context
from rulesets.civilization.common import PLAYER, city_limit, game, realm
from rulesets.civilization.data import GOVERNMENTS, METROPOLIS
from rulesets.civilization.state import City, State

ANARCHY = "anarchy"


def found_city(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, mine = realm(ctx, args)
    city = City(args["name"])
    return game(ctx).with_realm(seat, replace(mine, settlers=mine.settlers - 1, cities=mine.cities + (city,)))


def check_found_city(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, mine = realm(ctx, args)
    out = []
    if mine.settlers < 1:
        out.append(rule("Settler", f"{args['player']} has no settler on the map to found a city with", "start"))
    limit = city_limit(mine)
    if len(mine.cities) >= limit:
        extra = " (3 after Irrigation)" if limit == 2 else ""
        out.append(rule("City limit", f"at most {limit} cities{extra}", "start"))
    if args.get("on_water"):
        out.append(rule("Settling", "a city centre never stands on water", "start"))
    if args.get("overlaps"):
        out.append(rule("Settling", "its outskirts would overlap another city's outskirts", "start"))
    if any(c.name.lower() == args["name"].lower() for r in game(ctx).realms for c in r.cities):
        out.append(rule("Settling", f"a city called {args['name']} exists already", "start"))
    return out


def metropolis(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, mine = realm(ctx, args)
    city = mine.city(args["city"])
    grown = replace(city, metropolis=True, defense=city.defense + METROPOLIS["defense"])
    return game(ctx).with_realm(seat, replace(mine.with_city(grown), settlers=mine.settlers - 1))


def check_metropolis(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, mine = realm(ctx, args)
    try:
        city = mine.city(args["city"])
    except KeyError:
        return [rule("Metropolis", f"{args['player']} has no city {args['city']!r}", "start")]
    out = []
    if city.metropolis:
        out.append(rule("Metropolis", f"{city.name} is a metropolis already", "start"))
    if mine.settlers < 1:
        out.append(rule("Metropolis", "a settler standing in the city is given up for it", "start"))
    return out


def change_government(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, mine = realm(ctx, args)
    return game(ctx).with_realm(seat, replace(mine, government=ANARCHY, next_government=args["government"]))


def check_government(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, mine = realm(ctx, args)
    out = []
    if mine.government == ANARCHY:
        out.append(rule("Anarchy", "Anarchy lasts the whole round; the new government comes next round", "government"))
    elif mine.government == args["government"]:
        out.append(rule("Government", f"{args['player']} already has {args['government']}", "government"))
    if args["government"] != "despotism" and not mine.knows(args["government"]):
        out.append(rule("Government", f"{args['government']} has not been researched", "government"))
    return out


def end_anarchy(state: State) -> State:
    """Round start: Anarchy gives way to the chosen government, with one free policy."""
    for seat, mine in enumerate(state.realms):
        if mine.government == ANARCHY and mine.next_government:
            state = state.with_realm(
                seat, replace(mine, government=mine.next_government, next_government=None, free_policy=True)
            )
    return state


def choose_policy(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, mine = realm(ctx, args)
    return game(ctx).with_realm(seat, replace(mine, policy=args["policy"], free_policy=False))


def check_policy(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, mine = realm(ctx, args)
    if not mine.free_policy:
        return [rule("Policy", "a policy is chosen (free) right after a change of government", "government")]
    return []


def invest(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, mine = realm(ctx, args)
    coins = args["coins"]
    return game(ctx).with_realm(seat, replace(mine, coins=mine.coins - coins, investments=mine.investments + coins))


def check_invest(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, mine = realm(ctx, args)
    if mine.coins < args["coins"]:
        return [rule("Investments", f"only {mine.coins} coin(s) on the coin dial", "coins")]
    return []


ACTIONS = (
    ActionSpec(
        "found-city",
        found_city,
        fields=(
            PLAYER,
            Field("name", "str", "name of the new city"),
            Field("on_water", "bool", "the chosen square is water", required=False),
            Field("overlaps", "bool", "its outskirts would overlap another city's", required=False),
        ),
        phases=("start",),
        who="any",
        check=check_found_city,
        help="Turn a settler into a city (2 cities, 3 after Irrigation; never on water or overlapping).",
        topic="start",
    ),
    ActionSpec(
        "metropolis",
        metropolis,
        fields=(PLAYER, Field("city", "str", "the city that grows")),
        phases=("start",),
        who="any",
        check=check_metropolis,
        help="Give up a settler in a city to make it a metropolis (+2 outskirts squares, +4 defence, 2 culture).",
        topic="start",
    ),
    ActionSpec(
        "government",
        change_government,
        fields=(PLAYER, Field("government", "choice", "the new government", choices=GOVERNMENTS)),
        phases=("start",),
        who="any",
        check=check_government,
        help="Change government: Anarchy for this round, the new one from the next.",
        topic="government",
    ),
    ActionSpec(
        "policy",
        choose_policy,
        fields=(PLAYER, Field("policy", "str", "one of your four social policies")),
        phases=("start",),
        who="any",
        check=check_policy,
        help="Choose the one active social policy (free after a change of government).",
        topic="government",
    ),
    ActionSpec(
        "invest",
        invest,
        fields=(PLAYER, Field("coins", "int", "coins moved onto investment cards", min=1, max=30)),
        phases=("start", "city"),
        who="any",
        check=check_invest,
        help="Move coins from the coin dial onto investment cards (safe from loot).",
        topic="coins",
    ),
)

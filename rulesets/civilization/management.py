"""City management: each city does exactly one thing — build, devote to the arts, or harvest.

Building uses the city's hammers; missing hammers cost 3 trade each and
leftovers are lost. The arts give 1 culture (2 for a metropolis) plus one
per mask; passing an event line draws a culture event, reaching a great
person space gives a great person. Excess event cards go at the end of the
phase.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.counts import add
from engine.fields import Field
from engine.state import Context
from rulesets.civilization.common import PLAYER, game, realm
from rulesets.civilization.data import CULTURE, LIMITS, UNIT_TYPES
from rulesets.civilization.formulas import production
from rulesets.civilization.state import Realm, State

KINDS = ("building", "wonder", "army", "settler", "scout", "unit", "walls")
CITY = Field("city", "str", "which city acts")


def _acted(mine: Realm, city: str) -> Realm:
    return replace(mine, acted=mine.acted + (city.lower(),))


def _city_checks(mine: Realm, args: Mapping[str, Any]) -> list[Violation]:
    try:
        mine.city(args["city"])
    except KeyError:
        return [rule("City", f"{args['player']} has no city {args['city']!r}", "city")]
    if args["city"].lower() in mine.acted:
        return [rule("One action", f"{args['city']} has already acted this round", "city")]
    return []


def build(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, mine = realm(ctx, args)
    paid = production(args["hammers"], args["cost"], mine.trade)
    mine = replace(_acted(mine, args["city"]), trade=paid["trade_left"])
    kind, name = args["kind"], args.get("name", "")
    city = mine.city(args["city"])
    if kind == "building":
        mine = mine.with_city(replace(city, buildings=city.buildings + (name,)))
    elif kind == "walls":
        mine = mine.with_city(replace(city, walls=True))
    elif kind == "wonder":
        mine = mine.with_city(replace(city, wonders=city.wonders + (name,)))
    elif kind == "army":
        mine = replace(mine, armies=mine.armies + 1)
    elif kind == "settler":
        mine = replace(mine, settlers=mine.settlers + 1)
    elif kind == "scout":
        mine = replace(mine, scouts=mine.scouts + 1)
    else:
        mine = replace(mine, forces=add(mine.forces, name, 1))
    return game(ctx).with_realm(seat, mine)


def check_build(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, mine = realm(ctx, args)
    out = _city_checks(mine, args)
    paid = production(args["hammers"], args["cost"], mine.trade)
    if not paid["affordable"]:
        out.append(
            rule(
                "Production",
                f"{paid['short']} hammer(s) short: {paid['trade_needed']} trade needed, {mine.trade} on the dial",
                "city",
            )
        )
    kind, name = args["kind"], args.get("name")
    if kind == "army" and mine.armies >= LIMITS["armies"]:
        out.append(rule("Figures", f"at most {LIMITS['armies']} armies on the map", "city"))
    if kind in ("settler", "scout") and mine.settlers + mine.scouts >= LIMITS["settlers_scouts"]:
        out.append(rule("Figures", f"at most {LIMITS['settlers_scouts']} settlers and scouts together", "city"))
    if kind == "unit" and name not in UNIT_TYPES:
        out.append(rule("Units", f"name the unit type: name= one of {', '.join(UNIT_TYPES)}", "battle"))
    if kind in ("building", "wonder") and not name:
        out.append(rule("Build", f"name the {kind}: name=", "city"))
    if kind == "wonder" and any(name in c.wonders for r in game(ctx).realms for c in r.cities):
        out.append(rule("Wonders", f"{name} stands already", "wonders"))
    return out


def arts(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, mine = realm(ctx, args)
    city = mine.city(args["city"])
    gain = (CULTURE["metropolis"] if city.metropolis else CULTURE["base"]) + args.get("masks", 0)
    return game(ctx).with_realm(seat, advance_culture(ctx, _acted(mine, args["city"]), gain))


def advance_culture(ctx: Context, mine: Realm, steps: int) -> Realm:
    """Move on the culture track, drawing events and great persons on the way."""
    start, end = mine.culture, min(mine.culture + steps, ctx.options.get("culture_spaces", 21))
    lines = ctx.options.get("event_lines", [])
    persons = ctx.options.get("person_spaces", [])
    events = sum(1 for line in lines if start < line <= end)
    people = sum(1 for space in persons if start < space <= end)
    return replace(mine, culture=end, events=mine.events + events, pending_persons=mine.pending_persons + people)


def check_arts(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, mine = realm(ctx, args)
    return _city_checks(mine, args)


def harvest(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, mine = realm(ctx, args)
    state = game(ctx)
    angkor = any("angkor-wat" in c.wonders for c in mine.cities) and "angkor-wat" not in state.obsolete
    amount = 2 if angkor else 1
    mine = replace(_acted(mine, args["city"]), resources=add(mine.resources, args["resource"], amount))
    return state.with_realm(seat, mine)


def check_harvest(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, mine = realm(ctx, args)
    return _city_checks(mine, args)


def great_person(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, mine = realm(ctx, args)
    mine = replace(mine, persons=mine.persons + (args["name"],), pending_persons=max(mine.pending_persons - 1, 0))
    return game(ctx).with_realm(seat, mine)


def check_great_person(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, mine = realm(ctx, args)
    if mine.pending_persons < 1:
        return [rule("Great persons", "a great person comes from a great-person space on the culture track", "culture")]
    return []


def coins(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, mine = realm(ctx, args)
    return game(ctx).with_realm(seat, replace(mine, coins=max(mine.coins + args["change"], 0)))


def play_event(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, mine = realm(ctx, args)
    return game(ctx).with_realm(seat, replace(mine, events=mine.events - 1))


def check_play_event(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, mine = realm(ctx, args)
    return [] if mine.events else [rule("Culture events", f"{args['player']} holds no culture event card", "culture")]


def discard_excess(state: State) -> State:
    """End of city management: culture-event cards above the hand limit are discarded."""
    for seat, mine in enumerate(state.realms):
        if mine.events > mine.hand_limit:
            state = state.with_realm(seat, replace(mine, events=mine.hand_limit))
    return state


def new_round(state: State) -> State:
    """Every city may act again."""
    for seat, mine in enumerate(state.realms):
        if mine.acted:
            state = state.with_realm(seat, replace(mine, acted=()))
    return state


ACTIONS = (
    ActionSpec(
        "build",
        build,
        fields=(
            PLAYER,
            CITY,
            Field("kind", "choice", "what is built", choices=KINDS),
            Field("name", "str", "building, wonder or unit type", required=False),
            Field("cost", "int", "cost in hammers", min=0, max=60),
            Field("hammers", "int", "hammers from the city's unblocked outskirts", min=0, max=60),
        ),
        phases=("city",),
        who="any",
        check=check_build,
        help="The city builds one thing; missing hammers cost 3 trade each, leftovers are lost.",
        topic="city",
    ),
    ActionSpec(
        "arts",
        arts,
        fields=(
            PLAYER,
            CITY,
            Field("masks", "int", "masks in unblocked outskirts and buildings", default=0, min=0, max=20),
        ),
        phases=("city",),
        who="any",
        check=check_arts,
        help="The city devotes itself to the arts: 1 culture (2 for a metropolis) plus one per mask.",
        topic="culture",
    ),
    ActionSpec(
        "harvest",
        harvest,
        fields=(PLAYER, CITY, Field("resource", "str", "resource taken (iron, uranium, silk, incense...)")),
        phases=("city",),
        who="any",
        check=check_harvest,
        help="The city harvests one resource from its outskirts (two with Angkor Wat).",
        topic="city",
    ),
    ActionSpec(
        "great-person",
        great_person,
        fields=(PLAYER, Field("name", "str", "the great person drawn")),
        who="any",
        check=check_great_person,
        help="Record the great person drawn for a great-person space.",
        topic="culture",
    ),
    ActionSpec(
        "coins",
        coins,
        fields=(PLAYER, Field("change", "int", "coins gained (or lost, negative) on the coin dial", min=-15, max=15)),
        who="any",
        help="Coins from techs, huts, great persons or wonders (or lost).",
        topic="coins",
    ),
    ActionSpec(
        "play-event",
        play_event,
        fields=(PLAYER,),
        who="any",
        check=check_play_event,
        help="Play a culture-event card from hand.",
        topic="culture",
    ),
)

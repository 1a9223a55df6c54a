"""The Roman cities: the table adds each city once, with its printed facts (``add-city``).

A city gets its face-down plunder tile as it is added (L3). With three
players a city marked III instead holds a wagon of the colour nobody plays
and is out of play. Roma is known from the rules (5 towers); the table gives
its province. Plunder and conquest then name cities from this catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.state import Context
from engine.views import slug
from rulesets.struggle_for_rome.catalogues import NAMED, cities
from rulesets.struggle_for_rome.common import game
from rulesets.struggle_for_rome.data import CITIES, PROVINCES, RULES
from rulesets.struggle_for_rome.holders import unused_colour
from rulesets.struggle_for_rome.state import City, State

TOPIC = "setup"
_NAMED = {e.id: e for e in NAMED}


def city_id(ctx: Context, typed: str) -> str:
    """The id a typed city name stands for: a known city's, else a new one from the name."""
    found = cities(game(ctx).cities).get(typed)
    return found.id if found is not None else slug(typed)


def towers_of(ctx: Context, args: Mapping[str, Any]) -> int | None:
    """The towers of the city being added: as given, else as the rules know them."""
    known = CITIES.get(city_id(ctx, args["city"]), {})
    return args.get("towers") or known.get("towers")


def out_of_play(ctx: Context, city: City) -> bool:
    """Whether a city is out of play: marked III in a three-player game (L3)."""
    return city.neutral and len(ctx.players) == 3


def add_city(ctx: Context, args: Mapping[str, Any]) -> State:
    cid = city_id(ctx, args["city"])
    entry = _NAMED.get(cid)
    towers = towers_of(ctx, args)
    assert towers is not None, "the check asks for towers"
    city = City(cid, entry.label if entry else args["city"], towers, args["province"], args["eagle"], args["neutral"])
    spare = unused_colour(ctx.players)
    if out_of_play(ctx, city) and spare:
        ctx.move(f"wagon:{spare}", 1, "box", f"city:{cid}")
    else:
        ctx.move("tile", 1, "box", f"city:{cid}")
    state = game(ctx)
    return replace(state, cities=state.cities + (city,))


def check_add_city(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    cid = city_id(ctx, args["city"])
    out: list[Violation] = []
    if not cid:
        return [rule("City", "a city's name needs a letter", TOPIC)]
    if state.city(cid) is not None:
        known = state.city(cid)
        name = known.name if known else args["city"]
        return [Violation("City", f"{name} is on the map already", TOPIC, physical=True)]
    towers = towers_of(ctx, args)
    known_towers = CITIES.get(cid, {}).get("towers")
    if towers is None:
        out.append(rule("City", "say how many towers the city has", TOPIC))
    elif known_towers is not None and towers != known_towers:
        out.append(rule("City", f"{_NAMED[cid].label} has {known_towers} towers", TOPIC))
    elif known_towers is None and towers >= RULES["max_towers"]:
        out.append(rule("Towers", "cities have 2 to 4 towers; only Roma has 5", TOPIC))
    if args["eagle"]:
        if towers is not None and towers < RULES["eagle_min_towers"]:
            out.append(rule("Eagle", "an eagle city has at least 4 towers", TOPIC))
        eagles = sum(1 for c in state.cities if c.eagle and c.province == args["province"])
        if eagles >= RULES["eagles_per_province"]:
            where = PROVINCES.resolve(args["province"]).label
            out.append(rule("Eagle", f"{where} has 2 eagle cities already", TOPIC))
    if len(state.cities) >= RULES["cities"]:
        out.append(Violation("City", "all 40 cities are on the map", TOPIC, physical=True))
    return out


def add_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    city = game(after).cities[-1]
    marks = [m for m, on in (("a legion eagle", city.eagle), ("the III mark", city.neutral)) if on]
    line = f"{city.name}: {city.towers} towers in {PROVINCES.resolve(city.province).label}"
    line += f", with {' and '.join(marks)}." if marks else "."
    if out_of_play(after, city):
        line += " With three players it is out of play."
    return [line]


def city_checks(ctx: Context, cid: str) -> tuple[City | None, list[Violation]]:
    """The city an attack names, and why it cannot be attacked at all."""
    city = game(ctx).city(cid)
    if city is None:
        label = _NAMED[cid].label if cid in _NAMED else cid
        message = f"{label} is not on the app's map yet: add it first (add-city, with its province)"
        return None, [Violation("City", message, TOPIC, physical=True)]
    if out_of_play(ctx, city):
        return city, [rule("Neutral city", f"{city.name} is marked III: out of play with three players", TOPIC)]
    return city, []


ACTIONS = (
    ActionSpec(
        "add-city",
        add_city,
        fields=(
            Field("city", "str", "the city's name as printed"),
            Field("towers", "int", "its towers (known for Roma)", required=False, min=2, max=5),
            Field("province", "ref", "its province (the colour of its tile)", catalogue="province"),
            Field("eagle", "bool", "it shows a legion eagle", default=False),
            Field("neutral", "bool", "it is marked III (out of play with three players)", default=False),
        ),
        who="table",
        check=check_add_city,
        help="Put a city on the app's map once, with its towers, province, eagle and III mark.",
        topic=TOPIC,
        text="{actor} adds the city {city}",
        outcome=add_outcome,
    ),
)

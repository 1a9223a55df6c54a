"""Start of turn: founding cities and metropolises (l. 24-46); governments, Anarchy and policies (l. 47-55) are
in ``governments``, and their names are kept here for the modules that import them from the start of turn."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.state import Context
from engine.views import slug
from rulesets.civilization import governments
from rulesets.civilization.catalogues import book, city_catalogue
from rulesets.civilization.common import PLAYER, me
from rulesets.civilization.components import (
    OWN_METROPOLIS,
    V11_LOG,
    cities_of,
    city_label,
    city_limit,
    game,
    is_metropolis,
    metropolis_card,
    on_board,
    owner,
)
from rulesets.civilization.governments import (
    ANARCHY,
    DESPOTISM,
    SKIPS_ANARCHY,
    active_policy,
    anarchy_skip,
    anarchy_skippers,
    end_anarchy,
    government_offered,
    in_anarchy,
    takeable,
    without_policies,
)
from rulesets.civilization.state import City, State

#: Kept importable from here (``offered``, ``turns``, ``views`` and others read them from the start of turn).
__all__ = [
    "ACTIONS",
    "ANARCHY",
    "DESPOTISM",
    "SKIPS_ANARCHY",
    "active_policy",
    "anarchy_skip",
    "anarchy_skippers",
    "end_anarchy",
    "found_city",
    "government_offered",
    "in_anarchy",
    "metropolis",
    "new_city_id",
    "takeable",
    "without_policies",
]


def new_city_id(ctx: Context, name: str) -> str:
    """The id a new city gets: its name as a slug, never a civilization's id (holders end in one)."""
    base = slug(name) or "city"
    if any(base == p.faction for p in ctx.players):
        base += "-city"
    return base


def _name_taken(ctx: Context, name: str) -> bool:
    state = game(ctx)
    city_id = new_city_id(ctx, name)
    return name in city_catalogue(state.cities) or any(c.id == city_id for c in state.cities)


def found_city(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    state = game(ctx)
    if _name_taken(ctx, args["name"]):
        raise ValueError("two cities cannot share a name")  # the check refuses it first
    city = City(new_city_id(ctx, args["name"]), args["name"])
    # The settler leaves the map for its owner's supply; the city marker comes out of it (l. 31).
    ctx.move(ctx.piece("settler", seat), 1, ctx.own("board", seat), ctx.own("supply", seat))
    ctx.move(ctx.piece("city", seat), 1, ctx.own("supply", seat), f"city:{city.id}")
    return replace(state, cities=state.cities + (city,))


def check_found_city(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    who = ctx.players[seat].name
    out = []
    if on_board(ctx, seat, "settler") < 1:
        message = tr("{player} has no settler on the map to found a city with").format(player=who)
        out.append(rule("Settler", message, "start"))
    limit, held = city_limit(ctx, seat), len(cities_of(ctx, seat))
    if held >= limit:
        raising = [t for t in book(ctx).techs.values() if t.city_limit > limit]
        if raising:
            most = ntr(
                "{player} has {n} cities, the most allowed now ({limit} after {tech})",
                "{player} has {n} cities, the most allowed now ({limit} after {tech})",
                held,
            ).format(player=who, n=held, limit=raising[0].city_limit, tech=tr(raising[0].name))
        else:
            most = ntr(
                "{player} has {n} cities, the most allowed now", "{player} has {n} cities, the most allowed now", held
            ).format(player=who, n=held)
        out.append(rule("City limit", most, "start"))
    if args.get("on_water"):
        out.append(rule("Settling", "a city centre never stands on water", "start"))
    if args.get("overlaps"):
        out.append(rule("Settling", "its outskirts would overlap another city's outskirts", "start"))
    if _name_taken(ctx, args["name"]):
        out.append(rule("Settling", tr("a city called {name} exists already").format(name=args["name"]), "start"))
    return out


def found_city_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    seat = me(before)
    held, limit = len(cities_of(after, seat)), city_limit(after, seat)
    said = tr("{player} founds {name}: {held} of {limit} cities.")
    return [said.format(player=before.players[seat].name, name=args["name"], held=held, limit=limit)]


def _own_city(ctx: Context, seat: int, city_id: str) -> list[Violation]:
    if owner(ctx, city_id) == seat:
        return []
    city = city_label(ctx, city_id)
    holder = owner(ctx, city_id)
    player = ctx.players[seat].name
    if holder is None:
        return [rule("City", tr("{city} is nobody's city, not {player}'s").format(city=city, player=player), "city")]
    whose = tr("{city} is {owner}'s city, not {player}'s")
    return [rule("City", whose.format(city=city, owner=ctx.players[holder].name, player=player), "city")]


def metropolis(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    ctx.move(ctx.piece("settler", seat), 1, ctx.own("board", seat), ctx.own("supply", seat))
    ctx.move(*metropolis_card(ctx, seat), f"city:{args['city']}")
    return game(ctx)


def _card_used(ctx: Context, seat: int) -> list[Violation]:
    """Each player has one Metropolis card (l. 38): once it is under a city, no second city grows. Refused as the
    table could not do it (a correction of the app, never an override)."""
    if ctx.options.get(V11_LOG) or ctx.count(ctx.own("supply", seat), ctx.piece(OWN_METROPOLIS, seat)):
        return []
    kind = ctx.piece(OWN_METROPOLIS, seat)
    under = [c.id for c in game(ctx).cities if ctx.count(f"city:{c.id}", kind)]
    player = ctx.players[seat].name
    if under:
        said = tr("{player} has one Metropolis card, and it is under {city} already").format(
            player=player, city=city_label(ctx, under[0])
        )
    else:
        said = tr("{player} has one Metropolis card, and it is not in their supply").format(player=player)
    return [Violation("Metropolis", said, "start", physical=True)]


def derive_metropolis(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The city that grows, when the actor has exactly one city that is not a metropolis yet (as ``arts`` and
    ``build`` find theirs): the table need not name it."""
    if "city" in args or ctx.actor is None:
        return {}
    plain = [c.id for c in cities_of(ctx, ctx.actor) if not is_metropolis(ctx, c.id)]
    return {"city": plain[0]} if len(plain) == 1 else {}


def check_metropolis(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    if args.get("city") is None:  # not worked out: the player has several cities that may grow, or none
        plain = [city_label(ctx, c.id) for c in cities_of(ctx, seat) if not is_metropolis(ctx, c.id)]
        if not plain:
            raise BadInput(
                tr("{player} has no city that could become a metropolis").format(player=ctx.players[seat].name)
            )
        raise BadInput(tr("which city grows? say which: {cities}").format(cities=phrase_list(plain, "or")))
    out = _own_city(ctx, seat, args["city"]) + _card_used(ctx, seat)
    if is_metropolis(ctx, args["city"]):
        out.append(rule("Metropolis", "the city is a metropolis already", "start"))
    if on_board(ctx, seat, "settler") < 1:
        out.append(rule("Metropolis", "a settler standing in the city is given up for it", "start"))
    return out


def metropolis_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    city = city_label(before, args["city"])
    return [
        # The battle text's printed 18 replaces a capital's 10 (l. 181): said as the battles use it.
        tr("{city} is a metropolis: 2 more outskirts squares, defence 18 in battle, 2 culture from the arts.").format(
            city=city
        )
    ]


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
        actor="player",
        check=check_found_city,
        help="Turn a settler into a city (2 cities, 3 after Irrigation; never on water or overlapping).",
        topic="start",
        text="{actor} founds {name}",
        outcome=found_city_outcome,
    ),
    ActionSpec(
        "metropolis",
        metropolis,
        fields=(
            PLAYER,
            # Worked out when the player has one city that is not a metropolis yet (``derive_metropolis``).
            Field("city", "ref", "the city that grows", required=False, catalogue="city", derived=True),
        ),
        phases=("start",),
        actor="player",
        check=check_metropolis,
        derive=derive_metropolis,
        help="Give up a settler in a city to make it a metropolis (+2 outskirts squares, defence 18, 2 culture).",
        topic="start",
        text="{actor} makes {city} a metropolis",
        outcome=metropolis_outcome,
    ),
    *governments.ACTIONS,
)

"""Start of turn: founding cities, metropolises, governments and Anarchy, policies (l. 24-55)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.kits import UNKNOWN
from engine.names import phrase_list
from engine.state import Context
from engine.views import slug
from rulesets.civilization.catalogues import book, city_catalogue, name_of
from rulesets.civilization.common import PLAYER, me, older
from rulesets.civilization.components import (
    POLICIES,
    cities_of,
    city_label,
    city_limit,
    game,
    is_metropolis,
    knows,
    on_board,
    owner,
    realm,
    wonders_of,
)
from rulesets.civilization.state import City, Realm, State

ANARCHY = "anarchy"
#: The government everyone starts in, which has no social policies (l. 251).
DESPOTISM = "despotism"
#: The kit fact marking a civilization or wonder whose card skips the round of Anarchy (l. 49).
SKIPS_ANARCHY = "skips_anarchy"


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
    ctx.move("metropolis", 1, "bank", f"city:{args['city']}")
    return game(ctx)


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
    out = _own_city(ctx, seat, args["city"])
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


def in_anarchy(ctx: Context, seat: int) -> bool:
    """Whether a player spends this round in Anarchy: no government bonus, no city actions (l. 49)."""
    return realm(ctx, seat).government == ANARCHY


def _skips(entry: Mapping[str, Any] | None) -> bool | None:
    """Whether a kit card skips Anarchy; None where the kit does not know (no entry, or "?")."""
    if entry is None:
        return None
    value = entry.get(SKIPS_ANARCHY, False)
    return None if value == UNKNOWN else bool(value)


def anarchy_skippers(ctx: Context) -> list[str]:
    """Names of the civilizations and wonders the kit marks as skipping Anarchy."""
    return [e["name"] for s in ("civilizations", "wonders") for e in ctx.kit.entries(s) if e.get(SKIPS_ANARCHY) is True]


def anarchy_skip(ctx: Context, seat: int) -> str | None:
    """What lets a player skip Anarchy (l. 49): the name of their civilization or working wonder that does;
    '' where the table's word is taken (the kit marks no such card, or does not know one of the player's);
    None where the player holds none."""
    if not anarchy_skippers(ctx):
        return ""
    civilization = ctx.kit.entry("civilizations", ctx.players[seat].faction)
    verdict = _skips(civilization)
    if verdict and civilization is not None:
        return str(civilization["name"])
    unsure = verdict is None
    obsolete = game(ctx).obsolete
    # An obsolete wonder has lost its text for good (l. 271).
    for wonder, _ in wonders_of(ctx, seat):
        if wonder.id in obsolete:
            continue
        verdict = _skips(ctx.kit.entry("wonders", wonder.id))
        if verdict:
            return wonder.name
        unsure = unsure or verdict is None
    return "" if unsure else None


def _check_skip(ctx: Context, seat: int) -> list[Violation]:
    if anarchy_skip(ctx, seat) is not None:
        return []
    who = ctx.players[seat].name
    obsolete = game(ctx).obsolete
    stale = [w.name for w, _ in wonders_of(ctx, seat) if w.id in obsolete and _skips(ctx.kit.entry("wonders", w.id))]
    if stale:
        message = tr("{wonder} is obsolete: it no longer spares {player} the Anarchy")
        return [rule("Anarchy", message.format(wonder=tr(stale[0]), player=who), "government")]
    cards = phrase_list([tr(name) for name in anarchy_skippers(ctx)], "or")
    why = tr("{player} has no national ability or working wonder that skips Anarchy ({cards} does)")
    return [rule("Anarchy", why.format(player=who, cards=cards), "government")]


def without_policies(ctx: Context, government: str) -> bool:
    """Whether a government has no social policies: Despotism (l. 251; an older log gave it one)."""
    return government == DESPOTISM and not older(ctx)


def _installed(ctx: Context, seat: int, mine: Realm, government: str) -> Realm:
    """A player's new government in place: a free policy to choose (l. 54), or in Despotism none, and the
    active policy card back in the player's hand of policies."""
    if without_policies(ctx, government):
        old = active_policy(ctx, seat)
        if old:
            ctx.move(ctx.piece(old, seat), 1, ctx.own("policy", seat), ctx.own("policies", seat))
        return mine.but(government=government, next_government="", free_policy=False)
    return mine.but(government=government, next_government="", free_policy=True)


def takeable(ctx: Context, seat: int) -> list[str]:
    """The governments a player may change to now: those their techs allow (Despotism needs none), other than
    the one they have; none in Anarchy, which lasts the round (l. 49)."""
    facts = book(ctx)
    current = realm(ctx, seat).government
    if current == ANARCHY:
        return []
    out = []
    for government in facts.catalogues["government"].ids():
        tech = facts.government_tech(government)
        if government not in (current, ANARCHY) and (not tech or knows(ctx, seat, tech)):
            out.append(government)
    return out


def government_offered(ctx: Context) -> bool:
    """Listed only when the player on turn (anyone, between turns) may take a government: a player who has
    researched none has no choice to make (the play-test listed all seven)."""
    seats = [ctx.position.turn] if ctx.position.turn is not None else range(len(ctx.players))
    return any(takeable(ctx, seat) for seat in seats)


def change_government(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    mine = realm(ctx, seat)
    if args.get("no_anarchy"):
        mine = _installed(ctx, seat, mine, args["government"])
    else:
        mine = mine.but(government=ANARCHY, next_government=args["government"])
    return game(ctx).with_realm(seat, mine)


def check_government(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    mine = realm(ctx, seat)
    wanted = args["government"]
    facts = book(ctx)
    label = name_of(facts.catalogues["government"], wanted)
    out = []
    if mine.government == ANARCHY:
        out.append(rule("Anarchy", "Anarchy lasts the whole round; the new government comes next round", "government"))
    elif mine.government == wanted:
        message = tr("{player} has {government} already").format(player=ctx.players[seat].name, government=label)
        out.append(rule("Government", message, "government"))
    tech = facts.government_tech(wanted)
    if tech and not knows(ctx, seat, tech):
        needed = name_of(facts.catalogues["tech"], tech)
        message = tr("{item} needs {tech}, which {player} has not researched").format(
            item=label, tech=needed, player=ctx.players[seat].name
        )
        out.append(rule("Government", message, "government"))
    if args.get("no_anarchy"):
        out += _check_skip(ctx, seat)
    return out


def government_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    seat = me(before)
    name = before.players[seat].name
    label = name_of(book(before).catalogues["government"], args["government"])
    if realm(after, seat).government == ANARCHY:
        said = tr(
            "{player} is in Anarchy this round: no government bonus and no city actions; "
            "{government} comes at the start of the next."
        )
        return [said.format(player=name, government=label)]
    why = anarchy_skip(before, seat)
    if without_policies(before, args["government"]):
        said = tr("{player} changes to {government} at once: it has no social policies.")
        return [said.format(player=name, government=label)]
    if why:
        said = tr("{player} changes to {government} at once ({why}) and chooses a policy for free.")
        return [said.format(player=name, government=label, why=tr(why))]
    return [
        tr("{player} changes to {government} at once and chooses a policy for free.").format(
            player=name, government=label
        )
    ]


def end_anarchy(ctx: Context, state: State) -> State:
    """Round start: Anarchy gives way to the chosen government, with one free policy (l. 49, l. 54); Despotism
    has none (l. 251)."""
    for seat, mine in enumerate(state.realms):
        if mine.government == ANARCHY and mine.next_government:
            state = state.with_realm(seat, _installed(ctx, seat, mine, mine.next_government))
    return state


def active_policy(ctx: Context, seat: int) -> str:
    """The id of a player's active policy ('' for none)."""
    for kind, _ in ctx.holding(ctx.own("policy", seat)):
        return kind.partition(":")[0]
    return ""


def choose_policy(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    old = active_policy(ctx, seat)
    if old:  # only one is ever active: the old card goes back (l. 55)
        ctx.move(ctx.piece(old, seat), 1, ctx.own("policy", seat), ctx.own("policies", seat))
    ctx.move(ctx.piece(args["policy"], seat), 1, ctx.own("policies", seat), ctx.own("policy", seat))
    return game(ctx).with_realm(seat, realm(ctx, seat).but(free_policy=False))


def check_policy(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    mine = realm(ctx, me(ctx))
    if mine.government == ANARCHY:
        return [rule("Policy", "the free policy comes when Anarchy ends, at the start of the next round", "government")]
    if without_policies(ctx, mine.government):
        return [rule("Policy", "Despotism has no social policies", "government")]
    if not mine.free_policy:
        return [rule("Policy", "a policy is chosen (free) right after a change of government", "government")]
    return []


#: The policy field's help: the rulebook's four cards (a kit with another count says its own).
POLICY_HELP = N_("one of your 4 policy cards") if len(POLICIES) == 4 else f"one of your {len(POLICIES)} policy cards"

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
    ActionSpec(
        "government",
        change_government,
        fields=(
            PLAYER,
            Field("government", "ref", "the new government", catalogue="government"),
            Field("no_anarchy", "bool", "a national ability or wonder skips Anarchy", default=False),
        ),
        phases=("start",),
        actor="player",
        check=check_government,
        offered=government_offered,
        help="Change government: Anarchy for this round, the new one from the next.",
        topic="government",
        text="{actor} changes government to {government}",
        outcome=government_outcome,
    ),
    ActionSpec(
        "policy",
        choose_policy,
        fields=(PLAYER, Field("policy", "ref", POLICY_HELP, catalogue="policy")),
        phases=("start",),
        actor="player",
        check=check_policy,
        help="Choose the one active social policy (free after a change of government).",
        topic="government",
        text="{actor} chooses the {policy} policy",
    ),
)

"""City management (l. 94-135): each city does exactly one thing — build, devote to the arts, or harvest.

Building uses the city's hammers; missing hammers cost 3 trade each and
leftovers are lost. What an item costs is read from the kit (a building's
printed cost, a unit's cost at the player's rank, a wonder's cost or its
lower cost with the tech printed on it, an army's or settler's price); the
table types a cost only for what the kit does not price. A figure's first
typed cost prices its later builds and is taught to the kit (``kitlearn``),
so it is asked once. A building or unit needs the
tech that unlocks it. A figure comes out of its owner's supply (6 armies, 2
settlers: when the supply is empty, none can be built); a wonder comes off
the market (each exists once). The arts give culture tokens and move the
marker; a harvest takes resource tokens from the bank. A player in Anarchy
has paralysed cities: none of them acts that round (l. 49). A player with
one city still to act need not name it (which city acts, and whether it may:
``acting_city``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule, unused
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.state import Context
from rulesets.civilization import counts

# The idle cities are read here by the offers (``offered``).
from rulesets.civilization.acting_city import CITY, acted, city_checks, derive_city
from rulesets.civilization.acting_city import idle as idle
from rulesets.civilization.catalogues import book, name_of
from rulesets.civilization.common import PLAYER, me
from rulesets.civilization.components import (
    city_label,
    game,
    is_metropolis,
    knows,
    owner,
    owner_acts,
    realm,
    wonders_of,
)

# The older logs' options and the unlocking tech are read here by the ruleset, finds and offers.
from rulesets.civilization.costs import ASKED_LOG as ASKED_LOG
from rulesets.civilization.costs import LOOSE_LOG as LOOSE_LOG
from rulesets.civilization.costs import cost_of, keep_price, printed_cost
from rulesets.civilization.costs import unlocking_tech as unlocking_tech
from rulesets.civilization.culture import TRACK_FIELDS, advance, advance_sentence, check_track, told_track
from rulesets.civilization.data import CULTURE
from rulesets.civilization.formulas import production
from rulesets.civilization.kit import FIGURE_COST
from rulesets.civilization.plausible import walls_standing
from rulesets.civilization.state import State


def derive_build(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The acting city as ``derive_city`` finds it, and its hammers as it counted them last (``counts``)."""
    found = derive_city(ctx, args)
    return {**found, **counts.derive(ctx, {**args, **found}, "hammers")}


def derive_arts(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The acting city, and its masks as its holder counted them last. A city its holder never counted (new, or
    captured: the count is kept per player) is asked, as its hammers are: a mask taken for none is lost silently."""
    found = derive_city(ctx, args)
    return {**found, **counts.derive(ctx, {**args, **found}, "masks")}


def build(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    # The hammers are kept with the city as it stands before the build: a building or wonder put in it changes a
    # square, so next round asks again (``counts``).
    key = counts.key_of("hammers", args)
    was = counts.shape(ctx, seat, key)
    ctx.game = counts.remember(game(ctx), seat, key, args["hammers"], was)
    paid = production(args["hammers"], cost_of(ctx, args), realm(ctx, seat).trade)
    # Forced past what the dial can buy, it pays all it shows, never keeps it for the hammers bought.
    state = acted(ctx, seat, args["city"], trade=paid["trade_left"] if paid["affordable"] else 0)
    item = args["item"]
    sort = book(ctx).item_sort(item)
    if sort == "figure":
        ctx.move(ctx.piece(item, seat), 1, ctx.own("supply", seat), ctx.own("board", seat))
        state = keep_price(ctx, state, item, args.get("cost"))
    elif sort == "unit":  # standing-forces cards are unlimited (l. 116), face down
        ctx.move(item, 1, "bank", ctx.own("forces", seat))
    elif sort == "wonder":
        kind = book(ctx).wonders[item].kind
        if ctx.ledger.count("market", kind):  # else refused, saying where it stands (``_wonder_built``)
            ctx.move(kind, 1, "market", f"city:{args['city']}")
    else:
        city = state.city(args["city"])
        state = state.with_city(replace(city, buildings=city.buildings + (item,)))
    return state


def check_build(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = city_checks(ctx, args)
    if "hammers" not in args:  # neither typed nor remembered: asked, once the city is right
        if out:
            return out
        counts.require(ctx, args, "hammers")
    seat, item = me(ctx), args["item"]
    label, sort = name_of(book(ctx).catalogues["item"], item), book(ctx).item_sort(item)
    printed = printed_cost(ctx, seat, item)
    typed = args.get("cost")
    if printed is None and typed is None:
        message = tr("the kit does not price {item}: give its cost in hammers").format(item=label)
        # Overriding cannot supply a price: the refusal says how to tell it, never to force (a log before version
        # 4 forced a build without one, which paid nothing).
        mend = tr("add cost=N, the hammers printed on its card (the app keeps it for later builds)")
        old = bool(ctx.options.get(ASKED_LOG))
        out.append(Violation("Cost", message, "city", physical=not old, mend="" if old else mend))
    elif printed is None and typed is not None and not FIGURE_COST[0] <= typed <= FIGURE_COST[1] and sort == "figure":
        # A figure the kit does not price is still paid in hammers (l. 109), and its cost is taught to the kit.
        said = tr("{item} cannot cost {typed}: a figure costs from {least} to {most} hammers")
        out.append(
            rule("Cost", said.format(item=label, typed=typed, least=FIGURE_COST[0], most=FIGURE_COST[1]), "city")
        )
    elif printed is not None and typed is not None and typed != printed:
        costs = ntr("{item} costs {n} hammer here, not {typed}", "{item} costs {n} hammers here, not {typed}", printed)
        out.append(rule("Cost", costs.format(item=label, n=printed, typed=typed), "city"))
    if sort == "wonder":
        out.extend(_wonder_built(ctx, item, label))
    out.extend(walls_standing(ctx, args, label))
    needed = unlocking_tech(ctx, item)
    if needed and not knows(ctx, seat, needed):
        tech = name_of(book(ctx).catalogues["tech"], needed)
        message = tr("{item} needs {tech}, which {player} has not researched").format(
            item=label, tech=tech, player=ctx.players[seat].name
        )
        out.append(rule("Unlocked", message, "city"))
    trade = realm(ctx, seat).trade
    paid = production(args["hammers"], cost_of(ctx, args), trade)
    if not paid["affordable"]:
        short = ntr(
            "{n} hammer short: {needed} trade needed, {trade} on the dial",
            "{n} hammers short: {needed} trade needed, {trade} on the dial",
            paid["short"],
        )
        out.append(rule("Production", short.format(n=paid["short"], needed=paid["trade_needed"], trade=trade), "city"))
    return out


def _wonder_built(ctx: Context, item: str, label: str) -> list[Violation]:
    """A wonder already standing in a city: where (play-test 9: "the wonder market has no The Pyramids")."""
    kind = book(ctx).wonders[item].kind
    if not kind or ctx.ledger.count("market", kind):
        return []
    for holder in ctx.ledger.holders("city:"):
        if ctx.ledger.count(holder, kind):
            city = holder.partition(":")[2]
            seat = owner(ctx, city)
            said = tr("{wonder}: already built in {city} ({player})")
            player = ctx.players[seat].name if seat is not None else "?"
            message = said.format(wonder=label, city=city_label(ctx, city), player=player)
            return [Violation("Wonders", message, "wonders", physical=True)]
    return []


def build_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    seat = me(before)
    cost = cost_of(before, args)
    paid = production(args["hammers"], cost, realm(before, seat).trade)
    item = name_of(book(before).catalogues["item"], args["item"])
    builds = ntr("{city} builds {item} for {n} hammer.", "{city} builds {item} for {n} hammers.", cost)
    out = [*counts.said(before, args), builds.format(city=city_label(before, args["city"]), item=item, n=cost)]
    if paid["short"]:
        old, new = realm(before, seat).trade, realm(after, seat).trade
        if paid["affordable"]:
            said = ntr(
                "{n} missing hammer costs {trade} trade (dial {old} to {new}).",
                "{n} missing hammers cost {trade} trade (dial {old} to {new}).",
                paid["short"],
            )
        else:
            said = ntr(
                "{n} missing hammer costs {trade} trade (dial {old} to {new}; only {old} on the dial, all paid).",
                "{n} missing hammers cost {trade} trade (dial {old} to {new}; only {old} on the dial, all paid).",
                paid["short"],
            )
        out.append(said.format(n=paid["short"], trade=paid["trade_needed"], old=old, new=new))
    elif args["hammers"] > cost:
        left = args["hammers"] - cost
        lost = ntr("{n} hammer left over is lost.", "{n} hammers left over are lost.", left)
        out.append(lost.format(n=left))
    return out


def arts(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    key = counts.key_of("masks", args)
    ctx.game = counts.remember(game(ctx), seat, key, args.get("masks", 0), counts.shape(ctx, seat, key))
    gain = (CULTURE["metropolis"] if is_metropolis(ctx, args["city"]) else CULTURE["base"]) + args.get("masks", 0)
    # The city makes culture tokens (l. 40) and the marker moves on by as many (l. 121).
    ctx.move("culture", gain, "bank", ctx.own("stock", seat))
    # The track's facts given at the first arts are kept before the marker moves along them.
    ctx.game = told_track(ctx, game(ctx), args)
    moved = advance(ctx, seat, gain)
    ctx.game = game(ctx).with_realm(seat, moved)
    return acted(ctx, seat, args["city"])


def check_arts(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    # The marker moves along the printed track: unknown, it is asked once rather than guessed.
    out = city_checks(ctx, args)
    if "masks" not in args and not out:  # never counted by its holder, or the city changed since: asked
        counts.require(ctx, args, "masks")
    return [*out, *check_track(ctx, args)]


def arts_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    return [*counts.said(before, args), *advance_sentence(before, after, me(before))]


def angkor(ctx: Context, seat: int) -> int:
    """Resources one harvest takes: 1, or what a working wonder of the player's gives (Angkor Wat: 2, l. 135)."""
    obsolete = game(ctx).obsolete
    return max([1, *(w.harvest for w, _ in wonders_of(ctx, seat) if w.id not in obsolete)])


def _pieces(ctx: Context, seat: int, args: Mapping[str, Any]) -> list[str]:
    """The resource tokens one harvest takes: as many as the player's wonder allows of the resource named, or one
    each of two named (Angkor Wat's two pieces may come from two squares, l. 135)."""
    n = angkor(ctx, seat)
    second = args.get("second")
    if second and n > 1:
        return [args["resource"], second] + [args["resource"]] * (n - 2)
    return [args["resource"]] * n


def harvest(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    for resource in _pieces(ctx, seat, args):
        ctx.move(resource, 1, "bank", ctx.own("stock", seat))
    return acted(ctx, seat, args["city"])


def check_harvest(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = city_checks(ctx, args)
    if args.get("second") and angkor(ctx, me(ctx)) < 2:
        said = tr("a city harvests one resource; only a working Angkor Wat takes a second")
        out.append(unused("Harvest", said, "city", "second"))
    return out


def harvest_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    seat = me(before)
    n = angkor(before, seat)
    resources = before.kit.catalogue("resources", "resource")
    taken = Counter(_pieces(before, seat, args))
    obsolete = game(before).obsolete
    why = [w.name for w, _ in wonders_of(before, seat) if w.harvest == n > 1 and w.id not in obsolete]
    city = city_label(before, args["city"])
    if len(taken) > 1:  # Angkor Wat's two pieces from two squares
        (first, _), (second, _) = taken.most_common(2)
        said = tr("{city} harvests one {resource} and one {other} ({wonder}).")
        names = name_of(resources, first).lower(), name_of(resources, second).lower()
        return [said.format(city=city, resource=names[0], other=names[1], wonder=tr(why[0]) if why else "")]
    resource = name_of(resources, args["resource"]).lower()
    if why:
        said = tr("{city} harvests {n} {resource} ({wonder}).")
        return [said.format(city=city, n=n, resource=resource, wonder=tr(why[0]))]
    return [tr("{city} harvests {n} {resource}.").format(city=city, n=n, resource=resource)]


ACTIONS = (
    ActionSpec(
        "build",
        build,
        fields=(
            PLAYER,
            CITY,
            Field("item", "ref", "what is built: a figure, unit card, building or wonder", catalogue="item"),
            Field("cost", "int", "cost in hammers (only where the kit does not price it)", False, min=0, max=60),
            Field(
                "hammers",
                "int",
                "hammers from the city's unblocked outskirts (default: as the city counted last time)",
                required=False,
                min=0,
                max=60,
                derived=True,
            ),
            counts.RECALLED,
        ),
        phases=("city",),
        actor="player",
        check=check_build,
        help="The city builds one thing at its printed cost; missing hammers cost 3 trade each, leftovers are lost.",
        topic="city",
        text="{actor} builds {item} in {city}",
        outcome=build_outcome,
        derive=derive_build,
        actor_of=owner_acts,
    ),
    ActionSpec(
        "arts",
        arts,
        fields=(
            PLAYER,
            CITY,
            Field(
                "masks",
                "int",
                "masks in unblocked outskirts and buildings (default: as the city counted last time; else asked)",
                required=False,
                min=0,
                max=20,
                derived=True,
            ),
            *TRACK_FIELDS,
            counts.RECALLED,
        ),
        phases=("city",),
        actor="player",
        check=check_arts,
        help="The city devotes itself to the arts: 1 culture (2 for a metropolis) plus one per mask.",
        topic="culture",
        text="{actor} devotes {city} to the arts",
        outcome=arts_outcome,
        derive=derive_arts,
        actor_of=owner_acts,
    ),
    ActionSpec(
        "harvest",
        harvest,
        fields=(
            PLAYER,
            CITY,
            Field("resource", "ref", "resource taken", catalogue="resource"),
            Field(
                "second", "ref", "Angkor Wat's second piece, from another square", required=False, catalogue="resource"
            ),
        ),
        phases=("city",),
        actor="player",
        check=check_harvest,
        help="The city harvests one resource from its outskirts (two with Angkor Wat).",
        topic="city",
        text="{actor} harvests {resource} in {city}",
        outcome=harvest_outcome,
        derive=derive_city,
        actor_of=owner_acts,
    ),
)

"""Phases 3 and 4: the cavalry tribes, then the infantry tribes, in turn order.

A wandering tribe moves (first arrow free; a land arrow costs 1 grain or 3
gold, a sea arrow 1 gold) and may then plunder a neighbouring city that
still has its tile, with at least as many figures on its field as the city
has towers. With tiles of 3 colours it may found an empire by conquering a
city; from then on it only conquers cities one arrow from its own, moving a
figure and a wagon in. A tribe plunders or conquers, never both, in a turn.
A tribe that does nothing takes 2 gold or a resource.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.counts import add, get
from engine.fields import Field
from engine.state import Context
from engine.views import slug
from rulesets.struggle_for_rome.common import PLAYER, game, seat_of, tribe_kind
from rulesets.struggle_for_rome.data import PROVINCES, RESOURCES, RULES
from rulesets.struggle_for_rome.formulas import move_cost, plunder_allowed
from rulesets.struggle_for_rome.state import City, Player, State

REWARDS = ("gold", "pasture", "action-card", "red")
TOPIC = "tribes"


def _done(player: Player, kind: str, what: str) -> Player:
    return replace(player, did=player.did + (f"{kind}:{what}",))


def _did(player: Player, kind: str) -> set[str]:
    return {d.split(":")[1] for d in player.did if d.startswith(kind + ":")}


def move(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, player = seat_of(ctx, args)
    kind = tribe_kind(ctx)
    if args.get("chieftain"):
        player = replace(player, cards=add(player.cards, "chieftain", -1), played=player.played + (ctx.phase,))
    else:
        cost = move_cost(args["land"], args["sea"], get(player.resources, "grain"), player.gold)["pay"]
        player = replace(
            player, resources=add(player.resources, "grain", -cost["grain"]), gold=player.gold - cost["gold"]
        )
    return game(ctx).with_player(seat, _done(player, kind, "moved"))


def check_move(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, player = seat_of(ctx, args)
    kind = tribe_kind(ctx)
    tribe = player.tribe(kind)
    out = []
    if tribe.empire:
        out.append(rule("Empire", f"the {kind} tribe has an empire and no longer wanders", TOPIC))
    if _did(player, kind) & {"plundered", "conquered", "moved"}:
        out.append(rule("Tribe turn", "move first, then plunder or conquer, once a turn", TOPIC))
    if args.get("chieftain"):
        if get(player.cards, "chieftain") < 1:
            out.append(rule("Great Chieftain", f"{args['player']} holds no Great Chieftain", "cards"))
        return out
    cost = move_cost(args["land"], args["sea"], get(player.resources, "grain"), player.gold)
    if not cost["affordable"]:
        out.append(rule("Move cost", f"needs {cost['pay']['grain']} grain and {cost['pay']['gold']} gold", TOPIC))
    return out


def _city(ctx: Context, args: Mapping[str, Any]) -> City | None:
    return game(ctx).city(slug(args["city"]))


def _register(ctx: Context, state: State, args: Mapping[str, Any]) -> tuple[State, City]:
    """The city named in an action, added to play the first time it is used."""
    city = state.city(slug(args["city"]))
    if city is None:
        city = City(slug(args["city"]), args["city"], args["towers"], args["province"], bool(args.get("eagle")),
                    bool(args.get("neutral")))  # fmt: skip
        state = state.with_city(city)
    return state, city


def _city_checks(ctx: Context, args: Mapping[str, Any]) -> tuple[City | None, list[Violation]]:
    city = _city(ctx, args)
    if city is None and (not args.get("towers") or not args.get("province")):
        return None, [rule("City", f"{args['city']} is new to the app: give towers= and province=", "map")]
    if city is not None and city.neutral:
        return city, [rule("Neutral city", f"{city.name} is out of play with three players", "setup")]
    return city, []


def _strength(
    player: Player, kind: str, towers: int, traitor: bool, what: str
) -> tuple[dict[str, Any], list[Violation]]:
    figures = player.tribe(kind).figures
    result = plunder_allowed(towers, figures, traitor)
    out = []
    if not result["allowed"]:
        more = " (the Traitor covers 2 more for 1 gold)" if not traitor else ""
        out.append(rule("Towers", f"{figures} figure(s) against {towers} towers: too few to {what}{more}", TOPIC))
    if traitor and get(player.cards, "traitor") < 1:
        out.append(rule("Traitor", "no Traitor card in hand", "cards"))
    if result["gold_cost"] > player.gold:
        out.append(rule("Traitor", "the Traitor costs 1 gold", "cards"))
    return result, out


def _pay_traitor(player: Player, result: dict[str, Any], traitor: bool, phase: str) -> Player:
    if traitor and result["gold_cost"]:
        return replace(player, gold=player.gold - result["gold_cost"], cards=add(player.cards, "traitor", -1),
                       played=player.played + (phase,))  # fmt: skip
    return player


def _attack(ctx: Context, args: Mapping[str, Any]) -> tuple[int, Player, str, State, City]:
    """What plunder and conquest share: the city (registered if new) and the Traitor's price paid."""
    seat, player = seat_of(ctx, args)
    kind = tribe_kind(ctx)
    state, city = _register(ctx, game(ctx), args)
    result = plunder_allowed(city.towers, player.tribe(kind).figures, bool(args.get("traitor")))
    return seat, _pay_traitor(player, result, bool(args.get("traitor")), ctx.phase), kind, state, city


def plunder(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, player, kind, state, city = _attack(ctx, args)
    tribe = player.tribe(kind)
    tribe = replace(tribe, tiles=add(tribe.tiles, city.province, 1))
    gold = tribe.wagons
    reward = args["reward"]
    if reward == "red":
        tribe = replace(tribe, figures=max(tribe.figures - 1, 0))
    elif reward == "gold":
        gold += 2
    elif reward == "pasture":
        player = replace(player, resources=add(player.resources, args.get("card") or "horse", 1))
    else:
        player = replace(player, cards=add(player.cards, args.get("card") or "culture", 1))
    player = _done(replace(player.with_tribe(kind, tribe), gold=player.gold + gold), kind, "plundered")
    return state.with_player(seat, player).with_city(replace(city, tile=False))


def check_plunder(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, player = seat_of(ctx, args)
    kind = tribe_kind(ctx)
    city, out = _city_checks(ctx, args)
    if out:
        return out
    towers = city.towers if city else args["towers"]
    province = city.province if city else args["province"]
    tribe = player.tribe(kind)
    if tribe.empire:
        out.append(rule("Empire", f"the {kind} tribe has an empire: it conquers, it no longer plunders", TOPIC))
    if city is not None and (not city.tile or city.owner is not None):
        out.append(rule("Plunder", f"{city.name} has no plunder tile left", TOPIC))
    if _did(player, kind) & {"plundered", "conquered", "idle"}:
        out.append(rule("Tribe turn", "a tribe plunders or conquers once a turn, never both", TOPIC))
    if get(tribe.tiles, province) >= RULES["max_same_colour"]:
        out.append(rule("Tiles", f"a tribe holds at most {RULES['max_same_colour']} tiles of one colour", TOPIC))
    out.extend(_strength(player, kind, towers, bool(args.get("traitor")), "plunder")[1])
    return out


def conquer(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, player, kind, state, city = _attack(ctx, args)
    tribe = player.tribe(kind)
    # The first city takes the tribe's board figure; later ones a figure from the field.
    figures = tribe.figures - (1 if tribe.empire else 0)
    tribe = replace(tribe, figures=figures, wagons=tribe.wagons - 1, cities=tribe.cities + (city.id,))
    player = _done(player.with_tribe(kind, tribe), kind, "conquered")
    return state.with_player(seat, player).with_city(replace(city, owner=seat, tile=False))


def check_conquer(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, player = seat_of(ctx, args)
    kind = tribe_kind(ctx)
    city, out = _city_checks(ctx, args)
    if out:
        return out
    towers = city.towers if city else args["towers"]
    tribe = player.tribe(kind)
    if city is not None and city.owner is not None:
        out.append(rule("Conquest", f"{city.name} belongs to a player already", TOPIC))
    if _did(player, kind) & {"plundered", "conquered", "idle"}:
        out.append(rule("Tribe turn", "a tribe plunders or conquers once a turn, never both", TOPIC))
    if not tribe.empire and len(tribe.tiles) < RULES["colours_for_empire"]:
        out.append(rule("Empire", f"founding an empire needs tiles of {RULES['colours_for_empire']} colours", TOPIC))
    if tribe.empire and args.get("arrows", 1) > 1:
        out.append(rule("Conquest reach", "only a city one arrow from one of the tribe's cities", TOPIC))
    if tribe.wagons < 1:
        out.append(rule("Wagon", "every conquered city takes a wagon from the tribe field", TOPIC))
    out.extend(_strength(player, kind, towers, bool(args.get("traitor")), "conquer")[1])
    return out


def idle(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, player = seat_of(ctx, args)
    kind = tribe_kind(ctx)
    if args["take"] == "gold":
        player = replace(player, gold=player.gold + RULES["idle_gold"])
    else:
        player = replace(player, resources=add(player.resources, args.get("card") or "grain", 1))
    return game(ctx).with_player(seat, _done(player, kind, "idle"))


def check_idle(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, player = seat_of(ctx, args)
    kind = tribe_kind(ctx)
    if _did(player, kind) or ctx.phase in player.played:
        return [rule("Idle tribe", "only a tribe that did nothing this turn takes 2 gold or a resource", TOPIC)]
    return []


_CITY = (
    Field("city", "str", "the Roman city"),
    Field("towers", "int", "its towers (the first time the city comes up)", required=False, min=1, max=5),
    Field("province", "choice", "its province (the colour of its tile)", required=False, choices=PROVINCES),
    Field("eagle", "bool", "it shows a legion eagle", required=False),
    Field("neutral", "bool", "marked III and out of a three-player game", required=False),
    Field("traitor", "bool", "play the Traitor (1 gold: up to 2 towers more)", required=False),
)

ACTIONS = (
    ActionSpec(
        "move",
        move,
        fields=(
            PLAYER,
            Field("land", "int", "land arrows crossed", default=0, min=0, max=20),
            Field("sea", "int", "sea arrows crossed", default=0, min=0, max=20),
            Field("chieftain", "bool", "the Great Chieftain: move for free", required=False),
        ),
        phases=("cavalry", "infantry"),
        who="any",
        check=check_move,
        help="Move the phase's tribe to a free crossing: first arrow free, then grain or gold.",
        topic=TOPIC,
    ),
    ActionSpec(
        "plunder",
        plunder,
        fields=(
            PLAYER,
            *_CITY,
            Field("reward", "choice", "the tile's picture", choices=REWARDS),
            Field("card", "str", "the pasture or action card drawn", required=False),
        ),
        phases=("cavalry", "infantry"),
        who="any",
        check=check_plunder,
        help="Plunder a neighbouring city: its tile's reward plus 1 gold per wagon (red: lose a figure).",
        topic=TOPIC,
    ),
    ActionSpec(
        "conquer",
        conquer,
        fields=(
            PLAYER,
            *_CITY,
            Field("arrows", "int", "arrows from the tribe's nearest city", default=1, min=1, max=9),
        ),
        phases=("cavalry", "infantry"),
        who="any",
        check=check_conquer,
        help="Conquer a city (the first founds an empire): a figure and a wagon move in; 1 point.",
        topic=TOPIC,
    ),
    ActionSpec(
        "idle",
        idle,
        fields=(
            PLAYER,
            Field("take", "choice", "2 gold or 1 resource", choices=("gold", "resource")),
            Field("card", "choice", "the resource", required=False, choices=RESOURCES),
        ),
        phases=("cavalry", "infantry"),
        who="any",
        check=check_idle,
        help="A tribe that does nothing this turn takes 2 gold or a resource.",
        topic=TOPIC,
    ),
)

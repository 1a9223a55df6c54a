"""The board as the table tells it: provinces and sea zones the app does not know, and borders.

``map.toml`` holds the part of the board the rules name. Creating a
province or a sea zone is its own action (``add-province``, ``add-sea``);
from then on the catalogues offer it and every field can name it.
``connect`` records a border: two provinces, a coast, or two sea zones.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import Impossible
from engine.fields import Field
from engine.outcomes import count
from engine.state import Context
from engine.views import slug
from rulesets.mare_nostrum.board import board
from rulesets.mare_nostrum.catalogues import places
from rulesets.mare_nostrum.common import game
from rulesets.mare_nostrum.state import Province, Sea, State


def _new_id(state: State, name: str) -> str:
    """The id of a place the table adds.

    Raises:
        Impossible: The name gives no id, or names a place already on the
            map: two places answering to one name cannot be told apart, so
            no override may add it.
    """
    pid = slug(name)
    if not pid:
        raise Impossible(Violation("Map", f"{name!r} has no letters to name a place by", "map", True))
    known = places(state)
    clash = known.get(pid) or known.get(name)
    if clash is not None:
        raise Impossible(Violation("Map", f"{clash.label} is on the map already", "map", True))
    return pid


def add_province(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    pid = _new_id(state, args["name"])
    seas = tuple(args.get("seas") or ())
    province = Province(
        id=pid,
        name=args["name"],
        sites=args.get("sites", 0),
        goods=tuple(args.get("goods") or ()),
        coastal=bool(seas),
    )
    state = replace(state, provinces=state.provinces + (province,))
    state = replace(state, land=state.land | {frozenset((pid, other)) for other in args.get("neighbours") or ()})
    for sid in seas:
        sea = state.sea(sid)
        state = state.with_sea(replace(sea, coasts=sea.coasts + (pid,)))
    return state


def add_sea(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    sid = _new_id(state, args["name"])
    coasts = tuple(args.get("coasts") or ())
    state = replace(state, seas=state.seas + (Sea(sid, args["name"], coasts),))
    for pid in coasts:
        state = state.with_province(replace(state.province(pid), coastal=True))
    links = {frozenset((sid, other)) for other in args.get("neighbours") or ()}
    return replace(state, sea_links=state.sea_links | links)


def connect(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    a, b = args["a"], args["b"]
    if state.is_sea(a) and state.is_sea(b):
        return replace(state, sea_links=state.sea_links | {frozenset((a, b))})
    if state.is_sea(a) or state.is_sea(b):
        sid, pid = (a, b) if state.is_sea(a) else (b, a)
        sea = state.sea(sid)
        if pid not in sea.coasts:
            state = state.with_sea(replace(sea, coasts=sea.coasts + (pid,)))
        return state.with_province(replace(state.province(pid), coastal=True))
    return replace(state, land=state.land | {frozenset((a, b))})


def check_connect(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if args["a"] == args["b"]:
        return [rule("Map", "connect two different places", "map")]
    return []


def printed(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    province = state.province(args["province"])
    if "goods" in args:
        province = replace(province, goods=tuple(args["goods"]))
    if "sites" in args:
        province = replace(province, sites=args["sites"])
    return state.with_province(province)


def check_printed(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    b = board(ctx)
    pid = args["province"]
    name = b.state.province(pid).name
    out = []
    goods = list(args.get("goods") or ())
    for good in sorted(set(b.caravans(pid))):
        standing = b.caravans(pid).count(good)
        if "goods" in args and goods.count(good) < standing:
            verb = "stands" if standing == 1 else "stand"
            out.append(
                rule(
                    "Caravan",
                    f"{count(standing, 'caravan')} {verb} on {good} symbols in {name}",
                    "map",
                )
            )
    if "sites" in args and args["sites"] < b.count(pid, "city"):
        out.append(rule("City sites", f"{b.count(pid, 'city')} cities stand in {name}", "map"))
    if "goods" not in args and "sites" not in args:
        out.append(rule("Map", "say what is printed: goods= and/or sites=", "map"))
    return out


def printed_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    province = game(after).province(args["province"])
    goods = ", ".join(province.goods) or "none"
    return [f"{province.name} shows goods symbols {goods} and {count(province.sites, 'city site')}."]


def _names(ctx: Context, ids: Any) -> str:
    state = game(ctx)
    return ", ".join(places(state).resolve(i).label for i in ids or ())


def add_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    out = [f"{args['name']} is on the map now."]
    for field, what in (("neighbours", "It borders"), ("seas", "Its coast is on"), ("coasts", "Its coasts are")):
        if args.get(field):
            out.append(f"{what} {_names(after, args[field])}.")
    return out


ACTIONS = (
    ActionSpec(
        "add-province",
        add_province,
        fields=(
            Field("name", "str", "province name as printed"),
            Field("goods", "refs", "goods symbols printed there", required=False, catalogue="good"),
            Field("sites", "int", "city sites", required=False, min=0, max=3),
            Field("neighbours", "refs", "bordering provinces", required=False, catalogue="province"),
            Field("seas", "refs", "bordering sea zones", required=False, catalogue="sea"),
        ),
        who="table",
        help="Add a province of the board the app does not know yet.",
        topic="map",
        text="{actor} adds the province {name}",
        outcome=add_outcome,
    ),
    ActionSpec(
        "add-sea",
        add_sea,
        fields=(
            Field("name", "str", "sea zone name"),
            Field("coasts", "refs", "provinces on its coasts", required=False, catalogue="province"),
            Field("neighbours", "refs", "bordering sea zones", required=False, catalogue="sea"),
        ),
        who="table",
        help="Add a sea zone of the board the app does not know yet.",
        topic="map",
        text="{actor} adds the sea zone {name}",
        outcome=add_outcome,
    ),
    ActionSpec(
        "printed",
        printed,
        fields=(
            Field("province", "ref", "a province of the board", catalogue="province"),
            Field("goods", "refs", "every goods symbol printed there", required=False, catalogue="good"),
            Field("sites", "int", "city sites printed there", required=False, min=0, max=3),
        ),
        who="table",
        check=check_printed,
        help="Tell the app the goods symbols and city sites printed in a province it knows.",
        topic="map",
        text="{actor} records what is printed in {province}",
        outcome=printed_outcome,
    ),
    ActionSpec(
        "connect",
        connect,
        fields=(
            Field("a", "ref", "province or sea zone", catalogue="place"),
            Field("b", "ref", "province or sea zone", catalogue="place"),
        ),
        who="table",
        check=check_connect,
        help="Tell the app two places border each other (as printed on the board).",
        topic="map",
        text="{actor} records a border between {a} and {b}",
    ),
)

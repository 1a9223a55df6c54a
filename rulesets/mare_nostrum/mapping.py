"""The board as the table tells it: what the kit does not know yet, told once.

The kit (``kit.toml``, or the table's completed copy) holds the printed board
as far as it is known. Creating a province or a sea zone the kit lacks is its
own action (``add-province``, ``add-sea``); from then on the catalogues offer
it and every field can name it. ``connect`` records a border (two provinces,
a coast, or two sea zones) and ``printed`` the goods symbols and city sites
of a province. All of it is kept in the session and ``tabula kit export
--from SAVE`` writes it into the kit for the next game (``Ruleset.learned``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import Impossible
from engine.fields import Field
from engine.i18n import N_, ntr, quoted, tr
from engine.state import Context
from engine.views import slug
from rulesets.mare_nostrum.atlas import Learned
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.catalogues import places
from rulesets.mare_nostrum.common import game
from rulesets.mare_nostrum.setup import place_forced
from rulesets.mare_nostrum.state import State, learn
from rulesets.mare_nostrum.words import card_name


def _new_id(state: State, name: str) -> str:
    """The id of a place the table adds.

    Raises:
        Impossible: The name gives no id, or names a place already on the
            map: two places answering to one name cannot be told apart, so
            no override may add it.
    """
    pid = slug(name)
    if not pid:
        said = tr("{name} has no letters to name a place by").format(name=quoted(name))
        raise Impossible(Violation("Map", said, "map", True))
    known = places(state)
    clash = known.get(pid) or known.get(name)
    if clash is not None:
        raise Impossible(Violation("Map", tr("{place} is on the map already").format(place=clash.label), "map", True))
    return pid


def _bordering(learned: Learned, place: str, others: Iterable[str]) -> Learned:
    borders = learned.borders | {frozenset((place, other)) for other in others if other != place}
    return replace(learned, borders=borders)


def _printed(learned: Learned, pid: str, goods: tuple[str, ...] | None, sites: int | None) -> Learned:
    """With a province's printed goods and/or sites told (what is not told stays as told before)."""
    old = next(((g, s) for p, g, s in reversed(learned.printed) if p == pid), (None, None))
    entry = (pid, goods if goods is not None else old[0], sites if sites is not None else old[1])
    return replace(learned, printed=(*(p for p in learned.printed if p[0] != pid), entry))


def add_province(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    pid = _new_id(state, args["name"])
    learned = replace(state.learned, provinces=(*state.learned.provinces, (pid, args["name"])))
    learned = _bordering(learned, pid, [*(args.get("neighbours") or ()), *(args.get("seas") or ())])
    goods = tuple(args["goods"]) if args.get("goods") else None
    if goods is not None or args.get("sites") is not None:
        learned = _printed(learned, pid, goods, args.get("sites"))
    return learn(state, learned)


def add_sea(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    sid = _new_id(state, args["name"])
    learned = replace(state.learned, seas=(*state.learned.seas, (sid, args["name"])))
    return learn(state, _bordering(learned, sid, [*(args.get("coasts") or ()), *(args.get("neighbours") or ())]))


def _full(ctx: Context, section: str, added: int) -> list[Violation]:
    # The kit may say how many the board has: one more means a typo, or a kit to correct.
    expected = ctx.kit.counts.get(section)
    if expected is None or len(ctx.kit.entries(section)) + added < expected:
        return []
    if section == "provinces":
        said = ntr(
            "the kit says the board has {n} province, and all are known",
            "the kit says the board has {n} provinces, and all are known",
            expected,
        )
    else:
        said = ntr(
            "the kit says the board has {n} sea zone, and all are known",
            "the kit says the board has {n} sea zones, and all are known",
            expected,
        )
    return [rule("Map", said.format(n=expected), "kit")]


def check_add_province(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    return _full(ctx, "provinces", len(game(ctx).learned.provinces))


def check_add_sea(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    return _full(ctx, "seas", len(game(ctx).learned.seas))


def connect(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    return learn(state, _bordering(state.learned, args["a"], [args["b"]]))


def check_connect(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    a, b = args["a"], args["b"]
    if a == b:
        # No board shows a place bordering itself: nothing to override (the play-test was offered --force).
        return [Violation("Map", "connect two different places", "map", physical=True, mend=tr("name another place"))]
    atlas = game(ctx).atlas
    if atlas.border(a, b) is False:
        said = tr("the kit lists every border of {place}, and {other} is not one")
        return [rule("Map", said.format(place=atlas.name(a), other=atlas.name(b)), "kit")]
    return []


def printed(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    goods = tuple(args["goods"]) if "goods" in args else None
    state = learn(state, _printed(state.learned, args["province"], goods, args.get("sites")))
    if goods is not None:  # the preset start's caravans waiting there may have no choice left
        place_forced(ctx, Board(state, ctx.ledger), args["province"])
    return state


def check_printed(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    b = board(ctx)
    pid = args["province"]
    name = b.state.province(pid).name
    out = []
    goods = list(args.get("goods") or ())
    for good in sorted(set(b.caravans(pid))):
        standing = b.caravans(pid).count(good)
        if "goods" in args and goods.count(good) < standing:
            said = ntr(
                "{n} caravan stands on {good} symbols in {province}",
                "{n} caravans stand on {good} symbols in {province}",
                standing,
            )
            out.append(rule("Caravan", said.format(n=standing, good=card_name(good), province=name), "map"))
    # The preset start's caravans still waiting for their good stand on symbols too: one each at least.
    caravans = len(b.caravans(pid)) + b.unnamed_caravans(pid)
    if "goods" in args and not out and len(goods) < caravans:
        said = ntr("{n} caravan stands in {province}", "{n} caravans stand in {province}", caravans)
        out.append(rule("Caravan", said.format(n=caravans, province=name), "map"))
    cities = b.count(pid, "city")
    if "sites" in args and args["sites"] < cities:
        said = ntr("{n} city stands in {province}", "{n} cities stand in {province}", cities)
        out.append(rule("City sites", said.format(n=cities, province=name), "map"))
    if "goods" not in args and "sites" not in args:
        out.append(rule("Map", "say what is printed: the goods symbols, the city sites, or both", "map"))
    return out


def printed_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    province = game(after).province(args["province"])
    # What is known is shown, what is not said apart (play-test 7: "Rome shows goods symbols wine, grain and
    # unknown city sites." read as a list of three).
    name = province.name
    goods = None
    if province.goods is not None:
        shown = ", ".join(card_name(g) for g in province.goods) or tr("none")
        goods = tr("goods symbols {goods}").format(goods=shown)
    sites = None
    if province.sites is not None:
        sites = ntr("{n} city site", "{n} city sites", province.sites).format(n=province.sites)
    if goods is not None and sites is not None:
        said = tr("{province} shows {goods} and {sites}.").format(province=name, goods=goods, sites=sites)
    elif goods is not None:
        said = tr("{province} shows {goods}; its city sites are not known yet.").format(province=name, goods=goods)
    elif sites is not None:
        said = tr("{province} shows {sites}; its goods symbols are not known yet.").format(province=name, sites=sites)
    else:
        said = tr("Nothing printed in {province} is known yet.").format(province=name)
    out = [said]
    # The caravans those symbols leave no choice for step onto them: said as such (play-test 5: "1 caravan goes
    # from North of Rome to the metals symbol in North of Rome").
    placed = Counter(board(after).caravans(province.id)) - Counter(board(before).caravans(province.id))
    for good, n in sorted(placed.items()):
        said = ntr(
            "{n} caravan in {province} stands on its {good} symbol now.",
            "{n} caravans in {province} stand on its {good} symbols now.",
            n,
        )
        out.append(said.format(n=n, province=province.name, good=card_name(good)))
    return out


def _names(ctx: Context, ids: Any) -> str:
    state = game(ctx)
    return ", ".join(places(state).resolve(i).label for i in ids or ())


def add_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    out = [tr("{name} is on the map now.").format(name=args["name"])]
    told = (
        ("neighbours", N_("It borders {places}.")),
        ("seas", N_("Its coast is on {places}.")),
        ("coasts", N_("Its coasts are {places}.")),
    )
    for field, said in told:
        if args.get(field):
            out.append(tr(said).format(places=_names(after, args[field])))
    return out


ACTIONS = (
    ActionSpec(
        "add-province",
        add_province,
        fields=(
            Field("name", "str", "province name as printed"),
            Field("goods", "refs", "every goods symbol printed there", required=False, catalogue="good"),
            Field("sites", "int", "city sites", required=False, min=0, max=3),
            Field("neighbours", "refs", "bordering provinces", required=False, catalogue="province"),
            Field("seas", "refs", "bordering sea zones", required=False, catalogue="sea"),
        ),
        who="table",
        check=check_add_province,
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
        check=check_add_sea,
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
        tells_moves=True,  # its outcome says where the caravans it places stand
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

"""The table's own catalogue entries, and the start tech.

The rulebook names only some techs, wonders, buildings and great persons.
One the table has that the app lacks is added with its own action, once,
with the facts printed on it (a tech's level); from then on every field
offers it and the rules read those facts. A tech or wonder added takes a
blank card of the ledger (a tech: one for each player's deck). A tech the
rulebook names without a level gets its level the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.names import Catalogue
from engine.state import Context
from engine.views import slug
from rulesets.civilization import catalogues as cat
from rulesets.civilization.common import PLAYER, due, me
from rulesets.civilization.components import game, realm
from rulesets.civilization.data import START_TECHS, UNIT_TYPES
from rulesets.civilization.state import Added, State

NAME = Field("name", "str", "its name as printed")


def _catalogue(ctx: Context, which: str) -> Catalogue:
    added = game(ctx).added
    if which == "tech":
        return cat.tech_catalogue(added)
    if which == "person":
        return cat.person_catalogue(added)
    # Buildings and wonders are built by one field: their names must differ from every item's.
    return cat.item_catalogue(added)


def _new_id(ctx: Context, which: str, name: str) -> str:
    """An id no entry answers to (ids, names and aliases are matched alike)."""
    catalogues = [_catalogue(ctx, which)]
    if which == "tech":  # a tech may also become a government
        catalogues.append(cat.government_catalogue(game(ctx).added))
    candidate, n = slug(name) or which, 1
    while any(candidate in c for c in catalogues):
        n += 1
        candidate = f"{slug(name) or which}-{n}"
    return candidate


def _slots(state: State, pool: tuple[str, ...]) -> list[str]:
    used = {a.slot for a in state.added}
    return [s for s in pool if s not in used]


def add_tech(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    facts = {
        "level": args["level"],
        "movement": args.get("movement", 0),
        "upgrade": args.get("upgrade", ""),
        "obsoletes": bool(args.get("obsoletes")),
    }
    known = cat.tech_catalogue(state.added).get(args["name"])
    if known is not None:
        if cat.techs(state.added)[known.id].level is not None:
            raise ValueError("a tech's level is given once")  # the check refuses it first
        entry = Added("tech", known.id, known.label, government=bool(args.get("government")), **facts)
        return replace(state, added=state.added + (entry,))
    free = _slots(state, cat.TECH_SLOTS)
    if not free:
        raise ValueError("no blank tech card left")  # the check refuses it first
    entry = Added(
        "tech",
        _new_id(ctx, "tech", args["name"]),
        args["name"],
        free[0],
        government=bool(args.get("government")),
        **facts,
    )
    for seat in range(len(ctx.players)):
        ctx.move(free[0], 1, "box", ctx.own("techs", seat))
    return replace(state, added=state.added + (entry,))


def check_add_tech(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    known = cat.tech_catalogue(state.added).get(args["name"])
    if known is not None:
        level = cat.techs(state.added)[known.id].level
        if level is not None:
            return [rule("Catalogue", f"{known.label} is listed already (level {level})", "catalogues")]
        return []
    if not _slots(state, cat.TECH_SLOTS):
        return [rule("Catalogue", f"all {len(cat.TECH_SLOTS)} blank tech cards are in use", "catalogues")]
    return []


def _add_named(which: str, pool: tuple[str, ...] = ()) -> Any:
    def apply(ctx: Context, args: Mapping[str, Any]) -> State:
        state = game(ctx)
        if args["name"] in _catalogue(ctx, which):
            raise ValueError("a name is added once")  # the check refuses it first
        slot = ""
        if pool:
            free = _slots(state, pool)
            if not free:
                raise ValueError("no blank card left")
            slot = free[0]
            ctx.move(slot, 1, "box", "market")  # a new wonder is on the market until built
        entry = Added(which, _new_id(ctx, which, args["name"]), args["name"], slot)
        return replace(state, added=state.added + (entry,))

    return apply


def _check_named(which: str, pool: tuple[str, ...] = ()) -> Any:
    def check(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
        found = _catalogue(ctx, which).get(args["name"])
        if found is not None:
            return [rule("Catalogue", f"{found.label} is listed already", "catalogues")]
        if pool and not _slots(game(ctx), pool):
            return [rule("Catalogue", f"all {len(pool)} blank {which} cards are in use", "catalogues")]
        return []

    return check


# -- the start tech ------------------------------------------------------------------


def without_start_tech(ctx: Context, mine: Any, seat: int) -> bool:
    """Whether a player's pyramid still lacks its start tech."""
    return not mine.start_tech


def start_tech(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    card = cat.techs(game(ctx).added)[args["tech"]]
    ctx.move(card.kind, 1, ctx.own("techs", seat), ctx.own("pyramid", seat))
    return game(ctx).with_realm(seat, realm(ctx, seat).but(start_tech=args["tech"]))


def check_start_tech(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    player = ctx.players[seat]
    if realm(ctx, seat).start_tech:
        return [rule("Start tech", f"{player.name} has a start tech already", "start")]
    printed = START_TECHS.get(player.faction)
    if printed and printed != args["tech"]:
        name = cat.techs(game(ctx).added)[printed].name
        return [rule("Start tech", f"{player.faction.capitalize()}'s start tech is {name}", "start")]
    return []


ACTIONS = (
    ActionSpec(
        "start-tech",
        start_tech,
        fields=(PLAYER, Field("tech", "ref", "your civilization's start tech", catalogue="tech")),
        phases=("start",),
        who=due(without_start_tech),
        actor="player",
        check=check_start_tech,
        help="Put your civilization's start tech into level 1 of your pyramid (whatever its printed level).",
        topic="start",
        text="{actor} starts with {tech}",
    ),
    ActionSpec(
        "add-tech",
        add_tech,
        fields=(
            NAME,
            Field("level", "int", "its printed level", min=1, max=5),
            Field("government", "bool", "it allows the government of its name", required=False),
            Field("movement", "int", "its navigation icon: squares a figure may move", required=False, min=2, max=9),
            Field("upgrade", "choice", "the unit type its icon upgrades", required=False, choices=UNIT_TYPES),
            Field("obsoletes", "bool", "it has the crossed-wonder icon", required=False),
        ),
        who="table",
        check=check_add_tech,
        help="Add a tech card the app does not list (or give the level of one the rules name without it).",
        topic="catalogues",
        text="{actor} adds the tech {name} (level {level})",
    ),
    ActionSpec(
        "add-wonder",
        _add_named("wonder", cat.WONDER_SLOTS),
        fields=(NAME,),
        who="table",
        check=_check_named("wonder", cat.WONDER_SLOTS),
        help="Add a wonder the app does not list; it goes onto the market.",
        topic="catalogues",
        text="{actor} adds the wonder {name}",
    ),
    ActionSpec(
        "add-building",
        _add_named("building"),
        fields=(NAME,),
        who="table",
        check=_check_named("building"),
        help="Add a building the app does not list.",
        topic="catalogues",
        text="{actor} adds the building {name}",
    ),
    ActionSpec(
        "add-person",
        _add_named("person"),
        fields=(NAME,),
        who="table",
        check=_check_named("person"),
        help="Add a great person the app does not list.",
        topic="catalogues",
        text="{actor} adds the great person {name}",
    ),
)

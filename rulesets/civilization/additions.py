"""What the table tells the app that its kit lacks: techs, wonders, buildings, great persons, start techs.

The kit holds the printed cards. One the table has that the kit lacks is
added with its own action, once, with the facts printed on it (a tech's
level and icons); from then on every field offers it and the rules read
those facts. A tech the kit lists without a level gets its level the same
way, and a civilization whose start tech the kit does not know places it
with ``start-tech``. A tech or wonder added takes a blank card of the
ledger (a tech: one for each player's deck). ``learned`` hands all of this
back as a kit, so ``tabula kit export --from SAVE`` keeps it for the next
game (see ``kitlearn``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import tr
from engine.names import Catalogue
from engine.state import Context
from engine.views import slug
from rulesets.civilization import catalogues as cat
from rulesets.civilization.common import PLAYER, due, me, older
from rulesets.civilization.components import UNITS, game, realm
from rulesets.civilization.state import Added, State

NAME = Field("name", "str", "its name as printed")


def _catalogue(ctx: Context, which: str) -> Catalogue:
    catalogues = cat.book(ctx).catalogues
    if which in ("tech", "person"):
        return catalogues[which]
    # Buildings and wonders are built by one field: their names must differ from every item's.
    return catalogues["item"]


def _new_id(ctx: Context, which: str, name: str) -> str:
    """An id no entry answers to (ids, names and aliases are matched alike)."""
    catalogues = [_catalogue(ctx, which)]
    if which == "tech":  # a tech may also become a government
        catalogues.append(cat.book(ctx).catalogues["government"])
    candidate, n = slug(name) or which, 1
    while any(candidate in c for c in catalogues):
        n += 1
        candidate = f"{slug(name) or which}-{n}"
    return candidate


def _tech_facts(args: Mapping[str, Any]) -> dict[str, Any]:
    upgrade = args.get("upgrade", "")
    return {
        "level": args["level"],
        "government": bool(args.get("government")),
        "movement": args.get("movement", 0),
        "upgrade": upgrade,
        # An add-tech saved before ranks were asked meant the first upgrade: rank 2.
        "rank": args.get("rank") or (2 if upgrade else 0),
        "obsoletes": bool(args.get("obsoletes")),
    }


def add_tech(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    facts = cat.book(ctx)
    known = facts.catalogues["tech"].get(args["name"])
    if known is not None:
        if facts.techs[known.id].level is not None:
            return state  # a save made before its kit knew this tech: the kit's card wins
        entry = Added("tech", known.id, known.label, **_tech_facts(args))
        return replace(state, added=state.added + (entry,))
    if not facts.free_tech_slots:
        raise ValueError("no blank tech card left")  # the check refuses it first
    slot = facts.free_tech_slots[0]
    entry = Added("tech", _new_id(ctx, "tech", args["name"]), args["name"], slot, **_tech_facts(args))
    for seat in range(len(ctx.players)):
        ctx.move(slot, 1, "box", ctx.own("techs", seat))
    return replace(state, added=state.added + (entry,))


def check_add_tech(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    facts = cat.book(ctx)
    out = []
    if args.get("upgrade") and not args.get("rank"):
        out.append(rule("Catalogue", "an upgrade icon shows a rank: give the rank, 2, 3 or 4", "catalogues"))
    known = facts.catalogues["tech"].get(args["name"])
    if known is not None:
        level = facts.techs[known.id].level
        if level is not None:
            message = tr("{name} is listed already (level {level})").format(name=tr(known.label), level=level)
            out.append(rule("Catalogue", message, "catalogues"))
    elif not facts.free_tech_slots:
        message = tr("all {n} blank tech cards are in use").format(n=len(cat.TECH_SLOTS))
        out.append(rule("Catalogue", message, "catalogues"))
    return out


def _add_named(which: str) -> Any:
    def apply(ctx: Context, args: Mapping[str, Any]) -> State:
        state = game(ctx)
        if args["name"] in _catalogue(ctx, which):
            return state  # a save made before its kit listed this name: nothing to add
        slot = ""
        # A new wonder is on the market until built; a new great person's card is in the deck until drawn (an
        # older log's great persons were names only).
        home = {"wonder": "market", "person": "" if older(ctx) else "greats"}.get(which, "")
        if home:
            facts = cat.book(ctx)
            free = facts.free_wonder_slots if which == "wonder" else facts.free_person_slots
            if not free:
                raise ValueError("no blank card left")  # the check refuses it first
            slot = free[0]
            ctx.move(slot, 1, "box", home)
        entry = Added(which, _new_id(ctx, which, args["name"]), args["name"], slot)
        return replace(state, added=state.added + (entry,))

    return apply


def _check_named(which: str) -> Any:
    def check(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
        found = _catalogue(ctx, which).get(args["name"])
        if found is not None:
            return [rule("Catalogue", tr("{name} is listed already").format(name=tr(found.label)), "catalogues")]
        if which == "wonder" and not cat.book(ctx).free_wonder_slots:
            message = tr("all {n} blank wonder cards are in use").format(n=len(cat.WONDER_SLOTS))
            return [rule("Catalogue", message, "catalogues")]
        if which == "person" and not older(ctx) and not cat.book(ctx).free_person_slots:
            message = tr("all {n} blank great person cards are in use").format(n=len(cat.PERSON_SLOTS))
            return [rule("Catalogue", message, "catalogues")]
        return []

    return check


# -- the start tech ------------------------------------------------------------------


def without_start_tech(ctx: Context, mine: Any, seat: int) -> bool:
    """Whether a player's pyramid still lacks its start tech."""
    return not mine.start_tech


def start_tech(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    if realm(ctx, seat).start_tech:
        return game(ctx)  # a save made before its kit knew the start tech: setup placed it already
    card = cat.book(ctx).techs[args["tech"]]
    ctx.move(card.kind, 1, ctx.own("techs", seat), ctx.own("pyramid", seat))
    return game(ctx).with_realm(seat, realm(ctx, seat).but(start_tech=args["tech"]))


def check_start_tech(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    player = ctx.players[seat]
    if realm(ctx, seat).start_tech:
        return [rule("Start tech", tr("{player} has a start tech already").format(player=player.name), "start")]
    printed = cat.fact(ctx, "civilizations", player.faction, "start_tech")
    if printed and printed != args["tech"]:
        name = tr(cat.book(ctx).techs[printed].name)
        civilization = tr(player.faction.capitalize())
        message = tr("{civilization}'s start tech is {tech}").format(civilization=civilization, tech=name)
        return [rule("Start tech", message, "start")]
    return []


def start_tech_offered(ctx: Context) -> bool:
    """Listed only while a player still lacks the start tech (a kit that does not print it): once every pyramid
    has one, the setup step is over."""
    return any(not mine.start_tech for mine in game(ctx).realms)


ACTIONS = (
    ActionSpec(
        "start-tech",
        start_tech,
        fields=(PLAYER, Field("tech", "ref", "your civilization's start tech", catalogue="tech")),
        phases=("start",),
        who=due(without_start_tech),
        actor="player",
        check=check_start_tech,
        offered=start_tech_offered,
        help="Put your civilization's start tech into level 1 of your pyramid, where the kit does not know it.",
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
            Field(
                "upgrade",
                "choice",
                "the unit type its icon upgrades",
                required=False,
                choices=tuple(u.id for u in UNITS),
            ),
            Field("rank", "int", "the rank its upgrade icon shows", required=False, min=2, max=4),
            Field("obsoletes", "bool", "it has the crossed-wonder icon", required=False),
        ),
        who="table",
        check=check_add_tech,
        help="Add a tech card the kit does not list (or give the level of one the kit lists without it).",
        topic="catalogues",
        text="{actor} adds the tech {name} (level {level})",
    ),
    ActionSpec(
        "add-wonder",
        _add_named("wonder"),
        fields=(NAME,),
        who="table",
        check=_check_named("wonder"),
        help="Add a wonder the kit does not list; it goes onto the market.",
        topic="catalogues",
        text="{actor} adds the wonder {name}",
    ),
    ActionSpec(
        "add-building",
        _add_named("building"),
        fields=(NAME,),
        who="table",
        check=_check_named("building"),
        help="Add a building the kit does not list.",
        topic="catalogues",
        text="{actor} adds the building {name}",
    ),
    ActionSpec(
        "add-person",
        _add_named("person"),
        fields=(NAME,),
        who="table",
        check=_check_named("person"),
        help="Add a great person the kit does not list.",
        topic="catalogues",
        text="{actor} adds the great person {name}",
    ),
)

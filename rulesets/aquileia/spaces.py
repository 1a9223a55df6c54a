"""Who acts on the action spaces, in the order the rules expect, and ``skip``.

Mercatus acts group by group (Dolus, Pecunia, Equi et Arma, Servi,
Potentia: l.4) and the Forum space by space (1 to 5: l.7). A space's
action is over once taken or skipped; servants go home when their area's
phase ends (``holders.send_home``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.state import Context
from rulesets.aquileia.catalogues import AREA_OF, PAID_SPACES, space_said
from rulesets.aquileia.common import PLAYER, game, me, name, owners, pending
from rulesets.aquileia.data import AREAS, MERCATUS_GROUPS
from rulesets.aquileia.holders import owned, owner
from rulesets.aquileia.idle import newer_asked, pass_forum, pass_mercatus
from rulesets.aquileia.portus import activate_unrobbed, latro_due, robbed_choosers
from rulesets.aquileia.state import State

GROUP_OF: dict[str, str] = {s: g for g in MERCATUS_GROUPS for s in AREAS["mercatus"] if s.startswith(g)}
GROUP_SPACES: dict[str, tuple[str, ...]] = {
    g: tuple(s for s in AREAS["mercatus"] if GROUP_OF[s] == g) for g in MERCATUS_GROUPS
}
SKIPPABLE = ("mercatus", "forum", "portus")
#: The spaces whose action a player may leave out: every Mercatus and Forum space, and the paid
#: Portus spaces (l.8: a player there may pay to activate, and need not).
SKIP_SPACES: dict[str, tuple[str, ...]] = {
    "mercatus": AREAS["mercatus"],
    "forum": AREAS["forum"],
    "portus": PAID_SPACES,
}


def group_actors(group: str) -> Callable[[Context], Sequence[int]]:
    """A who-function: the players on a Mercatus group's spaces still to act, in board order."""

    def who(ctx: Context) -> Sequence[int]:
        return owners(ctx, pending(ctx, GROUP_SPACES[group]))

    who.__name__ = f"{group}_actors"
    return who


def phase_actors(ctx: Context) -> Sequence[int]:
    """The players on this phase's spaces still to act, in the order the spaces act.

    In Portus only a robbed player who could pay again has a choice to make (the rest activate by
    themselves once Latro has rolled; one without the coin is passed over).
    """
    if ctx.phase == "portus":
        return () if latro_due(ctx) else robbed_choosers(ctx)
    area = ctx.phase if ctx.phase in SKIPPABLE else ""
    return owners(ctx, pending(ctx, SKIP_SPACES[area])) if area else ()


def space_owner(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The actor when a space is named and nobody is: its servant's owner (Equi et Arma and Servi act in any
    order within their group, so the first one still to act need not be the one meant)."""
    seat = owner(ctx, args["space"]) if args.get("space") else None
    return {} if seat is None else {"player": ctx.players[seat].name}


def my_space(ctx: Context, args: Mapping[str, Any], spaces: Sequence[str]) -> str:
    """The space the action is for: the one named, else the actor's first one still to act."""
    if args.get("space"):
        named: str = args["space"]
        return named
    mine = [s for s in pending(ctx, spaces) if s in owned(ctx, me(ctx), spaces)]
    if not mine:
        where = f" {tr('or')} ".join(space_said(s) for s in spaces)
        raise BadInput(
            tr("{player} has no servant still to act on {spaces}: name the space").format(
                player=name(ctx, me(ctx)), spaces=where
            )
        )
    return mine[0]


def space_checks(ctx: Context, where: str, topic: str) -> list[Violation]:
    """The actor's servant is on the space, its action is not over, and earlier spaces have acted."""
    seat = me(ctx)
    if not owned(ctx, seat, (where,)):
        return [rule("Servant", no_servant(ctx, seat, where), topic)]
    if where in game(ctx).done:
        return [rule("Servant", acted(where), topic)]
    return order_checks(ctx, where, topic)


def no_servant(ctx: Context, seat: int, where: str) -> str:
    """``Ann has no servant on Dolus``."""
    return tr("{player} has no servant on {space}").format(player=name(ctx, seat), space=space_said(where))


def acted(where: str) -> str:
    """``Dolus has acted this round``."""
    return tr("{space} has acted this round").format(space=space_said(where))


def order_checks(ctx: Context, where: str, topic: str) -> list[Violation]:
    """Spaces that act before this one (l.4 groups in Mercatus, l.7 numbers in the Forum) and have not."""
    area = AREA_OF[where]
    if area == "mercatus":
        group = MERCATUS_GROUPS.index(GROUP_OF[where])
        earlier = [s for g in MERCATUS_GROUPS[:group] for s in GROUP_SPACES[g]]
        label = N_("Mercatus order")
    elif area == "forum":
        earlier = list(AREAS["forum"][: AREAS["forum"].index(where)])
        label = N_("Build order")
    else:
        return []
    waiting = pending(ctx, earlier)
    if waiting:
        names = ", ".join(space_said(s) for s in waiting)
        said = ntr("{spaces} acts first (or skip)", "{spaces} act first (or skip)", len(waiting))
        return [rule(label, said.format(spaces=names), topic)]
    return []


def skip(ctx: Context, args: Mapping[str, Any]) -> State:
    where = my_space(ctx, args, SKIP_SPACES.get(AREA_OF.get(args.get("space", ""), ctx.phase), ()))
    # A Mercatus space left out may bring the next group's turn, whose spaces nobody can pay for; a Forum
    # builder may have lost the last house or coin to a correction since the area began (play-test 9).
    state = game(ctx).mark(where)
    if AREA_OF.get(where) == "mercatus":
        return pass_mercatus(ctx, state)
    if AREA_OF.get(where) == "forum" and not newer_asked(ctx):
        return pass_forum(ctx, state)
    if AREA_OF.get(where) == "portus":
        return activate_unrobbed(ctx, state)  # the spaces after a robbed one wait for its choice (l.8's order)
    return state


def check_skip(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    area = AREA_OF.get(args.get("space", ""), ctx.phase)
    if area not in SKIPPABLE:
        return [rule("Skip", "only Mercatus, Forum and paid Portus actions may be left out", ctx.phase)]
    where = my_space(ctx, args, SKIP_SPACES[area])
    if where not in SKIP_SPACES[area]:
        return [rule("Skip", tr("{space} cannot be left out").format(space=space_said(where)), area)]
    if where in game(ctx).done:
        return [rule("Servant", acted(where), area)]
    if not owned(ctx, me(ctx), (where,)):
        return [rule("Servant", no_servant(ctx, me(ctx), where), area)]
    return []


def skip_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    # The space named (or derived) first: a skip that ends the round finds a new round's list of spaces done,
    # and said nothing (play-test 8: "A: builds nothing more" and no line under it).
    where = str(args.get("space") or "")
    named = [where] if where in SKIP_SPACES.get(AREA_OF.get(where, ""), ()) else []
    seat = me(before)
    # Only the skipper's own spaces: what else the skip let happen (Portus activating, a builder passing) is
    # said by its own line (play-test 9: "Cy leaves out the action of Portus bronze", Ann's space).
    # Of the skipper's own, only those of the area left out: a Forum skip that lets Portus begin has the
    # skipper's Portus activation follow (play-test 10, ev2 #187: "Cy leaves out the action of Portus bronze",
    # then "Cy activates 1 building").
    area = AREA_OF.get(where, before.phase)
    ended = [d for d in game(after).done if d not in game(before).done and d not in named and AREA_OF.get(d) == area]
    new = [*named, *(d for d in ended if d in SKIP_SPACES.get(AREA_OF.get(d, ""), ()) and owned(before, seat, (d,)))]
    said = tr("{player} leaves out the action of {space}.")
    return [said.format(player=name(before, seat), space=space_said(d)) for d in new]


def _skipped(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The space a skip leaves out, stored with it: the log's heading then says what was left out (play-test 7:
    "Ann skips an action" for a robbed player who chose not to pay again at Portus)."""
    if args.get("space") or ctx.actor is None:
        return {}
    try:
        where = my_space(ctx, args, SKIP_SPACES.get(ctx.phase, ()))
    except BadInput:
        return {}
    return {"space": where} if where else {}


def describe_skip(args: Mapping[str, Any]) -> str:
    """The log line of a skip: at Portus, the activation not made; else the action left out."""
    where = args.get("space")
    if where in PAID_SPACES:
        return tr("does not activate at Portus")
    if AREA_OF.get(str(where)) == "forum":
        # Not "builds nothing more": most skips follow no build at all (play-test 9, #179); nor "does not build",
        # said right after a build there (play-test 11, N8): the turn there ends, whatever was built.
        return tr("ends the turn at {space}").format(space=space_said(str(where)))
    if AREA_OF.get(str(where)) == "mercatus":
        # Said as Portus and the Forum say theirs (play-test 9: "Ann: skips an action" at Pecunia).
        return tr("leaves out {space}").format(space=space_said(str(where)))
    return tr("skips an action")


SKIP = ActionSpec(
    "skip",
    skip,
    fields=(
        PLAYER,
        Field(
            "space",
            "ref",
            "the space whose action is left out (default: the actor's next)",
            required=False,
            catalogue="skippable-space",
        ),
    ),
    phases=SKIPPABLE,
    who=phase_actors,
    actor="player",
    check=check_skip,
    help="Leave out a Mercatus action, a (further) Forum build or a Portus activation: the space's action is over.",
    topic="mercatus",
    # No fixed text: the log names what was left out (``describe_skip``, through ``Aquileia.describe``).
    outcome=skip_outcome,
    actor_of=space_owner,
    derive=_skipped,
)

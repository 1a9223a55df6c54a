"""Who acts: which seats may take an action now, and whom the rules expect.

Every action declares ``who`` (see ``engine.actions.Who``). The acting
player defaults to the one the rules expect, so ``move land=2`` needs no
``player=``; an explicit actor (``--as NAME``, or the field that names the
actor) who may not act now is a rule violation the table can override.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import ActionSpec
from engine.errors import BadInput, Violation
from engine.i18n import tr
from engine.names import phrase_list
from engine.spoken_names import action_word
from engine.state import Context


def eligible(spec: ActionSpec, ctx: Context) -> tuple[int, ...] | None:
    """Seats that may take the action now, in the order the rules expect; None: nobody in particular."""
    who = spec.who
    turn = ctx.position.turn
    seats = range(len(ctx.players))
    if who == "table":
        return None
    if who == "turn":
        return (turn,) if turn is not None else tuple(seats)
    if who == "any":
        if turn is None:
            return tuple(seats)
        return tuple((turn + i) % len(ctx.players) for i in seats)
    return tuple(who(ctx))


def expected(spec: ActionSpec, ctx: Context) -> int | None:
    """The seat the rules expect to act (None when it cannot be told)."""
    seats = eligible(spec, ctx)
    if seats is None:
        return None
    if len(seats) == 1:
        return seats[0]
    turn = ctx.position.turn
    if turn is not None and turn in seats:
        return turn
    if spec.who not in ("turn", "any") and seats:
        return seats[0]
    return None


def choose(
    spec: ActionSpec,
    ctx: Context,
    raw: Mapping[str, Any],
    explicit: int | None,
    seat_of: Any,
) -> tuple[int | None, dict[str, Any], str]:
    """The acting seat, the raw fields with the actor's field filled in, and why no actor could be told.

    Args:
        explicit: Seat named by ``--as`` (or the selected player in the app).
        seat_of: Turns a player name (forgivingly) into a seat.

    Raises:
        BadInput: The actor's field and ``--as`` disagree.
    """
    fields = dict(raw)
    named: int | None = None
    if spec.actor and fields.get(spec.actor) not in (None, ""):
        named = seat_of(str(fields[spec.actor]))
    if explicit is not None and named is not None and explicit != named:
        chosen, given = ctx.players[explicit].name, ctx.players[named].name
        said = tr("acting as {chosen} but {field}={given}: say one player")
        raise BadInput(said.format(chosen=chosen, field=spec.actor, given=given))
    who = explicit if explicit is not None else named
    if who is None:
        who = expected(spec, ctx)
    if who is None and spec.who != "table" and not eligible(spec, ctx):
        who = ctx.position.turn  # nobody may act now: the check says so, naming the turn holder
    missing = ""
    if who is None and spec.who != "table" and (spec.actor or spec.who != "any"):
        seats = eligible(spec, ctx) or range(len(ctx.players))
        names = phrase_list([ctx.players[s].name for s in seats], "or")
        missing = tr("{action}: say who acts ({names})").format(action=action_word(spec.name), names=names)
        if spec.actor:
            fields[spec.actor] = ctx.players[seats[0]].name  # only so the other fields can be read
    if spec.actor and who is not None:
        fields[spec.actor] = ctx.players[who].name
    return who, fields, missing


def check(spec: ActionSpec, ctx: Context) -> list[Violation]:
    """Whether ``ctx.actor`` may take the action now."""
    actor = ctx.actor
    seats = eligible(spec, ctx)
    if seats is not None and not seats:
        return [
            Violation(
                "Turn order",
                tr("nobody may take the {action} action now").format(action=action_word(spec.name)),
                "turns",
            )
        ]
    if actor is None or seats is None or actor in seats:
        return []
    names = [ctx.players[s].name for s in seats]
    me = ctx.players[actor].name
    if spec.who == "turn":
        return [
            Violation("Turn order", tr("it is {player}'s turn, not {me}'s").format(player=names[0], me=me), "turns")
        ]
    said = tr("{action} is for {names} now, not {me}").format(
        action=action_word(spec.name), names=phrase_list(names, "or"), me=me
    )
    return [Violation("Turn order", said, "turns")]


def only_one(seats: Sequence[int] | None) -> int | None:
    """The single seat of a list, else None."""
    return seats[0] if seats is not None and len(seats) == 1 else None

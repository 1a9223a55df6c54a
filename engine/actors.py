"""Who acts: which seats may take an action now, and whom the rules expect.

Every action declares ``who`` (see ``engine.actions.Who``). The acting
player defaults to the one the rules expect, so ``move land=2`` needs no
``player=``; an explicit actor (``--as NAME``, or the field that names the
actor) who may not act now is a rule violation the table can override.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from engine.actions import ActionSpec
from engine.errors import BadInput, Violation
from engine.events import NEXT
from engine.i18n import tr
from engine.names import phrase_list
from engine.spoken_names import action_word, field_word
from engine.state import Context

if TYPE_CHECKING:
    from engine.ruleset import Ruleset


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


def check(spec: ActionSpec, ctx: Context, first: str | None = None) -> list[Violation]:
    """Whether ``ctx.actor`` may take the action now.

    Args:
        first: Whom and what the rules wait for first (:func:`waited_for`), said when nobody may take it now.
    """
    actor = ctx.actor
    seats = eligible(spec, ctx)
    if seats is not None and not seats:
        said = tr("nobody may take the {action} action now").format(action=action_word(spec.name))
        if first:
            said = tr("nobody may take the {action} action now: {first}").format(
                action=action_word(spec.name), first=first
            )
        return [Violation("Turn order", said, "turns")]
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


def awaited_seat(ruleset: Ruleset[Any], specs: Mapping[str, ActionSpec], ctx: Context) -> int | None:
    """With nobody holding the turn, the one seat the rules still wait on, else None.

    A bare ``next`` there is that player's word (declining Cleopatra's swap, the last option left), not the
    table's: the log said "The table ends the turn" for Jana letting her swap go. Whom the game says still
    owes something (``Ruleset.waiting``) counts first, then whom the action the rules wait for names.
    """
    pos = ctx.position
    if pos.turn is not None or ruleset.phases[pos.phase].order != "all":
        return None  # a turn holder's, or a chosen order's: the chooser names who goes (``chooser_names``)
    owing = ruleset.waiting(ctx)
    if owing is not None:
        return only_one(tuple(owing))
    spec = specs.get(ruleset.awaited(ctx) or "")
    if spec is None or not callable(spec.who):
        return None
    return only_one(eligible(spec, ctx))


def waited_for(ruleset: Ruleset[Any], specs: Mapping[str, ActionSpec], ctx: Context, name: str) -> str | None:
    """Whom the table waits for, and to do what, while nobody may take the action ``name`` (play-test: "nobody
    may take the buy action now" while the Statesman was to name who builds first); None if it cannot be told.
    """
    awaited = ruleset.awaited(ctx)
    if not awaited or awaited == name or awaited not in specs:
        return None
    pos = ctx.position
    if awaited == NEXT and pos.turn is None and ruleset.phases[pos.phase].order == "chosen":
        chooser = ruleset.chooser(ctx)
        if chooser is not None:
            said = tr("{player} first names who acts ({next} {field}=NAME)")
            return said.format(player=ctx.players[chooser].name, next=action_word(NEXT), field=field_word("player"))
    seat = expected(specs[awaited], ctx)
    if awaited == NEXT and seat is None:
        seat = pos.turn
    if seat is None:
        return tr("the rules wait for {action} first").format(action=action_word(awaited))
    said = tr("the rules wait for {player} first ({action})")  # "wait for Jana to take offer" read oddly
    return said.format(player=ctx.players[seat].name, action=action_word(awaited))


def only_one(seats: Sequence[int] | None) -> int | None:
    """The single seat of a list, else None."""
    return seats[0] if seats is not None and len(seats) == 1 else None

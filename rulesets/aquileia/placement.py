"""Placement (l.3): in turn order, one item at a time: a servant on a free space, or the tie marker.

The app knows who places next (``State.placer``): nobody has to be named.
Passing ends your servants for the round; the tie marker must still go
down. One servant per space is the ledger's cap, on the spaces the board prints
(several may share a value: the kit's ``arena-1a`` and ``arena-1b``). In
the Stadium a player uses one side only; in Portus one paid space only, with a coin of its
metal under the servant (Latro besides is allowed).

Since version 12 (play-test 11, S1) a player whose turn comes with only the tie marker left (every servant
placed, or passed) puts it down by itself, as the app does other moves with no choice in them; saves from
before it waited for a typed ``place space=tie`` (``TIE_ASKED``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import tr
from engine.state import Context
from rulesets.aquileia.catalogues import PAID_METAL, PAID_SPACES, TIE
from rulesets.aquileia.common import PLAYER, game, me, name
from rulesets.aquileia.data import SERVANTS
from rulesets.aquileia.holders import SERVANT, TIE_TRACK, owned, purse, reserve, space
from rulesets.aquileia.holders import TIE as TIE_MARKER
from rulesets.aquileia.printed import board, printed
from rulesets.aquileia.state import State
from rulesets.aquileia.words import metal_amount

TOPIC = "placement"
#: The legacy option of saves before version 12: a tie marker with nothing else left waited to be placed.
TIE_ASKED = "tie_marker_asked"
#: A tie marker put down by itself, as kept in ``State.auto`` (``tie:2``: its position on the track).
FORCED_TIE = "tie"


def _next_placer(ctx: Context, state: State, after: int, tie_track: tuple[int, ...]) -> int | None:
    """The next seat clockwise with something left to place: a servant (unless passed) or the tie marker."""
    count = len(ctx.players)
    for step in range(1, count + 1):
        seat = (after + step) % count
        if seat not in tie_track:
            return seat
        if not state.patricians[seat].passed and ctx.count(reserve(ctx, seat), ctx.piece(SERVANT, seat)):
            return seat
    return None


def _has_left(ctx: Context, state: State, seat: int, tie_track: tuple[int, ...]) -> bool:
    """Whether a seat still has an item to place: its tie marker, or a servant while it has not passed."""
    if seat not in tie_track:
        return True
    return not state.patricians[seat].passed and bool(ctx.count(reserve(ctx, seat), ctx.piece(SERVANT, seat)))


def _after(ctx: Context, state: State, seat: int, tie_track: tuple[int, ...]) -> int | None:
    """Who places after ``seat``'s item. An item placed out of turn (``--as X --force``) leaves the order as it
    was: the player who was due is still due (decisions: a forced placement keeps the order)."""
    due = state.placer
    if due is None or due == seat:
        return _next_placer(ctx, state, seat, tie_track)
    return due if _has_left(ctx, state, due, tie_track) else _next_placer(ctx, state, due, tie_track)


def anything_placed(ctx: Context) -> bool:
    """Whether this round's placing has begun: a servant on a space, a tie marker down or a pass."""
    state = game(ctx)
    if state.tie_track or any(p.passed for p in state.patricians):
        return True
    return any(ctx.ledger.of_base(space(s), SERVANT) for s in board(ctx).spaces)


def placer(ctx: Context) -> Sequence[int]:
    """Who places next: the one seat whose item is due (nobody once all is placed)."""
    seat = game(ctx).placer
    return () if seat is None else (seat,)


def place(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    seat = me(ctx)
    where = args["space"]
    track = state.tie_track
    if where == TIE:
        ctx.move(ctx.piece(TIE_MARKER, seat), 1, reserve(ctx, seat), TIE_TRACK)
        track += (seat,)
    else:
        ctx.move(ctx.piece(SERVANT, seat), 1, reserve(ctx, seat), space(where))
        if where in PAID_METAL:
            ctx.move(PAID_METAL[where], 1, purse(ctx, seat), space(where))
    return forced_ties(ctx, replace(state, tie_track=track, placer=_after(ctx, state, seat, track)))


def pass_placing(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    seat = me(ctx)
    state = state.with_patrician(seat, replace(state.patricians[seat], passed=True))
    return forced_ties(ctx, replace(state, placer=_after(ctx, state, seat, state.tie_track)))


def forced_ties(ctx: Context, state: State) -> State:
    """Each placer due with only the tie marker left puts it down (kept in ``State.auto``), until a placer has
    a choice or everything is placed: l.3 leaves such a player nothing else to place."""
    if ctx.options.get(TIE_ASKED):
        return state
    while state.placer is not None and only_tie_left(ctx, state, state.placer):
        seat = state.placer
        ctx.move(ctx.piece(TIE_MARKER, seat), 1, reserve(ctx, seat), TIE_TRACK)
        track = (*state.tie_track, seat)
        entry = (ctx.position.round, f"{FORCED_TIE}:{len(track)}", seat)
        state = replace(state, tie_track=track, placer=_next_placer(ctx, state, seat, track), auto=(*state.auto, entry))
    return state


def only_tie_left(ctx: Context, state: State, seat: int) -> bool:
    """Whether the seat's tie marker is all it has left to place (its servants placed, or it passed)."""
    if seat in state.tie_track:
        return False
    return state.patricians[seat].passed or not ctx.count(reserve(ctx, seat), ctx.piece(SERVANT, seat))


def forced_tie_texts(before: Context, after: Context) -> list[str]:
    """``Olga has only the tie marker left: it goes to position 3 on the tie track.`` for each put down by
    itself in this event."""
    out = []
    for _, where, seat in game(after).auto[len(game(before).auto) :]:
        kind, _, position = where.partition(":")
        if kind == FORCED_TIE and position.isdigit():
            said = tr("{player} has only the tie marker left: it goes to position {position} on the tie track.")
            out.append(said.format(player=name(after, seat), position=int(position)))
    return out


def check_place(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    where = args["space"]
    out: list[Violation] = []
    if where == TIE:
        return out
    if game(ctx).patricians[seat].passed:
        said = tr("{player} passed: no more servants this round").format(player=name(ctx, seat))
        out.append(rule("Passed", said, TOPIC))
    sides = board(ctx).sides
    side = sides.get(where)
    if side is not None:
        other = [s for s in owned(ctx, seat, sides) if sides[s] != side]
        if other:
            said = side_taken(name(ctx, seat), sides[other[0]])
            out.append(rule("Stadium side", said, TOPIC))
    if where in PAID_METAL and owned(ctx, seat, PAID_SPACES):
        out.append(rule("Portus", "only one of the three paid Portus spaces", TOPIC))
    return out


def check_pass(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if game(ctx).patricians[me(ctx)].passed:
        return [rule("Passed", tr("{player} has passed already").format(player=name(ctx, me(ctx))), TOPIC)]
    return []


def pass_offered(ctx: Context) -> bool:
    """``pass`` is listed while the one it is for has not passed: a player who passed and owes only the tie
    marker has nothing to pass (play-test 8: it was listed, then refused)."""
    seat = ctx.actor if ctx.actor is not None else game(ctx).placer
    return seat is None or not game(ctx).patricians[seat].passed


def free_spaces(ctx: Context, field_name: str, seat: int | None = None) -> list[str]:
    """What the placer (or ``seat``) may name now: the free spaces, and the tie track while their marker is in hand."""
    if field_name != "space":
        return []
    if seat is None:
        seat = ctx.actor if ctx.actor is not None else game(ctx).placer
    if seat is None:
        return []
    out = (
        []
        if game(ctx).patricians[seat].passed
        else [s for s in board(ctx).spaces if not ctx.ledger.of_base(space(s), SERVANT) and _open_to(ctx, seat, s)]
    )
    if ctx.count(reserve(ctx, seat), ctx.piece(TIE_MARKER, seat)):
        out.append(TIE)
    return out


def _open_to(ctx: Context, seat: int, where: str) -> bool:
    """Whether the seat may use a free space: not the Stadium's other side, not a second paid Portus space."""
    sides = board(ctx).sides
    if where in sides and any(sides[s] != sides[where] for s in owned(ctx, seat, sides)):
        return False
    return not (where in PAID_METAL and owned(ctx, seat, PAID_SPACES))


def crowded(ctx: Context) -> bool:
    """Whether the spaces the app knows leave too few spare, the Stadium's not all known.

    Five players place 25 servants on the 26 spaces the shipped kit knows: one side of the Stadium and one
    paid Portus space each soon leave a player without a space the app knows, though the board has more.
    Fewer spare than the three paid Portus spaces warns (the shipped kit's 26 leave one); a board the table
    has added to (the play-test's two Stadium spaces: 28 for 25 servants, 3 spare) is no longer warned about.
    """
    spare = len(board(ctx).spaces) - len(ctx.players) * SERVANTS
    return "stadium" not in printed(ctx).complete and spare < len(PAID_SPACES)


def stuck(ctx: Context, seat: int) -> bool:
    """Whether a player who has not passed has servants left but no free space the app knows open to them."""
    if game(ctx).patricians[seat].passed or not ctx.count(reserve(ctx, seat), ctx.piece(SERVANT, seat)):
        return False
    return not [s for s in free_spaces(ctx, "space", seat) if s != TIE]


def place_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    out = []
    metal = PAID_METAL.get(args["space"])
    if metal is not None:  # said here, as the servant is in the log line: the moves are not listed again
        said = tr("{player} puts {coin} under the servant.")  # l.3: the coin lies there, not yet paid
        out.append(said.format(player=name(before, me(before)), coin=metal_amount(metal, 1)))
    if args["space"] == TIE:
        # Counted before the marker goes down: when it is the round's last placement, the round ends at once
        # and ``after`` holds the next round's empty track (play-test: "takes position 0").
        position = len(game(before).tie_track) + 1
        said = tr("{player} takes position {position} on the tie track.")
        out.append(said.format(player=name(before, me(before)), position=position))
    return out + _out_of_turn(before, after) + forced_tie_texts(before, after) + _next_sentence(before, after)


def pass_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    return _out_of_turn(before, after) + forced_tie_texts(before, after) + _next_sentence(before, after)


def _out_of_turn(before: Context, after: Context) -> list[str]:
    """Said when an item went down out of turn and the one who was due is still due (play-test 7: the order
    went on from the forced player, and nothing said so)."""
    due = game(before).placer
    if due is None or due == me(before) or game(after).placer != due or after.phase != "placement":
        return []
    said = tr("{player} placed out of turn: the order stays as it was.")
    return [said.format(player=name(before, me(before)))]


def _next_sentence(before: Context, ctx: Context) -> list[str]:
    seat = game(ctx).placer
    if ctx.phase != "placement" or ctx.position.round != before.position.round or game(ctx).over:
        # The areas ended by themselves (nothing in them to decide), this round or the game with them: the
        # next round's start player is no "places next" of this placement (play-test: it read as one).
        return [tr("Everything is placed.")]
    if seat is None:
        return [tr("Everything is placed: the action phase may begin.")]
    return [places_next(name(ctx, seat))]


def places_next(player: str) -> str:
    """``Ann places next.``"""
    return tr("{player} places next.").format(player=player)


def side_taken(player: str, side: str) -> str:
    """``Ann races on the gold side this round``."""
    if side == "gold":
        return tr("{player} races on the gold side this round").format(player=player)
    return tr("{player} races on the silver side this round").format(player=player)


ACTIONS = (
    ActionSpec(
        "place",
        place,
        fields=(PLAYER, Field("space", "ref", "a free space, or the tie track for the tie marker", catalogue="space")),
        phases=("placement",),
        who=placer,
        actor="player",
        check=check_place,
        suggest=free_spaces,
        help="Place one servant on a free space (or the tie marker); then the next player places.",
        topic=TOPIC,
        text="{actor} places at {space}",
        outcome=place_outcome,
        tells_moves=True,
    ),
    ActionSpec(
        "pass",
        pass_placing,
        fields=(PLAYER,),
        phases=("placement",),
        who=placer,
        actor="player",
        check=check_pass,
        offered=pass_offered,
        help="Stop placing servants this round (the tie marker must still go down).",
        topic=TOPIC,
        text="{actor} places no more servants this round",
        outcome=pass_outcome,
        tells_moves=True,  # its only moves are the tie markers put down by themselves, said by the outcome
    ),
)

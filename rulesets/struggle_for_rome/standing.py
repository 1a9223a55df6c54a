"""Where the wandering tribes stand, and what the board kit says about their ways (L3, L9, L11).

Both figures start on their colour's two start crossings in the north-east
(which one holds which is the player's choice: ``stand`` tells the app once,
and the other figure is then on the other crossing). A move names the free
crossing it ends on (``to``), so the app keeps track; a move without it leaves
the figure's crossing unknown until ``stand`` says it. With a complete arrow
list the kit gives the routes between crossings (cities and tribes on the way
are no obstacle) and the app picks the cheapest the player can pay.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import ActionSpec, NoneFits, Violation, rule
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import tr
from engine.state import Context
from rulesets.struggle_for_rome import owed
from rulesets.struggle_for_rome.common import PLAYER, game, me, name
from rulesets.struggle_for_rome.formulas import move_cost
from rulesets.struggle_for_rome.holders import FIGURE, cities_of, gold, resources
from rulesets.struggle_for_rome.placenames import said as place_said
from rulesets.struggle_for_rome.state import AT_START, TRIBES, UNKNOWN, State
from rulesets.struggle_for_rome.taught import here, session_kit
from rulesets.struggle_for_rome.words import tribe_word

TOPIC = "tribes"
#: What a land arrow paid with grain is worth in gold (L9: 1 grain or 3 gold), to compare routes.
GRAIN_IN_GOLD = 3


def standing_on(ctx: Context, crossing: str) -> tuple[int, str] | None:
    """The seat and tribe standing on a crossing, as far as the app knows; None when it is free.

    A tribe still on its start crossings is taken to fill them both until
    ``stand`` says which it holds.
    """
    state = game(ctx)
    starts = here(ctx).starts
    for seat, player in enumerate(ctx.players):
        for tribe in TRIBES:
            if cities_of(ctx, seat, tribe):
                continue
            where = state.stands(seat, tribe)
            if where == crossing or (where == AT_START and crossing in starts.get(player.faction, ())):
                return seat, tribe
    return None


def start_of(ctx: Context, seat: int, tribe: str) -> str | None:
    """The crossing a tribe figure stands on, when the app knows it."""
    where = game(ctx).stands(seat, tribe)
    return None if where in (UNKNOWN, AT_START) else where


def lost(ctx: Context) -> list[tuple[int, str]]:
    """The wandering tribes whose crossing the app lost (a move that named none), by seat and tribe: until
    ``stand`` says it, their income is typed."""
    state = game(ctx)
    return [
        (seat, tribe)
        for seat in range(len(ctx.players))
        for tribe in TRIBES
        if state.stands(seat, tribe) == UNKNOWN
        and not cities_of(ctx, seat, tribe)
        and ctx.count(ctx.own("board", seat), ctx.piece(FIGURE[tribe], seat))
    ]


def stand_seats(ctx: Context) -> list[int]:
    """``who`` of stand: the players with a tribe whose crossing the app lost, then those with a tribe still
    on its start crossings, in turn order (the play-test's ``actions`` offered stand to the turn holder, whose
    tribes were known, not to the player whose figure was lost). While a figure is lost, the turn holder
    whose tribes are merely on their start crossings is not offered it: a move names the start crossing it
    leaves (``start``, see ``leaving``), and stand goes to the lost figure's player."""
    count, turn = len(ctx.players), ctx.position.turn
    order = [((turn or 0) + i) % count for i in range(count)]
    missing = {seat for seat, _ in lost(ctx)}
    state = game(ctx)
    starting = {
        seat
        for seat in order
        for tribe in TRIBES
        if state.stands(seat, tribe) == AT_START and not cities_of(ctx, seat, tribe)
    }
    if missing:
        starting.discard(turn if turn not in missing else -1)
    return [seat for seat in order if seat in missing] + [s for s in order if s in starting and s not in missing]


def ask_where(ctx: Context, seat: int, tribe: str) -> str:
    """``Where does Ann's cavalry stand now? ...``: the question a move that named no crossing leaves, with the
    command that answers it (the play-test's table typed income by hand until a later stand)."""
    said = tr(
        "Where does {player}'s {tribe} stand now? Tell the app with stand (the tribe and its crossing), so it "
        "can work out {player}'s income."
    )
    return said.format(player=name(ctx, seat), tribe=tribe_word(tribe))


def cheapest(
    ctx: Context, seat: int, routes: Sequence[tuple[int, int, str]], use_grain: int | None
) -> tuple[int, int, str]:
    """The route a player takes: the cheapest they can pay (grain worth 3 gold), else the cheapest.

    The rulebook's example (L9): the sea route costs 1 gold; without gold the
    land route is taken, its arrows paid with grain.
    """
    grain, coins = resources(ctx, seat).get("grain", 0), gold(ctx, seat)
    options = []
    for land, sea, first in routes:
        try:
            cost = move_cost(land, sea, grain, coins, use_grain, first)
        except BadInput:  # more grain named than the route has land arrows to pay
            continue
        pay = cost["pay"]
        worth = GRAIN_IN_GOLD * pay["grain"] + pay["gold"]
        options.append((not cost["affordable"], worth, land + sea, (land, sea, first)))
    return min(options)[3] if options else routes[0]


def destination(ctx: Context, crossing: str) -> list[Violation]:
    """A move ends on a free crossing: no tribe there (L9; cities are not crossings)."""
    found = standing_on(ctx, crossing)
    if found is None:
        return []
    seat, tribe = found
    where = place_said(here(ctx).name(crossing))
    if game(ctx).stands(seat, tribe) == AT_START:
        message = tr("{place} is a start crossing of {player}, whose tribes may still stand there (stand)")
        return [rule("Free crossing", message.format(place=where, player=name(ctx, seat)), TOPIC)]
    message = tr("{player}'s {tribe} stands on {place}").format(
        player=name(ctx, seat), tribe=tribe_word(tribe), place=where
    )
    return [Violation("Free crossing", message, TOPIC, physical=True)]


def the_route(ctx: Context, seat: int, tribe: str, goal: str) -> tuple[tuple[int, int, str], ...] | None:
    """The kit's shortest routes from a tribe's crossing to another (None: the kit cannot tell)."""
    start = start_of(ctx, seat, tribe)
    if start is None:
        return None
    return here(ctx).routes(start, goal)


def _free(ctx: Context) -> list[str]:
    return [e["id"] for e in session_kit(ctx).entries("crossings") if standing_on(ctx, e["id"]) is None]


def free_crossings(ctx: Context, field_name: str) -> list[str]:
    """Pick list of a counted move's ``to``: free crossings, those the kit shows a way to first."""
    if field_name != "to" or ctx.actor is None:
        return []
    b = here(ctx)
    free = _free(ctx)
    start = start_of(ctx, ctx.actor, "infantry" if ctx.phase == "infantry" else "cavalry")
    if start is not None and b.complete:
        return [c for c in free if b.routes(start, c)]
    return free


def reachable(ctx: Context, field_name: str) -> list[str]:
    """Pick list of ``move-to``'s ``to``: the free crossings the kit knows a way to (any free one with the
    Great Chieftain); none while the app does not know where the tribe stands, as move-to then cannot count."""
    if field_name != "to" or ctx.actor is None:
        return []
    free = _free(ctx)
    if str(ctx.given.get("chieftain", "")).lower() in ("true", "yes"):
        return free
    tribe = "infantry" if ctx.phase == "infantry" else "cavalry"
    start = start_of(ctx, ctx.actor, tribe)
    if start is None and game(ctx).stands(ctx.actor, tribe) == AT_START:
        # Still on its start crossings: where a way is known from either (the move works out which it leaves).
        starts = here(ctx).starts.get(ctx.players[ctx.actor].faction, ())
        return NoneFits(c for c in free if any(here(ctx).known_routes(s, c) for s in starts if s != c))
    if start is None:
        return NoneFits()
    return NoneFits(c for c in free if here(ctx).known_routes(start, c))


def stand_crossings(ctx: Context, field_name: str) -> list[str]:
    """Pick list of ``stand``'s ``crossing``: where a figure the app has lost may stand. A tribe still on its
    start crossings stands on one of them (the play-test was offered all 18 crossings in a new game's roll);
    one a move did not follow, on any free crossing. Everyone's, while nobody in particular acts."""
    if field_name != "crossing":
        return []
    # Nobody holds the turn (the roll): everyone's, the crossing telling whose figure it is (``stand_owner``).
    seats = range(len(ctx.players)) if ctx.actor is None or ctx.position.turn is None else (ctx.actor,)
    told = ctx.given.get("tribe")
    out: list[str] = []
    for who in seats:
        for tribe in (told,) if told in TRIBES else TRIBES:
            where = game(ctx).stands(who, tribe)
            if cities_of(ctx, who, tribe) or where not in (AT_START, UNKNOWN):
                continue
            out += here(ctx).starts.get(ctx.players[who].faction, ()) if where == AT_START else _free(ctx)
    return NoneFits(dict.fromkeys(out))


# -- stand -----------------------------------------------------------------------


def stand(ctx: Context, args: Mapping[str, Any]) -> State:
    who, tribe, crossing = me(ctx), args["tribe"], args["crossing"]
    state = game(ctx)
    before = state.stands(who, tribe)
    state = state.standing(who, tribe, crossing)
    other = TRIBES[1 - TRIBES.index(tribe)]
    starts = here(ctx).starts.get(ctx.players[who].faction, ())
    if before == AT_START and state.stands(who, other) == AT_START and crossing in starts and len(starts) == 2:
        # The two figures start on the colour's two start crossings: one told, both known.
        state = state.standing(who, other, next(c for c in starts if c != crossing))
    return owed.serve_late(ctx, state)


def stand_owner(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """``actor_of`` of stand: whose figure it is, told by the crossing or the tribe when only one player fits
    (the play-test's ``stand tribe=cavalry crossing=red-start-1`` in the roll was asked who acts).

    A start crossing fits its colour's player while that tribe is still on its start crossings; another
    crossing or not, a player whose tribe the app has lost (a move that named no crossing).
    """
    tribe, crossing = args.get("tribe"), args.get("crossing")
    if tribe not in TRIBES or not crossing:
        return {}
    fits = []
    for seat, player in enumerate(ctx.players):
        where = game(ctx).stands(seat, tribe)
        if cities_of(ctx, seat, tribe):
            continue
        starts = here(ctx).starts.get(player.faction, ())
        if (where == AT_START and crossing in starts) or where == UNKNOWN:
            fits.append(seat)
    return {"player": name(ctx, fits[0])} if len(fits) == 1 else {}


def check_stand(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    who, tribe, crossing = me(ctx), args["tribe"], args["crossing"]
    state = game(ctx)
    out = []
    if cities_of(ctx, who, tribe):
        message = tr("the {tribe} tribe has an empire: its figures stand on its cities").format(tribe=tribe_word(tribe))
        out.append(rule("Empire", message, TOPIC))
    where = state.stands(who, tribe)
    if where not in (UNKNOWN, AT_START):
        known = place_said(here(ctx).name(where))
        message = tr("the app knows the {tribe} stands on {place}; it moves with move")
        out.append(rule("Crossing", message.format(tribe=tribe_word(tribe), place=known), TOPIC))
    starts = here(ctx).starts.get(ctx.players[who].faction, ())
    if where == AT_START and starts and crossing not in starts:
        named = tr(" or ").join(place_said(here(ctx).name(c)) for c in starts)
        message = tr("{player}'s tribes start on {places}").format(player=name(ctx, who), places=named)
        out.append(rule("Start", message, "setup"))
    found = standing_on(ctx, crossing)
    place = place_said(here(ctx).name(crossing))
    if found is not None and found[0] != who:
        message = tr("{player}'s {tribe} stands on {place}")
        message = message.format(player=name(ctx, found[0]), tribe=tribe_word(found[1]), place=place)
        out.append(Violation("Free crossing", message, TOPIC, True))
    elif found is not None and game(ctx).stands(*found) != AT_START and found[1] != tribe:
        message = tr("the {tribe} stands on {place}").format(tribe=tribe_word(found[1]), place=place)
        out.append(Violation("Free crossing", message, TOPIC, True))
    return out


def stand_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    who = me(before)
    lines = []
    for tribe in TRIBES:
        where = start_of(after, who, tribe)
        if where is not None and where != start_of(before, who, tribe):
            said = tr("{player}'s {tribe} stands on {place}.")
            lines.append(
                said.format(player=name(after, who), tribe=tribe_word(tribe), place=place_said(here(after).name(where)))
            )
    return lines + owed.late(before, after)


ACTIONS = (
    ActionSpec(
        "stand",
        stand,
        fields=(
            PLAYER,
            Field("tribe", "ref", "the tribe whose figure it is", catalogue="tribe"),
            Field("crossing", "ref", "the crossing it stands on", catalogue="crossing"),
        ),
        who=stand_seats,
        actor="player",
        actor_of=stand_owner,
        check=check_stand,
        suggest=stand_crossings,
        help="Tell the app where a wandering tribe stands (its start crossing, or after a move naming no crossing).",
        topic="kit",
        text="{actor}'s {tribe} stands on {crossing}",
        outcome=stand_outcome,
    ),
)

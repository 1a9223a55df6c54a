"""A tile turned up and where it goes: which tile, where, how turned, and whether it may lie there.

The first coast and the voyage place tiles the same way. The table names
the tile (``tile=``, from the kit) and where it goes (``at=``, a free place
beside the coast: ``NE of Athens``); the app reads its sides from the
kit, finds how it must be turned (``turn=`` only when several ways fit) and
checks the rules (see ``fit``: land meets land and sea meets sea, it touches
the dolphin tile or two placed tiles, and its water joins the one sea). A tile the kit
does not know is described once (``name=``, ``edges=``, ``temple=``). A
coast described by hand (``land=``, ``sea=``, ``dolphin=``, ``new_sea=``,
as saves from before the grid were written) is still read as the table
describes it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.actions import Violation
from engine.errors import BadInput, unused
from engine.i18n import N_, language, tr
from engine.names import fold, phrase_list
from engine.state import Context
from engine.views import slug
from rulesets.hellas.board import (
    DOLPHIN,
    free_spots,
    game,
    side_name,
    tile_catalogue,
    tile_name,
)
from rulesets.hellas.cities import city
from rulesets.hellas.contacts import Contacts, contacts, oriented
from rulesets.hellas.data import LANDSCAPE_TILES
from rulesets.hellas.dolphin import told_dolphin
from rulesets.hellas.fit import (
    DOLPHIN_ASK,
    DOLPHIN_MEND,
    Spot,
    dolphin_open,
    facing,
    fit_problems,
    or_words,
    sea_tiles,
    sides_problem,
    spots,
)
from rulesets.hellas.hexes import (
    LAND,
    SEA,
    Pos,
    Sides,
    all_land_in_czech,
    around,
    distinct_turns,
    land_runs,
    letters,
    opposite,
    parse_sides,
    side_towards,
    turned,
)
from rulesets.hellas.kit import Described, Facts, all_facts, landscape, landscape_count
from rulesets.hellas.migrate import BEFORE_V16, ISLANDS, LOOSE_SIDES
from rulesets.hellas.state import State, Tile
from rulesets.hellas.tile_fields import BY_HAND, HAND

#: A border a way of lying gives, by the kind of the side towards the tile.
_BORDER = {LAND: N_("{tile} by land"), SEA: N_("{tile} by sea")}

#: What the kit says otherwise of, per fact of a tile.
_OTHERWISE = {
    "temple": N_("the kit says otherwise of {tile}'s temple: it holds {kit}"),
    "bridge": N_("the kit says otherwise of {tile}'s bridge: it holds {kit}"),
    "edges": N_("the kit says otherwise of {tile}'s sides: it holds {kit}"),
}


def _kit_said(key: str, value: Any) -> str:
    """What the kit holds of a fact, as typed: ``LLSSSS`` (upright), ``yes`` or ``no`` (play-test 7 could not tell
    what to mend from "the kit says otherwise")."""
    if key == "edges":
        if language() == "cs":  # S (souš) and M (moře), as a Czech table types them (parse_sides takes both)
            return "".join({LAND: "S", SEA: "M"}.get(side, "?") for side in value)
        return letters(value)
    return tr("yes") if value else tr("no")


def ask(message: str, topic: str = "coast", mend: str = "") -> Violation:
    """Something the app must be told before it can record the action (no override can stand in for it);
    ``mend``: the field to say and its choices ("say turn=3, 4 or 5"), where one field answers it."""
    return Violation("Tile", message, topic, True, mend=mend or tr("say it in the action, and it is recorded"))


@dataclass(frozen=True)
class Placing:
    """A tile turned up, as far as the app can tell where and how it lies.

    Attributes:
        tile: The tile as it would join the coast (None until the app knows which and where).
        learn: What the table said that the kit did not know (kept once, for ``kit export``).
        asks: What the app must still be told.
        problems: Why it cannot lie where the table put it.
        sea: Tiles sharing its water where it lies (ships there count for a voyage).
        placed: A place was given (or the coast is described by hand).
        objections: What the table said that cannot be (checks refuse it; a replayed save keeps the known fact).
        edges: Its sides, upright, when known and the coast lies on the grid (to look for places).
        facts: What is known of the tile (None until the app knows which it is).
        dolphin: The dolphin tile's sides the table said with it (``dolphin_edges=``), to keep.
    """

    tile: Tile | None
    learn: Described | None = None
    asks: tuple[Violation, ...] = ()
    problems: tuple[str, ...] = ()
    sea: tuple[str, ...] = ()
    placed: bool = False
    edges: tuple[str, ...] | None = None
    facts: Facts | None = None
    objections: tuple[Violation, ...] = ()
    dolphin: Described | None = None

    def spots(self, ctx: Context) -> tuple[Spot, ...]:
        """Every place the tile could lie (none when its sides are unknown or the coast is described by hand)."""
        return () if self.edges is None else spots(ctx, contacts(ctx), self.edges)

    def temple_unknown(self) -> Violation | None:
        """The question to ask when the tile is placed and nobody has said whether it shows a temple."""
        if self.facts is None or self.facts.temple is not None:
            return None
        return ask(tr("say whether {tile}'s city shows a temple").format(tile=self.facts.name))


def turn_unused(placing: Placing, args: Mapping[str, Any]) -> Violation | None:
    """A turn typed for a tile on a coast described by hand: such a coast records what a tile borders, not how
    it lies, so the turn would be dropped unsaid."""
    if args.get("turn") is None or placing.tile is None or placing.tile.at is not None:
        return None
    message = tr("this coast is described by hand: a tile's turn is not recorded, only what it borders")
    return unused("Tile", message, "coast", "turn")


def name_problem(state: State, name: str) -> Violation | None:
    """A physical refusal when a new tile's name cannot join the coast (two tiles of one name)."""
    tid = slug(name)
    if not tid or tid == DOLPHIN or fold(name) == fold(DOLPHIN):
        message = tr("{name} cannot name a tile: choose a name with letters").format(name=name)
        return Violation("Names", message, "coast", True)
    existing = tile_catalogue(state.tiles).get(name) or state.tile(tid)
    if existing is not None:
        message = tr("{tile} is on the coast already: give the new tile another name").format(tile=city(existing.name))
        return Violation("Names", message, "coast", True)
    return None


def _identify(
    ctx: Context, state: State, args: Mapping[str, Any], asks: list[Violation], objections: list[Violation]
) -> Facts | None:
    """Which tile was turned up: the kit's (by ``tile=``, or a ``name=`` it knows) or a new one."""
    known = all_facts(ctx.kit, state.described)
    tid, name = args.get("tile"), args.get("name")
    if tid is None and name:
        entry = landscape(ctx.kit, state.described, state.tiles).get(name)
        tid = None if entry is None else entry.id
    if tid is not None:
        # An id only a refused command's kept description knew, checked without it (engine.restating): unknown here.
        return known.get(tid) or Facts(str(tid), str(name or tid).strip())
    if not name:
        asks.append(ask(tr("say which tile was turned up, or give a name to a tile the kit does not know")))
        return None
    problem = name_problem(state, name)
    if problem is not None:
        asks.append(problem)
    elif landscape_count(ctx.kit, state.described) >= LANDSCAPE_TILES:
        message = tr("all {n} tiles besides the dolphin tile are known: say which one it is")
        objections.append(ask(message.format(n=LANDSCAPE_TILES)))
    return Facts(slug(name), str(name).strip())


def _said(
    ctx: Context, facts: Facts, args: Mapping[str, Any], objections: list[Violation]
) -> tuple[Facts, Described | None]:
    """The tile's facts completed by what the table said.

    A fact the kit file gives is not said otherwise (the kit is corrected
    with ``kit apply``); a fact the table said earlier in the game may be
    said again, the latest word counting (saves from before the kit named
    tiles afresh at each voyage, and must replay as they were played).
    """
    edges = None
    if args.get("edges"):
        try:
            edges = parse_sides(str(args["edges"]))
        except ValueError as error:
            raise BadInput(tr("edges: {error}").format(error=tr(str(error)))) from None
        islands = bool(ctx.options.get(ISLANDS))  # saves before version 5 took SSSSSS as an island: replayed so
        if SEA not in edges or (all_land_in_czech(str(args["edges"])) and not islands):
            # Every tile shows land and water (L1/f8-9): six land sides is a slip in the description.
            raise BadInput("edges: every tile shows water: at least one side is sea (S)")
        if not ctx.options.get(LOOSE_SIDES):
            bridge = args.get("bridge") if args.get("bridge") is not None else facts.bridge
            problem = sides_problem(edges, bridge, islands=islands)
            if problem:
                raise BadInput(tr("edges: {error}").format(error=problem))
    printed = all_facts(ctx.kit, ()).get(facts.id)  # the kit file's facts alone, not what was said in play
    bridge = args.get("bridge")
    unsaid = bridge is None and facts.bridge is None and (printed is None or printed.bridge is None)
    if unsaid and edges is not None and land_runs(edges) == 1 and not ctx.options.get(ISLANDS):
        # Land in one stretch round the edge has nothing for a bridge to join: none is asked, none is left
        # unknown for the kit (saves before version 5 left it unsaid).
        bridge = False
    said = {"temple": args.get("temple"), "bridge": bridge, "edges": edges}
    new: dict[str, Any] = {}
    for key, value in said.items():
        if value is None:
            continue
        kit_value = None if printed is None else getattr(printed, key)
        if kit_value is not None and kit_value != value:
            message = tr(_OTHERWISE[key]).format(tile=facts.name, kit=_kit_said(key, kit_value))
            mend = tr("mend the board kit (tabula kit apply)")
            objections.append(Violation("Tile", message, "coast", True, mend=mend))
        elif kit_value is None and getattr(facts, key) != value:
            new[key] = value
    if not new:
        return facts, None
    if printed is None and facts.id not in {d.id for d in game(ctx).described} and set(new) == {"temple"}:
        # A temple alone, said of a tile the kit does not list (a coast described by hand): nothing to keep
        # for the next game, and the tile on the coast keeps it; a tile's sides are what is worth learning.
        return replace(facts, **new), None
    return replace(facts, **new), Described(
        facts.id, facts.name, new.get("temple"), new.get("bridge"), new.get("edges")
    )


def resolve(ctx: Context, args: Mapping[str, Any]) -> Placing:
    """The tile turned up and where it goes, as far as the arguments and the kit tell.

    Raises:
        BadInput: Sides that are not six lands and seas.
    """
    state = game(ctx)
    dolphin = told_dolphin(ctx.kit, state.described, args, loose=bool(ctx.options.get(BEFORE_V16)))
    if dolphin is not None:
        # The table said the dolphin tile's sides: the tile is checked against them.
        state = learned_state(state, dolphin)
        ctx = replace(ctx, game=state)
    cm = contacts(ctx)
    asks: list[Violation] = []
    objections: list[Violation] = []
    found = _identify(ctx, state, args, asks, objections)
    if found is None:
        return Placing(None, asks=tuple(asks))
    facts, learn = _said(ctx, found, args, objections)
    placing = _placed(ctx, state, cm, facts, learn, args, asks)
    return replace(placing, objections=tuple(objections), dolphin=dolphin)


def _placed(
    ctx: Context,
    state: State,
    cm: Contacts,
    facts: Facts,
    learn: Described | None,
    args: Mapping[str, Any],
    asks: list[Violation],
) -> Placing:
    """Where the identified tile goes and how it lies."""
    temple = bool(facts.temple)
    spot = args.get("at")
    on_grid = len(cm.at) > 1
    # Any neighbour field given marks a coast described by hand (a save from before the grid may say
    # "dolphin=no" alone); a form, though, sends "no" and empty lists for the fields left alone, so a
    # new game refuses only a neighbour actually said.
    described_by_hand = any(args.get(k) is not None for k in HAND)
    neighbours_said = any(args.get(k) for k in HAND)
    if neighbours_said and not cm.by_hand and not ctx.options.get(BY_HAND):
        # Neighbours typed by hand cannot be checked: a new game's coast lies on the grid.
        places = [e.label for e in free_spots(state.tiles)[0].entries]
        shown = ", ".join(places[:4]) + (", ..." if len(places) > 4 else "")
        message = tr("the coast lies on a grid: say where the tile goes instead of its neighbours ({places})")
        asks.append(ask(message.format(places=shown)))
        return Placing(None, learn, tuple(asks), facts=facts)
    if spot is None and (cm.by_hand or (not on_grid and described_by_hand)):
        return _by_hand(state, facts, temple, learn, args, asks)
    if cm.by_hand:
        asks.append(
            ask(
                tr(
                    "this coast is described by hand: say which tiles the new one borders by land and by sea,"
                    " and whether it touches the dolphin tile, instead of a place"
                )
            )
        )
        return Placing(None, learn, tuple(asks), facts=facts)
    if spot is None:
        if facts.edges is None:
            asks.append(ask(tr("say where {tile} goes and its six sides (such as LLSSSS)").format(tile=facts.name)))
        return Placing(None, learn, tuple(asks), edges=facts.edges, facts=facts)
    at = free_spots(state.tiles)[1][spot]
    if facts.edges is None:
        message = tr("say {tile}'s six sides, L or S, clockwise from the top with the tile upright")
        asks.append(ask(message.format(tile=facts.name)))
        return Placing(None, learn, tuple(asks), placed=True, facts=facts)
    turn, problems, open_turns = _turn(ctx, cm, at, facts.edges, args.get("turn"), asks)
    sides = turned(facts.edges, turn)
    tile = Tile(facts.id, facts.name, temple, at=at, turn=turn, turns=open_turns)
    return Placing(tile, learn, tuple(asks), tuple(problems), sea_tiles(ctx, cm, at, sides), True, facts.edges, facts)


def _turn(
    ctx: Context, cm: Contacts, at: Pos, edges: Sequence[str], given: int | None, asks: list[Violation]
) -> tuple[int, list[str], tuple[int, ...]]:
    """How the tile lies: as the table said, else the one way that fits (the closest one when none does), and
    the turns it may still lie at when it fits several ways that show the same sides to the tiles around it.

    The turn is asked only when the ways it fits differ towards a placed tile (a border by land or by sea, which
    decides attacks and a voyage's ships); turns that differ only in the sides left free, or facing the dolphin
    tile, give the same board for play: the app takes the tile with its lie open (decisions).
    """
    if given is not None:
        return given, fit_problems(ctx, cm, at, turned(edges, given)), ()
    found = {turn: fit_problems(ctx, cm, at, turned(edges, turn)) for turn in distinct_turns(edges)}
    fitting = [turn for turn, problems in found.items() if not problems]
    if fitting and any(dolphin_open(ctx, cm, at, turned(edges, t)) for t, p in found.items() if p):
        # Land might face the dolphin tile where nobody has said its side: the table's tile shows which, and
        # the side it shows is kept for later evenings, so it is never guessed (play-test bug 1).
        side = next(side_name(s) for s, pos in around(at) if cm.lying.get(pos) == DOLPHIN)
        message = tr(DOLPHIN_ASK).format(side=side)
        mend = tr(DOLPHIN_MEND).format(turns=or_words(fitting))
        asks.append(ask(message, mend=mend))
        return fitting[0], [], tuple(fitting) if len(fitting) > 1 else ()
    if len({facing(cm, at, turned(edges, turn)) for turn in fitting}) > 1:
        message = tr("it fits there in ways that border {tiles} differently ({ways}): say which")
        # The refusal's hint names the field with its choices (the play-test read "say it in the action").
        mend = tr("say turn={turns}, as the tile lies on the table").format(turns=or_words(fitting))
        tiles, ways = _ways_said(ctx, cm, at, edges, fitting)
        asks.append(ask(message.format(tiles=tiles, ways=ways), mend=mend))
    if fitting:
        return fitting[0], [], tuple(fitting) if len(fitting) > 1 else ()
    best = min(found, key=lambda turn: len(found[turn]))
    return best, found[best], ()


def _ways_said(ctx: Context, cm: Contacts, at: Pos, edges: Sequence[str], fitting: Sequence[int]) -> tuple[str, str]:
    """The placed tiles the ways a tile fits border differently, and each way in words: ``turned 5, Athens by
    land; turned 0, 1, 2, 3 or 4, Athens by sea`` (what the turn decides, so the table need only look there)."""
    state = game(ctx)
    near = [(side, cm.lying[pos]) for side, pos in around(at) if pos in cm.lying and cm.lying[pos] != DOLPHIN]
    differing = [(side, tid) for side, tid in near if len({turned(edges, t)[side] for t in fitting}) > 1]
    groups: dict[Sides, list[int]] = {}
    for turn in fitting:
        groups.setdefault(facing(cm, at, turned(edges, turn)), []).append(turn)
    ways = []
    for turns in groups.values():
        sides = turned(edges, turns[0])
        borders = ", ".join(tr(_BORDER[sides[side] or SEA]).format(tile=tile_name(state, t)) for side, t in differing)
        ways.append(tr("turned {turns}, {borders}").format(turns=or_words(turns), borders=borders))
    return phrase_list([tile_name(state, t) for _, t in differing], tr("and")), "; ".join(ways)


def laid(ctx: Context, state: State, tile: Tile) -> State:
    """The state with a tile joining the coast; a neighbour whose lie was open keeps only the turns that show the
    new tile the side it shows them (land meets land): the one left, once a single one is."""
    if tile.at is None:
        return state.with_tile(tile)
    facts = all_facts(ctx.kit, state.described)
    mine = facts.get(tile.id)
    if mine is None or mine.edges is None:
        return state.with_tile(tile)
    own = oriented(mine, tile.turn, tile.turns)
    out = []
    for other in state.tiles:
        side = None if other.at is None or not other.turns else side_towards(tile.at, other.at)
        theirs = facts.get(other.id)
        if side is None or own[side] is None or theirs is None or theirs.edges is None:
            out.append(other)
            continue
        keep = tuple(t for t in other.turns if turned(theirs.edges, t)[opposite(side)] == own[side])
        # None left cannot happen on a legal coast (every way would show the other kind: the clash is refused).
        out.append(replace(other, turn=keep[0], turns=keep if len(keep) > 1 else ()) if keep else other)
    return replace(state, tiles=(*out, tile))


def _by_hand(
    state: State, facts: Facts, temple: bool, learn: Described | None, args: Mapping[str, Any], asks: list[Violation]
) -> Placing:
    """A coast described by hand: the tile borders what the table lists."""
    land = tuple(dict.fromkeys(args.get("land") or ()))
    sea = tuple(dict.fromkeys(args.get("sea") or ()))
    tile = Tile(facts.id, facts.name, temple, land, sea, bool(args.get("dolphin")))
    problems = []
    if not tile.dolphin and len(set(land) | set(sea)) < 2:
        problems.append(tr("it must touch the dolphin tile or two placed tiles"))
    if args.get("new_sea"):
        problems.append(tr("its water would not join the one sea"))
    return Placing(tile, learn, tuple(asks), tuple(problems), sea=sea, placed=True, facts=facts)


def learned_state(state: State, learn: Described | None) -> State:
    """The state keeping what the table just said of a tile (merged with what it said before)."""
    if learn is None:
        return state
    rest = [d for d in state.described if d.id != learn.id]
    before = next((d for d in state.described if d.id == learn.id), None)
    if before is not None:
        learn = Described(
            learn.id,
            learn.name,
            learn.temple if learn.temple is not None else before.temple,
            learn.bridge if learn.bridge is not None else before.bridge,
            learn.edges if learn.edges is not None else before.edges,
        )
    return replace(state, described=(*rest, learn))

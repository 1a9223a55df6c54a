"""The Voyage: the tile turned up joins the coast where the player has naval superiority.

The player places the tile legally (see ``placing``), choosing among the
places it fits, next to tiles where they have more ships than the opponent
(as many, with Poseidon's Equal ships). A Greek goes into the new city and,
as the fee, one of their ships on a neighbouring tile goes home; a voyage
with no ship of theirs next to the tile cannot pay it (FAQ: at least one ship
next to the place) and is refused. With the tile's sides known the app finds every such
place: a voyage named to a place that does not work while another would is
refused (the table chooses among the legal places); with none anywhere the
voyage fails and the tile goes under the deck. (Naval superiority alone makes
the voyage succeed, as saves written before the kit were played; the fee is
then a rule of its own.)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.actions import ActionSpec, Violation, unused
from engine.errors import BadInput, Impossible
from engine.fields import Field
from engine.hidden import Public
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.spoken_names import field_word
from engine.state import Context
from rulesets.hellas import deck
from rulesets.hellas.board import (
    DOLPHIN,
    LANDSCAPE_DECK,
    free_spots,
    game,
    greeks,
    holder,
    in_reserve,
    me,
    other,
    reserve,
    ships,
    ships_said,
    tile_name,
)
from rulesets.hellas.cards import active_cards, settle, settled
from rulesets.hellas.cities import city
from rulesets.hellas.coast import joined
from rulesets.hellas.contacts import contacts
from rulesets.hellas.fit import Spot, options_text, or_words, ships_at
from rulesets.hellas.formulas import voyage as superiority
from rulesets.hellas.hexes import Pos, around
from rulesets.hellas.migrate import BEFORE_V17
from rulesets.hellas.options import option_check
from rulesets.hellas.placing import Placing, laid, learned_state, resolve, turn_unused
from rulesets.hellas.state import State
from rulesets.hellas.tile_fields import TILE_FIELDS, suggest
from rulesets.hellas.voyage_asks import fee_ask_too, fee_problems, fee_tiles, only_lie, where_to

TOPIC = "turn"


@dataclass(frozen=True)
class Verdict:
    """How a voyage turns out.

    Attributes:
        placing: The tile and where it was put.
        success: It joins the coast.
        mine: The player's ships on the tiles sharing its water (where it was put).
        theirs: The opponent's ships there.
        why: Why it fails ('' when it succeeds, or when only ships decide).
        elsewhere: Places where it would succeed (when it was put where it does not, or nowhere).
    """

    placing: Placing
    success: bool
    mine: int = 0
    theirs: int = 0
    why: str = ""
    elsewhere: tuple[Spot, ...] = ()


def judge(ctx: Context, seat: int, args: Mapping[str, Any], elsewhere_too: bool = True) -> Verdict:
    """Whether the voyage succeeds where the player put the tile, and where else it would.

    Args:
        elsewhere_too: Also look for the places it would succeed when it fails where it was put
            (checks say them; the handler, replaying a voyage recorded as failed, need not).
    """
    placing = resolve(ctx, args)
    equal = "equal-ships" in active_cards(game(ctx), seat)

    def superior(sea: Sequence[str]) -> bool:
        return bool(superiority(ships_at(ctx, sea, seat), ships_at(ctx, sea, other(seat)), equal)["success"])

    mine, theirs = ships_at(ctx, placing.sea, seat), ships_at(ctx, placing.sea, other(seat))
    if placing.asks:
        return Verdict(placing, False, mine, theirs)
    if placing.placed and placing.tile is not None and not placing.problems and superior(placing.sea):
        return Verdict(placing, True, mine, theirs)
    # With no ship of theirs beside it the voyage has nothing to pay with: that, not "0 against 0", is why.
    at = placing.tile.at if placing.tile is not None else None
    broke = not mine + theirs and not fee_tiles(ctx, seat, placing.sea, at)
    why_here = "; ".join(placing.problems) or (no_ship(ctx, seat, tr("beside it")) if broke else "")
    if placing.placed and not elsewhere_too:
        return Verdict(placing, False, mine, theirs, why_here)
    fits = placing.spots(ctx)
    # A place counts where the player also has a ship to pay the voyage with.
    elsewhere = tuple(s for s in fits if superior(s.sea) and fee_tiles(ctx, seat, s.sea, s.at))
    if placing.placed:
        return Verdict(placing, False, mine, theirs, why_here, elsewhere)
    if not fits:
        return Verdict(placing, False, why=tr("it fits nowhere on the coast"))
    # A ship bordering by land pays too (L2/f37): only with none beside any place is there no fee to pay.
    if not any(fee_tiles(ctx, seat, s.sea, s.at) for s in fits) and not all(
        ships_at(ctx, s.sea, other(seat)) for s in fits
    ):
        return Verdict(placing, False, why=_no_ship_anywhere(ctx, seat, fits))

    # The closest it comes: of the places where a ship of the player's could pay the fee, the one where their
    # ships fall shortest of the opponent's; of those, the one with most of the player's own ships, then the first
    # place named (play-test: of equal shortfalls the one named was any).
    def shortfall(s: Spot) -> tuple[int, int, int]:
        mine, theirs = ships_at(ctx, s.sea, seat), ships_at(ctx, s.sea, other(seat))
        return 0 if fee_tiles(ctx, seat, s.sea, s.at) else 1, theirs - mine, -mine

    best = min(fits, key=shortfall)
    where = tr("{place}: {ships} against {theirs}").format(
        place=best.where, ships=ships_said(ships_at(ctx, best.sea, seat)), theirs=ships_at(ctx, best.sea, other(seat))
    )
    where += by_land_only(ctx, best.at, best.sea)
    why = tr("{player} has naval superiority nowhere it fits ({where})").format(
        player=ctx.players[seat].name, where=where
    )
    return Verdict(placing, False, why=why, elsewhere=elsewhere)


def by_land_only(ctx: Context, at: Pos | None, sea: Sequence[str]) -> str:
    """``; Ithaca borders it by land only, so its ships do not count``, for neighbours with ships whose water does
    not meet the new tile's (L2: the ships on the neighbouring tiles' sea; see the ``decisions`` topic), else ''."""
    if at is None:
        return ""
    lying = contacts(ctx).lying
    near = [lying[pos] for _, pos in around(at) if pos in lying and lying[pos] != DOLPHIN]
    state = game(ctx)
    dry = [t for t in dict.fromkeys(near) if t not in sea and any(ships(ctx, t, s) for s in range(len(ctx.players)))]
    if not dry:
        return ""
    # Which ships are left out and why, in the table's terms: the play-test read "borders it by land only, so its
    # ships do not count" as the app's slip, not as where the ships' water reaches. Each player's ships are named
    # apart (play-test 7 read "2 ships on Delos and Athens" of one ship each of Ann's and Bo's).
    parts = []
    for seat, player in enumerate(ctx.players):
        held = [t for t in dry if ships(ctx, t, seat)]
        if held:
            said_ships = ships_said(sum(ships(ctx, t, seat) for t in held))
            places = phrase_list([tile_name(state, t) for t in held], tr("and"))
            parts.append(tr("{player}'s {ships} on {tiles}").format(player=player.name, ships=said_ships, tiles=places))
    said = ntr(
        "; not counted: {ships}, which touches it by land only (its water does not reach the new tile)",
        "; not counted: {ships}, on tiles that touch it by land only (their water does not reach the new tile)",
        len(dry),
    )
    return said.format(ships=phrase_list(parts, tr("and")))


def _no_ship_anywhere(ctx: Context, seat: int, fits: Sequence[Spot]) -> str:
    """``Ann has no ship beside any place it fits to pay the voyage; closest: N of Sparta; Argos and Sparta
    border it by land only, so their ships do not count``: the play-test read "no ship beside" with her ships
    on tiles touching the place by land, and could not tell why they did not count."""
    said = no_ship(ctx, seat, tr("beside any place it fits"))
    lying = contacts(ctx).lying

    def by_land(spot: Spot) -> int:
        # The player's ships on the tiles touching the place whose water does not meet it.
        near = {lying[pos] for _, pos in around(spot.at) if pos in lying and lying[pos] != DOLPHIN}
        return sum(ships(ctx, t, seat) for t in near if t not in spot.sea)

    best = max(fits, key=by_land)  # the first of the most: the places come in the coast's order
    if not by_land(best):
        return said
    return said + tr("; closest: {place}").format(place=best.where) + by_land_only(ctx, best.at, best.sea)


def no_ship(ctx: Context, seat: int, where: str) -> str:
    """``Ann has no ship beside any place it fits to pay the voyage``: the fee needs one (L2, the worked example)."""
    return tr("{player} has no ship {where} to pay the voyage").format(player=ctx.players[seat].name, where=where)


def voyage(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    state = settle(ctx)
    verdict = judge(ctx, seat, args, elsewhere_too=False)
    placing = verdict.placing
    if placing.asks:
        raise Impossible(placing.asks[0])
    if not placing.placed and verdict.elsewhere:
        raise Impossible(where_to(ctx, verdict.elsewhere, seat, args))
    state = learned_state(learned_state(state, placing.dolphin), placing.learn)
    used = state.options_used + ("voyage",)
    tile = placing.tile
    turned = placing.facts.id if placing.facts is not None else ""
    if not verdict.success or tile is None:  # the tile goes under the deck: it stays in the ledger's deck
        state = deck.put_under(state, turned) if turned else state
        # A city found earlier this turn stays the newly found one: a failed Voyage again finds none (decisions).
        kept = state.regroup if state.voyaged else ""
        return replace(state, option="voyage", options_used=used, voyaged=False, regroup=kept, announced="")
    state = deck.drawn(state, turned)
    unknown = placing.temple_unknown()
    if unknown is not None:
        raise Impossible(unknown)
    ctx.move("landscape", 1, LANDSCAPE_DECK, holder(tile.id))
    greek = ctx.piece("greek", seat)
    if in_reserve(ctx, seat, "greek") or not args.get("greek_from"):
        ctx.move(greek, 1, reserve(ctx, seat), holder(tile.id))
    else:
        ctx.move(greek, 1, holder(args["greek_from"]), holder(tile.id))
    source = fee_source(ctx, seat, placing, args)
    if source:
        ctx.move(ctx.piece("ship", seat), 1, holder(source), reserve(ctx, seat))
    state = laid(ctx, state, tile)
    return replace(state, option="voyage", options_used=used, voyaged=True, regroup=tile.id, announced="")


def derive_voyage(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The tile turned up (``deck.derive_tile``) and, when it was put nowhere and exactly one place (and way of
    lying) makes the voyage succeed, that place: the play-test was refused "say where it goes" with one answer.
    ``only_place`` marks it, so the log says the app chose it."""
    out = deck.derive_tile(ctx, args)
    full = {**out, **args}
    if full.get("at") is not None and full.get("turn") is None and not ctx.options.get(BEFORE_V17):
        return {**out, **only_lie(settled(ctx), full)}
    if full.get("at") is not None or any(full.get(k) for k in ("land", "sea", "dolphin")):
        return out
    ctx = settled(ctx)
    try:
        verdict = judge(ctx, me(ctx), full)
    except (BadInput, Impossible):
        return out  # the checks say what is wrong
    if verdict.placing.placed or verdict.placing.asks or verdict.success or len(verdict.elsewhere) != 1:
        return out
    spot = verdict.elsewhere[0]
    ids = {entry.label: entry.id for entry in free_spots(game(ctx).tiles)[0].entries}
    chosen = {**out, "at": ids[spot.where], "only_place": True}
    if full.get("turn") is None and resolve(ctx, {**full, **chosen}).asks:
        if len(spot.turns) > 1 or spot.open_dolphin:
            return out  # other ways fit there too (land may face the dolphin tile), and the table's tile shows which
        chosen["turn"] = spot.turn
    return chosen


def fee_source(ctx: Context, seat: int, placing: Placing, args: Mapping[str, Any]) -> str:
    """Whose ship pays: the tile named, else (on the grid) the only one that can.

    On a coast described by hand the table names it, as saves from before
    the grid did: a voyage forced there without one paid no fee.
    """
    named = args.get("ship_from")
    if named:
        return str(named)
    found = fee_tiles(ctx, seat, placing.sea, placing.tile.at if placing.tile is not None else None)
    on_grid = placing.tile is not None and placing.tile.at is not None
    return found[0] if on_grid and len(found) == 1 else ""


def check_voyage(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    ctx = settled(ctx)
    seat = me(ctx)
    out = option_check(ctx, seat, "voyage")
    empty = ctx.ledger.shortfall("landscape", 1, LANDSCAPE_DECK)
    if empty is not None:
        out.append(empty)
    verdict = judge(ctx, seat, args)
    placing = verdict.placing
    if placing.facts is not None:
        out.extend(deck.turned_up(ctx, placing.facts.id, placing.facts.name))
    out.extend(placing.asks)
    out.extend(placing.objections)
    out.extend(filter(None, [turn_unused(placing, args)]))
    # Whether the city shows a temple is asked with every other question (play-test: Milos, known by name only,
    # took four refusals: sides and place, turn, a turn that failed, then the temple).
    unknown = [u for u in [placing.temple_unknown()] if u is not None]
    if placing.asks:
        # Whose ship pays, too, when every way it may lie there needs it said (play-test: one field a refusal).
        return out + unknown + fee_ask_too(ctx, seat, placing, args)
    if not verdict.success:
        if verdict.elsewhere and placing.placed:
            here = placing.tile.at if placing.tile is not None else None
            where = options_text(ctx, verdict.elsewhere, seat, here=here)
            message = tr("it does not work there ({why}); it would: {places}")
            why = verdict.why or _too_few(ctx, verdict)
            said = message.format(why=why, places=where)
            out.append(Violation("Voyage", said, TOPIC, mend=_turn_mend(verdict, here)))
            out.extend(unknown)
        elif verdict.elsewhere:
            out.append(where_to(ctx, verdict.elsewhere, seat, args))
            out.extend(unknown)
        return out
    out.extend(unknown)
    out.extend(fee_problems(ctx, seat, placing, args))
    if not in_reserve(ctx, seat, "greek"):
        donor = args.get("greek_from")
        if not donor or greeks(ctx, donor, seat) < 2:
            # The cities that could give one, named (play-test 7 was asked greek_from= with no list).
            spare = [t.id for t in game(ctx).tiles if greeks(ctx, t.id, seat) > 1]
            # The field named as typed (play-test 11: the list was read, the field to type it in was not).
            said = tr("no Greek in reserve: name your city with two Greeks that gives one, with {field}=").format(
                field=field_word("greek_from")
            )
            if spare:
                said += tr(" ({cities})").format(cities=tr(" or ").join(tile_name(game(ctx), t) for t in spare))
            mend = tr("say greek_from={tiles}").format(tiles=tr(" or ").join(spare)) if spare else ""
            out.append(Violation("Voyage", said, TOPIC, mend=mend))
    elif args.get("greek_from"):
        # The new Greek comes from the reserve while it holds one: a city named would be dropped unsaid.
        said = tr("the new city's Greek comes from the reserve, which holds one")
        out.append(unused("Voyage", said, TOPIC, "greek_from"))
    return out


def _turn_mend(verdict: Verdict, here: Pos | None) -> str:
    """``say turn=4``, when the voyage works at the place typed turned another way ('' when it does not)."""
    turns = [t for s in verdict.elsewhere if s.at == here for t in (s.turns or (s.turn,))]
    return tr("say turn={turns}").format(turns=or_words(turns)) if turns else ""


def _too_few(ctx: Context, verdict: Verdict) -> str:
    """``too few ships on the neighbouring tiles whose sea meets it: 1 ship against 2 (...)``."""
    placing = verdict.placing
    count = tr("{ships} against {theirs}").format(ships=ships_said(verdict.mine), theirs=verdict.theirs)
    note = by_land_only(ctx, placing.tile.at if placing.tile is not None else None, placing.sea)
    return tr("too few ships on the neighbouring tiles whose sea meets it: {count}").format(count=count + note)


def voyage_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    """``Alena's voyage to Pylos fails: 1 ship against 2; the tile goes under the deck.``

    Every line is the table's to read (the tile lies face up once turned), so ``--check`` shows the verdict too:
    play-test 7 read only "1 landscape tile leaves the landscape deck" for a voyage that succeeded.
    """
    return [Public(line) for line in _voyage_told(before, after, args)]


def _voyage_told(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    ctx = settled(before)
    seat = me(ctx)
    verdict = judge(ctx, seat, args)
    placing = verdict.placing
    who = ctx.players[seat].name
    name = city(placing.tile.name) if placing.tile is not None else _named(ctx, args)
    count = tr("{ships} against {theirs}").format(ships=ships_said(verdict.mine), theirs=verdict.theirs)
    if placing.tile is not None:
        count += by_land_only(ctx, placing.tile.at, placing.sea)
    if verdict.success and placing.tile is not None:
        out = [tr("{player}'s voyage to {tile} succeeds: {count}.").format(player=who, tile=name, count=count)]
        if placing.tile.at is not None:
            out.append(joined(after, placing.tile.id))
        if args.get("only_place"):
            out.append(tr("Placed there by itself: the only place where this voyage succeeds."))
        return out
    if not placing.placed:
        said = tr("{player}'s voyage with {tile} fails: {why}; the tile goes under the deck.")
        return [said.format(player=who, tile=name, why=verdict.why)]
    why = f"{verdict.why} ({count})" if verdict.why and verdict.mine else verdict.why or count
    said = tr("{player}'s voyage to {tile} fails: {why}; the tile goes under the deck.")
    return [said.format(player=who, tile=name, why=why)]


def _named(ctx: Context, args: Mapping[str, Any]) -> str:
    from rulesets.hellas.kit import all_facts

    tid = args.get("tile")
    if tid:
        return city(all_facts(ctx.kit, game(ctx).described)[tid].name)
    return str(args.get("name") or tr("the tile")).strip()


ACTIONS = (
    ActionSpec(
        "voyage",
        voyage,
        fields=(
            *TILE_FIELDS,
            Field("ship_from", "ref", "your neighbouring tile whose ship goes home", required=False, catalogue="tile"),
            Field(
                "greek_from", "ref", "with no Greek in reserve: your city with two", required=False, catalogue="tile"
            ),
            Field("only_place", "bool", "placed by the app: the one place it succeeds", required=False, asked=False),
        ),
        phases=("turn",),
        check=check_voyage,
        derive=derive_voyage,
        help="Voyage: the tile turned up joins the coast where you have more ships next to it.",
        topic=TOPIC,
        suggest=suggest,
        text="{actor} goes on a voyage",
        outcome=voyage_outcome,
    ),
)

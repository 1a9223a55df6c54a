"""What the table sees: the coast as places, panels, counters and what is in progress.

Counts are read from the ledger; hands are secret, so only their size is
shown. Every value is a plain number or a short sentence.
"""

from __future__ import annotations

from typing import Any

from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from engine.state import Context
from engine.views import Glance, Place, View
from rulesets.hellas.battle import aimed, standing, strengths, sums, verdict
from rulesets.hellas.board import (
    ASIDE,
    DOLPHIN,
    LANDSCAPE_DECK,
    cities,
    city_counts,
    figures,
    game,
    greeks,
    greeks_said,
    holder,
    in_reserve,
    other,
    owner,
    ships,
    ships_said,
    temple_of,
    temples,
    tile_name,
)
from rulesets.hellas.cards import active, card_name, held, settled
from rulesets.hellas.cities import city
from rulesets.hellas.coast import to_deal
from rulesets.hellas.contacts import contacts
from rulesets.hellas.data import CITIES_TO_WIN, COAST_TILES_EACH, PER_CITY
from rulesets.hellas.kit import all_facts
from rulesets.hellas.options import allowed_actions, may_choose, option_name
from rulesets.hellas.window import awaiting


def trackers(ctx: Context, seat: int) -> dict[str, Any]:
    """A player's counters (figures and cards themselves are in the ledger's holdings)."""
    return {
        "cities": len(cities(ctx, seat)),
        "temples": temples(ctx, seat),
        "reinforcements": allowed_actions(ctx, seat),
        "cards": sum(held(ctx, seat).values()),
    }


def places(ctx: Context) -> list[Place]:
    """The dolphin tile and every tile on the coast, with what stands there."""
    dolphin = Place(DOLPHIN, tr("Dolphin tile"), "tile", None, tr("start of the coast"), ("dolphin",), holder(DOLPHIN))
    out = [dolphin]
    state = game(ctx)
    facts = all_facts(ctx.kit, state.described)
    beside_dolphin = contacts(ctx).dolphin
    for tile in state.tiles:
        seat = owner(ctx, tile.id)
        faction = None if seat is None else ctx.players[seat].faction
        temple = temple_of(ctx, tile)
        bridge = tile.id in facts and facts[tile.id].bridge is True
        flags = (("temple", temple), ("bridge", bridge), ("dolphin", tile.id in beside_dolphin))
        tags = tuple(tag for tag, on in flags if on)
        # Every player's figures there, the owner first: after an override or a correction a
        # tile may hold the other player's pieces too, and show must not hide them. The owner's are
        # not named again (the row names the owner): "Ariadne: 1 Greek" after "Ariadne" was noise.
        seats = sorted(range(len(ctx.players)), key=lambda s: s != seat)
        parts = [
            figures(greeks(ctx, tile.id, s), ships(ctx, tile.id, s))
            if s == seat
            else f"{ctx.players[s].name}: {figures(greeks(ctx, tile.id, s), ships(ctx, tile.id, s))}"
            for s in seats
            if greeks(ctx, tile.id, s) or ships(ctx, tile.id, s)
        ]
        what = "; ".join(parts) or tr("empty")
        if temple:
            what += tr("; temple")
        if bridge:
            what += tr("; bridge")
        out.append(Place(tile.id, city(tile.name), "tile", faction, what, tags, holder(tile.id)))
    return out


def views(ctx: Context) -> list[View]:
    """Players' standing, the cards played this turn, and the attack under way."""
    state = game(ctx)
    names = [p.name for p in ctx.players]
    rows = tuple(
        (name, len(cities(ctx, s)), temples(ctx, s), allowed_actions(ctx, s), sum(held(ctx, s).values()))
        for s, name in enumerate(names)
    )
    columns = (tr("player"), tr("cities"), tr("temples"), tr("reinforcements"), tr("cards"))
    out = [View(tr("Players"), "table", columns, rows)]
    if ctx.phase == "coast":
        out.append(coast_progress(ctx))
    if state.plays:
        alive = active(state.plays)
        lines = tuple(
            (f"{names[p.player]}: {card_name(p.card)}" + ("" if alive[i] else tr(", cancelled by a Void")),)
            for i, p in enumerate(state.plays)
        )
        out.append(View(tr("Cards this turn"), "lines", rows=lines))
    if state.battle is not None:
        out.append(View(tr("Attack"), "lines", rows=((standing(ctx),),)))
    seat = ctx.position.turn
    # Only while the turn may still attack (before its option, Double turn's second half, a second attack):
    # after Reinforcements or a Voyage the heading told the table Bo could still attack.
    if (
        ctx.phase == "turn"
        and seat is not None
        and state.battle is None
        and not may_choose(game(settled(ctx)), seat, "attack")
    ):
        reach = tuple((line,) for line in attack_options(ctx, seat))
        if reach:
            out.append(View(tr("{player} can attack").format(player=names[seat]), "lines", rows=reach))
    return out


def coast_progress(ctx: Context) -> View:
    """The first coast so far: each player's tiles placed of four, the starting cards still to draw."""
    dealing = to_deal(ctx)
    rows = []
    for seat, player in enumerate(ctx.players):
        line = tr("{player}: {placed} of {total} tiles placed").format(
            player=player.name, placed=len(cities(ctx, seat)), total=COAST_TILES_EACH
        )
        if seat in dealing:
            line += tr("; starting cards still to draw")
        rows.append((line,))
    aside = ctx.count(ASIDE, "landscape")
    if aside:
        said = ntr(
            "{n} tile set aside, back into the deck once the coast is done",
            "{n} tiles set aside, back into the deck once the coast is done",
            aside,
        )
        rows.append((said.format(n=aside),))
    return View(tr("First coast"), "lines", rows=tuple(rows))


def attack_options(ctx: Context, seat: int) -> list[str]:
    """Each enemy city the player's neighbouring Greeks can reach, with how many by land and in all.

    Every city keeps one Greek; by land the attack needs as many Greeks as
    defend, with any part by sea one more (cards aside).
    """
    state = game(ctx)
    near = contacts(ctx)
    mine = cities(ctx, seat)
    out = []
    for target in cities(ctx, other(seat)):
        defenders = greeks(ctx, target.id, other(seat))
        sources = [(t.id, greeks(ctx, t.id, seat) - 1) for t in mine if near.near(t.id, target.id)]
        sources = [(tid, n) for tid, n in sources if n > 0]
        if not sources:
            continue
        land = sum(n for tid, n in sources if near.by_land(tid, target.id))
        total = sum(n for _, n in sources)
        whence = ", ".join(f"{tile_name(state, tid)} {n}" for tid, n in sources)
        if land >= defenders:
            enough = tr("{land} by land, enough").format(land=land)
        elif total > defenders:
            enough = tr("{total} with sea, enough ({needed} needed)").format(total=total, needed=defenders + 1)
        elif land:
            enough = tr("short: {land} of {defenders} by land, {total} of {needed} with sea").format(
                land=land, defenders=defenders, total=total, needed=defenders + 1
            )
        else:
            enough = tr("short: {total} of {needed} by sea").format(total=total, needed=defenders + 1)
        said = tr("{city} ({defenders}) from {whence}: {verdict}")
        out.append(said.format(city=city(target.name), defenders=figures(defenders, 0), whence=whence, verdict=enough))
    return out


def pending(ctx: Context) -> list[str]:
    """What is under way beside the duties (an attack, a city above three Greeks)."""
    state = game(ctx)
    out: list[str] = []
    if ctx.phase == "coast":
        return out  # the deal and the tiles are the phase's duties, listed once with them
    # The opponent's answer awaited is among the turn's duties ("Reaction: ... first"), said once.
    if state.battle is not None:
        # What waits on it (the answer, the resolve) is among the duties, said once (the play-test read "Ann
        # resolves it" and "resolve the attack first" one under the other).
        out.append(f"{standing(ctx)}.")
    # A discard due is among the duties, with how many (said once); the tiles under the deck are the board's
    # to say (drawn_coast), nothing awaited.
    seat = ctx.position.turn
    if seat is not None and _again(ctx, seat):
        # Nothing is owed (the turn may end), but the play-test, its Voyage again let stand, read no word of
        # the second voyage it allows.
        said = tr("{player}'s Voyage again stands: another voyage may follow, or the turn ends.")
        out.append(said.format(player=ctx.players[seat].name))
    if seat is not None and _again(ctx, seat, "attack"):
        # Play-test 11: after the first of Two attacks Pending read only "Bo's turn is still to come".
        said = tr("{player}'s Two attacks stands: a second attack may follow, or the turn ends.")
        out.append(said.format(player=ctx.players[seat].name))
    if state.mended is not None:
        # Card theft named a card the app's record of the hand lacked (play-test 10: refusing it told the thief
        # what the hand held); said once the card is shown.
        said = tr("{player}, check your hand: the card drawn from it was not in it as the app knew it (correct).")
        out.append(said.format(player=ctx.players[state.mended].name))
    if state.swelled and seat is not None and greeks(ctx, state.swelled, seat) > PER_CITY:
        # Said while it matters: once the attack has taken the Greeks above three, the city is like any other.
        said = tr("{city} may hold more than {n} Greeks until the attack ends.")
        out.append(said.format(city=_name(ctx, state.swelled), n=PER_CITY))
    return out


def _again(ctx: Context, seat: int, option: str = "voyage") -> bool:
    """Whether a Voyage again (or Two attacks) let stand allows the player on turn another voyage (attack) now."""
    if ctx.phase != "turn" or awaiting(ctx) is not None:
        return False  # the opponent may still void it: the duty to answer is said, not what it would allow
    state = game(settled(ctx))
    used = state.options_used
    return bool(used) and used[-1] == option and state.battle is None and not may_choose(state, seat, option)


def _name(ctx: Context, tid: str) -> str:
    tile = game(ctx).tile(tid)
    return city(tile.name) if tile is not None else tid


#: The glance's line stays within this many characters.
LINE_WIDTH = 110
GLANCE_COLUMNS = (N_("player"), N_("cities"), N_("temples"), N_("reinforcements"), N_("cards"), N_("in reserve"))


def glance(ctx: Context) -> Glance:
    """Always in sight: whose turn and the option used, cities to win; each player's cities, cards and reserve."""
    target = cities_to_win(ctx)
    held_cities = city_counts(ctx)
    rows = tuple(
        (
            player.name,
            tr("{n} of {target}").format(n=held_cities[seat], target=target),
            str(temples(ctx, seat)),
            ntr("{n} action", "{n} actions", allowed_actions(ctx, seat)).format(n=allowed_actions(ctx, seat)),
            _cards(ctx, seat),
            _reserve(ctx, seat),
        )
        for seat, player in enumerate(ctx.players)
    )
    return Glance(_line(ctx, target), tuple(tr(c) for c in GLANCE_COLUMNS), rows)


def cities_to_win(ctx: Context) -> int:
    """The number of cities that wins at the end of a turn (a session option)."""
    return int(ctx.options.get("cities_to_win", CITIES_TO_WIN))


def _cards(ctx: Context, seat: int) -> str:
    """``4`` cards in hand, or ``3 + 1 drawn`` while a drawn card waits face down."""
    drawn = ctx.size(ctx.own("drawn", seat))
    hand = ctx.size(ctx.own("hand", seat))
    return tr("{hand} + {drawn} drawn").format(hand=hand, drawn=drawn) if drawn else str(hand)


def _reserve(ctx: Context, seat: int) -> str:
    """``9 Greeks, 4 ships`` in a player's reserve."""
    n_greeks, n_ships = in_reserve(ctx, seat, "greek"), in_reserve(ctx, seat, "ship")
    return f"{greeks_said(n_greeks)}, {ships_said(n_ships)}"


def _line(ctx: Context, target: int) -> str:
    """The table's facts in one line: what must be said first, then what fits."""
    state = game(ctx)
    names = [p.name for p in ctx.players]
    goal = ntr("{n} city wins", "{n} cities win", target).format(n=target)
    if state.winner is not None:
        won = city_counts(ctx)[state.winner]
        over = ntr("Game over: {player} has won with {n} city", "Game over: {player} has won with {n} cities", won)
        return fit([over.format(player=names[state.winner], n=won)], [], goal)
    if ctx.phase == "coast":
        return fit(*_coast_line(ctx, names), goal)
    return fit(*_turn_line(ctx, names), goal)


def _coast_line(ctx: Context, names: list[str]) -> tuple[list[str], list[str]]:
    """The first coast: which of the four tiles, whose it is, who still draws their starting cards."""
    tile_no = tr("First coast, tile {n} of {total}").format(
        n=min(ctx.position.step + 1, COAST_TILES_EACH), total=COAST_TILES_EACH
    )
    turn = ctx.position.turn
    if turn is not None:
        placed = len(cities(ctx, turn)) > ctx.position.step
        said = tr("{player} has placed it") if placed else tr("{player} places")
        tile_no += ": " + said.format(player=names[turn])
    first = [tile_no]
    dealing = to_deal(ctx)
    if dealing:
        players = phrase_list([names[s] for s in dealing], tr("and"))
        first.append(tr("starting cards to draw: {players}").format(players=players))
    aside = ctx.count(ASIDE, "landscape")
    extra = [ntr("{n} tile set aside", "{n} tiles set aside", aside).format(n=aside)] if aside else []
    return first, extra


def _turn_line(ctx: Context, names: list[str]) -> tuple[list[str], list[str]]:
    """A turn: the option used (and how it went), then the cards played, the regroup and the deck."""
    state = game(ctx)
    turn = ctx.position.turn
    if turn is None:
        return [tr("Turns")], []
    first = [tr("{player}'s option: {option}").format(player=names[turn], option=option_used(ctx))]
    extra = []
    light = ctx.seat_of("light")
    if turn == light and not state.first_turn_done:
        extra.append(tr("no god cards in this first turn"))
    if state.plays:
        played = len(state.plays)
        extra.append(ntr("{n} card played", "{n} cards played", played).format(n=played))
    if state.regroup == "*":
        extra.append(tr("may regroup among own cities"))
    elif state.regroup:
        extra.append(tr("may regroup into {city}").format(city=tile_name(state, state.regroup)))
    deck = ctx.count(LANDSCAPE_DECK, "landscape")
    left = ntr("{n} tile in the deck", "{n} tiles in the deck", deck).format(n=deck)
    extra.append(left if deck else tr("no tile left to voyage"))
    return first, extra


def option_used(ctx: Context) -> str:
    """This turn's option in words: ``none yet``, ``Voyage to Pylos, succeeded``, ``Attack on Sparta...``."""
    state = game(ctx)
    if not state.options_used:
        return tr("none yet")
    done = [option_name(o) for o in state.options_used[:-1]]
    last = state.options_used[-1]
    if state.battle is not None:
        result = strengths(ctx)
        said = tr("Attack on {where}, {sums}: {verdict}")
        now = said.format(where=aimed(state, state.battle), sums=sums(result), verdict=verdict(result))
    elif last == "voyage":
        if state.voyaged:
            now = tr("Voyage to {city}, succeeded").format(city=tile_name(state, state.regroup))
        else:
            now = tr("Voyage, failed")
    elif last == "attack":
        if state.regroup:
            now = tr("Attack, {city} taken").format(city=tile_name(state, state.regroup))
        else:
            now = tr("Attack, failed")
    else:
        now = option_name(last)
    return tr(", then ").join([*done, now])


def fit(first: list[str], extra: list[str], last: str, width: int = LINE_WIDTH) -> str:
    """``first · extra · last`` within ``width``: extras dropped from the end, then the start shortened."""
    extra = list(extra)
    line = " · ".join([*first, *extra, last])
    while len(line) > width and extra:
        extra.pop()
        line = " · ".join([*first, *extra, last])
    if len(line) <= width:
        return line
    tail = " · " + last
    head = " · ".join(first)[: width - len(tail) - 1]
    space = head.rfind(" ")
    if space > len(head) // 2:  # cut between words when a word boundary is near
        head = head[:space]
    return head.rstrip(" ,:·") + "…" + tail

"""What the table sees: trackers, the cities as places, panels, what is pending and what is owed.

Holdings (coins, tokens, figures, cards, the pyramid) are shown by the
engine from the ledger; the trackers here are the positions and standing
that are not components, in plain words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.actions import Violation, rule
from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from engine.state import Context
from engine.views import Place, View
from rulesets.civilization import catalogues as cat
from rulesets.civilization import counts, national
from rulesets.civilization.catalogues import city_name
from rulesets.civilization.common import in_turn_order, names
from rulesets.civilization.components import (
    all_coins,
    cities_of,
    game,
    is_capital,
    is_metropolis,
    owner,
    persons_of,
    realm,
    techs_of,
    travel_speed,
    unit_ranks,
)
from rulesets.civilization.culture import hand_limit, held, known_track, track_end
from rulesets.civilization.culture import track as track_fact
from rulesets.civilization.data import COINS_TO_WIN, TECH_TO_WIN_LEVEL
from rulesets.civilization.formulas import pyramid
from rulesets.civilization.glance import progress, tech_level
from rulesets.civilization.turn_start import ANARCHY


def government_text(ctx: Context, seat: int) -> str:
    """``Despotism``; ``Anarchy (Republic next round)``."""
    mine = realm(ctx, seat)
    governments = cat.book(ctx).catalogues["government"]
    if mine.government == ANARCHY:
        coming = cat.name_of(governments, mine.next_government)
        return tr("Anarchy ({government} next round)").format(government=coming)
    return cat.name_of(governments, mine.government)


#: The trackers' keys (JSON keys, so English in every language), as show reads them.
TRACKERS = (
    N_("trade"),
    N_("culture"),
    N_("government"),
    N_("hand limit"),
    N_("travel speed"),
    N_("unit ranks"),
    N_("techs"),
    N_("great persons"),
)


def trackers(ctx: Context, seat: int) -> dict[str, Any]:
    """Positions and standing, plain and few (the keys are ``TRACKERS``; the values in the language spoken)."""
    mine = realm(ctx, seat)
    out: dict[str, Any] = {
        "trade": mine.trade,
        "culture": mine.culture,
        "government": government_text(ctx, seat),
        "hand limit": hand_limit(ctx, mine),
        "travel speed": travel_speed(ctx, seat),
    }
    units = ctx.kit.catalogue("units", "unit")
    ranks = unit_ranks(ctx, seat)
    if ranks:
        out["unit ranks"] = ", ".join(f"{cat.name_of(units, u).lower()} {r}" for u, r in sorted(ranks.items()))
    # Cards of techs the table added are blank cards to the ledger: their names are said here.
    held_techs = sorted(techs_of(ctx, seat), key=lambda item: (item[1], item[0].name))
    if held_techs:
        out["techs"] = ", ".join(tr(tech.name) for tech, _ in held_techs)
    held_persons = persons_of(ctx, seat)
    if held_persons:
        people = cat.book(ctx).catalogues["person"]
        out["great persons"] = ", ".join(cat.name_of(people, p) for p in held_persons)
    return out


def _wonder_text(name: str, obsolete: bool) -> str:
    """``The Pyramids``, ``Stonehenge (obsolete)``."""
    return tr("{wonder} (obsolete)").format(wonder=tr(name)) if obsolete else tr(name)


def places(ctx: Context) -> list[Place]:
    """Every city, with its owner, buildings and wonders; the wonder market."""
    state = game(ctx)
    facts = cat.book(ctx)
    buildings, by_kind = facts.catalogues["building"], facts.wonder_by_kind
    out = []
    for city in state.cities:
        seat = owner(ctx, city.id)
        tags: tuple[str, ...] = ("capital",) if is_capital(ctx, city.id) else ()
        tags += ("metropolis",) if is_metropolis(ctx, city.id) else ()
        parts = [cat.name_of(buildings, b) for b in city.buildings]
        for kind, _ in ctx.holding(f"city:{city.id}"):
            if kind in by_kind:
                wonder = by_kind[kind]
                parts.append(_wonder_text(wonder.name, wonder.id in state.obsolete))
        # A plain city is said as one (play-test 11: "Peking [Jana (China)]: 1 city", its marker counted).
        summary = ", ".join([*(tr(t) for t in tags or (N_("city"),)), *parts])
        faction = ctx.players[seat].faction if seat is not None else None
        out.append(Place(city.id, city_name(city), "city", faction, summary, tags, f"city:{city.id}"))
    # The wonder market, with the wonders made obsolete before anyone built them marked (l. 262-266).
    market = [by_kind[kind] for kind, _ in ctx.holding("market") if kind in by_kind]
    if market:
        names = [_wonder_text(w.name, w.id in state.obsolete) for w in market]
        out.append(Place("market", tr("Wonder market"), N_("market"), None, ", ".join(names), (), "market"))
    return out


def panels(ctx: Context) -> list[View]:
    """The step's progress, victory distances, the culture track and each pyramid.

    Trade and coins of every player are in the glance strip, always in sight, so no panel repeats them.
    """
    players = list(enumerate(ctx.players))
    end = track_end(ctx)
    known = known_track(ctx, "spaces") is not None
    track = tuple((p.name, realm(ctx, s).culture, end) for s, p in players)
    pyramids = []
    for seat, player in players:
        held_techs = techs_of(ctx, seat)
        can = pyramid([level for _, level in held_techs])["can_research"]
        rows = tuple(
            (level, tuple(tr(t.name) for t, lvl in held_techs if lvl == level), level in can)
            for level in range(5, 0, -1)
        )
        pyramids.append(View(tr("Tech pyramid — {player}").format(player=player.name), "pyramid", rows=rows))
    lines = ", ".join(map(str, track_fact(ctx, "event_lines"))) or tr("none known")
    persons = ", ".join(map(str, track_fact(ctx, "person_spaces"))) or tr("none known")
    distances = tuple(
        (
            p.name,
            f"{tech_level(ctx, s)}/{TECH_TO_WIN_LEVEL}",
            _to_go(end - realm(ctx, s).culture) if known else tr("track unknown"),
            _coins_to_go(max(COINS_TO_WIN - all_coins(ctx, s), 0)),
            tr("capital taken") if realm(ctx, s).captured_capital else "-",
        )
        for s, p in players
    )
    columns = tuple(tr(c) for c in (N_("player"), N_("tech level"), N_("culture"), N_("coins"), N_("military")))
    # An event line is reached or crossed (l. 125): a marker landing on 3 draws, as one passing it does.
    note = tr("event lines at {lines} (reaching or crossing one draws an event card); great persons at {persons}")
    note = note.format(lines=lines, persons=persons)
    return [
        *step_view(ctx),
        View(tr("Victory distances"), "table", columns, distances),
        _track_view(track, note) if known else _unknown_track_view(track),
        *pyramids,
    ]


def _track_view(track: tuple[tuple[str, int, int], ...], note: str) -> View:
    return View(tr("Culture track"), "track", rows=track, note=note)


def _unknown_track_view(track: tuple[tuple[str, int, int], ...]) -> View:
    """The markers' spaces without a track's end: nobody has said where it ends (a bar would draw a stand-in)."""
    rows = tuple((tr("{player}: space {space}").format(player=name, space=space),) for name, space, _ in track)
    note = tr("the track's spaces are unknown: the first arts asks for them")
    return View(tr("Culture track"), "lines", rows=rows, note=note)


def _to_go(n: int) -> str:
    return ntr("{n} to go", "{n} to go", n).format(n=n)


def _coins_to_go(n: int) -> str:
    return ntr("{n} coin to go", "{n} coins to go", n).format(n=n)


def step_view(ctx: Context) -> list[View]:
    """The step's progress as a panel ("collect-trade 2 of 4 done"), with who is done and what is pending."""
    words, done = progress(ctx)
    rows = done + _to_collect(ctx) + pending(ctx)
    if not words and not rows:
        return []
    title = tr("Progress: {words}").format(words=words) if words else tr("In progress")
    return [View(title, "lines", rows=tuple((r,) for r in rows))]


def _to_collect(ctx: Context) -> list[str]:
    """Who still collects trade, beside who has in the step's panel (Pending says it once, as the duty it is)."""
    if ctx.phase != "trade":
        return []
    left = [s for s in in_turn_order(ctx) if game(ctx).realms[s].collected != ctx.position.round]
    return [tr("Still to collect trade: {players}.").format(players=phrase_list(names(ctx, left)))] if left else []


def _anarchy(ctx: Context, seat: int, name: str) -> str:
    """``Ondrej is in Anarchy this round: no government bonus, no city actions; Republic comes next round.``"""
    governments = cat.book(ctx).catalogues["government"]
    coming = cat.name_of(governments, realm(ctx, seat).next_government)
    said = tr("{player} is in Anarchy this round: no government bonus, no city actions; {government} comes next round.")
    return said.format(player=name, government=coming)


def _over_limit(ctx: Context, seat: int, name: str) -> str:
    """``Filip holds 3 culture event cards, hand limit 2: 1 is discarded when city management ends.``"""
    limit, cards = hand_limit(ctx, realm(ctx, seat)), held(ctx, seat)
    excess = cards - limit
    dropped = ntr(
        "{n} is discarded when city management ends.", "{n} are discarded when city management ends.", excess
    ).format(n=excess)
    said = tr("{player} holds {cards}, hand limit {limit}: {discarded}")
    return said.format(player=name, cards=_event_cards(cards), limit=limit, discarded=dropped)


def _event_cards(n: int) -> str:
    """``3 culture event cards`` (as held or discarded)."""
    return ntr("{n} culture event card", "{n} culture event cards", n).format(n=n)


def pending(ctx: Context) -> list[str]:
    """What is in progress: start techs, great persons, free techs and policies due, Anarchy, the hand limit,
    trade to collect, cities to act."""
    state = game(ctx)
    out = national.pending(ctx)
    for seat in in_turn_order(ctx):
        mine, name = state.realms[seat], ctx.players[seat].name
        if not mine.start_tech:
            out.append(tr("{player} puts a start tech into the pyramid (start-tech).").format(player=name))
        # A great person due is said once, by the duty it is (``obligations``), which Pending lists too.
        if mine.free_techs:
            n = mine.free_techs
            free = ntr(
                "{player} has {n} free tech to take: the next tech researched comes free.",
                "{player} has {n} free techs to take: each tech researched comes free.",
                n,
            )
            out.append(free.format(player=name, n=n))
        # A free policy due is said once, by the duty it is (``obligations``), which Pending lists too.
        if mine.government == ANARCHY:
            out.append(_anarchy(ctx, seat, name))
        if ctx.phase == "city" and held(ctx, seat) > hand_limit(ctx, mine):
            out.append(_over_limit(ctx, seat, name))
    # Who still collects trade is said once, by the duty it is (``obligations``), which Pending lists too.
    turn = ctx.position.turn
    if ctx.phase == "city" and turn is not None:
        name = ctx.players[turn].name
        waiting = [city_name(c) for c in cities_of(ctx, turn) if c.id not in state.realms[turn].acted]
        if waiting and state.realms[turn].government == ANARCHY:
            out.append(tr("{player}'s cities take no action in Anarchy: next passes the turn.").format(player=name))
        elif waiting:
            out.append(tr("{player}'s cities still to act: {cities}.").format(player=name, cities=phrase_list(waiting)))
    return out


def by_itself(before: Context, after: Context) -> list[str]:
    """What the rules did at a phase or round change: event cards over the hand limit discarded (l. 126),
    Anarchy over and the new government in (l. 49, l. 54)."""
    out = []
    for seat, player in enumerate(before.players):
        dropped = held(before, seat) - held(after, seat)
        if before.phase == "city" and after.phase != "city" and dropped > 0:
            limit = hand_limit(before, realm(before, seat))
            discards = tr("{player} discards {cards} (hand limit {limit}).")
            out.append(discards.format(player=player.name, cards=_event_cards(dropped), limit=limit))
        was, now = realm(before, seat), realm(after, seat)
        if was.government == ANARCHY and now.government != ANARCHY:
            label = cat.name_of(cat.book(after).catalogues["government"], now.government)
            if now.free_policy:
                over = tr("{player}'s Anarchy is over: {government} from now on, and a free policy to choose.")
            else:  # Despotism (l. 251)
                over = tr("{player}'s Anarchy is over: {government} from now on, which has no social policies.")
            out.append(over.format(player=player.name, government=label))
    return out


def obligations(ctx: Context) -> Sequence[Violation]:
    """What must happen before the phase ends: start techs placed, trade collected, great persons drawn."""
    state = game(ctx)
    out = []
    missing = [s for s in in_turn_order(ctx) if not state.realms[s].start_tech]
    if ctx.phase == "start" and missing:
        message = tr("{players} to place a start tech").format(players=phrase_list(names(ctx, missing)))
        out.append(rule("Start tech", message, "start"))
    if ctx.phase == "trade":
        left = [s for s in in_turn_order(ctx) if state.realms[s].collected != ctx.position.round]
        if left:
            said = tr("{players} still to collect trade (a player with none collects 0)")
            if any(counts.recalled(ctx, s, counts.TRADE) is not None for s in left):
                # The one command for everyone whose cities stand as at their last count (play-test 6).
                said = tr(
                    "{players} still to collect trade (collect-all takes the counts kept; a player with none "
                    "collects 0)"
                )
            message = said.format(players=phrase_list(names(ctx, left)))
            out.append(rule("Collect", message, "trade"))
    for seat in in_turn_order(ctx):
        n = state.realms[seat].pending_persons
        if n:
            message = ntr(
                "{player} still to draw {n} great person (great-person)",
                "{player} still to draw {n} great persons (great-person)",
                n,
            ).format(player=ctx.players[seat].name, n=n)
            out.append(rule("Great persons", message, "culture"))
    free = [s for s in in_turn_order(ctx) if state.realms[s].free_policy]
    if ctx.phase == "start" and free:
        # Chosen in the player's turn of the start phase (l. 54): once it is over, the choice is gone.
        message = tr("{players} still to choose a free policy").format(players=phrase_list(names(ctx, free)))
        out.append(rule("Policy", message, "government"))
    return out


def turn_obligations(ctx: Context) -> list[Violation]:
    """What the turn holder must do before their turn ends: the free policy after a change of government."""
    turn = ctx.position.turn
    if ctx.phase == "start" and turn is not None and realm(ctx, turn).free_policy:
        # Said as the phase's duty says it, so the last turn's ``next`` (which checks both) says it once.
        message = tr("{players} still to choose a free policy").format(players=ctx.players[turn].name)
        return [rule("Policy", message, "government")]
    return []

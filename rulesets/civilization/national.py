"""What a civilization's ability puts on the table at the start (issue 36): Egypt's ancient wonder in the capital,
taken with ``national-start`` in the first round, and a pending line naming the start facts the table applies
itself where its kit does not state them.

The rulebook says nothing of the abilities; the kit states them from the fan sheet it cites. Russia's armies,
Spain's scouts, India's metropolis, America's great person and China's walls (``start_building``: the kit names
the building, so nothing is left to choose) are set up with the table (``table_setup.setup``); the wonder
(``start_wonder``, its era) is chosen from the market, so the player names it here. They are part of setting up,
not a city's action: nothing is paid and the capital may still act that round.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import N_, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.civilization.catalogues import book, fact, name_of
from rulesets.civilization.common import PLAYER, due, in_turn_order, me
from rulesets.civilization.components import capital_id, game, owner, realm, wonders_of
from rulesets.civilization.state import Realm, State
from rulesets.civilization.table_setup import sheet_confirmed

#: Start facts the table applies by correcting the app where its kit keeps the ability as text only (a kit from
#: before they were facts): the fact the setup reads, and the line saying it.
TABLE_APPLIES = {
    "russia": ("start_armies", N_("{player}'s second army onto the map (correct)")),
    "spain": ("start_scouts", N_("{player}'s second scout onto the map (correct)")),
    "india": ("start_metropolis", N_("{player}'s capital as a metropolis (correct)")),
    "america": ("start_persons", N_("{player}'s great person drawn at the start (correct)")),
}


def _capital(ctx: Context, seat: int) -> str:
    return capital_id(ctx.players[seat])


def _era(ctx: Context, seat: int) -> str:
    """The era of the wonder the player's ability puts in the capital ('' when none)."""
    return str(fact(ctx, "civilizations", ctx.players[seat].faction, "start_wonder", ""))


def _laid(ctx: Context, seat: int) -> bool:
    """Whether the player's start pieces are the table's to lay: the printed sheet confirmed them (``startsheet``)."""
    return sheet_confirmed(ctx, ctx.players[seat].faction) or realm(ctx, seat).start_sheet == "yes"


def _owed(ctx: Context, seat: int) -> str:
    """What the player's ability still puts in the capital (the first round, or once the sheet is confirmed):
    'wonder' or ''."""
    capital = _capital(ctx, seat)
    # The first round's, or later where the table confirmed the printed sheet itself (``start-pieces`` is owed
    # until answered, play-test 8): the wonder comes with that answer.
    late = realm(ctx, seat).start_sheet == "yes"
    if (ctx.position.round != 1 and not late) or owner(ctx, capital) != seat or not _laid(ctx, seat):
        return ""
    if _era(ctx, seat) and not any(city.id == capital for _, city in wonders_of(ctx, seat)):
        return "wonder"
    return ""


def owes(ctx: Context, mine: Realm, seat: int) -> bool:
    """Whether a player's ability still puts something in the capital (a ``who`` condition)."""
    return bool(_owed(ctx, seat))


def start_wonders(ctx: Context) -> list[str]:
    """What ``national-start`` may put in the actor's capital: the wonders of the era the ability names still on
    the market (Egypt: the ancient ones), not the whole list of items."""
    seat = ctx.actor
    if seat is None or not _era(ctx, seat):
        return []
    era = _era(ctx, seat)
    return [w.id for w in book(ctx).wonders.values() if w.era == era and w.kind and ctx.count("market", w.kind)]


def national_start(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, item = me(ctx), args["item"]
    capital = _capital(ctx, seat)
    if book(ctx).item_sort(item) == "wonder":
        ctx.move(book(ctx).wonders[item].kind, 1, "market", f"city:{capital}")
        return game(ctx)
    state = game(ctx)
    city = state.city(capital)
    if item in city.buildings:  # a log from before the setup put China's walls there: they stand once
        return state
    return state.with_city(replace(city, buildings=(*city.buildings, item)))


def check_national_start(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat, item = me(ctx), args["item"]
    player = ctx.players[seat]
    label = name_of(book(ctx).catalogues["item"], item)
    owed = _owed(ctx, seat)
    if not owed:
        if ctx.position.round != 1:
            return [rule("Start", "a civilization's start pieces are placed in the first round", "start")]
        said = tr("{player}'s ability puts nothing more in the capital at the start")
        return [rule("Start", said.format(player=player.name), "start")]
    wonder = book(ctx).wonders.get(item)
    if wonder is None or wonder.era != _era(ctx, seat):
        said = tr("{player}'s ability gives a wonder of the {era} era, and {item} is not one")
        return [rule("Start", said.format(player=player.name, era=tr(_era(ctx, seat)), item=label), "start")]
    return []


def pending(ctx: Context) -> list[str]:
    """One line with the start abilities to put on the table: what ``national-start`` takes, in any phase while
    owed (play-test 8: a late answer left Egypt's wonder out of Pending), and, while the first round starts, what
    the table corrects. The start pieces still to check are a duty of the phase (``startsheet.obligations``), which
    Pending lists itself."""
    first = ctx.position.round == 1 and ctx.phase == "start"
    facts = []
    for seat in in_turn_order(ctx):
        name, owed = ctx.players[seat].name, _owed(ctx, seat)
        if owed == "wonder":
            facts.append(tr("{player}'s {era} wonder (national-start)").format(player=name, era=tr(_era(ctx, seat))))
        faction = ctx.players[seat].faction
        told = faction in TABLE_APPLIES and fact(ctx, "civilizations", faction, TABLE_APPLIES[faction][0]) is not None
        if first and faction in TABLE_APPLIES and not told:
            facts.append(tr(TABLE_APPLIES[faction][1]).format(player=name))
    out = []
    if facts:
        out.append(tr("Start abilities to put on the table: {facts}.").format(facts=phrase_list(facts)))
    return out


def offered(ctx: Context) -> bool:
    """Listed only while someone's ability still puts something in the capital (the first round): after the setup
    it is no longer a choice at the table."""
    return any(_owed(ctx, seat) for seat in range(len(ctx.players)))


ACTIONS = (
    ActionSpec(
        "national-start",
        national_start,
        fields=(PLAYER, Field("item", "ref", "the wonder your ability gives", catalogue="item")),
        phases=("start", "trade", "city", "movement", "research"),
        who=due(owes),
        actor="player",
        check=check_national_start,
        offered=offered,
        help="Put the wonder your civilization's ability gives at the start into the capital (Egypt's); "
        "nothing is paid.",
        topic="start",
        text="{actor} puts {item} into the capital at the start",
    ),
)

"""The table at the start of a game, and the start pieces a civilization's printed sheet adds (moved out of
``components``, which declares the pieces and reads the ledger)."""

from __future__ import annotations

from dataclasses import replace

from engine.state import Context
from rulesets.civilization import catalogues as cat
from rulesets.civilization import data
from rulesets.civilization.components import (
    OWN_METROPOLIS,
    POLICIES,
    RELICS,
    V10_LOG,
    capital_id,
    metropolis_card,
)
from rulesets.civilization.state import City, Realm, State


def setup(ctx: Context) -> State:
    """The table at the start: l. 239-254 (capital, one army and one scout in it, Despotism, dials at 0).

    The kit gives each civilization's start tech (into level 1 of the pyramid, l. 204) and the
    government it starts with; a start tech the kit does not know is placed with ``start-tech``.
    """
    n = data.COUNTS
    book = cat.book_of(ctx.kit, ())
    start_government = next((g["id"] for g in ctx.kit.entries("governments") if g.get("start") is True), "despotism")
    realms = []
    cities = []
    for seat, player in enumerate(ctx.players):
        supply, board = ctx.own("supply", seat), ctx.own("board", seat)
        # One army and one scout on the map (l. 249-250); a civilization's start pieces are laid only where the
        # table's printed sheet confirmed them (``sheet_confirmed``), else by ``start-pieces`` once it does.
        ctx.move(ctx.piece("army", seat), n["armies"], "box", supply)
        ctx.move(ctx.piece("army", seat), 1, supply, board)
        ctx.move(ctx.piece("settler", seat), n["settlers"], "box", supply)
        ctx.move(ctx.piece("settler", seat), 1, supply, board)
        ctx.move(ctx.piece("city", seat), n["cities"], "box", supply)
        ctx.move(ctx.piece(OWN_METROPOLIS, seat), n["metropolises"], "box", supply)
        confirmed = sheet_confirmed(ctx, player.faction)
        capital = City(
            capital_id(player),
            f"{player.faction.capitalize()} capital",
            # The civilization's own name says its capital too ("city=china").
            (f"{player.name} capital", f"{player.name}'s capital", player.faction),
        )
        ctx.move(ctx.piece("capital", seat), 1, "box", f"city:{capital.id}")
        for policy in POLICIES:
            ctx.move(ctx.piece(policy.id, seat), 1, "box", ctx.own("policies", seat))
        # The standing forces: one card of each land unit.
        for unit in data.START_UNITS:
            ctx.move(unit, 1, "bank", ctx.own("forces", seat))
        building, persons = lay_start_pieces(ctx, seat) if confirmed else (None, 0)
        cities.append(replace(capital, buildings=(building,)) if building else capital)
        for tech in book.techs.values():
            if tech.kind:
                ctx.move(tech.kind, 1, "box", ctx.own("techs", seat))
        start = cat.fact(ctx, "civilizations", player.faction, "start_tech", "")
        if start and book.techs[start].kind:
            ctx.move(book.techs[start].kind, 1, ctx.own("techs", seat), ctx.own("pyramid", seat))
        # Everyone starts in Despotism (l. 47, l. 251): another start government is a fact of the printed sheet,
        # taken once the table confirmed it (``start-pieces``); it comes with its free policy (l. 54).
        government = start_government
        if confirmed:
            government = cat.fact(ctx, "civilizations", player.faction, "government", start_government)
        free = government != start_government
        realms.append(Realm(start_tech=start, government=government, pending_persons=persons, free_policy=free))
    for wonder in book.wonders.values():
        if wonder.kind:
            ctx.move(wonder.kind, 1, "box", "market")
    for relic in RELICS:
        if ctx.kit.entry("relics", relic.id) is not None:
            ctx.move(relic.id, 1, "box", "map")
    for kind in book.persons.values():
        if kind:
            ctx.move(kind, 1, "box", "greats")
    return State(tuple(realms), tuple(cities))


#: The kit fact saying the table's printed civilization sheet gives the start pieces the kit lists (true) or not
#: (false); left out, the table is asked once (``start-pieces``).
PRINTED = "start_printed"
#: The kit facts a civilization's start pieces are (all from a fan transcription of the printed sheets).
START_PIECES = (
    "start_armies",
    "start_scouts",
    "start_building",
    "start_metropolis",
    "start_persons",
    "extra_units",
    "start_wonder",
)


#: The kit facts of a civilization's printed sheet the table confirms with its start pieces: a start government
#: other than Despotism (l. 47, l. 251 say everyone starts there) and a discount on research (play-test 7).
SHEET_FACTS = (*START_PIECES, "government", "research_discount")


def has_start_pieces(ctx: Context, faction: str) -> bool:
    """Whether the kit gives a civilization any start pieces beyond everyone's (l. 245-250), or another printed
    fact of its sheet that departs from the rulebook (``SHEET_FACTS``)."""
    return any(cat.fact(ctx, "civilizations", faction, key) not in (None, False) for key in SHEET_FACTS)


def sheet_confirmed(ctx: Context, faction: str) -> bool:
    """Whether a civilization's start pieces are on the table's word: its printed sheet confirmed in the kit, or a
    log from before the table was asked (``V10_LOG``)."""
    return bool(ctx.options.get(V10_LOG)) or cat.fact(ctx, "civilizations", faction, PRINTED) is True


def lay_start_pieces(ctx: Context, seat: int) -> tuple[str | None, int]:
    """Lay what a civilization's start pieces put on the table beyond everyone's one army and one scout: more
    figures on the map (within the figures it has), the capital as a metropolis, more unit cards in the standing
    forces. Returns the building they put in the capital and the great persons they make due (the caller keeps
    both in the state)."""
    player, n = ctx.players[seat], data.COUNTS
    supply, board = ctx.own("supply", seat), ctx.own("board", seat)
    for figure, key, most in (("army", "start_armies", n["armies"]), ("settler", "start_scouts", n["settlers"])):
        more = min(int(cat.fact(ctx, "civilizations", player.faction, key, 1)), most) - 1
        if more > 0:
            ctx.move(ctx.piece(figure, seat), more, supply, board)
    if cat.fact(ctx, "civilizations", player.faction, "start_metropolis", False) is True:  # India
        ctx.move(*metropolis_card(ctx, seat), f"city:{capital_id(player)}")
    for unit in cat.fact(ctx, "civilizations", player.faction, "extra_units", ()):
        ctx.move(unit, 1, "bank", ctx.own("forces", seat))
    building = cat.fact(ctx, "civilizations", player.faction, "start_building")
    return (str(building) if building else None), int(
        cat.fact(ctx, "civilizations", player.faction, "start_persons", 0)
    )

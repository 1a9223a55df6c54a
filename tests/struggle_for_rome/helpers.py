"""Building Struggle for Rome positions for tests: sessions, phases, and table corrections."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache
from pathlib import Path

from engine.kits import Kit, loads
from engine.session import Session
from rulesets.struggle_for_rome import INFO

NAMES = ("Ann", "Bo", "Cy", "Di")
#: The small test board around the rulebook's examples.
EXAMPLES = Path(__file__).with_name("kit_examples.toml")


@cache
def example_kit() -> Kit:
    """The test board (see ``kit_examples.toml``), checked like any kit."""
    ruleset = INFO.load()
    return loads(EXAMPLES.read_text(encoding="utf-8"), ruleset.kit_schema, ruleset.id, EXAMPLES.name)


def new(
    players: int = 3, variants: tuple[str, ...] = (), names: tuple[str, ...] = NAMES, kit: Kit | None = None
) -> Session:
    """A fresh session (Ann red, Bo blue, Cy white, Di orange), every starting pasture card a cattle."""
    session = Session.new(INFO.load(), [(n, None) for n in names[:players]], variants, rng=random.Random(3), kit=kit)
    for _ in range(players):
        session.act("starting-card", {"card": "cattle"})
    return session


def place(session: Session, seat: int, tribe: str, crossing: str) -> None:
    """Stand a tribe figure on a crossing (``""``: the app loses track of it), as a test position."""
    table = session.table
    session.tables[-1] = replace(table, game=table.game.standing(seat, tribe, crossing))


def put(session: Session, holder: str, kind: str, count: int, source: str) -> None:
    """Make a holder hold ``count`` of a kind, the difference moved from ``source`` (nothing is made).

    The position is set on the current table directly: the engine's ``correct``
    only names holders that hold something now or did at setup.
    """
    table = session.table
    change = count - table.ledger.count(holder, kind)
    session.tables[-1] = replace(table, ledger=table.ledger.move(kind, change, source, holder, beyond_cap=True))


def hand(session: Session, faction: str, source: str = "bank", **cards: int) -> None:
    """Set a player's resource cards (pasture cards come from the pasture deck)."""
    for kind, n in cards.items():
        put(session, f"hand:{faction}", kind, n, "deck:pasture" if kind in ("horse", "cattle") else source)


def count(session: Session, holder: str, kind: str) -> int:
    """Units of a kind at a holder now."""
    return session.table.ledger.count(holder, kind)


def roll_out(session: Session) -> None:
    """Cover the rest of the compass rose with numbers that are not 7 (2, 3, 4, 5, 6, 8...)."""
    for dice in ("1,1", "1,2", "2,2", "2,3", "3,3", "4,4"):
        covered = len(session.table.ledger.holders("number"))
        if covered == 4:
            return
        if not count(session, f"number:{sum(map(int, dice.split(',')))}", "marker"):
            session.act("roll-resources", {"dice": dice})


def to_phase(session: Session, phase: str) -> None:
    """End phases (rolling the compass rose full first) until ``phase`` begins."""
    if session.phase.id == "roll":
        roll_out(session)
    while session.phase.id != phase:
        session.act("next-phase")
        if session.phase.id == "roll" and phase != "roll":
            roll_out(session)


def add_city(session: Session, name: str, towers: int, province: str, **marks: bool) -> None:
    """Put a city on the app's map (without an eagle or the III mark unless ``marks`` says so)."""
    said = {"eagle": False, "neutral": False} | marks
    session.act("add-city", {"city": name, "towers": towers, "province": province, **said})


def tribe(session: Session, faction: str, kind: str = "cavalry", figures: int = 1, wagons: int = 1) -> None:
    """Set the figures and wagons on a tribe field (from the player's supply)."""
    figure = "horseman" if kind == "cavalry" else "warrior"
    put(session, f"{kind}:{faction}", f"{figure}:{faction}", figures, f"supply:{faction}")
    put(session, f"{kind}:{faction}", f"wagon:{faction}", wagons, f"supply:{faction}")


def tiles(session: Session, faction: str, kind: str, **colours: int) -> None:
    """Set a tribe's plunder tiles by colour (from the box)."""
    for province, n in colours.items():
        put(session, f"{kind}-{province.replace('_', '-')}:{faction}", "tile", n, "box")


def augusta_plunder_example() -> Session:
    """Rules L11 (p. 4, right column): Ann's cavalry tribe, 2 horsemen and 2 wagons, plunders Augusta (2
    towers, Germania): the tile's action card (the Traitor), 2 gold for the wagons, and the red field sends
    a horseman back."""
    session = new()
    to_phase(session, "cavalry")
    add_city(session, "Augusta", 2, "germania")
    tribe(session, "red", "cavalry", figures=2, wagons=2)
    session.act("plunder", {"city": "Augusta", "reward": "action-card", "card": "traitor", "red": True})
    return session


#: Made-up facts around the start crossings (the printed board's are in no public source).
STEPPE = {"Steppe field": ("field", 4), "Steppe pasture": ("pasture", 10), "Steppe hills": ("mountain", 4)}
AROUND = {
    "red-start-1": "Steppe field,Steppe pasture",
    "red-start-2": "Steppe field",
    "blue-start-1": "Steppe pasture",
    "blue-start-2": "Steppe pasture",
    "white-start-1": "Steppe hills",
    "white-start-2": "Steppe hills",
    "orange-start-1": "Steppe field,Steppe hills",
    "orange-start-2": "Steppe hills",
}


def tell_the_steppe(session: Session) -> Session:
    """The table tells the made-up landscapes around the start crossings (``STEPPE``, ``AROUND``)."""
    for name, (kind, number) in STEPPE.items():
        session.act("add-landscape", {"name": name, "kind": kind, "number": number})
    for crossing, landscapes in AROUND.items():
        session.act("add-crossing", {"crossing": crossing, "landscapes": landscapes})
    return session

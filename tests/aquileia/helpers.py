"""Setting up Aquileia tables for tests: players, purses, hands and buildings through the ledger."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Any

from engine.kits import Kit, loads
from engine.session import Session
from rulesets.aquileia import INFO
from rulesets.aquileia.data import METALS
from rulesets.aquileia.decks import DECK_OF
from rulesets.aquileia.kit import KIT
from rulesets.aquileia.state import Building, State

SHIPPED = Path(__file__).resolve().parents[2] / "rulesets" / "aquileia" / "kit.toml"
#: The Pecunia rates of a test kit that knows them all (the shipped kit knows none: invented for tests).
RATES = (
    '[pecunia]\nsource = "rulebook l.4: an exchange scores 4 points; the allowed exchanges are drawn, '
    'not written, and no public source found lists them"\nentries = []',
    '[pecunia]\nsource = "test"\ncount = 2\nentries = [\n'
    '    { id = "gold-for-silvers", name = "1 gold for 2 silver", give = ["gold"], get = ["silver", "silver"] },\n'
    '    { id = "silver-for-bronzes", name = "1 silver for 2 bronze",'
    ' give = ["silver"], get = ["bronze", "bronze"] },\n'
    "]",
)
#: Seats 0-3, clockwise.
NAMES = ("Blue", "Yellow", "Red", "Vlada")
FACTIONS = {"Blue": "blue", "Yellow": "yellow", "Red": "red", "Vlada": "green"}


def new(names: tuple[str, ...] = NAMES, kit: Kit | None = None, options: dict[str, Any] | None = None) -> Session:
    """A fresh session (Blue starts), on the shipped kit or the one given."""
    players = [(n, FACTIONS.get(n)) for n in names]
    return Session.new(INFO.load(), players, rng=random.Random(2), kit=kit, options=options)


def kit_with(*changes: tuple[str, str]) -> Kit:
    """The shipped kit's text with replacements, checked as a user's kit file would be."""
    text = SHIPPED.read_text(encoding="utf-8")
    for old, new_text in changes:
        assert old in text, old
        text = text.replace(old, new_text)
    return loads(text, KIT, "aquileia", "test kit", "test")


def shipped_text() -> str:
    """The shipped kit file's text."""
    return SHIPPED.read_text(encoding="utf-8")


def _ledger_move(session: Session, kind: str, n: int, src: str, dst: str) -> None:
    ledger = session.table.ledger.move(kind, n, src, dst)
    session.tables[-1] = replace(session.table, ledger=ledger)


def set_coins(session: Session, seat: int, **metals: int) -> None:
    """A purse holding exactly these coins; the difference comes from (or goes to) the bank."""
    purse = f"purse:{session.players[seat].faction}"
    for metal in METALS:
        change = metals.get(metal, 0) - session.table.ledger.count(purse, metal)
        _ledger_move(session, metal, change, "bank", purse)


def give_cards(session: Session, seat: int, *cards: str) -> None:
    """Cards from their decks into a player's hand."""
    for card in cards:
        _ledger_move(session, card, 1, f"deck:{DECK_OF[card]}", f"hand:{session.players[seat].faction}")


def give_buildings(session: Session, seat: int, *buildings: Building) -> None:
    """Buildings already built: what they are in the state, a house on each in the ledger."""
    faction = session.players[seat].faction
    state: State = session.table.game
    person = state.patricians[seat]
    game = state.with_patrician(seat, replace(person, buildings=person.buildings + buildings))
    session.tables[-1] = replace(session.table, game=game)
    _ledger_move(session, f"house:{faction}", len(buildings), f"reserve:{faction}", f"buildings:{faction}")


def set_person(session: Session, seat: int, **changes: Any) -> None:
    """Change what the state keeps of a player (score, blue dice)."""
    state: State = session.table.game
    session.tables[-1] = replace(
        session.table, game=state.with_patrician(seat, replace(state.patricians[seat], **changes))
    )


def coins(session: Session, seat: int) -> dict[str, int]:
    """A player's purse, by metal."""
    return dict(session.table.ledger.holding(f"purse:{session.players[seat].faction}"))


def hand(session: Session, seat: int) -> dict[str, int]:
    """A player's cards."""
    return dict(session.table.ledger.holding(f"hand:{session.players[seat].faction}"))


def totals(session: Session) -> dict[str, int]:
    """Coins of each metal in the whole game."""
    every = session.table.ledger.totals()
    return {metal: every[metal] for metal in METALS}


def place_all(session: Session, plan: dict[str, list[str]]) -> None:
    """Place items in turn order (the app names the placer) until everyone is done; tie markers go last."""
    queues = {name: [*spaces, "tie"] for name, spaces in plan.items()}
    # Placement ends by itself with the last item, and empty areas after it: stop at this round's end.
    start = session.table.position.round
    while session.phase.id == "placement" and session.table.position.round == start:
        state: State = session.table.game
        if state.placer is None:
            session.act("next-phase")
            break
        queue = queues[session.players[state.placer].name]
        if queue:
            session.act("place", {"space": queue.pop(0)})
        else:
            session.act("pass")


def to_phase(session: Session, phase: str, force: bool = False) -> None:
    """End phases (with nothing left to do in them, unless forced) until ``phase`` begins.

    Phases that owe nothing end by themselves: the table may already be there.
    """
    while session.phase.id != phase:
        session.act("next-phase", force=force)


def last_outcome(session: Session) -> list[str]:
    """The outcome sentences of the last event."""
    return session.outcome(len(session.events))


def latro_example() -> Session:
    """l.8's example at the start of Portus: Latro (Vláďa) to roll; Kája (Red) has a private bank (1 gold,
    1 silver) and 2 bronze, Yellow 1 gold, Blue 1 silver, each with a workshop in port."""
    session = new()
    set_coins(session, 2, bronze=2)
    give_buildings(session, 2, Building("bank", 0, "", (("gold", 1), ("silver", 1))), Building("workshop", 4))
    set_coins(session, 1, gold=1)
    give_buildings(session, 1, Building("workshop", 3))
    set_coins(session, 0, silver=1)
    give_buildings(session, 0, Building("workshop", 2))
    place_all(
        session, {"Blue": ["portus-silver"], "Yellow": ["portus-gold"], "Red": ["portus-bronze"], "Vlada": ["latro"]}
    )
    to_phase(session, "portus")
    return session


def theatrum_example(options: dict[str, Any] | None = None) -> Session:
    """l.7's example: Vláďa chose the Theatrum and opens with a silver; Blue raises with a silver, Yellow
    drops, Red (Kája) raises with a bronze: Vláďa, who has no bronze, must drop out (by herself since version 8;
    an older save, ``options``, asked her)."""
    session = new(options=options)
    set_coins(session, 3, silver=3)
    set_coins(session, 1, silver=2, gold=1)  # Yellow could raise, and drops by choice
    set_coins(session, 0, silver=3, bronze=1)
    set_coins(session, 2, silver=2, bronze=1)
    place_all(session, {"Blue": [], "Yellow": [], "Red": [], "Vlada": ["theatrum"]})
    to_phase(session, "theatrum")
    session.act("bid", {"player": "Vlada", "add": "silver"})
    session.act("bid", {"player": "Blue", "add": "silver"})
    session.act("drop", {"player": "Yellow"})
    session.act("bid", {"player": "Red", "add": "bronze"})
    return session


def stadium_example() -> Session:
    """l.6's example, raced: two racers on the gold side's 2 spaces, blue on silver 1, yellow on silver 2
    with two blue dice left from the Arena (l.5); the prizes are next."""
    session = stadium_example_before_blue()
    session.act("blue", {"dice": "silver,bronze"})
    return session


def stadium_example_before_blue() -> Session:
    """l.6's example up to the blue dice: everyone has rolled and played; yellow holds two blue dice."""
    session = new()
    give_cards(session, 0, "silver-horse-2")
    give_cards(session, 1, "silver-horse-1", "silver-horse-1")
    session.act("turn-up", {"at": "stadium", "card": "5 points"})
    place_all(session, {"Blue": ["silver-1"], "Yellow": ["silver-2"], "Red": ["gold-2b"], "Vlada": ["gold-2a"]})
    to_phase(session, "stadium")
    set_person(session, 1, blue=2)  # two blue dice left from Potentia
    # Everyone rolls in turn order, then plays cards (Red and Vlada hold none), then the blue dice (l.6).
    session.act("race", {"dice": "silver,silver,bronze"})
    session.act("race", {"dice": "silver,bronze,bronze"})
    session.act("race", {"dice": "gold,gold,bronze"})
    session.act("race", {"dice": "gold,silver,bronze"})
    session.act("play", {"horses": "2 silver horses"})
    session.act("play", {"horses": "silver 1,silver 1"})
    return session

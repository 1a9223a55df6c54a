"""Setting up Aquileia tables for tests: players, purses, hands and buildings through the ledger."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from engine.session import Session
from rulesets.aquileia import INFO
from rulesets.aquileia.catalogues import DECK_OF
from rulesets.aquileia.data import METALS
from rulesets.aquileia.state import Building, State

#: Seats 0-3, clockwise.
NAMES = ("Blue", "Yellow", "Red", "Vlada")
FACTIONS = {"Blue": "blue", "Yellow": "yellow", "Red": "red", "Vlada": "green"}


def new(names: tuple[str, ...] = NAMES) -> Session:
    """A fresh session (Blue starts)."""
    return Session.new(INFO.load(), [(n, FACTIONS.get(n)) for n in names], rng=random.Random(2))


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
    while session.phase.id == "placement":
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
    """End phases (with nothing left to do in them, unless forced) until ``phase`` begins."""
    while session.phase.id != phase:
        session.act("next-phase", force=force)


def last_outcome(session: Session) -> list[str]:
    """The outcome sentences of the last event."""
    return session.outcome(len(session.events))

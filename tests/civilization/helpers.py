"""Setting up Civilization sessions for tests: players, phases, and state or components placed directly."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from engine.kits import Kit, from_data
from engine.phases import Position
from engine.session import Session
from engine.turns import _begin
from rulesets.civilization import INFO
from rulesets.civilization.catalogues import book
from rulesets.civilization.kit import GAME, SCHEMA, shipped
from rulesets.civilization.state import Realm, State

#: The culture track as a table gives it at ``new`` (the shipped kit does not know it): lines every 3 spaces from
#: 3, great persons every 3 from 2, no hand-limit space, 21 spaces.
TRACK = {
    "culture_spaces": 21,
    "event_lines": [3, 6, 9, 12, 15, 18],
    "person_spaces": [2, 5, 8, 11, 14, 17, 20],
    "hand_limit_spaces": [],
}


def confirmed() -> Kit:
    """The shipped kit as a table whose printed civilization sheets confirmed every start piece it lists (the
    answer ``start-pieces`` keeps): the setup lays them without asking."""
    data = shipped().to_data()
    for entry in data["civilizations"]["entries"]:
        entry["start_printed"] = True
    return from_data(data, SCHEMA, GAME, "test kit", "test")


def new(*players: tuple[str, str], kit: Kit | None = None, track: bool = True) -> Session:
    """A session with the shipped kit as a table that confirmed its start pieces (``confirmed``), or another kit
    (``shipped()``: the table is asked): every civilization's start tech is in its pyramid. The table gives the
    culture track at ``new`` unless ``track`` is False (then the first arts asks for it)."""
    kit = confirmed() if kit is None else kit
    return Session.new(INFO.load(), list(players), rng=random.Random(1), kit=kit, options=TRACK if track else None)


def game(session: Session) -> State:
    state: State = session.table.game
    return state


def realm(session: Session, seat: int) -> Realm:
    return game(session).realms[seat]


def set_realm(session: Session, seat: int, **changes: Any) -> None:
    """Change positions (trade dial, culture track...) as if the table had played there."""
    state = game(session)
    session.tables[-1] = replace(session.table, game=state.with_realm(seat, replace(state.realms[seat], **changes)))


def put(session: Session, kind: str, n: int, src: str, dst: str) -> None:
    """Move components as if the table had played there (the ledger still refuses the impossible)."""
    session.tables[-1] = replace(session.table, ledger=session.table.ledger.move(kind, n, src, dst))


def faction(session: Session, seat: int) -> str:
    return session.players[seat].faction


def add_techs(session: Session, listed: list[tuple[str, int]]) -> None:
    """List techs the kit does not name (add-tech), as the table would."""
    for name, level in listed:
        session.act("add-tech", {"name": name, "level": str(level)})


def learn(session: Session, seat: int, names: list[str]) -> None:
    """Put tech cards (by id) from a player's deck into their pyramid."""
    every = book(session.context()).techs
    f = faction(session, seat)
    for tech in names:
        put(session, every[tech].kind, 1, f"techs:{f}", f"pyramid:{f}")


def give_person(session: Session, seat: int, person: str) -> None:
    """Hand a player a great person's card from the deck, as if drawn."""
    put(session, book(session.context()).persons[person], 1, "greats", f"persons:{faction(session, seat)}")


def go_to(session: Session, phase: str) -> None:
    """Skip to a phase (forcing past what is owed). A phase the rules skip, nobody having anything to do in it
    (research with no trade), is entered all the same: the test sets the table up there next."""
    phases = [p.id for p in session.ruleset.phases]
    for _ in range(2 * len(phases) + 2):
        if session.phase.id == phase:
            return
        before = session.table
        target = (before.position.phase + 1) % len(phases)
        session.act("next-phase", force=True)
        if phases[target] == phase and session.phase.id != phase:
            ctx = session.context(before)
            pos = before.position
            new_round = target == 0
            entered = Position(pos.round + new_round, target, 0, None, pos.start, ())
            position, state = _begin(session.ruleset, ctx, entered, new_round)
            session.tables[-1] = replace(session.table, position=position, game=state, ledger=ctx.ledger)
            return
    raise AssertionError(f"the {phase} phase is never reached")


def count(session: Session, holder: str, kind: str) -> int:
    return session.table.ledger.count(holder, kind)


def metropolises(session: Session, holder: str) -> int:
    """Metropolis cards at a holder: a player's own (from version 12) or the bank's (older logs)."""
    ledger = session.table.ledger
    return ledger.count(holder, "metropolis") + ledger.of_base(holder, "metropolis-card")


def kit_with(*changes: tuple[str, str, str, Any]) -> Kit:
    """The shipped kit, start pieces confirmed (``confirmed``), with some facts changed: ``(section, id, key,
    value)``; value None drops the fact."""
    data = confirmed().to_data()
    for section, ident, key, value in changes:
        entry = next(e for e in data[section]["entries"] if e["id"] == ident)
        if value is None:
            entry.pop(key, None)
        else:
            entry[key] = value
    return from_data(data, SCHEMA, GAME, "test kit", "test")

"""A save Tabula wrote always opens, and every component adds up, whatever the table did (issue 29).

Every registered game is played at random the way a table plays an evening: legal actions, now and then
one forced past a rule, corrections (emptying hands, moving cards between holders), undos of any depth,
redos, a new action after an undo (which forgets what was undone), and the evening closed and opened
again. After every step the save is written and opened, and the ledger is held to the box: for every
kind with a count, what all holders hold adds up to that count, no count is below zero, no pool (a deck
of mixed cards whose total alone the rules give) holds more than its total, and a holder the game has
stays nameable (so it can be corrected) when it is empty.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import registry, saves
from engine.errors import BadInput, NothingToUndo
from engine.playout import random_step
from engine.session import Session
from engine.state import Table

GAMES = [g.id for g in registry.games()]


def _new(game_id: str, seed: int) -> Session:
    info = registry.get(game_id)
    rng = random.Random(seed)
    count = rng.randint(info.min_players, info.max_players)
    players = [(f"P{i + 1}", None) for i in range(count)]
    return Session.new(info.load(), players, name="evening", rng=rng)


def _reopened(session: Session) -> Session:
    """The save as written, opened again: it must open, whatever the step before it did."""
    text = saves.dumps(session)
    loaded = saves.loads_text(text, "evening", "the save")
    assert loaded.same_as(session), "the save opened as another session"
    return loaded


def _correct(session: Session, rng: random.Random) -> None:
    """A correction as a table makes one: often emptying a holder, sometimes from another holder."""
    holders = session.catalogue("holder").ids()
    held = [(h, kind) for h, items in session.table.ledger.items() for kind, _ in items]
    if held and rng.random() < 0.6:
        holder, kind = rng.choice(held)
    else:
        holder, kind = rng.choice(holders), rng.choice(session.catalogue("component").ids())
    raw: dict[str, Any] = {"holder": holder, "kind": kind, "count": rng.choice([0, 0, 1, 2, 5]), "reason": "table"}
    if rng.random() < 0.4:
        raw["source"] = rng.choice(holders)
    proposal = session.propose("correct", raw)
    if proposal.legal or proposal.forcible:
        session.act("correct", raw, force=not proposal.legal, at=1_800_000_000 + len(session.events))


def _check(session: Session, table: Table, where: str) -> None:
    ledger = table.ledger
    comp = session.components
    totals = ledger.totals()
    for kind, count in comp.limits.items():
        assert totals.get(kind, 0) == count, f"{where}: {count} {kind} exist, the holders hold {totals.get(kind, 0)}"
    for holder, items in ledger.items():
        for kind, n in items:
            assert n > 0, f"{where}: {holder} holds {n} {kind}"
    for pool, total in comp.pools.items():
        out = ledger.pool_out(pool)
        assert 0 <= out <= total, f"{where}: {out} of the {total} {pool} are out of the box"


def _play(session: Session, rng: random.Random, steps: int) -> Session:
    for number in range(steps):
        roll = rng.random()
        where = f"step {number}"
        if roll < 0.5:
            random_step(session, rng, force_rate=0.2)
        elif roll < 0.62:
            _correct(session, rng)
        elif roll < 0.77 and session.events:
            deep = rng.random() < 0.2
            session.undo(rng.randint(1, len(session.events)) if deep else 1)
        elif roll < 0.9 and session.redo_stack:
            session.redo(rng.randint(1, len(session.redo_stack)))
            # Redone in order, what Tabula wrote always fits again: nothing is dropped.
            assert not session.dropped, f"{where}: {session.dropped}"
        elif roll < 0.95:
            session = _reopened(session)
        _check(session, session.table, where)
        # A holder the game has can be named while it is empty (to correct it, or as a source): every holder
        # that held something on the way here (an undone branch's own places are gone with it).
        seen = {holder for table in session.tables for holder in table.ledger.holders()}
        named = set(session.catalogue("holder").ids())
        assert seen <= named, f"{where}: holders the table cannot name: {sorted(seen - named)}"
        session = _reopened(session) if number % 3 == 0 else session
    return session


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", range(2))
def test_an_evening_of_random_play_undo_and_redo_always_reopens(game_id: str, seed: int) -> None:
    session = _play(_new(game_id, seed), random.Random(seed), 70)
    # The whole evening taken back and put back again, across a reload in between.
    # Entries left from the evening's last undos come back too, after the events (the newest undone first).
    events = [*session.events, *reversed(session.redo_stack)]
    if session.events:
        session.undo(len(session.events))
    session = _reopened(session)
    if session.redo_stack:
        session.redo(len(session.redo_stack))
    assert not session.dropped
    assert [e.key() for e in session.events] == [e.key() for e in events]


def test_a_redo_entry_that_no_longer_fits_is_dropped_with_a_sentence() -> None:
    session = _new("mare-nostrum", 1)
    session.act("add-province", {"name": "Gallia", "goods": "grain"})
    session.act("add-province", {"name": "Iberia", "neighbours": "gallia"})
    session.undo(2)
    # Gallia's entry is gone (a save edited by hand, an older Tabula's): Iberia's border cannot be redone.
    session.redo_stack.pop()
    reopened = _reopened(session)
    done = reopened.redo()
    assert done == []
    assert reopened.dropped == [
        "add-province could not be redone and was dropped: neighbours: no province 'gallia'; "
        "a province the kit does not know yet is added once with add-province"
    ]
    assert not reopened.redo_stack
    with pytest.raises(NothingToUndo):
        reopened.redo()
    with pytest.raises(BadInput):
        reopened.redo(0)


def test_a_correction_cannot_make_a_31st_action_card() -> None:
    # The tester's case: 30 Treasures corrected onto the used pile, then one more action card into a hand.
    session = _new("struggle-for-rome", 0)
    session.act("correct", {"holder": "discard:action", "kind": "treasure", "count": 30, "reason": "x"})
    faction = session.players[0].faction
    raw = {"holder": f"cards:{faction}", "kind": "culture", "count": 1, "reason": "x"}
    proposal = session.propose("correct", raw)
    assert not proposal.forcible
    said = " ".join(v.message for v in proposal.violations)
    assert said == (
        "all 30 action cards are out of the box: name where it comes from as the source "
        "(the pile of used action cards: 30)"
    )
    assert "Action card deck" in str(session.summary()) and "-1" not in str(session.summary())


def test_a_dropped_redo_entry_names_no_hidden_card() -> None:
    # Ariadne's Plus one, undone; the app is then told her hand no longer holds it (a correction made
    # elsewhere, a save edited by hand). The sentence about the dropped entry is read by the whole table.
    from engine.writer import to_data

    ruleset = registry.load("hellas")
    demo = saves.loads_text(ruleset.resource("demo.toml").read_text(), "demo", "the demo")
    data = to_data(demo)
    played = next(i for i, raw in enumerate(data["events"]) if raw["t"] == "play")
    session = saves.from_data({**data, "events": data["events"][:played]}, "demo")
    session.act("correct", {"holder": "hand:light", "kind": "plus-one", "count": 0, "reason": "table"})
    session.redo_stack.append(saves.from_data(data, "demo").events[played])
    assert session.redo() == []
    (sentence,) = session.dropped
    # The card the entry played is named (it was played face up), never with her hand.
    said = "play could not be redone and was dropped: Ariadne has no Plus one card"
    assert sentence == said

"""The conformance suite every ruleset runs (OpenSpiel-style).

Random play through each registered game must keep its promises: undo back
to the start equals the initial state, save -> load gives an identical
session, replay is deterministic, handlers never mutate the state they are
given; and, forced or not, components are only ever moved: no total
changes, no count goes negative, no cap is broken, every event has an
outcome and a log line without Python reprs, and every catalogue entry
resolves from its upper-cased, accent-free name.
"""

from __future__ import annotations

import copy
import random
import re
import unicodedata
from pathlib import Path

import pytest

from engine import registry, saves
from engine.ledger import Ledger
from engine.names import Catalogue
from engine.playout import random_playout
from engine.ruleset import Ruleset
from engine.session import Session
from engine.state import Table

GAMES = [g.id for g in registry.games()]
REPR = re.compile(r"\{'|\['|\bNone\b|\bTrue\b|\bFalse\b|\b[a-z_]+=\S")


def _session(game_id: str, seed: int) -> Session:
    info = registry.get(game_id)
    ruleset = info.load()
    rng = random.Random(seed)
    count = rng.randint(info.min_players, info.max_players)
    players = [(f"P{i + 1}", None) for i in range(count)]
    return Session.new(ruleset, players, name="conformance", rng=rng)


def _check_components(session: Session, table: Table, where: str) -> None:
    ledger: Ledger = table.ledger
    limited = session.components.limits
    totals = {kind: n for kind, n in ledger.totals().items() if kind in limited}
    assert totals == {k: n for k, n in limited.items() if n}, f"{where}: a component appeared or vanished"
    ctx = session.context(table)
    for holder, items in ledger.items():
        for kind, n in items:
            assert n > 0, f"{where}: {holder} holds {n} {kind}"
            assert session.components.known(kind), f"{where}: undeclared {kind}"
            if ledger.over_cap(kind, 0, holder) is not None and not session.ruleset.allows_over_cap(ctx, holder):
                raise AssertionError(f"{where}: {holder} is past its cap for {kind}")


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", range(4))
def test_random_play_conforms(game_id: str, seed: int, tmp_path: Path) -> None:
    session = _session(game_id, seed)
    initial = copy.deepcopy(session.initial)
    applied = random_playout(session, 120, random.Random(seed))
    assert applied > 10, "random play should find legal actions"
    # Handlers are pure: earlier states were never touched.
    assert session.initial == initial

    path = tmp_path / "c.toml"
    saves.save(session, path)
    loaded = saves.load(path, name="conformance")
    assert loaded.same_as(session)

    again = Session(session.ruleset, session.players, session.variants, session.options)
    again.replay(session.events)
    assert again.tables == session.tables

    for index, table in enumerate(session.tables):
        _check_components(session, table, f"after event {index}")
        # A ruleset's fast answer to "who has won" agrees with its victory progress.
        ctx = session.context(table)
        assert tuple(session.ruleset.won(ctx)) == tuple(Ruleset.won(session.ruleset, ctx)), f"after event {index}"

    events = list(session.events)
    session.undo(len(events))
    assert session.table == session.initial
    session.redo(len(events))
    assert session.events == events and session.table == loaded.table


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", range(3))
def test_forced_play_never_creates_or_destroys(game_id: str, seed: int) -> None:
    session = _session(game_id, 100 + seed)
    random_playout(session, 100, random.Random(seed), force_rate=0.25)
    assert any(e.forced for e in session.events) or len(session.events) < 20, "forced play should force something"
    for index, table in enumerate(session.tables):
        _check_components(session, table, f"after event {index}")
    for index, event in enumerate(session.events, start=1):
        for line in [session.describe_event(event, index), *session.outcome(index)]:
            shown = line.split("  [overridden:")[0]
            assert not REPR.search(shown), f"event {index}: {line}"


@pytest.mark.parametrize("game_id", GAMES)
def test_corrections_only_move_components(game_id: str) -> None:
    session = _session(game_id, 7)
    random_playout(session, 30, random.Random(7))
    rng = random.Random(7)
    holders = session.catalogue("holder").ids()
    kinds = session.catalogue("component").ids()
    for _ in range(40):
        raw = {"holder": rng.choice(holders), "kind": rng.choice(kinds), "count": rng.randint(0, 4), "reason": "fuzz"}
        if rng.random() < 0.5:
            raw["source"] = rng.choice(holders)
        proposal = session.propose("correct", raw)
        if proposal.legal:
            session.act("correct", raw)
        limited = session.components.limits
        totals = {kind: n for kind, n in session.table.ledger.totals().items() if kind in limited}
        assert totals == {k: n for k, n in limited.items() if n}


def _shouted(text: str) -> str:
    stripped = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return stripped.upper()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_catalogue_entry_resolves_from_its_shouted_name(game_id: str) -> None:
    session = _session(game_id, 3)
    random_playout(session, 40, random.Random(3))
    names = {f.catalogue for spec in session.all_actions() for f in spec.fields if f.catalogue}
    for name in sorted(names):
        catalogue: Catalogue = session.catalogue(name)
        for entry in catalogue.entries:
            assert catalogue.resolve(_shouted(entry.label)).id == entry.id
            assert catalogue.resolve(entry.id).id == entry.id


@pytest.mark.parametrize("game_id", GAMES)
def test_the_shipped_kit_is_sound_and_exports_as_it_loads(game_id: str) -> None:
    from engine import kitfiles
    from engine.kits import dumps, loads

    ruleset = registry.load(game_id)
    kit = kitfiles.shipped(ruleset)  # raises on a fact that does not hold
    again = loads(dumps(kit), ruleset.kit_schema, game_id, "exported")
    assert again == kit
    if ruleset.kit_schema is not None:
        for name in kit.sections:
            assert kit.sources[name], f"{name} names no source"


@pytest.mark.parametrize("game_id", GAMES)
def test_demo_session_loads(game_id: str) -> None:
    ruleset = registry.load(game_id)
    demo = ruleset.resource(ruleset.demo)
    assert demo.is_file(), f"{game_id} ships no demo session"
    session = saves.loads_text(demo.read_text(encoding="utf-8"), "demo", game_id)
    assert session.events, "a demo is a game in progress"
    # Every event of a demo is legal as it was played (a demo teaches the commands: none forced), so a
    # rule that starts asking for more (an answer awaited, say) shows up in its demo.
    import tomllib

    data = tomllib.loads(demo.read_text(encoding="utf-8"))
    fresh = saves.from_data({**data, "events": [], "redo": []}, "demo")
    for index, event in enumerate(session.events, 1):
        proposal = fresh.propose(event.type, dict(event.args), event.actor)
        assert not proposal.violations, (index, event.type, [v.message for v in proposal.violations])
        fresh.act(event.type, dict(event.args), event.actor)


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_reference_covers_every_phase_and_action(game_id: str) -> None:
    from engine import reference

    ruleset = registry.load(game_id)
    ids = {t.id for t in reference.topics(ruleset)}
    wanted = {p.topic for p in ruleset.phases} | {a.topic for a in ruleset.actions}
    assert wanted - {""} <= ids

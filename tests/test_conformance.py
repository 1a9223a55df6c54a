"""The conformance suite every ruleset runs (OpenSpiel-style).

Random legal play through each registered game must keep four promises:
undo back to the start equals the initial state, save -> load gives an
identical session, replay is deterministic, and handlers never mutate the
state they are given.
"""

from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest

from engine import registry, saves
from engine.playout import random_playout
from engine.session import Session

GAMES = [g.id for g in registry.games()]


def _session(game_id: str, seed: int) -> Session:
    info = registry.get(game_id)
    ruleset = info.load()
    rng = random.Random(seed)
    count = rng.randint(info.min_players, info.max_players)
    players = [(f"P{i + 1}", None) for i in range(count)]
    return Session.new(ruleset, players, name="conformance", rng=rng)


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

    events = list(session.events)
    session.undo(len(events))
    assert session.table == session.initial
    session.redo(len(events))
    assert session.events == events and session.table == loaded.table


@pytest.mark.parametrize("game_id", GAMES)
def test_demo_session_loads(game_id: str) -> None:
    ruleset = registry.load(game_id)
    demo = ruleset.resource(ruleset.demo)
    assert demo.is_file(), f"{game_id} ships no demo session"
    session = saves.loads_text(demo.read_text(encoding="utf-8"), "demo", game_id)
    assert session.events, "a demo is a game in progress"


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_reference_covers_every_phase_and_action(game_id: str) -> None:
    from engine import reference

    ruleset = registry.load(game_id)
    ids = {t.id for t in reference.topics(ruleset)}
    wanted = {p.topic for p in ruleset.phases} | {a.topic for a in ruleset.actions}
    assert wanted - {""} <= ids

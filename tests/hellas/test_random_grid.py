"""Random play on a coast laid on the grid (the conformance suite plays the shipped kit, which knows no tiles)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from engine import saves
from engine.playout import random_playout
from engine.session import Session
from tests.hellas.helpers import example_kit, new_session, play_first_coast

REPR = re.compile(r"\{'|\['|\bNone\b|\bTrue\b|\bFalse\b|\b[a-z_]+=\S")


@pytest.mark.parametrize("seed", range(3))
def test_random_play_on_the_grid_keeps_every_promise(seed: int, tmp_path: Path) -> None:
    session = new_session(kit=example_kit())
    play_first_coast(session)
    rng, played = random.Random(seed), 0
    for _ in range(3):
        # A stall can be the fuzzer's: 'next' is legal only with both its optional fields left out, which six
        # random tries can all miss; it tries again with other arguments.
        played += random_playout(session, 150 - played, rng, force_rate=0.1)
    kinds = {e.type for e in session.events}
    assert played > 30 and {"reinforce", "attack"} <= kinds
    limited = session.components.limits
    for table in session.tables:
        totals = {kind: n for kind, n in table.ledger.totals().items() if kind in limited}
        assert totals == {k: n for k, n in limited.items() if n}
    for index, event in enumerate(session.events, start=1):
        for line in [session.describe_event(event, index), *session.outcome(index)]:
            # A command to type is said as typed (play-test 11), not a value's repr.
            said = line.split("  [overridden:")[0].replace("replace_ships=no", "")
            assert not REPR.search(said), line
    saves.save(session, tmp_path / "g.toml")
    assert saves.load(tmp_path / "g.toml").same_as(session)
    again = Session(session.ruleset, session.players, session.variants, session.options, kits=session.kits)
    again.replay(session.events)
    assert again.tables == session.tables

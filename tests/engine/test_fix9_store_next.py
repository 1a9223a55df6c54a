"""Issue 32: with two programs on one save, a bare ``next`` meant for the turn its program showed ended the next
player's turn once the other program had ended that one (two ``next`` at once ended two turns). The CLI guarded
it itself; the store now refuses it where it rechecks a change against the newer log, so the app is guarded too
(engine.store.SessionFile.change)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.errors import Conflict
from engine.store import SessionFile
from tests.conftest import finish_harvest, new_market


def _two(tmp_path: Path) -> tuple[SessionFile, SessionFile]:
    """The fixture game's market, a turn each (Ann first), open in two programs."""
    session = new_market(3)
    finish_harvest(session)
    path = tmp_path / "shared.toml"
    saves.save(session, path)
    return SessionFile(path), SessionFile(path)


@pytest.mark.usefixtures("english")
def test_a_bare_next_of_a_turn_ended_elsewhere_is_refused(tmp_path: Path) -> None:
    app, cli = _two(tmp_path)
    seen = app.session.turn_player
    assert seen is not None and seen.name == "Ann"
    cli.change(lambda s: s.act("next"))  # the other terminal ends Ann's turn: Bo's now
    with pytest.raises(
        Conflict, match=r"Ann's turn ended meanwhile \(another program\); nothing applied; it is Bo's turn now$"
    ):
        app.change(lambda s: s.act("next"))
    # Nothing applied, nothing written: Bo still holds the turn, and the app reads the newer log.
    on_disk = saves.load(app.path)
    assert len(on_disk.events) == 5 and on_disk.turn_player is not None and on_disk.turn_player.name == "Bo"
    assert len(app.session.events) == 5
    app.change(lambda s: s.act("next"))  # seen now: Bo's turn ends
    assert saves.load(app.path).turn_player.name == "Cy"  # type: ignore[union-attr]


@pytest.mark.usefixtures("english")
def test_a_change_elsewhere_that_ends_no_turn_lets_the_next_through(tmp_path: Path) -> None:
    app, cli = _two(tmp_path)
    cli.change(lambda s: s.act("roll", {"dice": "3", "why": "test"}))
    app.change(lambda s: s.act("next"))  # still Ann's turn on the newer log: it ends hers
    loaded = saves.load(app.path)
    assert [e.type for e in loaded.events[4:]] == ["roll", "next"]
    assert loaded.turn_player is not None and loaded.turn_player.name == "Bo"

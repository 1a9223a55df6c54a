"""Play-test 8 (Civilization): `tabula act SAVE next & tabula act SAVE next` ended two players' turns; a bare
next read one turn holder, and another terminal ended that turn meanwhile: it is refused, nothing applied."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.store import SessionFile
from tui.cli.main import main


def test_a_bare_next_read_before_another_ended_that_turn_is_refused(
    saves_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main(["demo", "hellas", "--no-tui"]) == 0
    path = saves_dir / "hellas-demo.toml"
    stale = SessionFile(path)  # the second terminal has read the session
    holder = stale.session.turn_player
    assert holder is not None
    # The first terminal ends that turn (forced: the demo's turn still owes its option).
    assert main(["act", "hellas-demo", "next", "--force"]) == 0
    events = len(SessionFile(path).session.events)
    capsys.readouterr()
    monkeypatch.setattr("tui.cli.session.file_of", lambda save: stale)
    assert main(["act", "hellas-demo", "next", "--force"]) == 1
    err = capsys.readouterr().err
    assert f"{holder.name}'s turn ended meanwhile (another program); nothing applied" in err, err
    assert len(SessionFile(path).session.events) == events

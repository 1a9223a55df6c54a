"""A save always opens: an event that no longer replays stops the replay there, not the load (play-test 11: an
Aquileia save whose Pecunia exchange did not replay lost the evening, and ``undo`` could not reach it); and an
action whose event would not replay is refused before it is written."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from engine import saves
from engine.errors import BadInput, SaveError
from engine.store import SessionFile
from tests.conftest import finish_harvest, new_market
from tui.cli.main import main


def _broken(folder: Path) -> Path:
    """A save whose 4th event (of 6) names a building the game does not have; one event undone besides."""
    session = new_market(3)
    finish_harvest(session)  # harvest x3, next
    session.act("give", {"to": "Bo", "amount": 1})
    session.act("give", {"to": "Cy", "amount": 1})
    session.act("give", {"to": "Bo", "amount": 1})
    session.undo()
    path = folder / "broken.toml"
    saves.save(session, path)
    text = path.read_text()
    path.write_text(text.replace('{ t = "next"', '{ t = "buy", a = { item = "castle" }', 1))
    return path


def test_the_strict_load_still_refuses(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="event 4 \\(buy\\) does not replay"):
        saves.load(_broken(tmp_path))


def test_it_opens_before_the_event_with_the_rest_to_redo(tmp_path: Path) -> None:
    path = _broken(tmp_path)
    before = path.read_bytes()
    read = SessionFile(path)
    session = read.session
    assert [e.type for e in session.events] == ["harvest", "harvest", "harvest"]
    # Next to redo: the event that stopped the replay, then the two after it, then what was undone before.
    assert [e.type for e in reversed(session.redo_stack)] == ["buy", "give", "give", "give"]
    stopped = session.history.stopped
    assert stopped.startswith("event 4 (buy) does not replay: ") and "the 2 after it waiting to be redone" in stopped
    assert path.read_bytes() == before  # opening writes nothing
    # Redone, the bad event is dropped with its reason and redoing stops there; the rest is still there.
    assert read.change(lambda s: s.redo()) == []
    assert session.dropped and session.dropped[0].startswith("buy could not be redone and was dropped")
    assert [e.type for e in reversed(session.redo_stack)] == ["give", "give", "give"]


def test_the_command_line_says_it_once_and_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _broken(tmp_path)
    monkeypatch.setenv("TABULA_SAVES", str(tmp_path))
    assert main(["show", "broken"]) == 0
    said = capsys.readouterr().err
    assert said.count("tabula: broken.toml: event 4 (buy) does not replay") == 1
    assert main(["undo", "broken"]) == 0
    # Written back: two harvests in the log, and the third, the bad event and the rest waiting to be redone.
    again = SessionFile(path).session
    assert len(again.events) == 2 and len(again.redo_stack) == 5 and not again.history.stopped


def test_an_event_that_would_not_replay_is_not_written(tmp_path: Path) -> None:
    """A rule's derived value the action's fields do not take (a ruleset's slip): refused, nothing applied."""
    session = new_market(3)
    finish_harvest(session)
    spec = session._specs["give"]
    session._specs["give"] = replace(spec, derive=lambda ctx, args: {"tip": 1})
    events, table = list(session.events), session.table
    with pytest.raises(BadInput, match="give cannot be kept in the save as typed"):
        session.act("give", {"to": "Bo", "amount": 1})
    assert session.events == events and session.table is table
    session._specs["give"] = spec
    session.act("give", {"to": "Bo", "amount": 1})  # as the game declares it, it is kept
    assert session.events[-1].type == "give"


async def test_the_app_opens_it_and_says_why(tmp_path: Path) -> None:
    from tui.app.app import TabulaApp
    from tui.app.screens.session import SessionScreen

    path = _broken(tmp_path)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SessionScreen)
        said = [n.message for n in app._notifications]
        assert len(said) == 1 and said[0].startswith("event 4 (buy) does not replay")

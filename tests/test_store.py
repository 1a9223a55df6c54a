"""Two writers lose nothing: every change is load, check, append, replace under the save's lock."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine import saves
from engine.errors import Conflict
from engine.store import SessionFile
from engine.writer import dumps
from tests.conftest import finish_harvest, new_market
from tui.app.controller import SessionController

ROOT = Path(__file__).resolve().parents[1]


def _env(folder: Path) -> dict[str, str]:
    return {
        **os.environ,
        "TABULA_SAVES": str(folder),
        "TABULA_RULESETS": "tests.fixture_game:INFO",
        "PYTHONPATH": str(ROOT),
    }


def test_twenty_concurrent_acts_keep_every_reported_success(tmp_path: Path) -> None:
    session = new_market(2)
    path = tmp_path / "race.toml"
    saves.save(session, path)
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "tui", "act", "race", "roll", f"dice={1 + i % 6}", f"why=writer {i}"],
            cwd=ROOT,
            env=_env(tmp_path),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        for i in range(20)
    ]
    codes = [p.wait(timeout=120) for p in procs]
    for proc in procs:
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.close()
        proc.stderr.close()
    loaded = saves.load(path)
    assert codes.count(0) == len(loaded.events) == 20
    assert sorted(e.args["why"] for e in loaded.events) == sorted(f"writer {i}" for i in range(20))


def test_the_app_sees_a_change_made_by_the_cli_and_never_overwrites_it(tmp_path: Path) -> None:
    session = new_market(2)
    path = tmp_path / "shared.toml"
    saves.save(session, path)
    app = SessionController.open(path)
    assert not app.changed_elsewhere()
    cli = SessionFile(path)
    cli.change(lambda s: s.act("harvest", {"player": "Ann"}))
    # The app acts on the log it saw; the newer log is read first and the action checked again there.
    outcome = app.act("harvest", {"player": "Bo"})
    assert outcome.ok, outcome.message
    assert [e.actor for e in saves.load(path).events] == ["Ann", "Bo"]
    cli.change(lambda s: s.act("harvest", {"player": "Cy"}) if len(s.players) > 2 else s.act("roll", {"dice": "6"}))
    assert app.changed_elsewhere() and len(app.session.events) == 3


def test_an_action_that_no_longer_fits_the_newer_log_is_refused(tmp_path: Path) -> None:
    session = new_market(2)
    path = tmp_path / "shared.toml"
    saves.save(session, path)
    app = SessionController.open(path)
    SessionFile(path).change(lambda s: s.act("harvest", {"player": "Ann"}))
    outcome = app.act("harvest", {"player": "Ann"})
    assert not outcome.ok and outcome.message.startswith("the session changed (+1 events elsewhere); nothing applied")
    assert len(saves.load(path).events) == 1


def test_undo_on_a_log_that_changed_elsewhere_is_refused(tmp_path: Path) -> None:
    session = new_market(2)
    finish_harvest(session)
    path = tmp_path / "shared.toml"
    saves.save(session, path)
    mine = SessionFile(path)
    SessionFile(path).change(lambda s: s.act("next"))
    with pytest.raises(Conflict, match="reloaded and nothing was applied"):
        mine.change(lambda s: s.undo(), recheck=False)
    assert len(saves.load(path).events) == len(mine.session.events) == 4


def test_a_file_written_after_each_change_reads_as_a_save_written_whole(tmp_path: Path) -> None:
    # The lines of events already written are reused: after acts, undos (a redo stack), redos, an undo
    # past a line written before and a reload, the file is what a save of the session written anew is.
    session = new_market(2)
    path = tmp_path / "lines.toml"
    saves.save(session, path)
    file = SessionFile(path)
    steps = [
        lambda s: s.act("harvest", {"player": "Ann"}),
        lambda s: s.act("harvest", {"player": "Bo"}),
        lambda s: s.undo(),
        lambda s: s.undo(),
        lambda s: s.redo(),
        lambda s: s.act("harvest", {"player": "Bo"}),
        lambda s: s.act("next"),
    ]
    for step in steps:
        file.change(step)
        assert path.read_text(encoding="utf-8") == dumps(file.session)
    file.reload()
    file.change(lambda s: s.undo())
    assert path.read_text(encoding="utf-8") == dumps(file.session)
    assert [e.actor for e in saves.load(path).events] == ["Ann", "Bo"]


def test_apply_right_after_its_check_runs_no_second_dry_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 38 (one dry run per action): the form checks an action as it is filled in; Apply commits that
    check. An action checked on a table another program has changed since is checked again there."""
    from engine import proposing

    session = new_market(2)
    path = tmp_path / "shared.toml"
    saves.save(session, path)
    app = SessionController.open(path)
    runs: list[object] = []
    real = proposing.propose

    def counted(*args: Any, **kwargs: Any) -> Any:
        runs.append(args[1])
        return real(*args, **kwargs)

    monkeypatch.setattr(proposing, "propose", counted)
    proposal, _ = app.check("harvest", {"player": "Ann"})
    assert proposal is not None and runs == ["harvest"]
    assert app.act("harvest", {"player": "Ann"}).ok
    assert runs == ["harvest"]  # committed, not run again
    app.check("harvest", {"player": "Bo"})
    SessionFile(path).change(lambda s: s.act("roll", {"dice": "6"}))  # another program moves the table on
    assert app.act("harvest", {"player": "Bo"}).ok
    assert runs[-2:] == ["roll", "harvest"] and len(runs) == 4  # checked again on the newer log
    assert [e.type for e in saves.load(path).events] == ["harvest", "roll", "harvest"]

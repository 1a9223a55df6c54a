"""Play-test 6 (Aquileia): a session made before the board was taught kept its old kit, and `show` still said
"tabula kit teach asks it"; it says `tabula kit apply SAVE` once the user's kit has learned more."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.store import SessionFile
from engine.summary import kit_behind, summary
from tests.test_learning import MEDIOLANUM, PLAYERS, _act, _evening
from tui.cli.main import main
from tui.library import create
from tui.show_text import render


def test_a_session_made_before_teaching_is_pointed_to_kit_apply(saves_dir: Path) -> None:
    old = _evening(saves_dir, "old")
    assert not kit_behind(old.session)
    assert "tabula kit teach struggle-for-rome asks it" in render(old.session, summary(old.session))
    other = _evening(saves_dir, "other")
    _act(other, "add-city", MEDIOLANUM)  # another evening teaches the board a city
    again = SessionFile(saves_dir / "old.toml").session
    assert kit_behind(again)
    shown = render(again, summary(again))
    assert "your kit has learned more since: tabula kit apply old" in shown
    # The evening that taught it is not behind: what it was told is its own.
    assert not kit_behind(SessionFile(saves_dir / "other.toml").session)
    # A session made now starts with all of it.
    fresh = create(saves_dir, "struggle-for-rome", PLAYERS, name="fresh")[0]
    assert not kit_behind(fresh)


def test_kit_export_holds_what_the_evenings_taught(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Play-test 7: `kit export GAME` left out every fact the table had taught during play.
    other = _evening(saves_dir, "other")
    _act(other, "add-city", MEDIOLANUM)
    assert main(["kit", "export", "struggle-for-rome"]) == 0
    assert "Mediolanum" in capsys.readouterr().out


def test_kit_apply_brings_what_another_evening_taught(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Play-test 7 (Struggle for Rome): `kit apply` read the kit file alone, without the evenings' facts.
    old = _evening(saves_dir, "old")
    other = _evening(saves_dir, "other")
    _act(other, "add-city", MEDIOLANUM)
    assert old.session.table.kit.entry("cities", "mediolanum") is None
    assert main(["kit", "apply", "old"]) == 0
    again = SessionFile(saves_dir / "old.toml").session
    assert again.table.kit.entry("cities", "mediolanum") is not None
    assert not kit_behind(again)

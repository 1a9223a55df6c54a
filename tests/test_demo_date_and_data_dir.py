"""Issue 37's small leftovers: a demo copy is dated when it is made; kits and saves find one data folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import datadir, kitfiles, savepaths, saves
from engine.session import now_iso
from tui.library import copy_demo


def test_a_demo_copy_is_modified_when_it_is_made(tmp_path: Path) -> None:
    # The play-test's `tabula list`: a copy made today said 2026-11-30, the date the bundled demo was written.
    before = now_iso()
    session, path = copy_demo(tmp_path, "hellas")
    listed = {entry["name"]: entry for entry in saves.list_sessions(tmp_path)}
    assert listed[path.stem]["modified"] >= before  # ISO times in UTC compare as text
    assert saves.load(path).modified == session.modified >= before
    # Opened again unplayed, it is the same copy, with the date it was made.
    _, same = copy_demo(tmp_path, "hellas")
    assert same == path and saves.list_sessions(tmp_path)[0]["modified"] == listed[path.stem]["modified"]


def test_kits_find_the_data_folder_as_saves_do(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # One way to find the data folder (engine.datadir): the saves, the kits and the app's settings beside it.
    from engine import i18n

    monkeypatch.delenv("TABULA_SAVES", raising=False)
    monkeypatch.setenv("TABULA_DATA", str(tmp_path / "found"))
    monkeypatch.chdir(tmp_path)  # no ./saves here
    assert savepaths.saves_dir() == tmp_path / "found" / "saves"
    assert kitfiles.data_dir() == tmp_path / "found"
    assert kitfiles.user_kit_path("hellas") == tmp_path / "found" / "kits" / "hellas.toml"
    assert i18n._settings_path() == tmp_path / "found" / "settings.toml"


def test_the_data_folder_is_where_platformdirs_puts_it(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import platformdirs

    monkeypatch.delenv("TABULA_DATA", raising=False)
    for xdg in (str(tmp_path / "xdg"), ""):
        monkeypatch.setenv("XDG_DATA_HOME", xdg)
        assert datadir.data_dir() == Path(platformdirs.user_data_dir("tabula", appauthor=False))

"""Saves: atomic writes with a backup, safe names, and loads that trust nothing."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine import saves
from engine.errors import BadInput, SaveError
from engine.session import Session
from tests.conftest import finish_harvest, new_market


def _saved(tmp_path: Path) -> tuple[Path, Session]:
    session = new_market(3)
    finish_harvest(session)
    session.act("give", {"to": "Bo", "amount": 1})
    session.undo()
    path = tmp_path / "game.toml"
    saves.save(session, path)
    return path, session


def test_round_trip_keeps_log_redo_and_state(tmp_path: Path) -> None:
    path, session = _saved(tmp_path)
    loaded = saves.load(path)
    assert loaded.same_as(session)
    assert loaded.redo_stack[0].type == "give"
    loaded.redo()
    assert loaded.summary()["players"][1]["coins"] == 4


def test_save_is_readable_toml_with_compact_events(tmp_path: Path) -> None:
    path, session = _saved(tmp_path)
    text = path.read_text()
    assert 'game = "market-day"' in text and "format = 1" in text
    lines = [line for line in text.splitlines() if line.startswith("    { t = ")]
    assert len(lines) == len(session.events) + len(session.redo_stack)
    assert max(len(line) for line in lines) < 100


def test_write_keeps_backup_and_leaves_no_temp(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    saves.write_atomic(path, "format = 1\n")
    saves.write_atomic(path, "format = 2\n")
    assert path.read_text() == "format = 2\n"
    assert (tmp_path / "s.toml.bak").read_text() == "format = 1\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.toml", "s.toml.bak"]


def test_failed_write_leaves_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "s.toml"
    saves.write_atomic(path, "old = 1\n")

    def crash(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        saves.write_atomic(path, "new = 1\n")
    assert path.read_text() == "old = 1\n"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize(
    "name", ["../x", "/etc/passwd", "a/b", "a.b", "", ".hidden", "x" * 65, "naïve", "a b", "evening\n"]
)
def test_unsafe_names_refused(name: str, tmp_path: Path) -> None:
    with pytest.raises(BadInput, match="not allowed"):
        saves.resolve(name, tmp_path)


def test_names_and_paths(tmp_path: Path) -> None:
    assert saves.resolve("friday-2", tmp_path) == tmp_path / "friday-2.toml"
    assert saves.resolve("../elsewhere/x.toml", tmp_path) == Path("../elsewhere/x.toml")
    (tmp_path / "m.toml").write_text("")
    assert saves.free_name(tmp_path, "m") == "m-2"


def _expect(path: Path, text: str | bytes, *fragments: str) -> None:
    if isinstance(text, str):
        path.write_text(text)
    else:
        path.write_bytes(text)
    before = path.read_bytes()
    with pytest.raises(SaveError) as error:
        saves.load(path)
    message = str(error.value)
    assert "\n" not in message and str(path) in message
    for fragment in fragments:
        assert fragment in message
    assert path.read_bytes() == before  # loading never touches the file


def test_damaged_files_give_one_line(tmp_path: Path) -> None:
    path, _ = _saved(tmp_path)
    good = path.read_text()
    bad = tmp_path / "bad.toml"
    _expect(bad, good[: len(good) // 2], "bad TOML", "line")
    _expect(bad, b"\xff\xfe", "not UTF-8")
    _expect(bad, "x = 1\n", "format")
    _expect(bad, good.replace("format = 1", "format = 99"), "newer Tabula")
    _expect(bad, good.replace('game = "market-day"', 'game = "chess"'), "unknown game 'chess'")
    _expect(bad, good.replace('game = "market-day"', "game = 3"), "'game' must be text")
    _expect(bad, good.replace('player = "Ann"', 'player = "Zed"'), "event 1 (harvest) does not replay")
    _expect(bad, good.replace('{ t = "next"', '{ t = "buy"', 1), "event 4 (buy) does not replay")
    _expect(bad, good.replace('name = "Bo"', 'name = "Ann"'), "differ")
    _expect(bad, good.replace("target = 10", 'target = "ten"'), "target")
    _expect(tmp_path / "missing.toml", "", "format")
    with pytest.raises(SaveError, match="no such session") as missing:
        saves.load(tmp_path / "nowhere.toml")
    assert str(missing.value).count("nowhere.toml") == 1  # the path said once (it was said twice)


def test_a_redo_entry_that_cannot_apply_opens_and_is_dropped_when_redone(tmp_path: Path) -> None:
    # Redo entries are checked when they are redone: one the game does not know still lets the save open.
    path, session = _saved(tmp_path)
    path.write_text(path.read_text().replace('"give"', '"teleport"'))
    loaded = saves.load(path)
    assert loaded.table == session.table and len(loaded.redo_stack) == len(session.redo_stack)
    assert loaded.redo() == []
    assert len(loaded.dropped) == 1 and loaded.dropped[0].startswith("teleport could not be redone and was dropped:")
    assert len(loaded.redo_stack) == len(session.redo_stack) - 1


def test_backup_is_mentioned_when_damaged(tmp_path: Path) -> None:
    path, session = _saved(tmp_path)
    saves.save(session, path)
    path.write_text("format = [")
    with pytest.raises(SaveError, match=r"backup is at .*game\.toml\.bak"):
        saves.load(path)
    # The backup is the previous save, loadable as it is.
    assert saves.load(Path(str(path) + ".bak"), name="game").same_as(session)


def test_list_sessions_survives_damaged_files(tmp_path: Path) -> None:
    session = new_market(2)
    session.name = "good"
    saves.save(session, tmp_path / "good.toml")
    (tmp_path / "broken.toml").write_text("format = ")
    found = {e["name"]: e for e in saves.list_sessions(tmp_path)}
    assert found["good"]["game"] == "market-day" and found["good"]["round"] == 1
    assert "bad TOML" in found["broken"]["error"]


def test_autosave_writes_after_every_change(tmp_path: Path) -> None:
    session = new_market(2)
    path = tmp_path / "auto.toml"
    saves.autosave(session, path)
    session.act("harvest", {"player": "Ann"})
    assert len(saves.load(path).events) == 1
    session.undo()
    reloaded = saves.load(path)
    assert reloaded.events == [] and len(reloaded.redo_stack) == 1


def test_a_misspelt_save_name_is_answered_with_the_close_ones(tmp_path: Path) -> None:
    """The Mare Nostrum play-test: `tabula show ev` said only "no such session" beside ev1 and ev2, where a
    misspelt player or action gets a "did you mean"."""
    from engine.errors import SaveError

    for name in ("ev1", "ev2", "other"):
        (tmp_path / f"{name}.toml").write_text("", encoding="utf-8")
    with pytest.raises(SaveError, match=r"ev\.toml: no such session; did you mean ev2 or ev1\?"):  # closest first
        saves.read_bytes(tmp_path / "ev.toml")
    with pytest.raises(SaveError, match=r"zzz\.toml: no such session$"):
        saves.read_bytes(tmp_path / "zzz.toml")

"""What a table states of the board, Tabula keeps for every later evening (issue 30, its first part)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import kitfiles, learning, registry
from engine.session import Session
from engine.store import SessionFile
from tui.library import copy_demo, create

PLAYERS = [("Ann", None), ("Bo", None), ("Cy", None)]
MEDIOLANUM = {"city": "Mediolanum", "towers": 3, "province": "north-italy", "eagle": False, "neutral": False}


def _evening(folder: Path, name: str, teaches: bool = True) -> SessionFile:
    """A Struggle for Rome evening past the starting cards, written through its file as the CLI and app do."""
    _, path = create(folder, "struggle-for-rome", PLAYERS, name=name, teaches=teaches)
    file = SessionFile(path)
    for _ in PLAYERS:
        file.change(lambda s: s.act("starting-card", {"card": "cattle"}))
    return file


def _new_kit_knows(folder: Path, name: str) -> bool:
    session, _ = create(folder, "struggle-for-rome", PLAYERS, name=name)
    return session.kits[0].entry("cities", "mediolanum") is not None


def _act(file: SessionFile, action: str, args: dict[str, object]) -> None:
    file.change(lambda s: s.act(action, args))


def test_a_city_told_one_evening_is_known_the_next(saves_dir: Path) -> None:
    first = _evening(saves_dir, "first")
    _act(first, "add-city", MEDIOLANUM)
    second: Session = create(saves_dir, "struggle-for-rome", PLAYERS, name="second")[0]
    city = second.kits[0].entry("cities", "mediolanum")
    assert city is not None and (city["towers"], city["province"]) == (3, "north-italy")
    # The second evening names it without telling it again: the board facts typed on it are none.
    file = SessionFile(saves_dir / "second.toml")
    for _ in PLAYERS:
        file.change(lambda s: s.act("starting-card", {"card": "cattle"}))
    proposal = file.session.propose("add-city", {"city": "Mediolanum"})
    assert "Mediolanum is on the map already" in [v.message for v in proposal.violations]


def test_an_undo_takes_the_fact_back_unless_another_evening_told_it(saves_dir: Path) -> None:
    first, other = _evening(saves_dir, "first"), _evening(saves_dir, "other")  # two tables, the same board
    _act(first, "add-city", MEDIOLANUM)
    first.change(lambda s: s.undo())
    assert not _new_kit_knows(saves_dir, "after-undo")
    first.change(lambda s: s.redo())
    _act(other, "add-city", MEDIOLANUM)
    first.change(lambda s: s.undo())
    assert _new_kit_knows(saves_dir, "still")  # the other evening still states it


def test_a_disagreement_keeps_the_first_word_and_is_shown(saves_dir: Path) -> None:
    first, second = _evening(saves_dir, "first"), _evening(saves_dir, "second")
    _act(first, "add-city", MEDIOLANUM)
    _act(second, "add-city", {**MEDIOLANUM, "towers": 4})
    ruleset = registry.load("struggle-for-rome")
    kit = learning.current(ruleset)
    assert kit.known("cities", "mediolanum", "towers") == 3
    towers = [t for t in learning.laid_over(kitfiles.current(ruleset), ruleset)[1] if t.key == "towers"]
    assert [(t.value, t.session, t.kept) for t in towers] == [(3, "first", True), (4, "second", False)]


def test_a_session_kept_to_itself_and_a_demo_teach_nothing(saves_dir: Path) -> None:
    trial = _evening(saves_dir, "trial", teaches=False)
    _act(trial, "add-city", MEDIOLANUM)
    assert not _new_kit_knows(saves_dir, "after-trial")
    assert SessionFile(saves_dir / "trial.toml").session.teaches is False  # kept so in the save
    _, path = copy_demo(saves_dir, "struggle-for-rome")
    demo = SessionFile(path)
    assert demo.session.teaches is False
    demo.change(lambda s: s.undo())
    assert not learning.folder("struggle-for-rome").exists() or not any(learning.folder("struggle-for-rome").iterdir())


def test_a_move_that_teaches_nothing_new_leaves_the_facts_file_alone(saves_dir: Path) -> None:
    first = _evening(saves_dir, "first")
    _act(first, "add-city", MEDIOLANUM)
    (kept,) = learning.folder("struggle-for-rome").iterdir()
    before = kept.stat().st_ino
    first.change(lambda s: s.act("roll-resources", {"dice": "2,3"}))
    assert kept.stat().st_ino == before  # a write replaces the file (a new inode): none happened


MN_SEATS = [("Ann", "babylon"), ("Bo", "carthage"), ("Cy", "greece"), ("Di", "rome")]


def test_what_a_table_adds_to_a_partly_known_list_is_known_the_next_evening(saves_dir: Path) -> None:
    # The shipped Mare Nostrum kit knows part of many lists (Antioch's and Tigris's neighbours: Babylon, and more
    # unknown; the sea southwest of Knossos's coasts: Knossos, and more): what one evening adds to them stays.
    _, path = create(saves_dir, "mare-nostrum", MN_SEATS, name="first")
    file = SessionFile(path)
    file.change(lambda s: s.act("connect", {"a": "antioch", "b": "tigris"}))
    file.change(lambda s: s.act("connect", {"a": "carthage", "b": "southwest-of-knossos"}))
    kit = create(saves_dir, "mare-nostrum", MN_SEATS, name="second")[0].kits[0]
    assert kit.known("provinces", "antioch", "neighbours") == ["babylon", "tigris", "?"]
    assert kit.known("provinces", "tigris", "neighbours") == ["babylon", "antioch", "?"]
    assert kit.known("seas", "southwest-of-knossos", "coasts") == ["knossos", "carthage", "?"]
    assert kit.known("provinces", "carthage", "seas") == ["southwest-of-knossos", "?"]


def test_one_stale_fact_does_not_lose_the_evenings_others(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import tomli_w

    monkeypatch.setenv("TABULA_DATA", str(tmp_path))
    ruleset = registry.load("mare-nostrum")
    facts = {"provinces": [{"id": "babylon", "sites": 1}, {"id": "antioch", "neighbours": ["babylon", "atlantis"]}]}
    learning.folder(ruleset.id).mkdir(parents=True)
    text = tomli_w.dumps({"session": "one", "save": "x", "game": ruleset.id, "first": 1, "facts": facts})
    (learning.folder(ruleset.id) / "one.toml").write_text(text, encoding="utf-8")
    kit = learning.current(ruleset)
    assert kit.known("provinces", "babylon", "sites") == 1  # kept, though Antioch's border names no province
    assert "atlantis" not in str(kit.known("provinces", "antioch", "neighbours"))


def test_kit_show_says_a_fact_two_evenings_taught_once(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Play-tests (Hellas, Civilization): copies of a save taught the same facts again, and `kit show` listed
    each fact once per copy, some 250 lines."""
    from tui.cli.main import main

    first, copy = _evening(saves_dir, "first"), _evening(saves_dir, "copy")  # made before either taught it
    _act(first, "add-city", MEDIOLANUM)
    _act(copy, "add-city", MEDIOLANUM)
    assert main(["kit", "show", "struggle-for-rome"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if "towers" in line and "mediolanum" in line]
    assert lines == ["  cities mediolanum: towers 3 (sessions first, copy)"], lines

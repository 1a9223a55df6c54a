"""`tabula kit`: list, show, check, export, import, apply; `new --kit`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import saves
from tests.test_cli import run, run_json


def test_export_edit_import_and_new_sessions_take_it(
    saves_dir: Path, data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_json(capsys, "kit", "show", "market-day")["origin"] == "shipped"
    mine = tmp_path / "mine.toml"
    assert run(capsys, "kit", "export", "market-day", "-o", str(mine))[0] == 0
    mine.write_text(mine.read_text().replace("cost = 5", "cost = 4"))
    code, out, _ = run(capsys, "kit", "check", str(mine))
    assert code == 0 and out.startswith(f"{mine}: a good kit of market-day (4 entries); still missing: stalls")
    assert run(capsys, "kit", "import", str(mine))[0] == 0
    assert (data_dir / "kits" / "market-day.toml").is_file()
    listed = run_json(capsys, "kit", "list")
    assert [k["origin"] for k in listed if k["game"] == "market-day"] == ["user kit"]
    run(capsys, "new", "market-day", "-p", "A", "-p", "B", "--name", "g", "--no-tui")
    assert saves.load(saves_dir / "g.toml").table.kit.known("buildings", "tower", "cost") == 4
    # Another file for one session only.
    other = tmp_path / "other.toml"
    other.write_text(mine.read_text().replace("cost = 4", "cost = 2"))
    run(capsys, "new", "market-day", "-p", "A", "-p", "B", "--name", "h", "--kit", str(other), "--no-tui")
    assert saves.load(saves_dir / "h.toml").table.kit.known("buildings", "tower", "cost") == 2


def test_apply_brings_a_corrected_kit_into_a_running_session(
    saves_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run(capsys, "new", "market-day", "-p", "A", "-p", "B", "--name", "g", "--no-tui")
    fixed = tmp_path / "fixed.toml"
    run(capsys, "kit", "export", "market-day", "-o", str(fixed))
    fixed.write_text(fixed.read_text().replace("cost = 5", "cost = 6"))
    code, out, _ = run(capsys, "kit", "apply", "g", "--kit", str(fixed))
    assert code == 0 and out.startswith("1. The table brings in a corrected board kit")
    assert saves.load(saves_dir / "g.toml").table.kit.known("buildings", "tower", "cost") == 6
    assert run(capsys, "undo", "g")[0] == 0
    assert saves.load(saves_dir / "g.toml").table.kit.known("buildings", "tower", "cost") == 5


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (
            'kit = "market-day"\nformat = 1\n[buildings]\nsource = "x"\nentries = [{ id = "house", cost = 3 }]\n',
            "buildings.house.points: missing",
        ),
        ('kit = "chess"\nformat = 1\n', "unknown game 'chess'"),
        ("format = 1\n", "say which game the kit is of"),
        ("kit = [\n", "cannot read"),
    ],
)
def test_a_bad_kit_file_is_one_line_and_exit_2(
    tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str], content: str, fragment: str
) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(content)
    for command in ("check", "import"):
        code, _, err = run(capsys, "kit", command, str(bad))
        assert code == 2 and fragment in err and err.count("\n") == 1
    assert not (data_dir / "kits").exists()  # nothing kept


def test_export_from_a_session(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, "new", "market-day", "-p", "A", "-p", "B", "--name", "g", "--no-tui")
    code, out, _ = run(capsys, "kit", "export", "market-day", "--from", "g")
    assert code == 0 and 'kit = "market-day"' in out and "cost = 5" in out
    code, _, err = run(capsys, "kit", "show", "nonesuch")
    assert code == 2 and "unknown game" in err
    assert json.loads(run(capsys, "kit", "show", "market-day", "--json")[1])["missing"]


def test_a_new_session_with_a_kit_lacking_facts_points_to_the_walk(
    saves_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Play-tests of Mare Nostrum and Hellas taught the board move by move, never hearing of the guided walk:
    `new` says it, with its length, when the kit lacks printed facts, and says nothing once it knows them."""
    from engine import registry, teach

    code, out, _ = run(capsys, "new", "market-day", "-p", "A", "-p", "B", "--name", "g", "--no-tui")
    ruleset = registry.get("market-day").load()
    asked = len(teach.plan_of(ruleset)(saves.load(saves_dir / "g.toml").table.kit))
    assert code == 0 and asked > 0
    assert f"tabula kit teach market-day asks them once, {asked} questions, with the board on the table" in out
    assert "Board kit still missing (tabula kit teach market-day asks it):" in out
    monkeypatch.setattr(teach, "plan_of", lambda ruleset: lambda kit: [])  # a kit that knows the whole board
    code, out, _ = run(capsys, "new", "market-day", "-p", "A", "-p", "B", "--name", "h", "--no-tui")
    assert code == 0 and "asks them once" not in out


def test_a_game_of_one_player_count_says_it_once_and_a_kit_title_names_its_game_once(
    saves_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The Czech reader's pass read "Hellas: počet hráčů 2 až 2" and "Sid Meier's Civilization: Sid Meier's
    Civilization: ..." in `kit show`."""
    code, _, err = run(capsys, "new", "hellas", "-p", "Ann", "--no-tui")
    assert code == 2 and err.strip() == "tabula: Hellas takes 2 players, got 1"
    code, out, _ = run(capsys, "kit", "show", "civilization")
    first = out.splitlines()[0]
    assert code == 0 and first.count("Sid Meier's Civilization") == 1, first

"""`tabula kit board GAME`: the board drawn as the kit a new session takes knows it (issue 30, part 3).

Each game's drawing names the facts of a test kit where the board has them, marks what is unknown with
``?``, counts what is missing, and never cuts a name.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import tomli_w

from engine import kitfiles, registry
from engine.store import SessionFile
from tests.test_cli import run
from tui.library import create

TESTS = Path(__file__).resolve().parent


def _board(capsys: pytest.CaptureFixture[str], game: str, *more: str) -> list[str]:
    code, out, err = run(capsys, "kit", "board", game, *more)
    assert code == 0, err
    return out.splitlines()


def test_hellas_tiles_are_hexes_with_their_sides_temple_and_bridge(capsys: pytest.CaptureFixture[str]) -> None:
    kit = TESTS / "hellas" / "data" / "test-kit.toml"
    lines = _board(capsys, "hellas", "--kit", str(kit))
    text = "\n".join(lines)
    assert lines[0] == f"Hellas: test tiles for the rulebook's examples ({kit})"
    assert "tiles: 6 of 24 not taught yet" in lines
    # Boeotia: sides sea, sea, land, sea, land, sea clockwise from the top, a bridge, no temple.
    top = next(i for i, line in enumerate(lines) if "Boeotia" in line) - 1
    column = lines[top + 1].index("Boeotia") - 4  # the hex starts two cells left of its top edge
    hexagon = [line[column : column + 15].rstrip() for line in lines[top : top + 6]]
    assert hexagon == [
        "  ~~~~~~~~~~~",
        " ~  Boeotia  ~",
        "~  no temple  ~",
        "#    bridge   #",
        " #           #",
        "  ~~~~~~~~~~~",
    ], "\n".join(hexagon)
    assert "temple" in text and "Elis" in text
    # Naxos: nothing known but its name.
    naxos = next(i for i, line in enumerate(lines) if "Naxos" in line)
    assert "temple ?" in lines[naxos + 1] and "bridge ?" in lines[naxos + 2]
    assert "??????????" in lines[naxos - 1]


def test_hellas_shipped_kit_knows_only_the_dolphin_tile(capsys: pytest.CaptureFixture[str]) -> None:
    lines = _board(capsys, "hellas")
    assert "tiles: 23 of 24 not taught yet" in lines
    assert any("Dolphin tile" in line for line in lines)
    assert sum("?" * 10 in line for line in lines) == 2  # its top and bottom sides are not taught


def test_mare_nostrum_provinces_with_symbols_neighbours_and_seas(capsys: pytest.CaptureFixture[str]) -> None:
    lines = _board(capsys, "mare-nostrum", "--kit", str(TESTS / "mare_nostrum" / "golden.toml"))
    at = lines.index("  Babylon: capital of Babylon · 1 city site · goods: grain, wine · inland")
    assert lines[at + 1 : at + 3] == ["      neighbours: Antioch, Tigris, ?", "      seas: none"]
    assert "  Tigris: city sites ? · goods: fish · inland" in lines
    assert "  Alexandria: capital of Egypt · 2 city sites · goods: papyrus, ? · coastal" in lines
    sea = lines.index("  Sea southwest of Knossos")
    assert lines[sea + 1] == "      coasts: Knossos, Cyrene, West of Cyrene, Carthage, ?"
    assert "provinces: 21 taught (how many are printed: ?)" in lines


def test_mare_nostrum_shipped_kit_counts_what_is_missing(capsys: pytest.CaptureFixture[str]) -> None:
    lines = _board(capsys, "mare-nostrum")
    assert "provinces: 12 of 33 not taught yet" in lines
    assert "seas: 7 of 10 not taught yet" in lines


def test_struggle_for_rome_province_by_province(capsys: pytest.CaptureFixture[str]) -> None:
    lines = _board(capsys, "struggle-for-rome", "--kit", str(TESTS / "struggle_for_rome" / "golden.toml"))
    assert "cities: 31 of 40 not taught yet" in lines
    gallia = lines.index("  Gallia: 8 cities printed, 7 taught")
    assert "    Burdigala: 4 towers · eagle · beside: Rhone field (field 9)" in lines[gallia:]
    assert "    landscapes: Rhone field (field 9), Camargue (pasture 5)" in lines[gallia:]
    assert lines[lines.index("  Germania: 8 cities printed, 0 taught") + 1] == "    landscapes: ?"
    verona = "  Crossing by Verona: Po field (field 8), Alps (mountain 8), Venetian forest (forest) · cities: Verona"
    assert verona in lines
    assert "  Red start 1 (red start): Steppe field (field 4), Steppe pasture (pasture 10) · cities: none" in lines
    assert "  land arrow: Narbo — Crossing by Tolosa" in lines
    assert "  beyond the Limes: Steppe field (field 4), Steppe pasture (pasture 10), Steppe hills (mountain 4)" in lines


def test_struggle_for_rome_draws_what_an_evening_taught(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The kit drawn is the one a new session takes: the shipped one with the sessions' facts laid over it.
    players = [("Ann", None), ("Bo", None), ("Cy", None)]
    _, path = create(saves_dir, "struggle-for-rome", players, name="first")
    evening = SessionFile(path)
    for _ in players:
        evening.change(lambda s: s.act("starting-card", {"card": "cattle"}))
    city = {"city": "Mediolanum", "towers": 3, "province": "north-italy", "eagle": False, "neutral": False}
    evening.change(lambda s: s.act("add-city", city))
    lines = _board(capsys, "struggle-for-rome")
    assert "cities: 38 of 40 not taught yet" in lines
    italy = lines.index("  North Italy: 8 cities printed, 1 taught")
    assert lines[italy + 1].startswith("    Mediolanum: 3 towers")
    assert "    Roma: 5 towers · eagle ? · III ? · beside: ?" in lines  # the shipped kit's Roma: province unknown
    assert "  Red start crossing 1 (red start): ? · cities: ?" in lines


def test_aquileia_forum_pecunia_arena_and_stadium(capsys: pytest.CaptureFixture[str]) -> None:
    lines = _board(capsys, "aquileia", "--kit", str(TESTS / "aquileia" / "golden.toml"))
    assert "    Blue villa 10 (villa, blue) · price: 1 gold, 2 silver and 2 bronze, 3 slaves · 10 points" in lines
    assert "    Workshop 4 (workshop) · price: 1 gold and 1 silver · 4 points" in lines
    assert "    Private bank 1 silver 1 gold (private bank) · price ? · income: 1 gold and 1 silver" in lines
    assert "  1 gold for 2 silver: give 1 gold, get 2 silver" in lines
    assert "Arena: all 3 taught" in lines
    assert "  Arena 1a (strength 1), Arena 1b (strength 1), Arena 2 (strength 2)" in lines
    assert "  gold side: Stadium gold 2a (strength 2), Stadium gold 2b (strength 2)" in lines
    assert "Stadium: 4 taught (how many are printed: ?)" in lines


def test_civilization_culture_track_space_by_space_and_figure_costs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = kitfiles.current(registry.load("civilization")).to_data()
    data["track"]["entries"][0].update(spaces=24, event_lines=[3, 6, 21], person_spaces=[5, 10])
    kit = tmp_path / "civilization.toml"
    kit.write_text(tomli_w.dumps(data), encoding="utf-8")
    lines = _board(capsys, "civilization", "--kit", str(kit))
    head = next(i for i, line in enumerate(lines) if line.startswith("  space"))
    assert lines[head].split()[1:] == [str(n) for n in range(1, 21)]
    assert lines[head + 1].split()[2:] == ["·", "·", "*", "·", "·", "*", *["·"] * 14]  # event line at 3 and 6
    assert lines[head + 2].split()[2:] == ["·"] * 4 + ["*"] + ["·"] * 4 + ["*"] + ["·"] * 10  # great person
    assert lines[head + 3].split()[3:] == ["?"] * 20  # the hand limit's spaces are not taught
    assert lines[head + 5].split()[1:] == ["21", "22", "23", "24"]
    assert "  Infantry: Spearman 5, Pikeman 7, Rifleman 9, Modern Infantry 11" in lines
    assert "  Trading Post: 7 (Code of Laws)" in lines
    assert "  The Hanging Gardens (ancient): 15, 10 with Animal Husbandry" in lines
    assert "wonders: all 27 taught" in lines


def test_civilization_shipped_track_is_unknown(capsys: pytest.CaptureFixture[str]) -> None:
    lines = _board(capsys, "civilization")
    assert any(line.startswith("Culture track: ? spaces") for line in lines)
    assert "  event line: ?" in lines


def test_a_bad_kit_file_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "kit", "board", "hellas", "--kit", str(tmp_path / "none.toml"))
    assert code == 2 and out == "" and err.strip() == f"tabula: {tmp_path / 'none.toml'}: no such kit file"

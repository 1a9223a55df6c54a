"""The coast drawn as it lies (issue 30, part 3): hexes at their places, each tile's sides as turned, names
whole, who holds each city with how many Greeks and ships; in ``tabula show`` within 100 columns."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from rulesets.hellas.coast_drawn import drawn_coast, player_marks
from tests.hellas.helpers import DARK, LIGHT, at_turns, example_kit, on, placed, tile
from tests.test_cli import run


def _hexagon(lines: list[str], name: str) -> list[str]:
    """The six lines of the hex whose name is ``name``, cut out of a drawing."""
    at = next(i for i, line in enumerate(lines) if f" {name} " in line)
    top = lines[at - 1]
    middle = lines[at].index(name) + len(name) // 2
    # The top edge's run of marks above the name: the hex spans it and two cells more on each side.
    left = middle
    while left > 0 and top[left - 1] not in " ":
        left -= 1
    right = middle
    while right < len(top) and top[right] != " ":
        right += 1
    return [line[left - 2 : right + 2].rstrip() for line in lines[at - 1 : at + 5]]


def test_a_tile_is_drawn_with_its_sides_as_turned_and_its_bridge() -> None:
    # Boeotia upright: sea, sea, land, sea, land, sea from the top, clockwise; one sixth-turn clockwise puts
    # its top side north-east, so north is its old north-west (sea) and north-west its old south-west (land).
    session = at_turns(placed("boeotia", LIGHT, 2, 1, (0, -1), turn=1), kit=example_kit())
    lines = drawn_coast(session.context())
    assert _hexagon(lines, "Boeotia") == [
        "  ~~~~~~~~~~",
        " # Boeotia  ~",
        "#  L 2G 1S   ~",
        "~            ~",
        " ~  bridge  ~",
        "  ##########",
    ], "\n".join(lines)
    upright = drawn_coast(at_turns(placed("boeotia", LIGHT, 2, 1, (0, -1)), kit=example_kit()).context())
    assert _hexagon(upright, "Boeotia") == [
        "  ~~~~~~~~~~",
        " ~ Boeotia  ~",
        "~  L 2G 1S   ~",
        "#            #",
        " #  bridge  #",
        "  ~~~~~~~~~~",
    ], "\n".join(upright)


def test_hexes_lie_where_the_tiles_lie_and_a_hand_is_never_drawn() -> None:
    spots = (
        placed("elis", DARK, 3, 0, (0, -1)),  # north of the dolphin tile
        placed("athens", LIGHT, 1, 2, (1, 0)),  # south-east of it: the next column, half a hex lower
    )
    lines = drawn_coast(at_turns(*spots, kit=example_kit()).context())
    elis, dolphin = _row(lines, "Elis"), _row(lines, "dolphin")
    athens = _row(lines, "Athens")
    assert dolphin - elis == 6 and athens - dolphin == 3, "\n".join(lines)
    assert lines[elis].index("Elis") < lines[athens].index("Athens")
    assert "D 3G" in lines[elis + 1] and "temple" in lines[elis + 2] and "L 1G 2S" in lines[athens + 1]
    # The same coast with cards in both hands draws alike: nothing of a hand shows.
    hands = ({"plus-one": 1, "void": 1}, {"flood": 2})
    assert drawn_coast(at_turns(*spots, kit=example_kit(), hands=hands).context()) == lines


def _row(lines: list[str], name: str) -> int:
    return next(i for i, line in enumerate(lines) if f" {name} " in line)


def test_a_coast_told_by_neighbours_names_the_tiles_it_cannot_place() -> None:
    session = at_turns(tile("a", DARK, 2, dolphin=True), tile("b", LIGHT, 1, land=("a",)))
    lines = drawn_coast(session.context())
    assert "Not on the grid (told by their neighbours): A, B" in lines
    assert any(" dolphin " in line for line in lines)


def test_players_are_marked_by_the_start_of_their_names_that_tells_them_apart() -> None:
    assert player_marks(["Ariadne", "Theseus"]) == ["A", "T"]
    assert player_marks(["Alena", "anna"]) == ["Al", "An"]
    assert player_marks(["Ann", "Anna"]) == ["Ann", "Anna"]


def test_a_wide_coast_is_drawn_in_strips_within_the_width_asked() -> None:
    ids = ("argos", "bassae", "chios", "delos", "elis", "athens", "corinth", "dodona")
    spots = [placed(tid, LIGHT, 1, 0, (q, -(q // 2))) for q, tid in enumerate(ids, 1)]
    whole = drawn_coast(at_turns(*spots, kit=example_kit()).context())
    assert max(len(line) for line in whole) > 100
    lines = drawn_coast(at_turns(*spots, kit=example_kit()).context(), 98)
    assert max(len(line) for line in lines) <= 98
    assert "West to east, part 1 of 2:" in lines and "West to east, part 2 of 2:" in lines
    for tid in ids:
        name = example_kit().entry("tiles", tid)
        assert name is not None and sum(f" {name['name']} " in line for line in lines) == 1, name


def test_show_draws_the_demo_coast_with_every_city_its_holder_and_figures(
    capsys: pytest.CaptureFixture[str], saves_dir: Path
) -> None:
    assert run(capsys, "demo", "hellas", "--no-tui")[0] == 0
    code, out, err = run(capsys, "show", "hellas-demo")
    assert code == 0, err
    lines = out.splitlines()
    assert max(len(line) for line in lines) <= 100
    start = lines.index("Board")
    legend = next(i for i in range(start, len(lines)) if "The coast as it lies" in lines[i])
    drawing = lines[legend : lines.index("Supplies and decks")]
    assert drawing[1] == "  A = Ariadne (light), T = Theseus (dark); 2G 1S = 2 Greeks and 1 ship"
    session = saves.load(saves_dir / "hellas-demo.toml")
    for place in session.ruleset.places(session.context())[1:]:
        seat, greeks, ships = on(session, place.id)
        assert seat is not None
        # The list says it in words, the hex in marks, on the line under the city's name, whole.
        listed = f"  {place.name} [{session.players[seat].name} ({('light', 'dark')[seat]})]: "
        assert any(line.startswith(listed) for line in lines[start:legend]), place.name
        mark = f"{'AT'[seat]} {greeks}G" + (f" {ships}S" if ships else "")
        row = _row(drawing, place.name)
        column = drawing[row].index(f" {place.name} ")
        assert mark in drawing[row + 1][column - 4 : column + len(place.name) + 6], "\n".join(drawing)

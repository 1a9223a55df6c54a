"""Hellas's Map list broke "Dolphin tile" over two rows, where "tile" read as a place of its own, to save one
owner-and-pieces line its last words (play-test 5): a name of one or two words broken counts as a line cut."""

from __future__ import annotations

from tui.app.widgets.map_panel import _columns

TITLES = ("place", "owner · pieces")
LONG = "Ann (light) · 2 Greeks and 1 ship; x"  # 36 cells


def test_a_two_word_name_is_not_broken_to_save_one_line() -> None:
    lines = [("Dolphin tile", "start of the coast"), ("Athens", LONG), ("Sparta", "Bo (dark) · 1 Greek")]
    name, info = _columns(lines, TITLES, 47)
    assert name == len("Dolphin tile"), (name, info)  # one line ends in "…" and shows whole under the list


def test_a_two_word_name_still_breaks_where_that_keeps_more_lines_whole() -> None:
    lines = [("Dolphin tile", "start of the coast"), ("Athens", LONG), ("Sparta", LONG), ("Corinth", LONG)]
    name, _ = _columns(lines, TITLES, 47)
    assert name < len("Dolphin tile")


def test_a_long_name_breaks_between_its_phrases_as_before() -> None:
    lines = [("Sea between Rome and Athens", "nobody"), ("Babylon", "Babylon · 1 legion and 2 caravans (metals)")]
    name, info = _columns(lines, TITLES, 50)
    assert name < len("Sea between Rome and Athens") and info >= len(lines[1][1]), (name, info)

"""Czech words a table types around its game's own (play-test 11, Aquileia and Civilization): ``--jako NAME`` is
``--as NAME``, ``proveď`` is ``act``, and ``hodit`` (``hoď:3``) asks the app to roll as ``roll`` does."""

from __future__ import annotations

import random

import pytest

from engine.dice_fields import dice, rolled_word
from engine.fields import Field
from tui.cli.command_names import in_english


def test_czech_option_and_command_words_are_the_english_ones() -> None:
    assert in_english(["proveď", "hra", "útok", "--jako", "Jana"], ()) == ["act", "hra", "útok", "--as", "Jana"]
    assert in_english(["act", "hra", "buy", "--jako=Jana"], ()) == ["act", "hra", "buy", "--as=Jana"]
    # A value past "--" stays as typed; a field's value is never an option.
    assert in_english(["act", "hra", "note", "--", "--jako"], ()) == ["act", "hra", "note", "--", "--jako"]
    assert in_english(["act", "hra", "note", "text=--jako"], ()) == ["act", "hra", "note", "text=--jako"]


@pytest.mark.parametrize(
    ("typed", "read"), [("hodit", "roll"), ("hoď:3", "roll:3"), ("Hod:2", "roll:2"), ("hodit,hodit", "roll,roll")]
)
def test_the_czech_word_for_a_roll(typed: str, read: str) -> None:
    assert rolled_word(typed) == read


def test_a_dice_field_rolls_for_hodit_and_takes_faces_as_before() -> None:
    field = Field("attack", "dice", "dice", min=1, max=3)
    assert len(dice(field, "hoď:3", random.Random(1))) == 3
    assert dice(field, "6,2", random.Random(1)) == [6, 2]
    faces = Field("metal", "choices", "metal dice", choices=("gold", "silver"), rolled=("gold", "silver"))
    assert set(faces.parse("hodit:2", [], random.Random(2))) <= {"gold", "silver"}


@pytest.mark.usefixtures("english")
def test_the_command_line_takes_jako(saves_dir: object, capsys: pytest.CaptureFixture[str]) -> None:
    from tui.cli.main import main

    assert main(["new", "market-day", "--player", "Ann", "--player", "Bo", "--name", "fri", "--no-tui"]) == 0
    capsys.readouterr()
    assert main(["proveď", "fri", "harvest", "--jako", "Bo"]) == 0
    assert "Bo harvests" in capsys.readouterr().out

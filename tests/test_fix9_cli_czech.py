"""The command line in Czech, fix round 9 (issue 37's leftovers): the values of a narrowed offer and the
entries named by their aliases are listed as a Czech table types them; the commands typed between actions
(show, actions, undo, redo, log) have Czech names, which the hints say; the Czech usage lines name no word
the parser refuses."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from tests.test_losses import _build
from tui.cli.main import main


def _run(capsys: pytest.CaptureFixture[str], *words: str) -> tuple[int, str, str]:
    code = main(list(words))
    said = capsys.readouterr()
    return code, said.out, said.err


def _line(text: str, start: str) -> str:
    (line,) = [line for line in text.splitlines() if line.startswith(start)]
    return line


@pytest.fixture
def demos(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for game in ("aquileia", "hellas"):
        assert main(["demo", game, "--no-tui"]) == 0
    capsys.readouterr()


def test_a_narrowed_offer_lists_czech_names(demos: None, capsys: pytest.CaptureFixture[str]) -> None:
    """The offer (ids) said ``servi-top`` and ``thebes`` where the catalogue's list said ``servi-horní``."""
    listed = _run(capsys, "--lang", "cs", "actions", "aquileia-demo")[1]
    place = _line(listed, "položit ")
    assert "servi-horní|servi-prostřední|servi-dolní" in place and "servi-top" not in place
    attack = _line(_run(capsys, "--lang", "cs", "actions", "hellas-demo")[1], "útok ")
    assert attack == "útok cíl=argos|théby|mykény|pylos odkud=sparta [nahradit-lodě=ano|ne]"
    helped = _run(capsys, "--lang", "cs", "act", "hellas-demo", "útok", "--help")[1]
    assert "cíl=argos|théby|mykény|pylos" in helped
    # What is printed is what the parser takes.
    assert _run(capsys, "--lang", "cs", "act", "hellas-demo", "útok", "cíl=théby", "odkud=sparta", "--check")[0] == 0
    assert _run(capsys, "--lang", "cs", "act", "aquileia-demo", "položit", "políčko=servi-horní", "--check")[0] == 0


def test_entries_named_by_their_aliases_are_listed_in_czech(demos: None, capsys: pytest.CaptureFixture[str]) -> None:
    """A player's holders and pieces (``budovy (Kaja)``) and the laurels named by their value stayed ids."""
    listed = _run(capsys, "--lang", "cs", "actions", "aquileia-demo")[1]
    correct = _line(listed, "oprava ")
    assert "držitel=banka|krabice|budovy-kaja|budovy-vlada|budovy-jirka|" in correct
    assert "druh=zlatá-mince|stříbrná-mince|bronzová-mince|sluha-vlada|" in correct
    assert "buildings:" not in correct and "servant:" not in correct
    assert "vavřínová-karta-stadia-za-10-bodů" in _line(listed, "vyložit ") and "laurel-10" not in listed
    words = ["act", "aquileia-demo", "oprava", "držitel=budovy-kaja", "druh=sluha-kaja", "počet=1", "důvod=x"]
    assert _run(capsys, "--lang", "cs", *words, "--check")[0] == 0


def test_english_lists_stay_as_they_were(demos: None, capsys: pytest.CaptureFixture[str]) -> None:
    attack = _line(_run(capsys, "--lang", "en", "actions", "hellas-demo")[1], "attack ")
    assert attack == "attack target=argos|thebes|mycenae|pylos sources=sparta [replace_ships=yes|no]"


def test_the_commands_typed_during_play_have_czech_names(demos: None, capsys: pytest.CaptureFixture[str]) -> None:
    events = len(saves.load(Path(saves.saves_dir(None)) / "hellas-demo.toml").events)
    assert _run(capsys, "zpět", "hellas-demo")[0] == 0  # in English too
    assert _run(capsys, "--lang", "cs", "zpet", "hellas-demo", "--steps", "1")[0] == 0
    assert len(saves.load(Path(saves.saves_dir(None)) / "hellas-demo.toml").events) == events - 2
    assert _run(capsys, "--lang", "cs", "znovu", "hellas-demo")[1].startswith("obnoveno: ")
    assert _run(capsys, "ukaž", "hellas-demo")[0] == 0 and _run(capsys, "záznam", "hellas-demo", "--no-pager")[0] == 0
    listed = _run(capsys, "--lang", "cs", "actions", "hellas-demo")[1]
    assert _run(capsys, "--lang", "cs", "akce", "hellas-demo")[1] == listed
    assert _run(capsys, "undo", "hellas-demo")[0] == 0  # English names still work


def test_czech_help_and_the_welcome_name_them(capsys: pytest.CaptureFixture[str]) -> None:
    helped = _run(capsys, "--lang", "cs", "--help")[1]
    assert "  undo, zpět " in helped and "  show, ukaž " in helped and "  act " in helped
    english = _run(capsys, "--lang", "en", "--help")[1]
    assert "zpět" not in english and "  undo " in english


def test_the_hint_naming_show_says_its_czech_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The warning before cards are discarded named ``tabula show`` in a Czech sentence."""
    saves.save(_build(), tmp_path / "lossy.toml")
    code, _, err = _run(capsys, "--lang", "cs", "--saves-dir", str(tmp_path), "act", "lossy", "next-phase")
    assert code == 1 and "uvidí Ann, Bo a Cy: tabula ukaž lossy --player JMÉNO)" in err, err
    code, _, err = _run(capsys, "--lang", "en", "--saves-dir", str(tmp_path), "act", "lossy", "next-phase")
    assert "see which: tabula show lossy --player NAME)" in err, err


def test_aquileias_czech_usage_names_only_what_the_parser_takes(
    saves_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The Czech usage says ``--as`` and the dice's ``roll`` (never ``--jako`` nor ``hodit``): both taken."""
    from tests.aquileia.helpers import new

    saves_dir.mkdir(parents=True, exist_ok=True)
    saves.save(new(), saves_dir / "a.toml")
    code, helped, err = _run(capsys, "--lang", "cs", "--saves-dir", str(saves_dir), "act", "a", "začínající", "--help")
    assert code == 0, err
    assert "[--as JMÉNO]" in helped and "(roll: hodí aplikace)" in helped
    assert "--jako" not in helped and "hodit" not in helped
    words = ["act", "a", "začínající", "kostky=roll", "--as", "Blue", "--check"]
    assert _run(capsys, "--lang", "cs", "--saves-dir", str(saves_dir), *words)[0] == 0


def test_a_czech_command_name_completes_as_its_english_one(
    saves_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tui.cli.quick_complete import answer
    from tui.library import copy_demo

    copy_demo(tmp_path, "hellas")
    for command in ("zpět", "ukaz"):
        code = answer(
            {"_TABULA_COMPLETE": "complete_zsh", "_TYPER_COMPLETE_ARGS": f"tabula --saves-dir {tmp_path} {command} hel"}
        )
        assert code == 0 and "hellas-demo" in capsys.readouterr().out

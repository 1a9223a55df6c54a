"""Issue 37: in Czech, ``actions`` and ``act ... --help`` listed a field's values as English ids
(``kmen=cavalry|infantry``, ``yes|no``); they are listed as typed in Czech, and what they list is accepted."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tui.cli.main import main


def _out(capsys: pytest.CaptureFixture[str], *words: str) -> str:
    code = main(list(words))
    out = capsys.readouterr().out
    assert code == 0, out
    return out


def test_czech_help_lists_czech_values_that_are_accepted(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _out(capsys, "--lang", "cs", "demo", "struggle-for-rome", "--no-tui")
    said = _out(capsys, "--lang", "cs", "act", "struggle-for-rome-demo", "stavět", "--help")
    assert "stavba=figurky|vůz|akční-karta" in said
    assert "[kmen=jízdní|pěší]" in said
    assert "[žolík=obilí|ruda|kůň|skot]" in said
    listed = _out(capsys, "--lang", "cs", "actions", "struggle-for-rome-demo")
    assert "[vůdce=ano|ne]" in listed and "cavalry" not in listed
    # Each listed value names what the English id does (a refusal by the rules is fine: the value was read).
    for value, word in (("vůz", "wagon"), ("akční-karta", "action-card"), ("jízdní", "cavalry")):
        fields = ["stavba=vůz", f"kmen={value}"] if word == "cavalry" else [f"stavba={value}"]
        typed = ["--lang", "cs", "act", "struggle-for-rome-demo", "stavět", *fields, "--check", "--json"]
        assert main(typed) in (0, 1)
        checked = json.loads(capsys.readouterr().out)
        assert word in checked["args"].values()


def test_english_help_keeps_the_ids(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _out(capsys, "demo", "struggle-for-rome", "--no-tui")
    said = _out(capsys, "act", "struggle-for-rome-demo", "build", "--help")
    assert re.search(r"item=figures\|wagon\|action-card", said)
    assert "[tribe=cavalry|infantry]" in said


def test_a_check_names_the_action_as_typed_in_czech(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Play-test 7: "buy: povoleno", "exchange-size: povoleno" in Czech.
    _out(capsys, "--lang", "cs", "demo", "struggle-for-rome", "--no-tui")
    said = _out(capsys, "--lang", "cs", "act", "struggle-for-rome-demo", "nečinnost", "bere=gold", "--check")
    assert said.startswith("nečinnost: povoleno (")


def test_placeholders_are_czech(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Play-test 7: "hody-útočníka=DICE" in Czech help.
    _out(capsys, "--lang", "cs", "demo", "mare-nostrum", "--no-tui")
    said = _out(capsys, "--lang", "cs", "act", "mare-nostrum-demo", "boj", "--help")
    assert "=KOSTKY" in said and "=DICE" not in said


def test_the_spoken_name_wins_over_a_shorter_english_one(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Aquileia's coins: "gold" is shorter than "zlato", but a Czech table types zlato.
    _out(capsys, "--lang", "cs", "demo", "aquileia", "--no-tui")
    said = _out(capsys, "--lang", "cs", "act", "aquileia-demo", "pecunia", "--help")
    assert "[dát=zlato|stříbro|bronz]" in said

"""Czech as a Czech player says it (issue 37, the play-test's list): hidden cards counted ("2 skryté", not
"skryto: 2"), "stavby" for what a patrician built, "Začátek kola", "Body proti vedoucímu", game terms in
lower case mid-line ("stálá armáda", "osobnosti"), "výjimky z pravidel" for forced actions, and a value
"méně než" its minimum."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.i18n import ntr
from tui.cli.main import main


def _show(capsys: pytest.CaptureFixture[str], game: str) -> str:
    assert main(["--lang", "cs", "demo", game, "--no-tui"]) == 0
    capsys.readouterr()
    assert main(["--lang", "cs", "show", f"{game}-demo"]) == 0
    return capsys.readouterr().out


def test_hidden_cards_are_counted_in_czech(czech: None) -> None:
    said = {n: ntr("{n} hidden", "{n} hidden", n).format(n=n) for n in (1, 2, 4, 5)}
    assert said == {1: "1 skrytá", 2: "2 skryté", 4: "4 skryté", 5: "5 skrytých"}


def test_hidden_cards_in_english_are_unchanged() -> None:
    assert [ntr("{n} hidden", "{n} hidden", n).format(n=n) for n in (1, 2)] == ["1 hidden", "2 hidden"]


def test_aquileia_in_czech(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shown = _show(capsys, "aquileia")
    assert "Vlada (červená) – body: 4; modré kostky: 0; stavby: dílna 2; odhad konečného skóre: 4" in shown
    assert "stavby: zatím žádné" in shown
    # How many is secret too (l.1): the hand is said hidden, with no number.
    assert "    ruka: skrytá" in shown.splitlines()  # under Kaja's line: not "ruka (Kaja)" again
    assert "  Kaja: Body 8 (vede)" in shown.splitlines()  # against the leader, not a goal (play-test 7)
    for awkward in ("postaveno", "skryto", "vs."):
        assert awkward not in shown


def test_civilization_in_czech(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shown = _show(capsys, "civilization")
    assert shown.splitlines()[0] == "civilization-demo - civilization, kolo 2: Začátek kola"
    assert "    stálá armáda: 3 skryté" in shown.splitlines()
    assert "osobnosti: Velký generál" in " ".join(shown.split())
    for awkward in ("Start kola", "Stálá armáda", "Osobnosti", "skryto"):
        assert awkward not in shown


def test_forced_actions_are_exceptions_to_the_rules(
    saves_dir: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["--lang", "cs", "demo", "hellas", "--no-tui"]) == 0
    report = tmp_path / "story.html"
    assert main(["--lang", "cs", "report", "hellas-demo", "-o", str(report)]) == 0
    html = report.read_text(encoding="utf-8")
    assert "Výjimky z pravidel" in html and "Žádná výjimka z pravidel." in html
    assert "řebit" not in html


def test_a_value_under_its_minimum_in_czech(czech: None) -> None:
    # A kit's number out of its range ("-3 je pod 0" read as a place, not a comparison).
    from engine.kits import FORMAT, KitError, KitField, KitSchema, KitSection, from_data

    schema = KitSchema((KitSection("things", "things", (KitField("n", "int", "how many", min=0, max=5),)),))
    for n, said in ((-3, "-3 je méně než 0"), (9, "9 je více než 5")):
        data = {"kit": "g", "format": FORMAT, "things": {"source": "-", "entries": [{"id": "a", "name": "A", "n": n}]}}
        with pytest.raises(KitError, match=said):
            from_data(data, schema, "g", "kit.toml")

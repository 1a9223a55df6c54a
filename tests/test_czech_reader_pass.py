"""A Czech reader's pass (issue 37): the phrases a Czech player met in the demos, the rules and the refusals,
written as a Czech player says them: "Začátek kola" as the Civilization topic's title, Aquileia's Stadium by
the rulebook's name (not "Stadion"), a kit's unknown count said plainly, and no "sám" for a player."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.i18n import tr
from tui.cli.main import main


def test_the_civilization_round_start_topic_is_zacatek_kola(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "cs", "rules", "civilization"]) == 0
    topics = capsys.readouterr().out
    assert "Začátek kola" in topics and "Start kola" not in topics


def test_aquileia_names_the_stadium_as_its_rulebook_does(czech: None) -> None:
    from rulesets.aquileia import INFO

    INFO.load()  # binds the game's domain, so tr finds its Czech
    assert tr("the Stadium") == "Stadium"
    assert tr("Stadium space") == "políčko Stadia"
    assert tr("Stadium laurel") == "vyložená vavřínová karta Stadia"


def test_a_kit_count_not_known_is_said_plainly(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "cs", "demo", "aquileia", "--no-tui"]) == 0
    capsys.readouterr()
    assert main(["--lang", "cs", "show", "aquileia-demo"]) == 0
    shown = capsys.readouterr().out
    assert "  Stadium: známe 4, celkový počet zatím neznáme (zeptá se na něj kit teach)" in shown.splitlines()
    assert "kolik jich je celkem" not in shown


def test_no_player_is_said_alone_with_a_gendered_word() -> None:
    po = Path(__file__).parents[1] / "rulesets/aquileia/locale/cs/LC_MESSAGES/aquileia.po"
    text = po.read_text(encoding="utf-8")
    assert "hází sám" not in text and "každý sám" not in text
    assert 'msgstr "{reason}: hází jen {player} ({verb} base=...)"' in text

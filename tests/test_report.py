"""The story of a session (issue 20): `tabula report SAVE` writes one self-contained HTML file with the
result, each victory measure per round as a chart, the rules overridden and the corrections."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine import registry
from engine.i18n import set_language
from engine.playout import random_playout
from engine.progress import Progress
from engine.report import render
from engine.session import Session
from engine.story import Story, story
from tui.cli.main import main


def _played() -> Session:
    session = Session.new(registry.load("hellas"), [("Ann <b>", "light"), ("Bob", "dark")], rng=random.Random(2))
    random_playout(session, 40, random.Random(2), force_rate=0.5)
    greek = next(k for k in session.catalogue("component").ids() if k.startswith("greek"))
    session.act("correct", {"holder": "reserve:light", "kind": greek, "count": 0, "reason": "knocked off"})
    return session


def test_the_story_lists_every_override_and_correction_with_the_measures_per_round() -> None:
    session = _played()
    told = story(session)
    forced = [i for i, e in enumerate(session.events, start=1) if e.forced]
    assert [m.index for m in told.overrides] == forced and forced
    assert [m.index for m in told.corrections] == [len(session.events)]
    assert "knocked off" in told.corrections[0].line
    assert told.progress.rounds[-1] == told.rounds and [m.label for m in told.progress.measures] == ["Cities"]
    page = render(told)
    assert page.count('role="img"') == 1 and page.count("<polyline") == 2
    assert "Ann &lt;b&gt;" in page and "Ann <b>" not in page  # a name is text, never markup
    assert "http" not in page and "<script" not in page  # self-contained: opens offline
    assert page.count("<li>") == len(forced) + 1 + len(told.turns)


def test_the_result_names_the_winner_and_why() -> None:
    told = Story("Hellas", "g", (("Ann", "light"),), 7, ("Ann",), {"Ann": ("Cities",)}, Progress((), (), True), (), ())
    assert "Ann won: Cities." in render(told)
    unfinished = Story("Hellas", "g", (("Ann", "light"),), 2, (), {}, Progress((), (), False), (), ())
    assert "The game is not over yet." in render(unfinished)


def test_report_writes_the_file_beside_the_save_in_the_language_spoken(
    saves_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["demo", "hellas", "--no-tui"]) == 0
    capsys.readouterr()
    assert main(["--lang", "cs", "report", "hellas-demo"]) == 0
    written = saves_dir / "hellas-demo.html"
    assert capsys.readouterr().out.strip() == f"Příběh zapsán do {written}"
    page = written.read_text(encoding="utf-8")
    assert '<html lang="cs">' in page and "<h2>Výsledek</h2>" in page and "Ukazatele vítězství po kolech" in page
    set_language("en")
    assert main(["report", "no-such-save"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def _market_day() -> Session:
    """Market Day: a round of harvest (2 coins each, the income), a gift in the market, then a duel."""
    from tests.fixture_game import INFO

    session = Session.new(INFO.load(), [("Ann", None), ("Bo", None)], name="fair", rng=random.Random(1))
    for name in ("Ann", "Bo"):
        session.act("harvest", {"player": name})
    session.act("next-phase")
    session.act("give", {"to": "Bo", "amount": 1}, actor="Ann")  # coins between players: not income
    session.act("next-phase")
    session.act("next", {"player": "Ann"})
    session.act("duel", {"opponent": "Bo", "attack": [5], "defend": [3]}, actor="Ann")
    return session


def test_income_per_round_counts_what_comes_from_the_bank_in_the_income_phases() -> None:
    told = story(_market_day())
    assert told.has_income and [row.round for row in told.income] == [1]
    assert told.income[0].amounts == ({"coin": 2}, {"coin": 2})
    assert told.income[0].said == ("2 coins", "2 coins")


def test_battles_are_told_with_their_odds_and_result() -> None:
    session = _market_day()
    told = story(session)
    assert told.has_battles and len(told.battles) == 1
    fought = told.battles[0]
    assert (fought.index, fought.round) == (len(session.events), 1)
    # One die against one: the attacker wins on a higher face, 15 of 36 rolls.
    battle = fought.battle
    assert battle.sides == ("Ann", "Bo") and battle.odds == "Ann wins 42%"
    assert (battle.result, battle.winner) == ("Ann won, 5 against 3", "Ann")
    page = render(told)
    assert "<h2>Income per round</h2>" in page and "<td>2 coins</td>" in page
    assert "Ann against Bo at the square" in page and "Odds: Ann wins 42%" in page


def test_a_game_without_income_or_battles_says_nothing_of_them() -> None:
    told = story(_played())
    page = render(told)
    assert not told.income and "Income per round" not in page


def test_income_is_plotted_beside_the_victory_measures() -> None:
    session = _market_day()
    while session.table.position.round == 1:
        session.act("next", force=True)
    session.act("harvest", {"player": "Bo"})
    told = story(session)
    assert told.progress.rounds == (1, 2)
    (line,) = told.income_lines
    assert (line.condition, line.label, line.target) == ("income:coin", "Income: coins", None)
    # Round 2 is under way: Ann has received nothing yet, which is no fall to 0 (the play-test's lines dived).
    assert line.values == {"Ann": (2, None), "Bo": (2, 2)}
    page = render(told)
    assert page.count('role="img"') == len(told.progress.measures) + 1 and "<h3>Income: coins</h3>" in page


def test_a_game_under_way_says_which_round_it_is_in() -> None:
    told = story(_market_day())
    assert "round 1 under way" in render(told) and "rounds played" not in render(told)
    over = Story("Hellas", "g", (("Ann", "light"),), 7, ("Ann",), {"Ann": ("Cities",)}, Progress((), (), True), (), ())
    assert "rounds played: 7" in render(over)

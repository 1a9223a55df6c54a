"""A move refused only for a border the kit does not know: Apply asks whether the board shows it, and on yes
the app learns the border and makes the move, the form's values as they were (the play-test's first round on
the shipped kit: three moves of six refused, each then typed as a :connect that lost the move's form)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Button

from engine import saves
from engine.errors import RuleRefused
from tests.golden import tabula
from tests.mare_nostrum import golden
from tests.settle import settle
from tests.tui.driver import Driver
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.widgets.action_form import ActionForm

COAST = {"a": "carthage", "b": "southwest-of-knossos"}


def _asked(app: TabulaApp) -> bool:
    return isinstance(app.screen, ConfirmDialog) and bool(app.screen.query("#dialog-question"))


def _before_the_coast(folder: Path) -> dict[str, str]:
    """A first evening on the shipped kit played up to Bo's fleet sailing off Carthage, whose coast the table
    has not told yet; returns that move's fields."""
    players = [arg for p in golden.PLAYERS for arg in ("-p", p)]
    tabula(folder, "new", golden.GAME, *players, "--name", "first", "--no-tui")
    steps = list(golden.FIRST)
    at = next(i for i, step in enumerate(steps) if step.action == "connect" and step.fields == COAST)
    for step in steps[:at]:
        tabula(folder, "act", "first", *step.argv())
    move = steps[at + 1]
    assert move.action == "move-fleet"
    return dict(move.fields)


@pytest.fixture
def first(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    return tmp_path, _before_the_coast(tmp_path)


def test_the_refusal_names_the_fact_that_lifts_it(first: tuple[Path, dict[str, str]]) -> None:
    folder, move = first
    session = saves.load(folder / "first.toml")
    with pytest.raises(RuleRefused) as refused:
        session.act("move-fleet", move)
    (fact,) = refused.value.facts()
    assert (fact.action, dict(fact.fields)) == ("connect", COAST)
    assert fact.question == "Does the board show Carthage bordering Sea southwest of Knossos?"


async def test_yes_tells_the_border_and_makes_the_move(first: tuple[Path, dict[str, str]]) -> None:
    folder, move = first
    app = TabulaApp(session_path=folder / "first.toml", saves_dir=folder)
    async with app.run_test(size=(140, 45)) as pilot:
        drive = Driver(pilot)
        await drive.fill("move-fleet", **move)
        assert not drive.screen.query_one("#apply", Button).disabled  # Apply asks, it is not greyed out
        assert "board shows" in drive.check()
        events = len(drive.screen.session.events)
        await drive.press("apply")
        await drive.until(lambda: _asked(app), "the question")
        assert "Carthage bordering Sea southwest of Knossos" in str(
            pilot.app.screen.query_one("#dialog-question").render()
        )
        await pilot.press("y")
        session = drive.screen.session
        await drive.until(lambda: len(session.events) == events + 2, "the border told and the move made")
        assert [e.type for e in session.events[-2:]] == ["connect", "move-fleet"]
        assert session.events[-1].args["to"] == "southwest-of-knossos"


async def test_no_leaves_the_form_as_it_was(first: tuple[Path, dict[str, str]]) -> None:
    folder, move = first
    app = TabulaApp(session_path=folder / "first.toml", saves_dir=folder)
    async with app.run_test(size=(140, 45)) as pilot:
        drive = Driver(pilot)
        await drive.fill("move-fleet", **move)
        events = len(drive.screen.session.events)
        await drive.press("apply")
        await drive.until(lambda: _asked(app), "the question")
        await pilot.press("n")
        await settle(pilot)
        assert len(drive.screen.session.events) == events
        values = drive.screen.query_one(ActionForm).values()
        assert {k: values[k] for k in move} == move


def test_the_command_line_names_the_command_that_tells_it(
    first: tuple[Path, dict[str, str]], capsys: pytest.CaptureFixture[str]
) -> None:
    from tui.cli.main import main

    folder, move = first
    before = saves.load(folder / "first.toml").events
    capsys.readouterr()
    code = main(["--saves-dir", str(folder), "act", "first", "move-fleet", *(f"{k}={v}" for k, v in move.items())])
    assert code == 1
    said = capsys.readouterr().err
    assert "if the board shows it: tabula act first connect a=carthage b=southwest-of-knossos, then this again" in said
    assert saves.load(folder / "first.toml").events == before  # nothing applied


async def test_a_border_told_on_the_command_line_gives_the_move_back_as_it_was(
    first: tuple[Path, dict[str, str]],
) -> None:
    folder, move = first
    app = TabulaApp(session_path=folder / "first.toml", saves_dir=folder)
    async with app.run_test(size=(140, 45)) as pilot:
        drive = Driver(pilot)
        await drive.fill("move-fleet", **move)
        session = drive.screen.session
        events = len(session.events)
        await pilot.press("colon", *"connect a=carthage b=southwest-of-knossos", "enter")
        await drive.until(lambda: len(session.events) == events + 1, "the border told")
        await settle(pilot)
        form = drive.screen.query_one(ActionForm)
        assert form.action == "move-fleet"
        assert {k: form.values()[k] for k in move} == move
        assert drive.check() == "allowed"  # the move, told its border


async def test_the_command_line_asks_as_the_form_does(first: tuple[Path, dict[str, str]]) -> None:
    folder, move = first
    app = TabulaApp(session_path=folder / "first.toml", saves_dir=folder)
    async with app.run_test(size=(140, 45)) as pilot:
        drive = Driver(pilot)
        await settle(pilot)
        session = drive.screen.session
        events = len(session.events)
        typed = " ".join(f"{k}={v}" for k, v in move.items())
        await pilot.press("colon", *f"move-fleet {typed}", "enter")
        await drive.until(lambda: _asked(app), "the question")
        await pilot.press("y")
        await drive.until(lambda: len(session.events) == events + 2, "the border told and the move made")
        assert [e.type for e in session.events[-2:]] == ["connect", "move-fleet"]

"""Rules and calculators with the keyboard: Enter opens, Down moves on, the cursor waits in the first field."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.console import Console
from textual.pilot import Pilot
from textual.widgets import Button, Input, OptionList, Select, Static

from engine import reference, registry
from tui.app.app import TabulaApp
from tui.app.screens.calculators import CalculatorScreen
from tui.app.screens.home import HomeScreen
from tui.app.screens.keys import KeysScreen
from tui.app.screens.rules import RulesScreen
from tui.app.widgets.action_form import ActionForm


def on_top(app: TabulaApp) -> object:
    """The screen on top, unnarrowed (a test checks it again after a key changed it)."""
    return app.screen


def shown(static: Static) -> str:
    """What a Static shows, as plain text."""
    console = Console(width=100, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    console.print(static.content)
    return console.export_text()


async def open_calculator(pilot: Pilot[Any], game: str, name: str) -> CalculatorScreen:
    app: TabulaApp = pilot.app  # type: ignore[assignment]
    app.open_calculators(game)
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, CalculatorScreen)
    screen.query_one("#calc-select", Select).value = name
    await pilot.pause()
    await pilot.pause()
    return screen


def first_field(screen: CalculatorScreen) -> Input:
    form = screen.query_one(ActionForm)
    return form.query(Input).first()


async def test_enter_on_a_game_opens_its_rules(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("ctrl+r")
        await pilot.pause()
        home = app.screen
        assert isinstance(home, HomeScreen)
        games = home.query_one("#ref-games", OptionList)
        assert app.focused is games
        games.highlighted = [g.id for g in home.games].index("hellas")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen) and app.screen.ruleset.id == "hellas"


async def test_down_from_search_and_enter_opens_the_first_hit(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_rules("mare-nostrum")
        await pilot.pause()
        rules = app.screen
        assert isinstance(rules, RulesScreen)
        topics = rules.query_one("#rules-topics", OptionList)
        assert app.focused is rules.query_one("#rules-search")
        await pilot.press("down")
        await pilot.pause()
        assert app.focused is topics and topics.highlighted == 0
        # Search, then Enter: the first hit opens (it is not the topic shown already).
        await pilot.press("ctrl+f", *"dice")
        await pilot.pause()
        # The first listed: a topic whose title says what was searched ("Dice") before the others.
        first = reference.topic(rules.ruleset, str(topics.get_option_at_index(0).id))
        assert first.title == "Dice"
        assert first.title != rules.sub_title
        await pilot.press("enter")
        await pilot.pause()
        assert rules.sub_title == first.title
        assert app.focused is topics


async def test_question_mark_on_rules_and_calculators_and_escape_closes_only_the_keys(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_rules("hellas")
        await pilot.pause()
        rules = app.screen
        rules.query_one("#rules-topics").focus()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        assert any("first hit" in what for _, what in app.screen.rows)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is rules
        await pilot.press("escape")
        await pilot.pause()
        calc = await open_calculator(pilot, "hellas", "attack")
        # From a number box (where ? would be typed) F1 lists the keys; ? does on the button.
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        assert any(what == "Calculate" for _, what in app.screen.rows)
        await pilot.press("escape")
        await pilot.pause()
        assert on_top(app) is calc
        calc.query_one("#calc-run", Button).focus()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)


async def test_the_cursor_starts_in_the_first_field(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_calculators("mare-nostrum")
        await pilot.pause()
        calc = app.screen
        assert isinstance(calc, CalculatorScreen)
        assert app.focused is first_field(calc)


async def test_after_picking_a_calculator_the_cursor_is_in_its_first_field(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        calc = await open_calculator(pilot, "mare-nostrum", "combat")
        calc.query_one("#calc-select").focus()
        for key in ("down", "down", "enter"):  # open the list, the next calculator
            await pilot.press(key)
            await pilot.pause()
        await pilot.pause()
        assert calc.query_one(ActionForm).action == "odds"
        assert app.focused is first_field(calc)


async def test_calculators_are_found_by_typing(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        calc = await open_calculator(pilot, "mare-nostrum", "combat")
        calc.query_one("#calc-select").focus()
        await pilot.press("b", "u")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert calc.query_one(ActionForm).action == "buy"


async def test_results_are_words(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        calc = await open_calculator(pilot, "struggle-for-rome", "plunder")
        calc.query_one("#field-towers").value = "2"  # type: ignore[attr-defined]
        calc.query_one("#field-figures").value = "3"  # type: ignore[attr-defined]
        assert calc.calculate() is not None
        text = shown(calc.query_one("#calc-result", Static))
        assert "gold cost" in text and "allowed" in text
        assert "_" not in text and "=" not in text


async def test_enter_in_a_field_calculates(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        calc = await open_calculator(pilot, "hellas", "voyage")
        first_field(calc).focus()
        await pilot.press("3", "tab", "2", "enter")
        await pilot.pause()
        assert "success" in shown(calc.query_one("#calc-result", Static))


async def test_fields_that_take_several_entries(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        calc = await open_calculator(pilot, "aquileia", "arena")
        first_field(calc).value = "Ann:6:2, Bo:6:4"
        result = calc.calculate()
        assert result is not None and result["order"] == ["Ann", "Bo"]
        await pilot.press("escape")
        await pilot.pause()
        calc = await open_calculator(pilot, "struggle-for-rome", "score")
        field = first_field(calc)
        assert ";" in field.placeholder  # the form says how to give several players
        field.value = "Ann: 6 cities, 3 gold; Bo: 4 cities, 1 diplomacy"
        result = calc.calculate()
        assert result is not None, shown(calc.query_one("#calc-result", Static))
        text = shown(calc.query_one("#calc-result", Static))
        assert "Ann" in text and "Bo" in text


def test_every_calculator_has_a_form() -> None:
    # The screens above rely on this: each game lists calculators with a form.
    for info in registry.games():
        assert [c for c in info.load_calculators() if not c.session], info.id

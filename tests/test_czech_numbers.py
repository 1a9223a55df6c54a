"""Numbers as each language writes them (issue 37): a decimal comma and a space before % in Czech, the
English forms unchanged, wherever the app shows a fraction or a share."""

from __future__ import annotations

from rich.console import Console, RenderableType

from engine.i18n import number, percent
from engine.outcomes import plain
from engine.views import View
from tui.app.screens.calculators import render_result
from tui.app.widgets.render import render_view


def _text(renderable: RenderableType) -> str:
    console = Console(width=100, record=True, color_system=None)
    console.print(renderable)
    return console.export_text()


def test_english_writes_a_decimal_point_and_no_space_before_percent() -> None:
    assert number(1.5, 2) == "1.50"
    assert number(0.125) == "0.125"
    assert number(3) == number(3.0) == "3"
    assert percent(0.5) == "50.0%"
    assert percent(0.0186, 2) == "1.86%"


def test_czech_writes_a_decimal_comma_and_a_space_before_percent(czech: None) -> None:
    assert number(1.5, 2) == "1,50"
    assert number(0.125) == "0,125"
    assert number(-2.25, 1) == "-2,2"
    assert number(3) == "3"
    assert percent(0.5) == "50,0 %"
    assert percent(1.0) == "100,0 %"
    assert plain(1.5) == "1,5"
    assert plain({"a": 0.25}) == "a 0,25"


def test_bars_show_czech_shares(czech: None) -> None:
    # Struggle for Rome's victory race is drawn as bars: each player's share of the points needed.
    shown = _text(render_view(View("Závod", "bars", rows=(("Lucka", 0.5), ("Mirek", 0.125)))))
    assert "50,0 %" in shown and "12,5 %" in shown
    assert "50.0" not in shown
    # The shares stand right-aligned, their decimal commas one under another.
    lines = [line for line in shown.splitlines() if "%" in line]
    assert len({line.rstrip().index(",") - len(line.rstrip()) for line in lines}) == 1


def test_bars_in_english_are_unchanged() -> None:
    shown = _text(render_view(View("Race", "bars", rows=(("Lucka", 0.5),))))
    assert "50.0%" in shown


def test_a_calculators_answer_in_czech(czech: None) -> None:
    # The odds calculator's distributions and its mean, as the calculators' screen draws them.
    result = {"attacker_expected_losses": 1.5, "attacker_losses": {"1": 0.5, "2": 0.5}}
    shown = _text(render_result(result))
    assert "1,500" in shown
    assert shown.count("50,0 %") == 2
    assert "1.500" not in shown and "50.0" not in shown

"""Calculators as forms: each ruleset's calculators, with results drawn as tables or bars."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Select, Static

from engine import calc as calcs
from engine import registry
from engine.errors import TabulaError
from tui.widgets.action_form import ActionForm
from tui.widgets.key_bar import KeyBar
from tui.widgets.render import bar, plain


def render_result(result: dict[str, Any]) -> RenderableType:
    """Draw a calculator's answer: distributions as bar charts, the rest as a table."""
    parts: list[RenderableType] = []
    table = Table(box=None, show_header=False, pad_edge=False)
    for key, value in result.items():
        if isinstance(value, dict) and value and all(isinstance(v, float) for v in value.values()):
            chart = Table(title=key.replace("_", " "), box=None, show_header=False, title_justify="left")
            for label, p in value.items():
                chart.add_row(str(label), bar(p, 24), f"{p * 100:5.1f}%")
            parts.append(chart)
        elif isinstance(value, list) and value and isinstance(value[0], dict):
            rows = "\n".join(", ".join(f"{k}: {_flat(v)}" for k, v in item.items()) for item in value)
            table.add_row(Text(key, style="dim"), rows)
        else:
            table.add_row(Text(key, style="dim"), _flat(value))
    return Group(table, *parts)


def _flat(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.3f}"
    return plain(value)


class CalculatorScreen(Screen[None]):
    """Pick a calculator of a game, fill in its form, read the result."""

    BINDINGS = [Binding("escape", "app.pop_screen", "Back", id="calc.back", tooltip="Close the calculators")]

    def __init__(self, game_id: str, calculator: str | None = None) -> None:
        super().__init__()
        self.info = registry.get(game_id)
        # Calculators that read a saved session are used from the session screen.
        self.specs = [c for c in self.info.load_calculators() if not c.session]
        self.start = calculator or (self.specs[0].name if self.specs else None)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="calc-body"):
            yield Select(
                [(f"{c.name} — {c.help}", c.name) for c in self.specs],
                id="calc-select",
                compact=True,
                value=self.start if self.start else Select.NULL,
            )
            # The first calculator's form is composed with the screen: mounting
            # it afterwards costs another full layout and paint.
            first = [self._form(self.start)] if self.start else []
            yield VerticalScroll(*first, id="calc-form")
            with Horizontal(id="calc-buttons"):
                yield Button("Calculate", id="calc-run", variant="primary", compact=True)
            yield Static(id="calc-result")
        yield KeyBar()

    def on_mount(self) -> None:
        self.title = f"Calculators — {self.info.name}"

    def _form(self, name: str) -> ActionForm:
        spec = calcs.find(self.specs, self.info.name, name)
        return ActionForm(spec.name, [*spec.arguments, *spec.options], [], {})

    async def _mount_form(self, name: str) -> None:
        forms = self.query(ActionForm)
        if forms and forms.first().action == name:
            return
        holder = self.query_one("#calc-form", VerticalScroll)
        await holder.remove_children()
        await holder.mount(self._form(name))
        self.query_one("#calc-result", Static).update("")

    async def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "calc-select" and isinstance(event.value, str):
            await self._mount_form(event.value)

    def on_action_form_changed(self, message: ActionForm.Changed) -> None:
        message.stop()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "calc-run":
            self.calculate()

    def calculate(self) -> dict[str, Any] | None:
        """Run the selected calculator with the form's values; show the result or the problem."""
        form = self.query_one(ActionForm)
        out = self.query_one("#calc-result", Static)
        spec = calcs.find(self.specs, self.info.name, form.action)
        try:
            result = spec.run(calcs.values(spec, form.values()))
        except TabulaError as error:
            out.update(Text(str(error), style="red"))
            return None
        out.update(render_result(result))
        return result

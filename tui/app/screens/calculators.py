"""Calculators as forms: each ruleset's calculators, with results drawn as tables or bars."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Select, Static

from engine import calc as calcs
from engine import registry
from engine.errors import TabulaError
from engine.fields import Field
from engine.i18n import number, percent, tr
from tui.app.screens.keys import KeysScreen
from tui.app.screens.speaking import SpeakingScreen
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.key_bar import KeyBar
from tui.app.widgets.pick import PickList, pick_of
from tui.app.widgets.render import bar, plain
from tui.titles import game_title

#: Separates the entries of a field that takes several (one per player, fighter, villa...).
ENTRY_SEPARATOR = ";"


def words(key: str) -> str:
    """A result's key as a person reads it ("gold_cost" → "gold cost"), translated where the game gave those
    words a translation (the key itself is an id of the result's JSON)."""
    return tr(key.replace("_", " "))


def render_result(result: dict[str, Any]) -> RenderableType:
    """Draw a calculator's answer: distributions as bar charts, the rest as a table, every key in words."""
    parts: list[RenderableType] = []
    table = Table(box=None, show_header=False, pad_edge=False)
    for key, value in result.items():
        if isinstance(value, dict) and value and all(isinstance(v, float) for v in value.values()):
            chart = Table(title=words(key), box=None, show_header=False, title_justify="left")
            chart.add_column()
            chart.add_column()
            chart.add_column(justify="right")  # the shares' decimal marks one under another
            for label, p in value.items():
                chart.add_row(Text(str(label)), bar(p, 24), percent(p))
            parts.append(chart)
        elif isinstance(value, list) and value and isinstance(value[0], dict):
            rows = "\n".join(" · ".join(f"{words(k)}: {_flat(v)}" for k, v in item.items()) for item in value)
            table.add_row(Text(words(key), style="dim"), Text(rows))
        elif isinstance(value, dict):
            table.add_row(Text(words(key), style="dim"), Text(_pairs(value)))
        else:
            table.add_row(Text(words(key), style="dim"), Text(_flat(value)))
    return Group(table, *parts)


def _pairs(value: dict[Any, Any]) -> str:
    return ", ".join(f"{words(str(k))} {_flat(v)}" for k, v in value.items()) or tr("none")


def _flat(value: Any) -> str:
    if isinstance(value, float):
        return number(value, 3)
    if isinstance(value, dict):
        return _pairs(value)
    return plain(value)


def _form_field(field: Field, repeated: bool) -> Field:
    """A field as the form shows it: one that takes several entries says how to separate them."""
    # Only where one entry is the rule's unit (a player's holdings in a score); helps that
    # start with "each" already show several ("each villa as colour:points, as in blue:10, white:6").
    if not repeated or not field.required or field.help.startswith("each"):
        return field
    # The help is translated here (a help that is not a literal is not translated again where it is shown).
    several = tr("{help}; several: separate with {separator}").format(help=field.said, separator=ENTRY_SEPARATOR)
    return replace(field, help=several)


class CalculatorScreen(SpeakingScreen):
    """Pick a calculator of a game, fill in its form, read the result."""

    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="calc.back", tooltip="Close the calculators"),
        # ? is typed into a text box like any letter; F1 lists the keys from there too.
        Binding("f1,question_mark", "keys", "Keys", id="calc.keys", tooltip="The keys of this screen"),
        # Taken as the app receives them: weighed after coming back up from the field, Tab moved on after the
        # keys typed behind it had gone into the field it left (the play-test's "3 Tab 2" gave "32").
        Binding("tab", "field(1)", show=False, priority=True, id="calc.next"),
        Binding("shift+tab", "field(-1)", show=False, priority=True, id="calc.previous"),
    ]

    def __init__(self, game_id: str, calculator: str | None = None) -> None:
        super().__init__()
        self.info = registry.get(game_id)
        # Calculators that read a saved session are used from the session screen.
        self.specs = [c for c in self.info.load_calculators() if not c.session]
        self.start = calculator or (self.specs[0].name if self.specs else None)
        #: Put the cursor in the first field when the screen shows next (opened, or another calculator picked).
        self._to_first_field = True

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="calc-body"):
            yield PickList(
                [(c.name, f"{c.name} — {c.said}") for c in self.specs],
                self.start,
                id="calc-select",
                prompt=tr("calculator"),
                allow_blank=False,
            )
            # The first calculator's form is composed with the screen: mounting
            # it afterwards costs another full layout and paint.
            first = [self._form(self.start)] if self.start else []
            yield VerticalScroll(*first, id="calc-form")
            with Horizontal(id="calc-buttons"):
                yield Button(tr("Calculate"), id="calc-run", variant="primary", compact=True)
            yield Static(id="calc-result")
        yield KeyBar()

    def on_mount(self) -> None:
        self.title = tr("Calculators — {game}").format(game=game_title(self.info.id))

    def on_screen_resume(self) -> None:
        if self._to_first_field:
            self._to_first_field = False
            self.focus_first_field()

    async def redraw(self) -> None:
        """Built again in the language spoken now, on the calculator shown (its result is dropped)."""
        shown = self.query_one("#calc-select", Select).value
        if isinstance(shown, str):
            self.start = shown
        await self.recompose()
        self.on_mount()
        self.focus_first_field()

    def focus_first_field(self) -> None:
        """The cursor in the calculator's first field, so typing fills it."""
        forms = self.query(ActionForm)
        if forms:
            forms.first().focus_first()

    def pick(self, calculator: str | None) -> None:
        """Show this calculator (None: the one shown), with the cursor in its first field."""
        self._to_first_field = True
        if calculator is None:
            return
        if self.is_mounted:
            self.query_one("#calc-select", Select).value = calculator
        else:
            self.start = calculator

    def _form(self, name: str) -> ActionForm:
        spec = calcs.find(self.specs, self.info.name, name)
        fields = [_form_field(f, f.name in spec.repeat) for f in (*spec.arguments, *spec.options)]
        return ActionForm(spec.name, fields, [], {})

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
            self._to_first_field = False
            self.focus_first_field()

    def on_pick_list_submitted(self, message: PickList.Submitted) -> None:
        """Enter on the chosen calculator: on to its first field."""
        if message.pick.id == "calc-select":
            message.stop()
            self.focus_first_field()

    def on_action_form_changed(self, message: ActionForm.Changed) -> None:
        message.stop()

    def on_action_form_submitted(self, message: ActionForm.Submitted) -> None:
        """Enter in a field calculates."""
        message.stop()
        self.calculate()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "calc-run":
            self.calculate()

    def action_field(self, step: int) -> None:
        """Tab (shift+tab): the next (previous) field at once, an open list closed first."""
        pick = pick_of(self.focused)
        if pick is not None and pick.expanded:
            pick.expanded = False
            self.set_focus(pick)
        self.focus_next() if step > 0 else self.focus_previous()

    def action_keys(self) -> None:
        """The keys of this screen."""
        extra = [
            (tr("letters (calculator list)"), tr("Find a calculator")),
            (tr("Enter (in a field)"), tr("Calculate")),
            (ENTRY_SEPARATOR, tr("Separates entries in a field that takes several")),
        ]
        self.app.push_screen(KeysScreen(self, extra))

    def calculate(self) -> dict[str, Any] | None:
        """Run the selected calculator with the form's values; show the result or the problem."""
        form = self.query_one(ActionForm)
        out = self.query_one("#calc-result", Static)
        spec = calcs.find(self.specs, self.info.name, form.action)
        raw: dict[str, Any] = dict(form.values())
        for name in spec.repeat & raw.keys():
            # A field that takes several entries: one per separated part (each game reads its own parts).
            raw[name] = [part.strip() for part in raw[name].split(ENTRY_SEPARATOR) if part.strip()]
        try:
            result = spec.run(calcs.values(spec, raw))
        except TabulaError as error:
            out.update(Text(str(error), style="red"))
            return None
        out.update(render_result(result))
        return result

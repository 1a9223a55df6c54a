"""A form's field shown anew with a value, its widget kept (``ActionForm.refill``: the next player's take, a
second buy in a row): nothing is mounted, styled or laid out again.

Kept apart from ``action_form`` (which calls it) so that module stays readable.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from textual.widget import Widget
from textual.widgets import Checkbox, Input, Select, SelectionList
from textual.widgets.select import InvalidSelectValueError

from engine.fields import Field
from tui.app.widgets.covered import Covered
from tui.app.widgets.stepper import Stepper


def refill_widget(field: Field, widget: Widget, initial: str, units: Mapping[str, Sequence[tuple[str, str]]]) -> None:
    """``field``'s widget back to what the form makes it show for ``initial`` (``units``: the cards of each card
    list, one per card)."""
    if isinstance(widget, Stepper):
        widget.value = initial
    elif isinstance(widget, Input):
        widget.value = initial
        widget.cursor_position = len(initial)
    elif isinstance(widget, Checkbox):
        widget.value = initial.lower() in ("yes", "true", "1") or (not initial and field.default is True)
    elif isinstance(widget, SelectionList):
        widget.deselect_all()
        wanted = [w.strip() for w in initial.split(",") if w.strip()]
        for index, (ident, _label) in enumerate(units.get(field.name, ())):
            if ident in wanted:
                wanted.remove(ident)
                widget.select(f"{ident}#{index}")
    elif isinstance(widget, Covered):
        widget.value = initial
    elif isinstance(widget, Select):
        said = initial.lower() if field.type == "bool" else initial  # a said-or-not yes/no list
        choose(widget, said)


def choose(pick: Select[str], value: str) -> None:
    """``value`` picked in the list, or nothing where the list does not offer it (as a new list starts)."""
    try:
        pick.value = value if value else Select.NULL
    except InvalidSelectValueError:
        pick.clear()

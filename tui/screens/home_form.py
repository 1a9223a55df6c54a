"""The new-game form's parts: checking the players, the variants list and typed session options.

The home screen (``home.py``) lays the form out; what can be worked out or
built without it lives here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from textual import events
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Checkbox, Input, Label, SelectionList

from engine.names import fold
from engine.outcomes import plain
from tui.widgets.pick import PickList, Stepper

if TYPE_CHECKING:
    from engine.fields import Field
    from engine.ruleset import Ruleset

#: The longest player name the engine accepts (``Ruleset.assign_factions``): the name boxes stop there.
NAME_LIMIT = 32
TIMES = {2: "twice", 3: "three times", 4: "four times", 5: "five times"}


def player_problems(ruleset: Ruleset, seats: Sequence[tuple[str, str | None]]) -> list[tuple[int | None, str]]:
    """Everything wrong with the players, each with its seat (None: the list as a whole).

    The engine checks the same when the session starts, but stops at the first
    problem; the form names them all at once.
    """
    problems: list[tuple[int | None, str]] = []
    named = [(seat, name.strip()) for seat, (name, _) in enumerate(seats) if name.strip()]
    for seat, (name, faction) in enumerate(seats):
        if faction and not name.strip():
            problems.append((seat, f"player {seat + 1}: a faction but no name"))
    low, high = ruleset.min_players, ruleset.max_players
    if not low <= len(named) <= high:
        given = {0: "no names yet", 1: "1 name"}.get(len(named), f"{len(named)} names")
        problems.append((None, f"{ruleset.name} takes {low} to {high} players ({given})"))
    groups: dict[str, list[tuple[int, str]]] = {}
    for seat, name in named:
        if len(name) > NAME_LIMIT or not name.isprintable():
            problems.append((seat, f"player {seat + 1}: up to {NAME_LIMIT} printable characters"))
        elif not fold(name):
            problems.append((seat, f"player {seat + 1}: “{name}” needs a letter or digit"))
        else:
            groups.setdefault(fold(name), []).append((seat, name))
    repeats = [group for group in groups.values() if len(group) > 1]
    if repeats:
        # Names are matched forgivingly later ("ondrej" finds Ondřej), so they must differ that way too.
        said = [_repeated([name for _, name in group]) for group in repeats]
        problems.append((repeats[0][1][0], "player names must differ: " + "; ".join(said)))
    chosen: dict[str, list[str]] = {}
    for name, faction in seats:
        if faction and name.strip():
            chosen.setdefault(faction, []).append(name.strip())
    for faction, names in chosen.items():
        if len(names) > 1:
            problems.append((None, f"{' and '.join(names)} chose the same faction, {faction_name(faction)}"))
    return problems


def _repeated(names: list[str]) -> str:
    if len(set(names)) == 1:
        return f"{names[0]} {TIMES.get(len(names), f'{len(names)} times')}"
    return " and ".join(names)


def faction_name(faction: str) -> str:
    """A faction id as read in a list ("babylon" → "Babylon")."""
    return faction.replace("-", " ").capitalize()


class VariantList(SelectionList[str]):
    """The variants to play: the first one is highlighted on entry, so Tab then Space ticks it."""

    DEFAULT_CSS = """
    /* Boxes that show in 256 colours too (Textual's unticked X is dark grey on navy there):
       an empty grey box, or a green one with a white X. */
    VariantList > .selection-list--button, VariantList > .selection-list--button-highlighted {
        color: $foreground 0%;
        background: $foreground 60%;
    }
    VariantList > .selection-list--button-selected, VariantList > .selection-list--button-selected-highlighted {
        color: $text;
        background: $success;
        text-style: bold;
    }
    """

    def on_focus(self, event: events.Focus) -> None:
        if self.highlighted is None and self.option_count:
            self.highlighted = 0


def option_row(field: Field) -> Horizontal:
    """One session option, typed: a number with steppers, a box, a pick list or text; the default filled in."""
    key = f"option-{field.name}"
    default = field.default
    widget: Widget
    if field.type == "bool":
        widget = Checkbox(field.said or field.name, bool(default), id=key, compact=True)
    elif field.type == "int":
        widget = Stepper(shown_default(default), field.said, field.min, field.max, id=key)
    elif field.type == "choice":
        pairs = [(c, c) for c in field.choices]
        widget = PickList(pairs, default, id=key, prompt=field.name.replace("_", " "))
    else:
        shown = shown_default(default)
        empty = " (none if left empty)" if default in ([], ()) else ""
        widget = Input(shown, placeholder=(field.said or field.name) + empty, id=key, compact=True)
    widget.tooltip = field.said or None
    return Horizontal(Label(field.name.replace("_", " "), classes="new-option-label"), widget, classes="new-option")


def shown_default(default: Any) -> str:
    """A default as typed into its box ("3, 6, 9"; nothing for no default or an empty list)."""
    return "" if default in (None, [], ()) else plain(default)


def mark(widget: Widget) -> None:
    """Tint a field that holds a problem (a stepper's number box, not its buttons)."""
    for box in [widget] if isinstance(widget, Input) else list(widget.query(Input)):
        box.add_class("-invalid")

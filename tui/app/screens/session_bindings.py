"""The session screen's keys: its own, and the form's (Tab, Enter: ``FormKeys``); ``SessionScreen.BINDINGS``
joins them with the layout's (``LAYOUT_BINDINGS``)."""

from __future__ import annotations

from collections.abc import Callable

from textual.binding import Binding, BindingType

#: What the table's view never does (each player acts in their own view).
TABLE_REFUSES = frozenset({"undo", "redo", "next", "force", "command"})

#: The keys of the session screen itself (undo, next, the rules, the : line, going back).
SCREEN_BINDINGS: list[BindingType] = [
    Binding("ctrl+z", "undo", "Undo", id="session.undo", tooltip="Take back the last event"),
    Binding("ctrl+y", "redo", "Redo", id="session.redo", tooltip="Put back what undo took"),
    Binding(
        "ctrl+n",
        "next",
        "Next",
        id="session.next",
        tooltip="End the turn, step or phase: a form, Ctrl+N again applies it",
        # Taken as the app receives it: weighed once it came back up from the field with the cursor, the
        # letters typed right behind it went to that field (the map's, after alt+1) and were lost.
        priority=True,
    ),
    # F1 lists the keys here as on every screen (it opened the rules here only); the rules are F5.
    # F1 and F5 are taken as the app receives them: weighed once they had come back up from the field with
    # the cursor, the keys typed right behind them went into that field, hidden under the screen they open
    # (the play-test's "F5 xyz" left "xyz" in the action list's search). ? is a character where one is typed.
    Binding("f1", "keys", "Keys", id="session.keys", tooltip="The keys of this screen", priority=True),
    Binding("question_mark", "keys", "Keys", show=False, id="session.keys_typed", tooltip="The keys of this screen"),
    Binding("f5", "rules", "Rules", id="session.rules", tooltip="Rules for the current phase", priority=True),
    Binding(
        "f3",
        "progress",
        "Progress",
        show=False,
        id="session.progress",
        tooltip="Victory measures per round, plotted",
    ),
    Binding(
        "f4",
        "story",
        "Story",
        show=False,
        id="session.story",
        tooltip="The story so far: income, battles, overrides, corrections",
    ),
    Binding(
        "ctrl+f",
        "force",
        "Force",
        show=False,
        id="session.force",
        tooltip="Apply past the rules that object (asks first, naming them)",
    ),
    Binding(
        "colon",
        "command",
        "Command",
        priority=True,
        id="session.command",
        tooltip="Type an action as on the command line",
    ),
    Binding(
        "slash",
        "filter",
        "Find",
        show=False,
        priority=True,  # the keys typed right behind it go to the find box (``action_filter``)
        id="session.filter",
        tooltip="Find a place on the map",
    ),
    Binding(
        "ctrl+b",
        "drawn",
        "Board drawn",
        show=False,
        id="session.drawn",
        tooltip="The board drawn as it lies on the table, in place of the map's list (again: the list)",
    ),
    Binding(
        "f2",
        "maximize",
        "Maximize",
        show=False,
        id="session.maximize",
        tooltip="One panel on the whole screen (again: back)",
    ),
    # alt+1..4 and the number keys: the layout's (``LAYOUT_BINDINGS``, the screen's before any field's).
    Binding(
        "escape",
        "back",
        "Back",
        id="session.back",
        tooltip="Close the form being filled in; with none open, back to the home screen",
    ),
]


#: Tab, shift+tab and Enter in the form (``SessionScreen.BINDINGS``).
FORM_BINDINGS: list[BindingType] = [
    # Priority: taken as the app receives them, before the keys typed after them reach a field.
    Binding("tab", "form_focus(1)", "Focus Next", show=False, priority=True, id="session.form-next"),
    Binding("shift+tab", "form_focus(-1)", "Focus Previous", show=False, priority=True, id="session.form-prev"),
    Binding(
        "enter",
        "form_enter",
        "Apply",
        show=False,
        priority=True,
        id="session.form-apply",
        tooltip="Apply the action",
    ),
]


def screen_allows(
    action: str, parameters: tuple[object, ...], seats: int, table: bool, typed: Callable[[], bool]
) -> bool | None:
    """Whether the screen's own key ``action`` may run now (``SessionScreen.check_action``, after its parts'):
    ``seats`` players, on the table's display (``table``) or not, ``typed``: whether ``:`` is typed as a
    character where the cursor is."""
    if action == "command" and typed():
        return False
    # Number keys only for the seats there are (the keys list shows no Player 5 of 4).
    if action == "player" and parameters and isinstance(parameters[0], int):
        return parameters[0] < seats
    # The table's display only shows the game: its keys hints offer nothing it would refuse.
    return not (table and action in TABLE_REFUSES)

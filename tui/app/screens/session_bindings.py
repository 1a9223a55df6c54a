"""The session screen's own keys (``SessionScreen.BINDINGS`` joins them with its parts' keys: the form's, the
panels')."""

from __future__ import annotations

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
    # alt+1..4 and the number keys: SessionLayout's (the screen's before any field's).
    Binding(
        "escape",
        "back",
        "Back",
        id="session.back",
        tooltip="Close the form being filled in; with none open, back to the home screen",
    ),
]

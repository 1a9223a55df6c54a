"""The keys of the current context (``?``): a modal list; Escape or ``?`` closes it, never the screen below.

The screen's and the app's own keys come first, each once; the keys of the field with the cursor (a text
box's thirty editing keys) after them, under their own heading.
"""

from __future__ import annotations

import re
from typing import Any

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from engine.i18n import N_, tr

# Textual's own keys (its widgets' bindings) as the list shows them: marked here so they are extracted and
# translated like the app's own (tr looks each description up where it is shown).
TEXTUAL_KEYS = (
    N_("Quit the app and return to the command prompt."),
    N_("Open the command palette"),
    N_("Focus Next"),
    N_("Focus Previous"),
    N_("Copy selected text"),
    N_("Move cursor left"),
    N_("Move cursor left and select"),
    N_("Move cursor left a word"),
    N_("Move cursor left a word and select"),
    N_("Move cursor right or accept the completion suggestion"),
    N_("Move cursor right and select"),
    N_("Move cursor right a word"),
    N_("Move cursor right a word and select"),
    N_("Delete character left"),
    N_("Select all"),
    N_("Go to start"),
    N_("Go to end"),
    N_("Select line start"),
    N_("Select line end"),
    N_("Delete character right"),
    N_("Submit"),
    N_("Delete left to start of word"),
    N_("Delete all to the left"),
    N_("Delete right to start of word"),
    N_("Delete all to the right"),
    N_("Cut selected text"),
    N_("Paste text from the clipboard"),
    N_("Scroll Up"),
    N_("Scroll Down"),
    N_("Scroll Left"),
    N_("Scroll Right"),
    N_("Scroll Home"),
    N_("Scroll End"),
    N_("Page Up"),
    N_("Page Down"),
    N_("Page Left"),
    N_("Page Right"),
    N_("Show menu"),
    N_("Dismiss menu"),
    N_("Down"),
    N_("Up"),
    N_("First"),
    N_("Last"),
    N_("Select"),
    N_("Cursor up"),
    N_("Cursor down"),
    N_("Cursor right"),
    N_("Cursor left"),
    N_("Top"),
    N_("Bottom"),
    N_("Home"),
    N_("End"),
    N_("Toggle"),
    N_("Press button"),
    N_("Toggle option"),
)


class KeysScreen(ModalScreen[None]):
    """Every key the screen below answers to now, with what it does.

    Attributes:
        rows: Each key and what it does, in the order shown: the screen's and the app's own (with the
            screen's ``extra`` rows), then the field's.
        own: How many of ``rows`` are the screen's and the app's own.
    """

    BINDINGS = [Binding("escape,f1,question_mark,q", "dismiss", "Close", id="keys.close", tooltip="Close the keys")]

    def __init__(self, below: Screen[Any], extra: list[tuple[str, str]] | None = None) -> None:
        super().__init__()
        # One list on every screen, opened by one key: F1 first, then Tab, then the screen's own (the home
        # screen's F1 listed its keys, the session's opened the rules, and each said it its own way).
        lead = [_help_row(below)]
        extra = [*lead, *(row for row in extra or [] if "f1" not in keys_named(row[0]))]
        if not any("tab" in keys_named(keys) for keys, _ in extra):
            lead.append(("Tab, Shift+Tab", tr("Next, previous field")))
            extra.insert(1, lead[-1])
        screen: list[tuple[str, str]] = []
        app: list[tuple[str, str]] = []
        here: list[tuple[str, str]] = []
        placed: set[int] = set()
        seen: set[str] = set()
        # From the field with the cursor up to the app (the field's keys first, as Textual lists them).
        for binding in [b for _, b in below.active_bindings.items()]:
            b = binding.binding
            if not b.description or b.action in seen or not binding.enabled:
                continue
            seen.add(b.action)
            key = below.app.get_key_display(b)
            rows = screen if binding.node is below else app if binding.node is below.app else here
            if rows is here and _textuals_own(binding.node, b, below.focused):
                continue
            said = _said(extra, {key.lower(), b.key.lower()}, field=rows is here)
            if said is not None:
                # The screen says it in its own words, once for a run of keys ("alt+1..4"), where the first was.
                if said not in placed and rows is not here:
                    placed.add(said)
                    rows.append(extra[said])
                continue
            # Translated as shown: a binding's description and tooltip are English literals.
            rows.append((key, tr(b.tooltip or b.description)))
        own = screen + [row for n, row in enumerate(extra) if n not in placed] + app
        own = lead + [row for row in own if row not in lead]
        self.rows = own + here
        self.own = len(own)

    def compose(self) -> ComposeResult:
        width = max((len(key) for key, _ in self.rows), default=0)
        with VerticalScroll(id="keys-box"):
            yield Static(tr("Keys here (Escape closes)"), id="keys-title")
            yield Static(_table(self.rows[: self.own], width))
            if self.rows[self.own :]:
                yield Static(Text(tr("Where the cursor is"), style="bold"), id="keys-field-title")
                yield Static(_table(self.rows[self.own :], width))


def _textuals_own(node: object, binding: Binding, focused: object) -> bool:
    """Whether a key of the field with the cursor (or a panel around it) is Textual's own scrolling (its panels'
    "Scroll Left", "Page Down"...), not a key of the app's: the play-test's F1 listed them under a pick list,
    where they do nothing. The field's own keys stay (a text box's editing, a list's Enter)."""
    scrolls = binding.action.startswith(("scroll_", "page_"))
    for cls in type(node).__mro__:
        declared = cls.__dict__.get("BINDINGS", ())
        if any(isinstance(b, Binding) and b.action == binding.action for b in declared):
            if not cls.__module__.startswith("textual"):
                return False  # the app's own (the log's Up, the hand's keys)
            return scrolls or node is not focused
    return scrolls


def _help_row(below: Screen[Any]) -> tuple[str, str]:
    """The row for the key that opens this list: F1 everywhere, and ? where no text box takes it as a letter."""
    asks = below._bindings.key_to_bindings.get("question_mark", [])
    if any(binding.action == "keys" for binding in asks):
        return "F1, ?", tr("These keys (F1 from a text box too)")
    return "F1", tr("These keys, also from a text box")


def keys_named(text: str) -> set[str]:
    """The keys a row of the list names, in lower case as bindings are shown or named: "alt+1..4" stands for
    alt+1 to alt+4, "1..3" for 1, 2 and 3, "Tab, shift+Tab" for both, "Enter (in a field)" for Enter."""
    keys: set[str] = set()
    for part in text.lower().split(","):
        part = re.sub(r"\s*\(.*\)$", "", part.strip())  # where the key does it: it is the key all the same
        run = re.fullmatch(r"(.*?)(\d+)\.\.(\d+)", part)
        if run:
            keys |= {f"{run[1]}{n}" for n in range(int(run[2]), int(run[3]) + 1)}
        elif part:
            keys.add(part)
    return keys


def _said(extra: list[tuple[str, str]], names: set[str], field: bool) -> int | None:
    """Which of the screen's own rows names a key (``names``: as shown, "⏎", and by name, "enter"), if any.

    A row saying where its key does what ("Enter (in a field)") leaves a ``field`` its own word for the key.
    """
    for n, (keys, _) in enumerate(extra):
        if names & keys_named(keys) and not (field and "(" in keys):
            return n
    return None


def _table(rows: list[tuple[str, str]], width: int) -> Table:
    # One width for the keys of both lists: what the keys do starts in one column.
    table = Table(box=None, show_header=False, pad_edge=False)
    table.add_column(min_width=width)
    table.add_column()
    for key, what in rows:
        table.add_row(key, what)
    return table

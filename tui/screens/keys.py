"""The keys of the current context (``?``): a modal list; Escape or ``?`` closes it, never the screen below."""

from __future__ import annotations

from typing import Any

from rich.table import Table
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
    """Every key the screen below answers to now, with what it does."""

    BINDINGS = [Binding("escape,question_mark,q", "dismiss", "Close", id="keys.close", tooltip="Close the keys")]

    def __init__(self, below: Screen[Any], extra: list[tuple[str, str]] | None = None) -> None:
        super().__init__()
        self.rows: list[tuple[str, str]] = []
        seen: set[str] = set()
        for binding in [b for _, b in below.active_bindings.items()]:
            b = binding.binding
            if not b.description or b.action in seen or not binding.enabled:
                continue
            seen.add(b.action)
            # Translated as shown: a binding's description and tooltip are English literals.
            self.rows.append((below.app.get_key_display(b), tr(b.tooltip or b.description)))
        self.rows += extra or []

    def compose(self) -> ComposeResult:
        table = Table(box=None, show_header=False, pad_edge=False)
        for key, what in self.rows:
            table.add_row(key, what)
        with VerticalScroll(id="keys-box"):
            yield Static(tr("Keys here (Escape closes)"), id="keys-title")

            yield Static(table)

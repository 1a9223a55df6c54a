"""The keys of the current context (``?``): a modal list; Escape or ``?`` closes it, never the screen below."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static


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
            self.rows.append((below.app.get_key_display(b), b.tooltip or b.description))
        self.rows += extra or []

    def compose(self) -> ComposeResult:
        table = Table(box=None, show_header=False, pad_edge=False)
        for key, what in self.rows:
            table.add_row(key, what)
        with VerticalScroll(id="keys-box"):
            yield Static("Keys here (Escape closes)", id="keys-title")
            yield Static(table)

"""A form's field whose cards are not shown on the shared screen (a hand, a card drawn face down), and what its
player chose among them while they were shown.

A plain text label lost the choice: once the hand hid again (its seconds, the cursor leaving the form), the
form sent nothing for the field, and the only copy was kept aside, where an old one came back later (play-test:
Cleopatra's swap). The choice stays here instead: sent with the form, said as a count, never named.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from engine.i18n import ntr


class Covered(Static):
    """What stands in a form for a field whose cards are covered: how to show them, and how many are chosen.

    Args:
        said: What the field says while covered ("2 hidden cards: key 2 shows them to Bob").
        value: What was chosen among the cards while they were shown (card ids, comma-separated), or "".
    """

    def __init__(self, said: str, value: str = "", **kwargs: object) -> None:
        self.said = said
        self._value = value
        super().__init__(self._text(), **kwargs)  # type: ignore[arg-type]

    @property
    def value(self) -> str:
        """The cards chosen (their ids, as the form sends them), or "" for none."""
        return self._value

    @value.setter
    def value(self, value: str) -> None:
        self._value = value
        self.update(self._text())

    def _text(self) -> Text:
        chosen = len([card for card in self._value.split(",") if card.strip()])
        if not chosen:
            return Text(self.said, style="italic")
        # A count, never the cards: the next one to look at the screen must not read them. First, so a narrow
        # panel does not wrap it out of the field's first row.
        said = ntr("{n} card chosen", "{n} cards chosen", chosen).format(n=chosen)
        return Text.assemble((said, "bold"), "; ", (self.said, "italic"))

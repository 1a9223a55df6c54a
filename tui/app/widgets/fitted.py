"""A text widget that asks for a layout of the screen only when its new text changes its height.

Textual's ``Static.update`` lays the whole screen out again on every change of text, because the widget's
height may follow its text. The Phase panel's check line changes with every key typed into a form, nearly
always to a text of the same height: a full layout of the session screen each time was most of a field
edit's time. ``Fitted`` measures the new text at the width it has and lays out only when the height differs.
"""

from __future__ import annotations

from textual.visual import VisualType
from textual.widgets import Static


class Fitted(Static):
    """A ``Static`` whose update repaints in place when the new text keeps its height (else lays out)."""

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        width = self.content_size.width
        before = self.content_size.height
        super().update(content, layout=False)
        if not layout:
            return
        wide = self.styles.width
        if wide is not None and wide.is_auto:
            self.refresh(layout=True)  # as wide as its text: a new text may change that
            return
        rule = self.styles.height
        if rule is not None and not rule.is_auto:
            return  # a height of its own (the status line's one row): the text never changes it
        if not width or not self.display:
            self.refresh(layout=True)  # not laid out yet (or hidden): nothing to measure against
            return
        self._content_height_cache = (None, 0)  # measured for the old text
        if self.get_content_height(self.size, self.app.size, width) != before:
            self.refresh(layout=True)

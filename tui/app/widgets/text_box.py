"""Text boxes whose own keys (Backspace, Delete, the arrows, Home, End...) act as the box takes them, in the order
typed.

Textual runs a box's key bindings only once the key has come back up from the box to the app, and weighs them
against the widget that has the cursor by then. Typed fast, the keys after a Tab had moved the cursor on first:
"Cy" Backspace "o" Tab "Dee" gave "Cyo" and "De" (the Backspace meant for the first name deleted from the
second). Here the box runs its own binding for a key when it takes the key.
"""

from __future__ import annotations

from textual import events
from textual.geometry import Size
from textual.widgets import Input


class TextBox(Input):
    """A text box that acts on its own bound keys in the order typed (what Tab or Enter does is the screen's)."""

    def _watch_value(self, value: str) -> None:
        # Input sets its virtual size (its text's width plus the cursor) as a layout reactive: each key typed
        # laid the whole screen out again, half of a field edit's time. The box's own size never follows its
        # text (its width is the form's); its scrolling reads the virtual size as set here.
        self.set_reactive(Input.virtual_size, Size(self.content_width, 1))
        super()._watch_value(value)

    async def _on_key(self, event: events.Key) -> None:
        if event.is_printable:
            return  # typed into the box by Input's own handler, next in line
        for binding in self._bindings.key_to_bindings.get(event.key, ()):
            # The box's bindings come first for a key it has (the screen's priority keys were weighed before it
            # reached the box): the same binding, only in turn.
            if not binding.priority and await self.app.run_action(binding.action, self):
                event.stop()
                event.prevent_default()
                return

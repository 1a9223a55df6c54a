"""Screens that are drawn again when the language changes while the app runs (the palette's "Language: ...").

Every text a screen shows is translated as the screen is built; a screen built before the change keeps
the old language until it is built again. ``speak_again`` does that, once per change: the app calls it on
the screen on show, and a screen under it calls it itself when it comes back.
"""

from __future__ import annotations

from engine.i18n import language
from tui.app.screens.one_layout import OneLayout


class SpeakingScreen(OneLayout):
    """A screen that knows the language it was drawn in (and is laid out once per change, ``OneLayout``)."""

    def __init__(self) -> None:
        super().__init__()
        #: The language the screen's texts are in.
        self.spoken = language()

    async def speak_again(self) -> None:
        """Draw the screen again if the language changed since it was drawn."""
        if self.spoken == language() or not self.is_attached:
            return
        self.spoken = language()
        await self.redraw()

    async def redraw(self) -> None:
        """Build the screen's widgets again (a screen with more to restore adds to this)."""
        await self.recompose()

"""Drive the session screen like a player: pick an action, fill the form, press a button."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot
from textual.widgets import Button, Input, Select

from tui.screens.session import SessionScreen
from tui.widgets.action_form import ActionForm
from tui.widgets.wizard import WizardPanel


class Driver:
    """Helpers over a Pilot for the session screen."""

    def __init__(self, pilot: Pilot[Any]) -> None:
        self.pilot = pilot

    @property
    def screen(self) -> SessionScreen:
        screen = self.pilot.app.screen
        assert isinstance(screen, SessionScreen), type(screen).__name__
        return screen

    async def fill(self, action: str, **values: str) -> str:
        """Choose an action and type its values; returns the check line shown."""
        select = self.screen.query_one("#action-select", Select)
        if select.value != action:
            select.value = action
        await self.pilot.pause()
        form = self.screen.query_one(ActionForm)
        assert form.action == action
        for name, value in values.items():
            widget = form.query_one(f"#field-{name}")
            assert isinstance(widget, Input | Select)
            widget.value = value
        await self.pilot.pause()
        return self.check()

    def check(self) -> str:
        return self.screen.query_one(WizardPanel).check_text

    async def press(self, button: str) -> None:
        self.screen.query_one(f"#{button}", Button).press()
        await self.pilot.pause()

    async def act(self, action: str, **values: str) -> None:
        """Fill and apply; the rules must allow it."""
        await self.fill(action, **values)
        apply = self.screen.query_one("#apply", Button)
        assert not apply.disabled, f"{action} {values}: {self.check()}"
        await self.press("apply")

    async def force(self, action: str, **values: str) -> None:
        await self.fill(action, **values)
        await self.press("force")

"""Drive the session screen like a player: pick an action, fill the form, press a button."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from textual.command import CommandInput, CommandList, CommandPalette
from textual.pilot import Pilot
from textual.widgets import Button, Input, Select, SelectionList, Static

from engine import registry, saves
from engine.session import Session
from tests.settle import settle, until
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.session import SessionScreen
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.command_line import CommandLine
from tui.app.widgets.pick import Stepper
from tui.app.widgets.wizard import WizardPanel
from tui.library import copy_demo


def palette_shows(pilot: Pilot[Any], typed: str, first: str | None = None) -> bool:
    """Whether the command palette is open on ``typed`` with its search done (``first``: and that entry first).

    The palette searches in a worker as each letter comes; a list still filling would take Enter to another entry.
    """
    palette = pilot.app.screen
    if not isinstance(palette, CommandPalette) or palette.query_one(CommandInput).value != typed:
        return False
    if any(worker.node is palette and not worker.is_finished for worker in pilot.app.workers):
        return False
    listed = palette.query_one(CommandList)
    if first is None:
        return True
    at = listed.highlighted
    return at is not None and str(listed.get_option_at_index(at).prompt).splitlines()[0] == first


async def from_palette(pilot: Pilot[Any], typed: str, first: str) -> None:
    """Open the command palette, type ``typed``, wait until ``first`` is the entry offered, and take it."""
    await pilot.press("ctrl+p")
    await until(pilot, lambda: isinstance(pilot.app.screen, CommandPalette), "command palette")
    await pilot.press(*typed)
    await until(pilot, lambda: palette_shows(pilot, typed, first), f"{first!r} first in the palette for {typed!r}")
    await pilot.press("enter")
    await until(pilot, lambda: not isinstance(pilot.app.screen, CommandPalette), "palette closed")


def demo_app(folder: Path, game: str = "mare-nostrum") -> TabulaApp:
    """The app on a copy of ``game``'s bundled demo session, saved in ``folder``."""
    _, path = copy_demo(folder, game)
    return TabulaApp(session_path=path, saves_dir=folder)


def session_screen(pilot: Pilot[Any]) -> SessionScreen:
    """The session screen on show (a failed test says which screen is instead)."""
    screen = pilot.app.screen
    assert isinstance(screen, SessionScreen), type(screen).__name__
    return screen


def status_of(screen: SessionScreen) -> str:
    """What the status line says now."""
    return str(screen.query_one("#status", Static).render())


async def open_command_line(pilot: Pilot[Any]) -> CommandLine:
    """Open the : line with ``:`` (from wherever the cursor is: a panel, after Escape) and check it has the cursor."""
    await pilot.press("colon")
    line = session_screen(pilot).query_one(CommandLine)
    assert line.display and pilot.app.focused is line
    return line


def fresh_app(folder: Path, game: str, names: Sequence[str], name: str = "fresh") -> TabulaApp:
    """The app on a new session of ``game`` for ``names``, saved in ``folder`` first."""
    session = Session.new(registry.load(game), [(n, None) for n in names], (), {}, name=name)
    path = folder / f"{name}.toml"
    saves.save(session, path)
    return TabulaApp(session_path=path, saves_dir=folder)


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
        await settle(self.pilot)
        form = self.screen.query_one(ActionForm)
        assert form.action == action, (form.action, action)
        if any(name in form.masked for name in values):
            form = await self.reveal(form)
        for name, value in values.items():
            widget = form.query_one(f"#field-{name}")
            if isinstance(widget, SelectionList):
                # One box per card: tick the first unticked box of each card named.
                widget.deselect_all()
                for wanted in value.split(","):
                    free = [str(v) for v in _values(widget) if str(v).rpartition("#")[0] == wanted.strip()]
                    free = [v for v in free if v not in widget.selected]
                    assert free, f"{name}: no {wanted} to pick in {_values(widget)}"
                    widget.select(free[0])
                continue
            assert isinstance(widget, Input | Select | Stepper), type(widget).__name__
            widget.value = value
        await settle(self.pilot)
        return self.check()

    async def reveal(self, form: ActionForm) -> ActionForm:
        """The acting player shows their hidden cards (number key, then yes), as at the table."""
        # The form says which key shows them, as a player reads it.
        key = next(iter(form.masked.values())).partition("key ")[2].split()[0]
        self.screen.query_one("#action-select").focus()
        await self.pilot.press(key)
        await settle(self.pilot)
        await self.pilot.press("y")
        await settle(self.pilot)
        form = self.screen.query_one(ActionForm)
        assert not form.masked, form.masked
        return form

    async def until(self, done: Callable[[], bool], what: str) -> None:
        """Let the app work until ``done`` holds (a loaded machine handles keys a moment later)."""
        await until(self.pilot, done, what, lambda: f"status: {self.status()}")

    def status(self) -> str:
        """The status line (what the last action did, or why not)."""
        return str(self.screen.query_one("#status").render())

    def check(self) -> str:
        return self.screen.query_one(WizardPanel).check_text

    async def press(self, button: str) -> None:
        self.screen.query_one(f"#{button}", Button).press()
        await settle(self.pilot)

    async def act(self, action: str, **values: str) -> None:
        """Fill and apply; the rules must allow it."""
        await self.fill(action, **values)
        apply = self.screen.query_one("#apply", Button)
        assert not apply.disabled, f"{action} {values}: {self.check()}"
        await self.press("apply")

    async def force(self, action: str, **values: str) -> None:
        """Fill, press Force, and say yes to the confirmation that names the rules."""
        await self.fill(action, **values)
        await self.press("force")
        dialog = self.pilot.app.screen
        assert isinstance(dialog, ConfirmDialog), type(dialog).__name__
        await self.pilot.click("#yes")
        await settle(self.pilot)


def _values(widget: SelectionList[str]) -> list[str]:
    return [str(widget.get_option_at_index(i).value) for i in range(widget.option_count)]

"""What the session screen's parts may ask of the screen that holds them.

Each part (the form's dry run, the panels' redraw, the ``:`` line, the status line) is typed against these
protocols, never against ``SessionScreen`` itself: the screen imports its parts, so a part importing the screen
(even for type checking) would close an import cycle. The screen satisfies them by its public methods.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, overload

from textual.app import App
from textual.css.query import QueryType
from textual.widget import Widget

from engine.errors import Fact
from engine.session import Session
from tui.app.controller import SessionController
from tui.app.viewer import Viewer
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.wizard import WizardPanel

#: How the screen weighs an action (``check_action``): whether it may run now.
Allows = Callable[[str, tuple[object, ...]], bool | None]


class Queries(Protocol):
    """A node whose widgets can be looked up (Textual's ``query_one``, as typed)."""

    if TYPE_CHECKING:

        @overload
        def query_one(self, selector: str) -> Widget: ...

        @overload
        def query_one(self, selector: type[QueryType]) -> QueryType: ...

        @overload
        def query_one(self, selector: str, expect_type: type[QueryType]) -> QueryType: ...


class Rechecks(Protocol):
    """The form's dry run, as the panels' redraw uses it."""

    def recheck(self) -> None:
        """Check the open form again, on the table as it is now."""


class SessionHost(Queries, Protocol):
    """The session screen, as its parts see it."""

    @property
    def app(self) -> App[Any]:
        """The running app."""

    @property
    def focused(self) -> Widget | None:
        """The widget with the cursor."""

    @property
    def session(self) -> Session:
        """The open session."""

    @property
    def viewer(self) -> Viewer:
        """Who looks at the screen."""

    @property
    def controller(self) -> SessionController:
        """The session's controller (checks and applies actions)."""

    @property
    def checks(self) -> Rechecks:
        """The form's dry run."""

    @property
    def form_revealed(self) -> int | None:
        """A player whose hidden cards the open form names."""

    @property
    def layout_mode(self) -> str:
        """``grid``, ``columns`` or ``tabs``."""

    @property
    def tab(self) -> int:
        """The panel shown in the tabs layout."""

    def wizard(self) -> WizardPanel:
        """The Phase panel."""

    def form(self) -> ActionForm | None:
        """The open form, if any."""

    def actor(self, action: str) -> str | None:
        """Who acts in the open form of ``action``, where it shows a choice."""

    def moment(self) -> tuple[object, ...]:
        """The session as it stands, by identity."""

    def show_hand(self, summary: dict[str, Any] | None = None) -> None:
        """Show whom the hand follows."""

    def status(self, text: str, ok: bool = True, passing: bool = False) -> None:
        """Say something on the status line."""

    def clear_passing(self) -> None:
        """Clear a passing hint from the status line."""

    def set_focus(self, widget: Widget | None, scroll_visible: bool = True, from_app_focus: bool = False) -> None:
        """Move the cursor."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Whether an action (a key's) may run now."""

    def remember_form_cursor(self, widget: Widget | None) -> None:
        """Keep ``widget`` as where the cursor goes back to in the Phase panel (``PanelLayout``)."""

    def hold_behind(self, typed_in: Widget, back: Widget | None) -> None:
        """Hold the keys still on their way through ``typed_in`` and after them, for ``back`` (``HeldKeys``)."""

    def action_panel(self, index: int) -> None:
        """Go to a panel."""

    def prepare_form(self, values: dict[str, str], actor: str | None) -> None:
        """What the next form made is filled with, and who acts in it."""

    async def apply(self, action: str, values: dict[str, str], force: bool, actor: str | None = None) -> None:
        """Apply an action and redraw."""

    def ask_facts(
        self, facts: tuple[Fact, ...], action: str, values: dict[str, str], force: bool, actor: str | None
    ) -> None:
        """Ask the table for printed facts, then apply."""

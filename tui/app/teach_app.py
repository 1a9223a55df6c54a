"""The app on the teach screen alone (``tui.cli.teach``): a served view of ``tabula serve --teach``, or one
person's walk started from the command line.

A served view is kept to its walk as a player's view is kept to its session: no home screen with every save,
no quitting to a black page. The views share one walk (``engine.teach_shared``).
"""

from __future__ import annotations

from textual import events

from engine.errors import TabulaError
from tui.app.app import TabulaApp
from tui.cli.base import folder


class TeachApp(TabulaApp):
    """The app started on the teach screen.

    Args:
        game: The game whose board is taught.
        view: This view's name among those teaching at once (None: alone).
    """

    def __init__(self, game: str, view: str | None = None) -> None:
        super().__init__(saves_dir=folder())
        self.teach_game = game
        self.teach_view = view

    @property
    def private(self) -> bool:
        """A served view stays on its walk: the palette lists no save, and it does not quit to a black page."""
        return self.teach_view is not None

    def on_mount(self, event: events.Mount | None = None) -> None:
        if event is not None:
            event.prevent_default()  # TabulaApp's opens the home screen or a session: here the walk is all
        from tui.app.screens.teach import TeachScreen

        try:
            self.push_screen(TeachScreen(self.teach_game, self.teach_view, alone=True))
        except TabulaError as error:  # a damaged user kit: one line, as on the command line
            self.exit(return_code=error.exit_code, message=str(error))

    def show_home(self) -> None:
        """No home screen under the walk (a served view's would list every save)."""
        if not self.private:
            super().show_home()

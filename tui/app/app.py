"""The Textual app: a thin shell that opens screens; game logic lives in the engine."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from textual import events
from textual.app import App, ScreenStackError, SystemCommand
from textual.binding import Binding
from textual.command import CommandPalette, Provider
from textual.geometry import Size

from engine import saves
from engine.errors import TabulaError
from engine.i18n import N_, app_language, tr
from tui.app.css_cache import KeptStylesheet
from tui.app.widgets.key_names import key_name

if TYPE_CHECKING:
    from textual.screen import Screen

    from engine.store import SessionFile
    from tui.app.controller import SessionController
    from tui.app.viewer import Viewer


# Textual's own palette commands, marked so they are extracted and translated where the palette lists them.
SYSTEM_COMMANDS = (
    N_("Theme"),
    N_("Change the current theme"),
    N_("Quit"),
    N_("Quit the application as soon as possible"),
    N_("Keys"),
    N_("Hide the keys and widget help panel"),
    N_("Show help for the focused widget and a summary of available keys"),
    N_("Minimize"),
    N_("Minimize the widget and restore to normal size"),
    N_("Maximize"),
    N_("Maximize the focused widget"),
    N_("Screenshot"),
    N_("Save an SVG 'screenshot' of the current screen"),
)


def _app_commands() -> type[Provider]:
    # Loaded when the palette first opens: its module (and the rules reference
    # it searches) is not needed to paint the first screen.
    from tui.app.commands import AppCommands

    return AppCommands


class TabulaApp(App[None]):
    """Tabula's full-screen app.

    Args:
        session_path: A save to open straight away (else the home screen).
        saves_dir: Folder of saved sessions (default: ``engine.savepaths.saves_dir``: ``$TABULA_SAVES``, a ``./saves``
            holding saves, else the user's data folder's ``saves``).
        kit_game: A game whose board kit to edit straight away.
        session_file: ``session_path`` as already read (``tabula open`` checks the file
            before the app starts); it is opened as it was read instead of being replayed again.
        viewer: Who looks at the screen (``tabula open --viewer``, ``tabula serve``): one player or the
            table's display keeps to ``session_path`` (no home screen, no other save: either would show
            what this view must not).
    """

    CSS_PATH = "tabula.tcss"
    TITLE = "Tabula"
    # Textual's own commands (theme, keys, quit) are listed by the app's provider, after the session's and the
    # app's entries: from a provider of their own they came first, whatever the README says comes first.
    COMMANDS = {_app_commands}
    BINDINGS = [
        Binding("ctrl+q", "quit", "Quit", id="app.quit", tooltip="Quit (everything is already saved)"),
    ]

    def __init__(
        self,
        session_path: Path | None = None,
        saves_dir: Path | None = None,
        kit_game: str | None = None,
        session_file: SessionFile | None = None,
        viewer: Viewer | None = None,
    ) -> None:
        super().__init__()
        # Parsed rules come from the cache folder when this install has parsed them before (css_cache).
        self.stylesheet = KeptStylesheet(variables=self.get_css_variables())
        # The language chosen in the app before (kept in the user's data folder), unless --lang said otherwise.
        app_language()
        self.saves_dir = saves_dir or saves.saves_dir()
        self.session_path = session_path
        self.kit_game = kit_game
        self._read = session_file
        self.viewer = viewer
        #: Whether the screen the app was started on is made (``_first_screen``).
        self._first_made = False
        #: Names of the screens kept for the next time (a game's rules, its calculators).
        self._kept: set[str] = set()

    #: Seconds after mounting to turn the garbage collector back on (the launcher
    #: pauses it while the first screen is built); None: it was never paused.
    collect_after: float | None = None
    #: Whether the stylesheet's newly parsed sources are kept for the next start when the app closes
    #: (the launcher's app: a test's app would write a file nobody reads).
    keep_css = False

    def on_unmount(self) -> None:
        if self.keep_css and isinstance(self.stylesheet, KeptStylesheet):
            self.stylesheet.keep()

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """Textual's palette commands (theme, quit, keys...), in the language spoken (no Quit in a served
        view: it left a phone's page black)."""
        for command in super().get_system_commands(screen):
            if self.private and self.is_web and command.title == "Quit":
                continue
            yield command._replace(title=tr(command.title), help=tr(command.help))

    def get_key_display(self, binding: Binding) -> str:
        """A key as the keyboard names it ("Ctrl+N", "PgUp", "Esc"), not Textual's "^n", "pgup", "esc"."""
        return binding.key_display or key_name(binding.key)

    def action_command_palette(self) -> None:
        """Textual's palette, its search box's hint in the language spoken (Textual's is English)."""
        if self.use_command_palette and not CommandPalette.is_open(self):  # type: ignore[arg-type]
            self.push_screen(CommandPalette(id="--command-palette", placeholder=tr("Search for commands…")))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # A player's or the table's view closes with its browser tab: quitting would leave the page black.
        if action == "quit" and self.private and self.is_web:
            return False
        return super().check_action(action, parameters)

    def on_mount(self) -> None:

        if self.collect_after is not None:
            self.set_timer(self.collect_after, _collect)
        # The first screen is made once the app runs: made in its mounting, Textual lays it out and draws it
        # while it holds every frame back, then lays it out and draws it again (a tenth of opening a session).
        self.call_later(self._first_screen)

    def _first_screen(self) -> None:
        """The session (or kit, or home screen) the app was started on, once (whatever opens first has it
        made under it: a test opens the rules before the app's first turn)."""
        if self._first_made:
            return
        self._first_made = True
        # Opening a session directly does not build the home screen under it;
        # leaving the session brings the home screen up then.
        if self.kit_game is not None:
            self.show_home()
            self.open_kit(self.kit_game)
        elif self.session_path is None or not self.open_session(self.session_path):
            if self.private:
                # A player's view of a save that cannot be read: nothing else to show there.
                self.exit(return_code=2, message=tr("The session cannot be opened."))
                return
            self.show_home()

    async def _on_resize(self, event: events.Resize) -> None:
        # Textual keeps a second start-up Resize of the same size and, once idle, sends it to the screen, which
        # lays a whole session out once more for nothing (a tenth of opening one): the same size is let go.
        # Only in a terminal, where the screen is laid out at that size already: a browser's page needs the
        # whole screen drawn again once it has said its size (it showed half a screen otherwise).
        same = self._size is not None and self._size == event.size and self._resize_event is None
        if same and not self.is_web and self._screen_laid_out(event.size):
            event.stop()
            event.prevent_default()

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and not event.is_forwarded:
            # The screen on show sees every key before the widget with the cursor, which may stop it (a pick list
            # stops Down): the session screen hides a shown hand on any key (``SessionScreen.key_seen``).
            try:
                seen = getattr(self.screen, "key_seen", None)
            except ScreenStackError:
                seen = None  # no screen yet
            if callable(seen):
                seen(event)
        await super().on_event(event)

    def _screen_laid_out(self, size: Size) -> bool:
        try:
            return self.screen.outer_size == size
        except ScreenStackError:
            return False  # no screen yet

    @property
    def private(self) -> bool:
        """Whether this is one player's view or the table's display (kept to its session)."""
        return self.viewer is not None and not self.viewer.shared

    def show_home(self) -> None:
        """The home screen, as the only screen on the stack (a private view has none: it would list
        every save, to be opened on a screen that shows every hand)."""
        from tui.app.screens.home import HomeScreen

        if self.private and self.session_path is not None:
            self.notify(tr("This view stays on its session; ctrl+q closes it."), markup=False)
            return
        if len(self.screen_stack) > 1:
            self.switch_screen(HomeScreen(self.saves_dir))
        else:
            self.push_screen(HomeScreen(self.saves_dir))

    def open_session(self, path: Path) -> bool:
        """Open a saved session (on top of the home screen, if it is up)."""
        from tui.app.screens.session import SessionScreen

        # The home screen asking holds what is typed meanwhile: handed to the session's screen (or back, if none).
        home = self.screen if self.screen_stack else None
        if self.private and path != self.session_path:
            self.notify(tr("This view stays on its session; ctrl+q closes it."), markup=False)
            _not_opened(home)
            return False
        try:
            controller = self._controller(path)
        except TabulaError as error:
            self.notify(str(error), severity="error", timeout=8, markup=False)
            _not_opened(home)
            return False
        if self.viewer is not None:
            controller.viewer = self.viewer
        screen = SessionScreen(controller)
        hand_over = getattr(home, "hand_over", None)
        typed = hand_over() if callable(hand_over) else None
        if typed is not None:
            screen.hold_typed(typed)
        self.push_screen(screen)
        if controller.session.history.stopped:  # opened short of its end: the table is told why, and how to go on
            self.notify(controller.session.history.stopped, severity="warning", timeout=20, markup=False)
        self.call_after_refresh(self._keep_built)
        return True

    def _keep_built(self) -> None:
        """What a session's screen built stays out of later collection passes (as start-up's does).

        A full pass over a 1,000-event session took up to 90 ms, now and then in the middle of an action.
        Only for the app the launcher runs (``collect_after`` set), while collection is on: during
        start-up, ``_collect`` does it once the screen is up.
        """
        import gc

        if self.collect_after is not None and gc.isenabled():
            gc.freeze()

    def _controller(self, path: Path) -> SessionController:
        """The controller of ``path``: from the read handed to the app (once), else a fresh read."""
        from tui.app.controller import SessionController

        read, self._read = self._read, None
        if read is None or read.path != path:
            return SessionController.open(path)
        controller = SessionController(read.session, path)
        # Keep the fingerprint of the bytes that were replayed: one taken now could
        # hide a change another program made since, which the next write would lose.
        controller.file = read
        return controller

    def action_leave_session(self) -> None:
        """Back from a session: to the home screen below it, or a new one."""
        if self.private:
            self.show_home()  # says why it stays
            return
        if len(self.screen_stack) > 2:
            self.pop_screen()
        else:
            self.show_home()
        if self.collect_after is not None:
            import gc

            gc.unfreeze()  # the session left is garbage now: collected, where frozen it would stay

    def open_rules(self, game_id: str, topic: str | None = None) -> None:
        """Show a game's rules reference (the screen is kept for the next time)."""
        self._first_screen()
        from tui.app.screens.rules import RulesScreen

        name = f"rules:{game_id}"
        if not self.is_screen_installed(name):
            self.install_screen(RulesScreen(game_id, topic), name)
            self._kept.add(name)
        else:
            screen = self.get_screen(name)
            assert isinstance(screen, RulesScreen)
            screen.search_anew()  # what was searched last time (a stray letter) is not left in the box
            if topic:
                screen.start = topic
                if screen.is_mounted:
                    screen.show_topic(topic)
        self.push_screen(name)

    def open_kit(self, game_id: str) -> None:
        """Edit a game's board kit (its printed facts)."""
        self._first_screen()
        from tui.app.screens.kit import KitScreen

        try:
            self.push_screen(KitScreen(game_id))
        except TabulaError as error:  # a damaged user kit: say so, keep the app
            self.notify(str(error), severity="error", timeout=8, markup=False)

    def open_teach(self, game_id: str) -> None:
        """Teach a game's board: the guided walk through every fact its kit still lacks."""
        self._first_screen()
        from tui.app.screens.teach import TeachScreen

        try:
            self.push_screen(TeachScreen(game_id))
        except TabulaError as error:  # a damaged user kit: say so, keep the app
            self.notify(str(error), severity="error", timeout=8, markup=False)

    def open_calculators(self, game_id: str, calculator: str | None = None) -> None:
        """Show a game's calculators, at ``calculator`` if given (the screen is kept for the next time)."""
        self._first_screen()
        from tui.app.screens.calculators import CalculatorScreen

        name = f"calculators:{game_id}"
        if not self.is_screen_installed(name):
            self.install_screen(CalculatorScreen(game_id, calculator), name)
            self._kept.add(name)
        else:
            screen = self.get_screen(name)
            assert isinstance(screen, CalculatorScreen)
            screen.pick(calculator)
        self.push_screen(name)

    def open_progress(self) -> None:
        """Plot each player's victory measures per round for the open session (nothing if none is open).

        Built afresh each time: the session has moved on since the last look.
        """
        from tui.app.screens.progress import ProgressScreen
        from tui.app.screens.session import SessionScreen

        for screen in reversed(self.screen_stack):
            if isinstance(screen, SessionScreen):
                self.push_screen(ProgressScreen(screen.session))
                return

    def open_story(self) -> None:
        """The story of the open session so far: result, income, battles, overrides, corrections (f4)."""
        from tui.app.screens.session import SessionScreen
        from tui.app.screens.story import StoryScreen

        for screen in reversed(self.screen_stack):
            if isinstance(screen, SessionScreen):
                self.push_screen(StoryScreen(screen.session))
                return

    def speak_again(self) -> None:
        """After the language changed: the screens kept for the next time are dropped (opened next, they
        are built in the new language), and the screen on show is drawn again (the screens under it, as
        they come back)."""
        for name in sorted(self._kept):
            if self.is_screen_installed(name) and self.get_screen(name) not in self.screen_stack:
                self.uninstall_screen(name)
                self._kept.discard(name)
        # The topmost screen that can be drawn again (the palette may still be closing over it).
        for screen in reversed(self.screen_stack):
            redraw = getattr(screen, "speak_again", None)
            if redraw is not None:
                self.call_later(redraw)
                return

    def on_home_screen_open_session(self, message: object) -> None:

        path = getattr(message, "path", None)
        if isinstance(path, Path):
            self.open_session(path)


def _not_opened(screen: Screen[object] | None) -> None:
    """The screen that asked for a session, told it did not open (the home screen gives back the keys held)."""
    told = getattr(screen, "not_opened", None)
    if callable(told):
        told()


def _collect() -> None:
    """Turn garbage collection back on, leaving what start-up built out of every later pass."""
    import gc

    gc.freeze()
    gc.enable()

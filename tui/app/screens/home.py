"""The home screen: new game, continue, demos, rules and calculators.

Sections are mounted one at a time when chosen: Textual's start-up cost
grows with every widget, and the first screen has to appear fast.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Button, Checkbox, DataTable, Input, Label, OptionList, Select, SelectionList, Static
from textual.widgets.option_list import Option

from engine import registry, saves
from engine.errors import TabulaError
from engine.i18n import language, tr
from tui.app.screens.home_form import (
    MAX_SEATS,
    SECTIONS,
    faction_name,
    home_keys,
    last_game,
    mark,
    new_game_form,
    option_row,
    player_problems,
    reset_options,
    typed_options,
)
from tui.app.screens.home_keys import HomeKeys
from tui.app.screens.home_lists import continue_section, demos_section, fill_saves, reference_section
from tui.app.screens.keys import KeysScreen
from tui.app.widgets.key_bar import KeyBar
from tui.app.widgets.pick import PickList
from tui.app.widgets.soon import after_first_paint

if TYPE_CHECKING:
    from engine.ruleset import Ruleset

#: The field each section puts the cursor in, so typing goes there.
SECTION_FIRST = {"new": "#seat-name-0", "continue": "#saves", "demos": "#demo-games", "reference": "#ref-games"}


class HomeScreen(HomeKeys):
    """Everything that happens before a session is open."""

    DEFAULT_CSS = """
    .seat Select { width: 1fr; }
    #new-options { height: auto; }
    .new-option { height: auto; }
    .new-option-label { width: 20; color: $text-muted; }
    .new-option Input, .new-option Stepper, .new-option Select { width: 1fr; }
    #new-error { height: auto; }
    """

    BINDINGS = [
        # Control keys: the new-game section starts in a name box, so plain letters must stay typeable.
        # Priority: taken as the app receives them, so the keys typed next wait for the section (``HomeKeys``).
        Binding("ctrl+n", "section('new')", "New", priority=True, id="home.new", tooltip="Start a new game"),
        Binding(
            "ctrl+o",
            "section('continue')",
            "Continue",
            priority=True,
            id="home.continue",
            tooltip="Open a saved session",
        ),
        Binding("ctrl+g", "section('demos')", "Demos", priority=True, id="home.demos", tooltip="Open a demo session"),
        Binding(
            "ctrl+r", "section('reference')", "Rules", priority=True, id="home.rules", tooltip="Rules and calculators"
        ),
        # ? is typed into a text box like any letter; F1 lists the keys from there too.
        Binding("f1,question_mark", "keys", "Keys", id="home.keys", tooltip="The keys of this screen"),
    ]
    SECTION_KEYS = {"ctrl+n": "new", "ctrl+o": "continue", "ctrl+g": "demos", "ctrl+r": "reference"}

    @dataclass
    class OpenSession(Message):
        """Open this save file in the session screen."""

        path: Path

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.folder = folder
        self.games = registry.games()
        self.section = ""
        #: Whether the form's problems are on show (after a Start): they are told again as the form changes.
        self.told = False

    def compose(self) -> ComposeResult:
        with Horizontal():
            with Vertical(id="home-menu"):
                tagline = tr("for the games on your table")
                yield Static(f"[b]Tabula[/b]\n[dim]{tagline}[/dim]", id="home-title")

                yield OptionList(*(Option(tr(label), id=key) for key, label in SECTIONS), id="home-sections")
            # Not a Tab stop of its own: the cursor goes from the menu to the section's first field.
            yield VerticalScroll(id="home-body", can_focus=False)
        yield KeyBar()

    async def on_mount(self) -> None:
        self.title = "Tabula"
        # Which section to open needs only whether saves exist; the list
        # itself (a header read per file) is built when that section shows.
        start = "continue" if saves.session_files(self.folder) else "new"
        # The menu says from its first frame which section comes: it said "New game" until the saves were
        # listed, and an Enter meant for it opened the last session.
        self.query_one("#home-sections", OptionList).highlighted = [k for k, _ in SECTIONS].index(start)
        self.hold_keys()  # what is typed before the section is there goes into it
        # The menu paints first; the section (a form of a dozen fields) right after it,
        # so the screen is there at once instead of after the whole form is styled.
        if self.app.is_headless:  # no frame to show early: tests read the section right away
            await self.action_section(start, first=True)
        else:
            after_first_paint(self, lambda: self.run_worker(self.action_section(start, first=True)))

    async def action_section(self, key: str, first: bool = False) -> None:
        """Show one section (built on demand); again: the cursor goes into it.

        ``first``: the section the screen opens on. The keys typed before a list of them is there (the saves)
        were typed at the menu, the one thing on the screen: they go to the menu (an Enter there went to the
        saves list, and opened the last session).
        """
        if key == self.section and self._held is None:
            self.set_focus(self.query_one(SECTION_FIRST[key]))  # Enter on the menu's section: into it
            return
        # Keys typed while the section is made wait for it: they go, in order, where the cursor is put.
        self.hold_keys()
        target: Widget | None = None
        try:
            if key != self.section:
                await self._build(key)
            # Put the cursor where the section is used, so typing goes there.
            target = self.query_one(SECTION_FIRST[key])
            if first and key != "new" and self._held:
                target = self.query_one("#home-sections")
        finally:
            self.release_keys(target)

    async def _build(self, key: str) -> None:
        self.section = key
        body = self.query_one("#home-body", VerticalScroll)
        await body.remove_children()
        chosen = last_game(self.folder, self.games) if key == "new" else None
        builders: dict[str, Callable[[], list[Widget]]] = {
            "new": lambda: new_game_form(self.games, chosen),
            "continue": continue_section,
            "demos": lambda: demos_section(self.games),
            "reference": lambda: reference_section(self.games),
        }
        await body.mount_all(builders[key]())
        menu = self.query_one("#home-sections", OptionList)
        menu.highlighted = [k for k, _ in SECTIONS].index(key)
        if key == "new" and chosen is not None:
            await self._game_changed(chosen)
        if key == "continue":
            self.reload()

    def action_keys(self) -> None:
        """The keys of this screen, and what they do in each field."""
        self.app.push_screen(KeysScreen(self, home_keys()))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        option_list = event.option_list.id
        if option_list == "home-sections" and event.option.id:
            self.run_worker(self.action_section(event.option.id))
        elif option_list == "demo-games" and event.option.id:
            self._open_demo(event.option.id)
        elif option_list == "ref-games" and event.option.id:
            self.app.open_rules(event.option.id)  # type: ignore[attr-defined]

    def on_screen_resume(self) -> None:
        if self.spoken != language():
            # The language changed while another screen was on show: built again, saves list and all.
            self.run_worker(self.speak_again())
            return
        # Back from a session (popped, not dismissed: no callback runs): the saves list moved on.
        self.reload()

    async def redraw(self) -> None:
        """Built again in the language spoken now, on the section that was shown."""
        shown, self.section = self.section, ""
        await self.recompose()
        await self.action_section(shown or "new")

    def reload(self) -> None:
        """Refresh the list of saved sessions (when it is shown)."""
        tables = self.query("#saves")
        if tables:
            fill_saves(tables.first(DataTable), self.folder, self.games, self.app.console)

    # -- the new-game form ------------------------------------------------------------

    def _ruleset(self) -> Ruleset | None:
        game = self.query_one("#new-game", Select).value
        return registry.load(game) if isinstance(game, str) else None

    async def _game_changed(self, game_id: str) -> None:
        ruleset = registry.load(game_id)
        self.query_one("#new-error", Static).update("")  # the last game's problems are not this one's
        self.told = False
        factions = [(Text(faction_name(f)), f) for f in ruleset.factions]
        for seat in range(MAX_SEATS):
            self.query_one(f"#seat-{seat}").display = seat < ruleset.max_players
            faction = self.query_one(f"#seat-faction-{seat}", PickList)
            faction.set_options(factions)
            # Only what the game has: no faction column, variants or options it does not know.
            faction.display = bool(ruleset.factions)
        variants = self.query_one("#new-variants", SelectionList)
        variants.clear_options()
        variants.add_options([(Text(f"{v.id} — {tr(v.help)}"), v.id) for v in ruleset.variants])
        variants.display = self.query_one("#new-variants-label").display = bool(ruleset.variants)
        options = self.query_one("#new-options", Vertical)
        await options.remove_children()
        rows: list[Widget] = [Label(tr("Session options (the game's own filled in):"), classes="dim")]
        await options.mount_all(rows + [option_row(field) for field in ruleset.options])
        options.display = bool(ruleset.options)

    async def on_select_changed(self, event: Select.Changed) -> None:
        if self.section != "new":
            return
        if event.select.id == "new-game" and isinstance(event.value, str):
            by_hand, self.game_picked = event.select.has_focus or self.game_picked, False
            await self._game_changed(event.value)
            if by_hand:  # picked by hand: the names come next (with what was typed meanwhile)
                self.release_keys(self.query_one("#seat-name-0"))
            return
        ruleset = self._ruleset()
        if (event.select.id or "").startswith("seat-faction-") and ruleset is not None and isinstance(event.value, str):
            taken = [name for name, faction in self._seats(ruleset) if faction == event.value and name.strip()]
            if len(taken) > 1:
                # A faction another seat has: said at once (it was only when Start was pressed).
                self._tell(self._problems(ruleset)[0])
                return
        self.tell_again()

    def on_input_changed(self, event: Input.Changed) -> None:
        event.input.remove_class("-invalid")
        if self.section == "new":
            self.tell_again()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        # Enter in any field of the new-game form starts the game.
        if self.section == "new":
            event.stop()
            self.start_new()

    def on_pick_list_submitted(self, message: PickList.Submitted) -> None:
        if self.section != "new":
            return
        message.stop()
        if message.pick.id == "new-game":
            message.pick.action_show_overlay()  # Enter on the game opens the list, as Down does
        else:
            self.start_new()  # Enter on a chosen faction or option starts the game, as in a text field

    def on_button_pressed(self, event: Button.Pressed) -> None:
        button = event.button.id
        if button == "new-start":
            self.start_new()
        elif button in ("ref-rules", "ref-calc") and self.games:
            games = self.query_one("#ref-games", OptionList)
            game_id = self.games[games.highlighted or 0].id
            if button == "ref-rules":
                self.app.open_rules(game_id)  # type: ignore[attr-defined]
            else:
                self.app.open_calculators(game_id)  # type: ignore[attr-defined]

    def _seats(self, ruleset: Ruleset) -> list[tuple[str, str | None]]:
        out: list[tuple[str, str | None]] = []
        for seat in range(ruleset.max_players):
            name = self.query_one(f"#seat-name-{seat}", Input)
            faction = self.query_one(f"#seat-faction-{seat}", Select).value
            out.append((name.value, faction if isinstance(faction, str) else None))
        return out

    def _problems(self, ruleset: Ruleset) -> tuple[list[str], dict[str, str]]:
        """Everything that stops the game the form describes, its fields marked; and the options typed."""
        for box in self.query(".-invalid"):
            box.remove_class("-invalid")
        problems: list[str] = []
        for seat, message in player_problems(ruleset, self._seats(ruleset)):
            problems.append(message)
            if seat is not None:
                mark(self.query_one(f"#seat-name-{seat}", Input))
        options, wrong = typed_options(self, ruleset)
        problems += wrong
        session_name = self.query_one("#new-name", Input).value.strip()
        if session_name and saves.path_in(self.folder, session_name).exists():
            problems.append(
                tr("a session called “{name}” already exists: choose another name").format(name=session_name)
            )
            mark(self.query_one("#new-name", Input))
        return problems, options

    def _tell(self, problems: list[str]) -> None:
        self.told = self.told or bool(problems)
        self.query_one("#new-error", Static).update(Text("\n".join(f"✗ {p}" for p in problems), style="red"))

    def tell_again(self) -> None:
        """The problems on show, checked again as the form changes (the play-test's "takes 3 to 5 players"
        stayed until the next Enter, however many names were typed)."""
        ruleset = self._ruleset()
        if self.told and ruleset is not None:
            self._tell(self._problems(ruleset)[0])

    def start_new(self) -> None:
        """Create the session described by the form, or show everything that stops it."""
        from tui.library import create

        ruleset = self._ruleset()
        if ruleset is None:
            self._tell([tr("Choose a game.")])
            return
        problems, options = self._problems(ruleset)
        if not problems:
            players = [(name.strip(), faction) for name, faction in self._seats(ruleset) if name.strip()]
            variants = list(self.query_one("#new-variants", SelectionList).selected)
            session_name = self.query_one("#new-name", Input).value.strip() or None
            try:
                keep = self.query_one("#new-keep", Checkbox).value
                _, path = create(self.folder, ruleset.id, players, variants, options, session_name, teaches=not keep)
            except TabulaError as problem:
                problems.append(str(problem))
        if problems:
            self._tell(problems)
            return
        self._clear_new(ruleset)
        self._open(path)

    def _clear_new(self, ruleset: Ruleset) -> None:
        """Empty the form for the next game (the game stays chosen), the cursor on the first name."""
        for seat in range(MAX_SEATS):
            self.query_one(f"#seat-name-{seat}", Input).value = ""
            self.query_one(f"#seat-faction-{seat}", Select).clear()
        self.query_one("#new-variants", SelectionList).deselect_all()
        self.query_one("#new-name", Input).value = ""
        self.query_one("#new-keep", Checkbox).value = False
        self.query_one("#new-error", Static).update("")
        self.told = False
        reset_options(self, ruleset)
        self.set_focus(self.query_one("#seat-name-0"))

    def _open(self, path: Path) -> None:
        """Ask the app to open a session, holding what is typed meanwhile for its screen (``hold_for_session``)."""
        self.hold_for_session()
        self.post_message(self.OpenSession(path))

    def open_entry(self, widget: Widget) -> None:
        if isinstance(widget, DataTable):
            key = widget.coordinate_to_cell_key(widget.cursor_coordinate).row_key.value
            if key:
                self._open(saves.path_in(self.folder, key))
        elif isinstance(widget, OptionList) and widget.highlighted is not None:
            option = widget.get_option_at_index(widget.highlighted)
            if option.id:
                self._open_demo(option.id)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if event.row_key.value:
            self._open(saves.path_in(self.folder, event.row_key.value))

    def _open_demo(self, game_id: str) -> None:
        from tui.library import copy_demo

        try:
            _, path = copy_demo(self.folder, game_id)
        except TabulaError as problem:
            self.notify(str(problem), severity="error", markup=False)
            return
        self._open(path)

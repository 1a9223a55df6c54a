"""The home screen: new game, continue, demos, rules and calculators.

Sections are mounted one at a time when chosen: Textual's start-up cost
grows with every widget, and the first screen has to appear fast.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.suggester import SuggestFromList
from textual.widget import Widget
from textual.widgets import Button, DataTable, Input, Label, OptionList, Select, SelectionList, Static
from textual.widgets.option_list import Option

from engine import registry, saves
from engine.errors import TabulaError
from tui.widgets.key_bar import KeyBar

MAX_SEATS = 5
SECTIONS = (("new", "New game"), ("continue", "Continue"), ("demos", "Demos"), ("reference", "Rules & calculators"))


class HomeScreen(Screen[None]):
    """Everything that happens before a session is open."""

    BINDINGS = [
        # Control keys: the new-game section starts in a name box, so plain
        # letters must stay typeable.
        Binding("ctrl+n", "section('new')", "New", id="home.new", tooltip="Start a new game"),
        Binding("ctrl+o", "section('continue')", "Continue", id="home.continue", tooltip="Open a saved session"),
        Binding("ctrl+g", "section('demos')", "Demos", id="home.demos", tooltip="Open a demo session"),
        Binding("ctrl+r", "section('reference')", "Rules", id="home.rules", tooltip="Rules and calculators"),
    ]

    @dataclass
    class OpenSession(Message):
        """Open this save file in the session screen."""

        path: Path

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.folder = folder
        self.games = registry.games()
        self.section = ""

    def compose(self) -> ComposeResult:
        with Horizontal():
            with Vertical(id="home-menu"):
                yield Static("[b]Tabula[/b]\n[dim]for the games on your table[/dim]", id="home-title")
                yield OptionList(*(Option(label, id=key) for key, label in SECTIONS), id="home-sections")
            yield VerticalScroll(id="home-body")
        yield KeyBar()

    async def on_mount(self) -> None:
        self.title = "Tabula"
        # Which section to open needs only whether saves exist; the list
        # itself (a header read per file) is built when that section shows.
        start = "continue" if saves.session_files(self.folder) else "new"
        await self.action_section(start)

    async def action_section(self, key: str) -> None:
        """Show one section (built on demand)."""
        if key == self.section:
            return
        self.section = key
        body = self.query_one("#home-body", VerticalScroll)
        await body.remove_children()
        builders = {"new": self._new, "continue": self._continue, "demos": self._demos, "reference": self._reference}
        await body.mount_all(builders[key]())
        menu = self.query_one("#home-sections", OptionList)
        menu.highlighted = [k for k, _ in SECTIONS].index(key)
        if key == "new" and self.games:
            self._game_changed(self.games[0].id)
        if key == "continue":
            self.reload()
        # Put the cursor where the section is used, so typing goes there.
        first = {"new": "#seat-name-0", "continue": "#saves", "demos": "#demo-games", "reference": "#ref-games"}[key]
        self.query_one(first).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        option_list = event.option_list.id
        if option_list == "home-sections" and event.option.id:
            self.run_worker(self.action_section(event.option.id))
        elif option_list == "demo-games" and event.option.id:
            self._open_demo(event.option.id)

    # -- sections ---------------------------------------------------------------------

    def _new(self) -> list[Widget]:
        rows: list[Widget] = [
            Select(
                [(g.name, g.id) for g in self.games],
                id="new-game",
                prompt="game",
                compact=True,
                value=self.games[0].id if self.games else Select.NULL,
            ),
            Label("Players, in seating order (name, and faction if you like):", classes="dim"),
        ]
        for seat in range(MAX_SEATS):
            rows.append(
                Horizontal(
                    Input(placeholder=f"player {seat + 1}", id=f"seat-name-{seat}", compact=True),
                    Input(placeholder="faction (any)", id=f"seat-faction-{seat}", compact=True),
                    classes="seat",
                )
            )
        rows += [
            Label("Variants:", classes="dim"),
            SelectionList[str](id="new-variants", compact=True),
            Input(placeholder="session name (optional)", id="new-name", compact=True),
            Button("Start", id="new-start", variant="primary", compact=True),
            Static(id="new-error"),
        ]
        return rows

    def _continue(self) -> list[Widget]:
        table: DataTable[str] = DataTable(id="saves", cursor_type="row", zebra_stripes=True)
        return [table]

    def _demos(self) -> list[Widget]:
        return [
            Label("A game in progress to explore (copied, so the original stays as it is):", classes="dim"),
            OptionList(*(Option(g.name, id=g.id) for g in self.games), id="demo-games"),
        ]

    def _reference(self) -> list[Widget]:
        return [
            OptionList(*(Option(g.name, id=g.id) for g in self.games), id="ref-games"),
            Horizontal(
                Button("Rules", id="ref-rules", compact=True),
                Button("Calculators", id="ref-calc", compact=True),
                id="ref-buttons",
            ),
        ]

    def reload(self) -> None:
        """Refresh the list of saved sessions (when it is shown)."""
        tables = self.query("#saves")
        if not tables:
            return
        table = tables.first(DataTable)
        table.clear(columns=True)
        table.add_columns("session", "game", "round", "phase", "last played")
        for entry in saves.list_sessions(self.folder):
            if "error" in entry:
                table.add_row(entry["name"], "damaged", "", "", entry["error"][:40], key=entry["name"])
            else:
                played = (entry["modified"] or "").replace("T", " ").rstrip("Z")
                table.add_row(
                    entry["name"], entry["game"], str(entry["round"]), entry["phase"], played, key=entry["name"]
                )

    def _game_changed(self, game_id: str) -> None:
        info = registry.get(game_id)
        ruleset = info.load()
        for seat in range(MAX_SEATS):
            name = self.query_one(f"#seat-name-{seat}", Input)
            faction = self.query_one(f"#seat-faction-{seat}", Input)
            name.display = faction.display = seat < info.max_players
            faction.suggester = SuggestFromList(ruleset.factions, case_sensitive=False)
            faction.placeholder = "faction: " + "/".join(ruleset.factions) if seat == 0 else "faction (any)"
        variants = self.query_one("#new-variants", SelectionList)
        variants.clear_options()
        variants.add_options([(f"{v.id} — {v.help}", v.id) for v in ruleset.variants])

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "new-game" and isinstance(event.value, str):
            self._game_changed(event.value)

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

    def start_new(self) -> None:
        """Create the session described by the form, or show why not."""
        from tui.library import create

        game = self.query_one("#new-game", Select).value
        players: list[tuple[str, str | None]] = []
        for seat in range(MAX_SEATS):
            name = self.query_one(f"#seat-name-{seat}", Input)
            faction = self.query_one(f"#seat-faction-{seat}", Input).value.strip()
            if name.display and name.value.strip():
                players.append((name.value.strip(), faction or None))
        variants = list(self.query_one("#new-variants", SelectionList).selected)
        session_name = self.query_one("#new-name", Input).value.strip() or None
        error = self.query_one("#new-error", Static)
        if not isinstance(game, str):
            error.update("Choose a game.")
            return
        try:
            _, path = create(self.folder, game, players, variants, None, session_name)
        except TabulaError as problem:
            error.update(Text(str(problem), style="red"))
            return
        error.update("")
        self.post_message(self.OpenSession(path))

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if event.row_key.value:
            self.post_message(self.OpenSession(saves.path_in(self.folder, event.row_key.value)))

    def _open_demo(self, game_id: str) -> None:
        from tui.library import copy_demo

        try:
            _, path = copy_demo(self.folder, game_id)
        except TabulaError as problem:
            self.notify(str(problem), severity="error", markup=False)
            return
        self.post_message(self.OpenSession(path))

"""The kit editor: a game's printed facts, section by section, entered once and kept as the user's kit.

Sections on the left (with what each still lacks), their entries in the
middle, the selected entry's facts below as a form checked as you type:
a change that would break the kit is refused with the reason and not kept.
ctrl+s keeps the kit in the user's data folder, where every new session of
the game takes it.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.suggester import SuggestFromList
from textual.widget import Widget
from textual.widgets import Button, DataTable, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from engine import kitfiles, registry
from engine.errors import TabulaError
from engine.i18n import N_, tr
from engine.kitedit import shown, with_entry, with_fact, without_entry
from engine.kits import UNKNOWN, Kit, KitField, KitSchema, KitSection
from engine.names import NAME_LIMIT
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.home_form import NameBox
from tui.app.screens.keys import KeysScreen
from tui.app.screens.speaking import SpeakingScreen
from tui.app.widgets.key_bar import KeyBar
from tui.app.widgets.pick import PickList
from tui.show_text import kit_origin
from tui.titles import game_title


class KitScreen(SpeakingScreen):
    """Edit one game's kit: pick a section, an entry, fill in its facts."""

    BINDINGS = [
        Binding("ctrl+s", "keep", "Keep", id="kit.keep", tooltip="Keep this kit for every new session of the game"),
        Binding("ctrl+b", "board", "Board", id="kit.board", tooltip="The board drawn as this kit knows it"),
        Binding(
            "ctrl+t", "teach", "Teach the board", id="kit.teach", tooltip="A guided walk through what the kit lacks"
        ),
        Binding("f1,question_mark", "keys", "Keys", id="kit.keys", tooltip="The keys of this screen"),
        *(
            Binding(f"alt+{n},{key}", f"panel({n - 1})", name, show=False, id=f"kit.panel{n}")
            for n, key, name in (
                (1, "inverted_exclamation_mark", N_("Sections")),
                (2, "trade_mark_sign", N_("Entries")),
                (3, "pound_sign", N_("Facts")),
            )
        ),
        Binding("escape", "back", "Back", id="kit.back", tooltip="Close the kit editor (asks first if not kept)"),
    ]

    def __init__(self, game_id: str) -> None:
        super().__init__()
        self.ruleset = registry.load(game_id)
        schema = self.ruleset.kit_schema
        self.schema = schema if schema is not None else KitSchema(())
        self.kit: Kit = kitfiles.current(self.ruleset)
        self.section = self.schema.sections[0].name if self.schema.sections else ""
        self.entry = ""
        self.changed = False

    def compose(self) -> ComposeResult:
        yield Static(id="kit-head", markup=False)
        with Horizontal(id="kit-body"):
            yield OptionList(id="kit-sections")
            with Vertical(id="kit-main"):
                yield DataTable(id="kit-entries", cursor_type="row", zebra_stripes=True)
                yield VerticalScroll(id="kit-form")
                with Horizontal(id="kit-buttons"):
                    # Cut at the engine's limit as typed or pasted (the engine refuses longer names too).
                    new = tr("name of a new entry")
                    yield NameBox(placeholder=new, id="kit-new", max_length=NAME_LIMIT, compact=True)
                    yield Button(tr("Add"), id="kit-add", compact=True)
                    yield Button(tr("Delete entry"), id="kit-delete", compact=True)
                yield Static(id="kit-message", markup=False)
        yield KeyBar()

    async def on_mount(self) -> None:
        self.title = tr("Kit — {game}").format(game=game_title(self.ruleset.id))
        self._sections()
        await self._entries()

    async def redraw(self) -> None:
        """Built again in the language spoken now, on the same section and entry (changes not kept stay)."""
        await self.recompose()
        await self.on_mount()

    # -- drawing -----------------------------------------------------------------------

    def _head(self) -> str:
        missing = self.kit.missing()
        state = "; ".join(missing) if missing else tr("nothing missing")
        kept = "" if not self.changed else tr("  (not kept yet: ctrl+s)")
        origin = kit_origin(self.kit.origin) if self.kit.origin else tr("new")
        return tr("{game} kit ({origin}): {state}{kept}").format(
            game=game_title(self.ruleset.id), origin=origin, state=state, kept=kept
        )

    def _spec(self) -> KitSection | None:
        return self.schema.section(self.section)

    def _sections(self) -> None:
        self.query_one("#kit-head", Static).update(self._head())
        sections = self.query_one("#kit-sections", OptionList)
        sections.clear_options()
        for spec in self.schema.sections:
            have = len(self.kit.entries(spec.name))
            of = self.kit.counts.get(spec.name)
            unknown = sum(1 for e in self.kit.entries(spec.name) for v in e.values() if v == UNKNOWN)
            note = (
                f"{have}"
                + (tr(" of {n}").format(n=of) if of is not None else "")
                + (f", {unknown} ?" if unknown else "")
            )
            sections.add_option(Option(Content(f"{spec.name}  ({note})"), id=spec.name))
        names = [s.name for s in self.schema.sections]
        if self.section in names:
            sections.highlighted = names.index(self.section)

    async def _entries(self) -> None:
        table = self.query_one("#kit-entries", DataTable)
        table.clear(columns=True)
        spec = self._spec()
        if spec is None:
            return
        table.add_columns("id", tr("name"), *(f.name for f in spec.fields))
        for entry in self.kit.entries(spec.name):
            cells = [shown(entry.get(f.name)) for f in spec.fields]
            # rich Text, not str: a str cell is markup, and names are the table's own text.
            table.add_row(Text(entry["id"]), Text(entry["name"]), *(Text(c) for c in cells), key=entry["id"])
        if self.entry:
            keys = [e["id"] for e in self.kit.entries(spec.name)]
            if self.entry in keys:
                table.move_cursor(row=keys.index(self.entry), animate=False)
        await self._form()

    async def _form(self) -> None:
        form = self.query_one("#kit-form", VerticalScroll)
        await form.remove_children()
        spec = self._spec()
        entry = None if spec is None else self.kit.entry(spec.name, self.entry)
        if spec is None or entry is None:
            await form.mount(Label(tr("Pick an entry to see and change its facts; ? marks a fact nobody knows yet.")))
            return
        rows: list[Widget] = [Label(Content(f"{entry['name']} ({entry['id']})"), classes="kit-title")]
        rows.append(self._input("name", entry.get("name"), tr("its name as printed"), [], NAME_LIMIT))
        for f in spec.fields:
            if f.type == "ref" or (f.type == "str" and f.choices):
                rows.append(self._pick(f.name, entry.get(f.name), f))
                continue
            hints = [e["id"] for e in self.kit.entries(f.ref)] if f.ref else list(f.choices)
            rows.append(self._input(f.name, entry.get(f.name), f.said or f.type, hints))
        await form.mount(*rows)

    def _pick(self, key: str, value: object, field: KitField) -> Horizontal:
        """One of a list (another section's entries, or the choices), found by typing; '?' for unknown."""
        pairs = [(e["id"], e["name"]) for e in self.kit.entries(field.ref)] if field.ref else []
        pairs += [(c, c) for c in field.choices]
        pairs.append((UNKNOWN, tr("? (nobody knows yet)")))
        current = shown(value) if value is not None else None
        pick = PickList(pairs, current, id=f"fact-{key}", prompt=field.said or key)
        return Horizontal(Label(key, classes="form-label"), pick, classes="kit-row")

    def _input(self, key: str, value: object, help_text: str, hints: list[str], limit: int = 0) -> Horizontal:
        """A fact typed in; ``limit``: the most characters it takes (0: no limit)."""
        text = "" if value is None else shown(value)
        suggester = SuggestFromList(hints, case_sensitive=False) if hints else None
        field = NameBox(
            text,
            placeholder=tr("{help}; ? if unknown").format(help=help_text),
            id=f"fact-{key}",
            suggester=suggester,
            max_length=limit,
            compact=True,
        )
        return Horizontal(Label(key, classes="form-label"), field, classes="kit-row")

    def _say(self, text: str, error: bool = False) -> None:
        message = self.query_one("#kit-message", Static)
        message.update(Content.styled(text, "red" if error else "green") if text else "")

    # -- changes -----------------------------------------------------------------------

    async def _change(self, new: Kit, note: str) -> None:
        self.kit = new
        self.changed = True
        self._sections()
        await self._entries()
        self._say(note)

    @on(OptionList.OptionHighlighted, "#kit-sections")
    async def _section_picked(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id and event.option.id != self.section:
            self.section, self.entry = event.option.id, ""
            await self._entries()

    @on(DataTable.RowHighlighted, "#kit-entries")
    async def _entry_picked(self, event: DataTable.RowHighlighted) -> None:
        key = event.row_key.value if event.row_key is not None else None
        if key and key != self.entry:
            self.entry = str(key)
            await self._form()

    @on(Input.Changed)
    def _fact_typed(self, event: Input.Changed) -> None:
        # Checked as it is typed (Enter keeps it): the same check a kit file gets.
        widget = event.input.id or ""
        if not widget.startswith("fact-") or not self.entry:
            return
        key = widget.removeprefix("fact-")
        entry = self.kit.entry(self.section, self.entry)
        if entry is not None and shown(entry.get(key)) == event.value.strip():
            # Already kept (a change event arriving after Enter): the keep's own message stands.
            return
        try:
            with_fact(self.kit, self.schema, self.section, self.entry, key, event.value)
        except TabulaError as error:
            self._say(str(error), error=True)
            return
        self._say(tr("{fact}: fits (Enter to keep)").format(fact=key))

    @on(Select.Changed)
    async def _fact_picked(self, event: Select.Changed) -> None:
        # A pick is a whole answer: kept at once (still checked like a typed fact).
        widget = event.select.id or ""
        if not widget.startswith("fact-") or not self.entry or not isinstance(event.value, str):
            return
        key = widget.removeprefix("fact-")
        entry = self.kit.entry(self.section, self.entry)
        if entry is not None and shown(entry.get(key)) == event.value:
            return
        try:
            new = with_fact(self.kit, self.schema, self.section, self.entry, key, event.value)
        except TabulaError as error:
            self._say(str(error), error=True)
            return
        await self._change(new, tr("{entry}: {fact} set").format(entry=self.entry, fact=key))

    def action_panel(self, index: int) -> None:
        """Put the cursor in the sections (1), the entries (2) or the first fact (3)."""
        targets = ["#kit-sections", "#kit-entries", "#kit-form Input, #kit-form Select"]
        found = self.query(targets[index])
        if found:
            found.first().focus()

    def action_board(self) -> None:
        """Draw the board as a new session would know it: this kit (changes not kept yet included) with what
        the sessions taught laid over it, as ``tabula kit board`` draws it."""
        from engine import learning
        from tui.app.screens.kit_board import KitBoardScreen

        self.app.push_screen(KitBoardScreen(self.ruleset, learning.laid_over(self.kit, self.ruleset)[0]))

    def action_teach(self) -> None:
        """The guided walk through what the kit lacks; back here, the kit as taught."""
        from tui.app.screens.teach import TeachScreen

        if self.changed:
            # The walk teaches the kit as kept: changes not kept yet would be lost under it, or lose its answers.
            self._say(tr("Keep your changes first (Ctrl+S): the walk teaches the kit as kept."), error=True)
            return
        try:
            screen = TeachScreen(self.ruleset.id)
        except TabulaError as error:
            self._say(str(error), error=True)
            return
        self.app.push_screen(screen, self._taught)

    async def _taught(self, _: None) -> None:
        self.kit = kitfiles.current(self.ruleset)
        self._sections()
        await self._entries()

    def action_keys(self) -> None:
        extra = [
            ("Alt+1..3", tr("Sections, entries, facts")),
            (tr("Enter (in a fact)"), tr("Keep the fact when it fits")),
        ]
        self.app.push_screen(KeysScreen(self, extra))

    def action_back(self) -> None:
        """Close the editor; unkept changes are kept or dropped only after a yes."""
        if not self.changed:
            self.app.pop_screen()
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self.app.pop_screen()

        self.app.push_screen(
            ConfirmDialog(tr("Close the kit editor without keeping your changes? (Ctrl+S keeps them)")), answer
        )

    @on(Input.Submitted)
    async def _fact_entered(self, event: Input.Submitted) -> None:
        widget = event.input.id or ""
        if widget == "kit-new":
            await self._add()
            return
        if not widget.startswith("fact-"):
            return
        key = widget.removeprefix("fact-")
        try:
            new = with_fact(self.kit, self.schema, self.section, self.entry, key, event.value)
        except TabulaError as error:
            self._say(str(error), error=True)  # the kit stays as it was
            return
        await self._change(new, tr("{entry}: {fact} set").format(entry=self.entry, fact=key))

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "kit-add":
            await self._add()
        elif event.button.id == "kit-delete" and self.entry:
            try:
                new = without_entry(self.kit, self.schema, self.section, self.entry)
            except TabulaError as error:
                self._say(str(error), error=True)
                return
            gone, self.entry = self.entry, ""
            await self._change(new, tr("{entry} deleted").format(entry=gone))

    async def _add(self) -> None:
        name = self.query_one("#kit-new", Input).value
        try:
            new = with_entry(self.kit, self.schema, self.section, name)
        except TabulaError as error:
            self._say(str(error), error=True)
            return
        self.entry = new.entries(self.section)[-1]["id"]
        self.query_one("#kit-new", Input).value = ""
        await self._change(new, tr("{entry} added: fill in its facts").format(entry=name.strip()))

    def action_keep(self) -> None:
        try:
            path = kitfiles.save_user_kit(self.kit)
        except TabulaError as error:
            self._say(str(error), error=True)
            return
        self.changed = False
        self.kit = kitfiles.current(self.ruleset)
        self.query_one("#kit-head", Static).update(self._head())
        self._say(tr("Kept as your kit: {path}").format(path=path))

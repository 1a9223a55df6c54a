"""The new-game form's parts: checking the players, the variants list and typed session options.

The home screen (``home.py``) lays the form out; what can be worked out or
built without it lives here.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import events
from textual.containers import Horizontal, Vertical
from textual.dom import DOMNode
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, Label, Select, Static

from engine import saves
from engine.errors import TabulaError
from engine.i18n import N_, ntr, tr
from engine.names import NAME_LIMIT, fold  # NAME_LIMIT: the longest name the engine takes, where boxes stop
from engine.outcomes import plain
from tui.app.widgets.pick import PickList
from tui.app.widgets.stepper import Stepper
from tui.app.widgets.text_box import TextBox
from tui.app.widgets.tick import Box, Ticks

if TYPE_CHECKING:
    from engine.fields import Field
    from engine.registry import GameInfo
    from engine.ruleset import Ruleset

#: The most players a game takes: the form's seats.
MAX_SEATS = 5

#: What ``saves.check_name`` accepts, enforced as the session name is typed.
SESSION_NAME = r"([A-Za-z0-9][A-Za-z0-9_-]*)?"
SESSION_LIMIT = 64
# Translated where used: the language may change while the app runs.
TIMES = {2: N_("twice"), 3: N_("three times"), 4: N_("four times"), 5: N_("five times")}
#: The home screen's sections: (key, name), the names translated where shown.
SECTIONS = (
    ("new", N_("New game")),
    ("continue", N_("Continue")),
    ("demos", N_("Demos")),
    ("reference", N_("Rules & calculators")),
)


def home_keys() -> list[tuple[str, str]]:
    """What the home screen's keys list adds to the bindings: the keys of each field."""
    return [
        (tr("Down, Up (in a name)"), tr("The next, previous player's name")),
        (tr("letters (in a pick list)"), tr("Find the option")),
        (tr("Space (variants)"), tr("Tick or untick the highlighted variant")),
        (tr("Enter (in an open list)"), tr("Pick the entry (another Enter starts the game)")),
        (tr("Enter (in a field)"), tr("Start the game")),
        (tr("Enter (on a game)"), tr("Its rules, under Rules & calculators; a demo, under Demos")),
    ]


def last_game(folder: Path, games: Sequence[GameInfo]) -> str | None:
    """The game the form offers first: the one played last in ``folder`` (the play-test's form went back to the
    first game, Aquileia, after a Mare Nostrum evening), else the first game."""
    known = [g.id for g in games]
    played = (entry.get("game") for entry in saves.list_sessions(folder))  # newest first
    return next((game for game in played if game in known), known[0] if known else None)


def played_when(modified: str) -> str:
    """When a session was last played, short: the time today, else the day ("2026-12-07T22:37:12Z")."""
    day, _, time = modified.partition("T")
    if day == datetime.now(UTC).date().isoformat() and time:
        return tr("today {time}").format(time=time[:5])
    return day


def new_game_form(games: Sequence[GameInfo], chosen: str | None = None) -> list[Widget]:
    """The new-game form's fields, top to bottom as Tab goes through them, ``chosen`` the game (else the first)."""
    from tui.titles import game_title  # the games as their editions in the language spoken name them

    # A row per seat, its name then its faction: Tab goes seat by seat, as the eye reads the form.
    seats = [
        Horizontal(
            NameBox(
                placeholder=tr("player {n}").format(n=seat + 1),
                id=f"seat-name-{seat}",
                compact=True,
                max_length=NAME_LIMIT,
            ),
            FormPick([], id=f"seat-faction-{seat}", prompt=tr("faction (any)")),
            id=f"seat-{seat}",
            classes="seat",
        )
        for seat in range(MAX_SEATS)
    ]
    return [
        FormPick(
            [(g.id, game_title(g.id)) for g in games],
            chosen or (games[0].id if games else None),
            id="new-game",
            prompt=tr("game"),
            allow_blank=False,
        ),
        # Under the game, a Tab from it (or a shift+Tab or Up from the first name): it was the last field, after
        # the variants and options, about 11 Tabs from the names.
        NameBox(
            placeholder=tr("session name (optional)"),
            id="new-name",
            compact=True,
            max_length=SESSION_LIMIT,
            restrict=SESSION_NAME,
        ),
        Label(tr("Players in seating order, factions optional:"), classes="dim"),
        *seats,
        Label(tr("Variants (Space ticks one):"), id="new-variants-label", classes="dim"),
        VariantList(id="new-variants", compact=True),
        Vertical(id="new-options"),
        # A trial game: what it tells of the board stays out of the user's kit (``engine.learning``).
        Box(tr("keep its board facts to itself (a trial game)"), id="new-keep", compact=True),
        Button(tr("Start"), id="new-start", variant="primary", compact=True),
        Static(id="new-error"),
    ]


def player_problems(ruleset: Ruleset, seats: Sequence[tuple[str, str | None]]) -> list[tuple[int | None, str]]:
    """Everything wrong with the players, each with its seat (None: the list as a whole).

    The engine checks the same when the session starts, but stops at the first
    problem; the form names them all at once.
    """
    from tui.titles import game_title

    problems: list[tuple[int | None, str]] = []
    named = [(seat, name.strip()) for seat, (name, _) in enumerate(seats) if name.strip()]
    for seat, (name, faction) in enumerate(seats):
        if faction and not name.strip():
            problems.append((seat, tr("player {n}: a faction but no name").format(n=seat + 1)))
    low, high = ruleset.min_players, ruleset.max_players
    if not low <= len(named) <= high:
        given = tr("no names yet") if not named else ntr("{n} name", "{n} names", len(named)).format(n=len(named))
        takes = (
            tr("{game} takes {low} players ({given})")
            if low == high
            else tr("{game} takes {low} to {high} players ({given})")
        )
        problems.append((None, takes.format(game=game_title(ruleset.id), low=low, high=high, given=given)))
    groups: dict[str, list[tuple[int, str]]] = {}
    for seat, name in named:
        if len(name) > NAME_LIMIT or not name.isprintable():
            problems.append(
                (seat, tr("player {n}: up to {limit} printable characters").format(n=seat + 1, limit=NAME_LIMIT))
            )
        elif not fold(name):
            problems.append((seat, tr("player {n}: “{name}” needs a letter or digit").format(n=seat + 1, name=name)))
        else:
            groups.setdefault(fold(name), []).append((seat, name))
    repeats = [group for group in groups.values() if len(group) > 1]
    if repeats:
        # Names are matched forgivingly later ("ondrej" finds Ondřej), so they must differ that way too.
        said = [_repeated([name for _, name in group]) for group in repeats]
        problems.append((repeats[0][1][0], tr("player names must differ: {names}").format(names="; ".join(said))))
    chosen: dict[str, list[str]] = {}
    for name, faction in seats:
        if faction and name.strip():
            chosen.setdefault(faction, []).append(name.strip())
    for faction, names in chosen.items():
        if len(names) > 1:
            both = f" {tr('and')} ".join(names)
            same = tr("{names} chose the same faction, {faction}")
            problems.append((None, same.format(names=both, faction=faction_name(faction))))
    return problems


def _repeated(names: list[str]) -> str:
    if len(set(names)) == 1:
        times = tr(TIMES[len(names)]) if len(names) in TIMES else tr("{n} times").format(n=len(names))
        return f"{names[0]} {times}"
    return f" {tr('and')} ".join(names)


def faction_name(faction: str) -> str:
    """A faction id as read in a list ("babylon" → "Babylon")."""
    return faction.replace("-", " ").capitalize()


class VariantList(Ticks):
    """The variants to play: the first one is highlighted on entry, so Tab then Space ticks it."""

    DEFAULT_CSS = """
    /* Boxes that show in 256 colours too (Textual's unticked X is dark grey on navy there):
       an empty grey box, or a green one with a white X. */
    VariantList > .selection-list--button, VariantList > .selection-list--button-highlighted {
        color: $foreground 0%;
        background: $foreground 60%;
    }
    VariantList > .selection-list--button-selected, VariantList > .selection-list--button-selected-highlighted {
        color: $text;
        background: $success;
        text-style: bold;
    }
    """

    def on_focus(self, event: events.Focus) -> None:
        if self.highlighted is None and self.option_count:
            self.highlighted = 0


class FormPick(PickList):
    """A pick list of the new-game form: Enter on its open list picks, and only that (the pick shows before
    another Enter starts the game: the play-test's "mn1" typed into a faction list started a game as Rome)."""

    async def _on_key(self, event: events.Key) -> None:
        if self.expanded and event.key == "enter":
            event.stop()
            event.prevent_default()
            self.pick_highlighted()  # nothing highlighted (the search found nothing): nothing picked
            return
        await super()._on_key(event)


class NameBox(TextBox):
    """A name field that takes a pasted name cut to its length (Textual's refuses the whole paste, silently)."""

    def replace(self, text: str, start: int, end: int) -> None:
        if self.max_length:
            room = self.max_length - (len(self.value) - (max(end, start) - min(start, end)))
            text = text[: max(room, 0)]
        super().replace(text, start, end)


def typed_options(form: DOMNode, ruleset: Ruleset) -> tuple[dict[str, str], list[str]]:
    """The session options as typed in ``form`` (empty ones left to the game's default), and what is wrong
    with them (their fields marked)."""
    typed: dict[str, str] = {}
    problems: list[str] = []
    for field in ruleset.options:
        widget = form.query_one(f"#option-{field.name}")
        if isinstance(widget, Checkbox):
            text = "yes" if widget.value else "no"
        elif isinstance(widget, Select):
            text = widget.value if isinstance(widget.value, str) else ""
        elif isinstance(widget, Input | Stepper):
            text = widget.value.strip()
        else:
            text = ""
        if not text:
            continue
        try:
            field.parse(text)
        except TabulaError as problem:
            problems.append(str(problem))
            mark(widget)
        typed[field.name] = text
    return typed, problems


def reset_options(form: DOMNode, ruleset: Ruleset) -> None:
    """The session options in ``form`` back to the game's defaults."""
    for field in ruleset.options:
        widget = form.query_one(f"#option-{field.name}")
        if isinstance(widget, Checkbox):
            widget.value = bool(field.default)
        elif isinstance(widget, Select):
            widget.value = field.default if field.default in field.choices else Select.NULL
        elif isinstance(widget, Input | Stepper):
            widget.value = shown_default(field.default)


def option_row(field: Field) -> Horizontal:
    """One session option, typed: a number with steppers, a box, a pick list or text; the default filled in."""
    key = f"option-{field.name}"
    default = field.default
    widget: Widget
    if field.type == "bool":
        widget = Box(field.said or field.name, bool(default), id=key, compact=True)
    elif field.type == "int":
        widget = Stepper(shown_default(default), field.said, field.min, field.max, id=key)
    elif field.type == "choice":
        pairs = [(c, c) for c in field.choices]
        widget = FormPick(pairs, default, id=key, prompt=field.name.replace("_", " "))
    else:
        shown = shown_default(default)
        empty = tr(" (none if left empty)") if default in ([], ()) else ""

        widget = TextBox(shown, placeholder=(field.said or field.name) + empty, id=key, compact=True)
    widget.tooltip = field.said or None
    return Horizontal(Label(field.name.replace("_", " "), classes="new-option-label"), widget, classes="new-option")


def shown_default(default: Any) -> str:
    """A default as typed into its box ("3, 6, 9"; nothing for no default or an empty list)."""
    return "" if default in (None, [], ()) else plain(default)


def mark(widget: Widget) -> None:
    """Tint a field that holds a problem (a stepper's number box, not its buttons)."""
    for box in [widget] if isinstance(widget, Input) else list(widget.query(Input)):
        box.add_class("-invalid")

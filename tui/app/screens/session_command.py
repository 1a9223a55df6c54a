"""The session screen's ``:`` command line: the CLI's words, run against the open session.

A legal command is applied at once. One the rules refuse stays on the line to
be mended, the refusal on the status line, and fills its form in the Phase
panel behind it (Escape goes there, to force it). One missing a choice opens
its form with what was typed. One whose words a person may read otherwise
(``dice=3``: one die showing 3, not three dice) says what it records first,
and runs when entered again. While the line is open it keeps the cursor: the
forms a command opens behind it do not take it, so the next command typed
while one applies reaches the line, in order. ``:`` opens the line as the app
takes the key, so the keys typed right after it reach the line too, and lines
pasted are run one by one.

One part of ``SessionScreen`` (``session.py``); it reads the screen only through its public methods.
"""

from __future__ import annotations

from textual import events
from textual.widget import Widget
from textual.widgets import Input

from engine.actions import ActionSpec
from engine.errors import TabulaError, facts_lifting
from engine.field_sets import missing
from engine.fields import Field
from engine.i18n import tr
from engine.turns import not_played
from tui.app.screens.queued import keys_waiting, queued
from tui.app.screens.session_host import SessionHost
from tui.app.widgets.command_completion import CommandSuggester
from tui.app.widgets.command_line import CommandLine
from tui.app.widgets.command_words import dice_reading, parse_command, shown_name
from tui.app.widgets.pick import pick_of


class CommandRunner:
    """Opening, running and closing the command line."""

    def __init__(self, screen: SessionHost) -> None:
        self.screen = screen

    def searched(self, spec: ActionSpec, field: Field) -> dict[str, str]:
        """What a pick list's search reads of each entry of the field's catalogue (its label, and its area)."""
        if not field.catalogue:
            return {}
        try:
            entries = self.screen.session.catalogue(field.catalogue).entries
        except TabulaError:
            return {}
        return {entry.id: entry.searched for entry in entries}

    def typed_as_character(self) -> bool:
        """Whether ``:`` is typed as a character where the cursor is (else it opens the line).

        ``:`` is a priority key, taken as the app receives it (else the keys typed right after it went into the
        field it passed through on its way to the screen), except where it is typed as a character.
        """
        focused = self.screen.focused
        return focused is not None and _typed_in(focused)

    def open(self) -> None:
        """Open the ``:`` command line, the cursor in it at once: the keys typed after ``:`` go there."""
        line = self.screen.query_one(CommandLine)
        # Escape on the line goes back to the form's field the cursor was in (``close``), even one it reached a
        # moment ago (its focus is still on its way to the panel).
        self.screen.remember_form_cursor(self.screen.focused)
        line.display = True
        line.holds = True
        self.screen.set_focus(line)

    async def paste(self, event: events.Paste) -> None:
        """Commands pasted where no text box takes them (``:roll dice=3`` and the lines after it): the line
        opens and runs them, one a line."""
        if not event.text.lstrip().startswith(":") or not self.screen.check_action("command", ()):
            return
        event.stop()
        self.open()
        await self.screen.query_one(CommandLine).paste(event.text)

    def holds_cursor(self, widget: Widget | None, scroll_visible: bool = True) -> bool:
        """Whether the open command line keeps the cursor from ``widget``.

        Applying a command opens the next form behind the line, and the form puts the cursor in its first
        field a moment later: the keys of the next command, typed meanwhile, went into that field. A click
        (which does not scroll, ``scroll_visible`` False) or a key that leaves the line still moves it.
        """
        line = self.screen.query_one(CommandLine)
        held = line.display and line.holds and self.screen.focused is line and widget is not None and widget is not line
        return held and scroll_visible

    def close(self) -> None:
        """Hide the line; the cursor goes back to the panel shown (in the Phase panel, to the field it was in)."""
        line = self.screen.query_one(CommandLine)
        line.display = False
        screen = self.screen
        screen.clear_passing()  # the candidates of a line no longer there
        status = getattr(screen, "status_line", None)
        if status is not None:
            status.clear_refusal()  # a refusal said of a command no longer there (the form says its own)
        screen.action_panel(screen.tab if screen.layout_mode == "tabs" else 1)
        if keys_waiting(line):
            # Typed right behind Escape, still on their way through the line (which hands them on, closed): they
            # follow the cursor, in order with the keys typed after them.
            screen.hold_behind(line, screen.focused)

    async def run(self, message: Input.Submitted) -> None:
        """Run the command entered on the line (``Input.Submitted`` from it)."""
        message.stop()
        line = self.screen.query_one(CommandLine)
        asked, line.asked = line.asked, None  # said of the command entered last: only that one runs now
        value = message.value
        if not value.strip() and asked is not None and line.value == asked:
            # "Enter again" typed right behind the Enter that asked: it reached the line before the command was
            # given back to it (the command was lost, and "type an action" said). It runs the command given back.
            value, line.value = asked, ""
        if not value.strip():
            # Nothing to run: the line closes, as on Escape. A terminal sends Escape then Enter typed fast as one
            # Alt+Enter, read as Enter alone (the play-test's ": Escape Enter" ran an empty command, and the line
            # stayed open saying "type an action").
            line.action_close()
            return
        if isinstance(line.suggester, CommandSuggester):
            value = line.suggester.resolved(value)  # "province=ath" as Tab writes it: "province=athens"
        try:
            typed = value.split(maxsplit=1)
            if typed:
                # The action first: a misspelt one is named with what was meant (":nxet clara" said "expected
                # FIELD=VALUE" of clara, and the did-you-mean came only once the words after it were right).
                self.screen.session.spec(typed[0])
            command = parse_command(value)
            spec = self.screen.session.spec(command.action)
            command = command.for_action(spec)  # a field named as its form labels it, who-acts= as --as
        except TabulaError as bad:
            self._mend(value, str(bad))
            return
        refused = not_played(self.screen.session.ruleset, spec.name)
        if refused is not None:
            # Refused before its form could open for what is missing (Tab never offers it there).
            self._mend(value, refused)
            return
        unknown = [name for name in command.values if spec.field(name) is None]
        if unknown:
            # A misspelt field is refused, never dropped: the form would open without it, and the next
            # command typed go into the form's list.
            said = tr("{what} has no field {field} (expected: {fields})")
            fields = ", ".join(shown_name(spec, f) for f in spec.fields) or tr("no fields")
            self._mend(value, said.format(what=spec.name, field=repr(unknown[0]), fields=fields))
            return
        proposal, why = self.screen.controller.check(spec.name, command.values, command.actor)
        left_out = missing(spec.fields, command.values)
        if proposal is None and left_out:
            # Something left to choose (a card from a hidden hand, a place): the form offers it, with what was typed.
            self._show_in_form(spec.name, command.values, command.actor)
            fields = ", ".join(m.replace("_", " ") for m in left_out)
            self.screen.status(tr("{action}: choose {fields} in the form").format(action=spec.name, fields=fields))
            return
        reading = dice_reading(spec, command.values)
        if reading is not None and not reading.again:
            why = reading.said  # no die shows the number: it was meant as a count, said with the way to roll them
        if proposal is None or (reading is not None and not reading.again):
            self._mend(value, why)
            return
        if proposal.legal and reading is not None and asked != value:
            # Said before it is recorded, where a person may read a count of dice in the face typed.
            line.asked = value
            self._mend(value, reading.said)
            return
        if proposal.legal:
            behind = self.screen.wizard().form_values()
            before = (len(self.screen.session.events), self.screen.session.table.position)
            await self.screen.apply(spec.name, command.values, force=False, actor=command.actor)
            action, values = behind
            if action is not None and action != spec.name and self._told_aside(before) and self._offered(action):
                # A command run beside the form (a border told with :connect, a roll) leaves the turn as it
                # was: the form being filled in comes back as it was (the play-test's move lost its values).
                self._fill_form(action, values, None)
            return  # the line, emptied on Enter, is ready for the next command
        # The rules object: the line keeps the command to be mended (closed, it lost what was typed), and
        # the form behind it shows the action filled in, where the table reads why and may force it.
        self._fill_form(spec.name, command.values, command.actor)
        if facts := facts_lifting(proposal.violations):
            # Refused only for a printed fact the kit lacks: asked as the form's Apply asks (the play-test's
            # :move-legion across an unknown border was only refused, where the form asked).
            self.screen.query_one(CommandLine).value = ""
            self.close()
            self.screen.ask_facts(facts, spec.name, command.values, False, command.actor)
            return
        self._mend(value, f"{spec.name}: " + "; ".join(tr(v.message) for v in proposal.violations))

    def _offered(self, action: str) -> bool:
        """Whether ``action`` may be taken now (the form for it can come back)."""
        return any(spec.name == action for spec in self.screen.session.available())

    def _told_aside(self, before: tuple[int, object]) -> bool:
        """Whether the command just run was applied and left the turn where it was (``before``: the event
        count and the turn's position before it)."""
        events, position = before
        return len(self.screen.session.events) > events and self.screen.session.table.position == position

    def _mend(self, typed: str, why: str) -> None:
        """Say why the command was not run, on one line, and give it back to the line to be mended (unless
        the next one is being typed there already)."""
        self.screen.status(" ".join(why.split()), ok=False)
        line = self.screen.query_one(CommandLine)
        if not line.value and not self._typed_ahead(line):
            line.value = typed
            line.cursor_position = len(typed)

    def _typed_ahead(self, line: CommandLine) -> bool:
        """Whether the next command is on its way: keys for the line, or a line run after this one (typed or
        pasted ahead). It goes on the line alone, or has run: the one refused does not go back there."""
        for pump in (line, line.screen, line.app):  # the screen as a message pump (the host is typed as less)
            for message in queued(pump) or ():
                if isinstance(message, events.Key) and message.key != "enter":
                    return True
                if isinstance(message, Input.Submitted) and message.input is line and message.value.strip():
                    return True
        # An Enter alone on its way runs the line as it stands: the command given back ("Enter again").
        return False

    def _show_in_form(self, action: str, values: dict[str, str], actor: str | None) -> None:
        """Leave the command line for the action's form in the Phase panel, filled with ``values``."""
        self.screen.query_one(CommandLine).value = ""
        self.close()
        self._fill_form(action, values, actor)

    def _fill_form(self, action: str, values: dict[str, str], actor: str | None) -> None:
        """Make the action's form in the Phase panel anew, filled with ``values`` (behind the line, while
        it is open: the line keeps the cursor)."""
        self.screen.prepare_form(values, actor)
        self.screen.wizard().pick(action, again=True)


def _typed_in(widget: Widget) -> bool:
    """Whether ``:`` typed now goes into what is being typed there: a text box, an open pick list's search."""
    pick = pick_of(widget)
    if isinstance(widget, Input) and not widget.value and not keys_waiting(widget):
        # No value starts with ':': typed first into an empty box (the form the last command opened puts the
        # cursor in one), it is the next command.
        return False
    return widget.check_consume_key("colon", ":") or (pick is not None and pick.expanded)

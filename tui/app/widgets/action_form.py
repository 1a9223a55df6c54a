"""A form generated from an action's typed fields.

Who acts comes first and is a visible choice; pick lists find options as
you type; counts have +/- steppers; a list of cards offers the cards the
holder has, one box per card; Enter in any field applies the action when
the rules allow it (on a box too: Space ticks it; on an open list, Enter
picks the entry and applies).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.cells import cell_len
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.suggester import SuggestFromList
from textual.widget import Widget
from textual.widgets import Checkbox, Input, Label, Select, SelectionList

from engine.field_sets import missing
from engine.fields import Field
from engine.i18n import tr
from tui.app.widgets.command_line import field_label
from tui.app.widgets.covered import Covered
from tui.app.widgets.form_refill import choose, refill_widget
from tui.app.widgets.pick import PickList, PickOverlay, pick_of
from tui.app.widgets.stepper import Stepper
from tui.app.widgets.text_box import TextBox
from tui.app.widgets.tick import CardList, Tick

_NONE = ""
#: Catalogues up to this size are drop-downs; longer ones complete what is typed.
MAX_DROP_DOWN = 40
#: Cells a form's label column widens to at most for a long label (a longer one ends in an ellipsis).
MAX_LABEL = 24
#: Id of the "who acts" choice (a name no field of a ruleset uses).
ACTING = "field-acting--"


class ActionForm(Vertical):
    """One labelled input per field, with who acts first.

    Args:
        action: Action name.
        fields: The action's fields.
        players: Player names, for ``player`` fields and the acting choice.
        suggestions: Likely values per field name, for free-text fields.
        preset: Initial values per field name.
        choices: ``(id, name)`` of every entry a catalogue field may name; a
            short catalogue becomes a pick list, a long one completes names.
        acting: Who acts by default, when the form shows the choice (actions
            whose acting player is not one of their fields); None hides it.
        units: For card lists: ``(id, name)`` of each card the holder has,
            one per card (a pair of wines is two boxes).
        masked: Card lists not shown (a hand on the shared screen), with what to do to see them.
    """

    # Messages are plain classes, not dataclasses: each dataclass cost half a millisecond of opening a session.
    class Changed(Message):
        """Some value changed; ``values`` holds every non-empty field as text."""

        def __init__(self, action: str, values: dict[str, str]) -> None:
            super().__init__()
            self.action, self.values = action, values

    class Submitted(Message):
        """Enter in a field: apply the action if the rules allow it."""

        def __init__(self, action: str) -> None:
            super().__init__()
            self.action = action

    class Chosen(Message):
        """Enter in an open list took another entry than the one shown: picked, not applied (what it does is
        read first on the check line)."""

        def __init__(self, action: str) -> None:
            super().__init__()
            self.action = action

    def __init__(
        self,
        action: str,
        fields: Sequence[Field],
        players: Sequence[str],
        suggestions: Mapping[str, Sequence[str]],
        preset: Mapping[str, str] | None = None,
        choices: Mapping[str, Sequence[tuple[str, str]]] | None = None,
        acting: str | None = None,
        units: Mapping[str, Sequence[tuple[str, str]]] | None = None,
        masked: Mapping[str, str] | None = None,
        searched: Mapping[str, str] | None = None,
        **kwargs: object,
    ) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.masked = dict(masked or {})
        #: What a list's search reads of a choice where it is more than its label (its area: "Dolus Mercatus").
        self.searched = dict(searched or {})
        self.choices = dict(choices or {})
        self.units = dict(units or {})
        self.action = action
        self.fields = list(fields)
        self.players = list(players)
        self.suggestions = dict(suggestions)
        self.preset = dict(preset or {})
        self.acting_default = acting
        #: Enter was pressed in a field: from then on an empty needed field is an error, not a hint.
        self.entered = False
        #: The pick list whose entry Enter just took (its id), until its change is on its way (``_field_changed``);
        #: then the field whose pick waits for its check to place the cursor (``cursor_after_pick``).
        self._picking: str | None = None
        self._picked: str | None = None
        #: Fields the player set in this form (typed, picked, ticked): a pick's cursor goes past them, not to them.
        self._set: set[str] = set()
        #: Who acts in the form as the screen made it: what a covered field holds was chosen by them.
        self.made_for: str | None = None
        #: The list an Enter picked in and the field its check moved the cursor on to, until the next key: a Tab
        #: right after goes on from the pick (``FormKeys``), not from the field the player had not seen it reach.
        self.moved_on: tuple[Widget, Widget] | None = None
        #: The card list made anew as the hand it hid was shown (``WizardPanel.mount_form``): the cursor starts there.
        self.shown_list: str | None = None

    def compose(self) -> ComposeResult:
        # A two-column grid (label, input) rather than a container per row:
        # fewer widgets, so forms appear faster.
        if self.acting_default is not None:
            yield Label(tr("who acts"), classes="form-label")
            yield PickList([(p, p) for p in self.players], self.acting_default, id=ACTING, prompt=tr("who acts"))
        given = self.preset
        for field in self.fields:
            label = Label(field_label(field), classes="form-label", id=f"label-{field.name}")  # the : line's words
            widget = self._input(field)
            # A field the other values leave out (a good for a legion) is not shown: it read as one to fill in.
            label.display = widget.display = field.applies(given)
            yield label
            yield widget

    def on_mount(self) -> None:
        # A label longer than its column ("bonus province") wrapped, and its second word read as an empty field of
        # its own: the column widens to the longest label (within reason; a longer one ends in an ellipsis).
        labels = [field_label(f) for f in self.fields] + ([tr("who acts")] if self.acting_default is not None else [])
        widest = max((cell_len(label) for label in labels), default=0) + 1  # the label's right padding
        column = self.styles.grid_columns[0] if self.styles.grid_columns else None
        if column is not None and column.is_cells and widest > column.value:
            self.styles.grid_columns = f"{min(widest, MAX_LABEL)} 1fr"

    def _input(self, field: Field) -> Widget:
        key = f"field-{field.name}"
        initial = self.preset.get(field.name, "")
        # A field the rules need in some entries says when (``Field.needed``): "(optional)" beside it misled. So did
        # it beside one shown only for the entries that name it (a caravan's good: refused when left empty).
        optional = (not field.required or field.default is not None) and not (field.derived or field.needed)
        optional = optional and not field.only_with
        maybe = tr(" (optional)") if optional else ""
        if field.type == "bool" and field.default is None and not field.required:
            # Said or not said (a tile the kit already knows): an unticked box would say "no" for the table.
            said = initial.lower() if initial.lower() in ("yes", "no") else None
            prompt = (field.said or field.name) + tr(" (optional)")
            # The values stay the ids "yes" and "no"; only what the list shows is translated.
            return PickList([("yes", tr("yes")), ("no", tr("no"))], said, id=key, prompt=prompt)
        if field.type == "bool":
            # A checkbox is far lighter than a drop-down, and yes/no is all it takes.
            checked = initial.lower() in ("yes", "true", "1") or (not initial and field.default is True)
            box = Tick(field.said or field.name, checked, id=key, compact=True)
            box.tooltip = tr("Space ticks the box; Enter applies the action")
            return box
        if field.name in self.masked:
            # What was chosen among the cards while they were shown stays, covered as they are (and is sent).
            return Covered(self.masked[field.name], initial, id=key)
        if field.name in self.units:
            return self._cards(field, key, initial)
        pairs: list[tuple[str, str]] = []
        if field.type == "choice":
            pairs = [(c, tr(c)) for c in field.choices]  # the id sent, its name shown (Czech "body")
        elif field.type == "player":
            # Whom the rules let it name now, where they narrow it (a trade's partner is never the trader).
            offered = [p for p in self.suggestions.get(field.name, ()) if p in self.players]
            pairs = [(p, p) for p in offered or self.players]
        elif field.type == "ref" and len(self.choices.get(field.name, ())) <= MAX_DROP_DOWN:
            pairs = list(self.choices.get(field.name, ()))
        if pairs:
            prompt = field_label(field) + maybe
            pick = PickList(pairs, initial or None, self.searched, id=key, prompt=prompt)
            if field.needed:
                pick.tooltip = field.said  # when the rules need it ("needed for a piece or building, ...")
            return pick
        placeholder = (field.said or field.type) + maybe
        if field.default is not None:
            placeholder += tr(", {default} if left empty").format(default=field.default)

        if field.type == "int":
            default = field.default if isinstance(field.default, int) else None
            return Stepper(initial, placeholder, field.min, field.max, default, id=key)
        hints = list(self.suggestions.get(field.name, ())) or [label for _, label in self.choices.get(field.name, ())]
        suggester = SuggestFromList(hints, case_sensitive=False) if hints else None
        return TextBox(initial, placeholder=placeholder, id=key, suggester=suggester, compact=True)

    def _cards(self, field: Field, key: str, initial: str) -> SelectionList[str]:
        """One box per card the holder has; ticking picks that card."""
        wanted = [w.strip() for w in initial.split(",") if w.strip()]
        options = []
        for index, (ident, label) in enumerate(self.units[field.name]):
            ticked = ident in wanted
            if ticked:
                wanted.remove(ident)
            options.append((Text(label), f"{ident}#{index}", ticked))
        return CardList(*options, id=key, compact=True)

    def shape(self) -> tuple[object, ...]:
        """What the form's widgets are made from, their values aside: a form of the same shape is refilled
        (``refill``) rather than made anew."""
        parts = (self.fields, self.players, self.suggestions, self.choices, self.units, self.masked, self.searched)
        return (self.action, *parts, self.acting_default is None)

    def refill(self, other: ActionForm) -> None:
        """Show ``other``'s values (a form of the same shape, made but not mounted) in this form's widgets.

        Each field shows what it would show made anew, nobody having typed in it yet; the widgets stay, so
        nothing is mounted, styled or laid out again (the next player's take, a second buy in a row).
        """
        self.preset, self.acting_default, self.entered = dict(other.preset), other.acting_default, False
        self.made_for = other.made_for
        self._picking = self._picked = None  # a pick in the entry before is no pick in this one
        self._set, self.shown_list = set(), None
        changes = (Input.Changed, Select.Changed, Checkbox.Changed, SelectionList.SelectedChanged)
        with self.prevent(*changes):  # the screen checks the refilled form once, as it checks a new one
            if self.acting_default is not None:
                choose(self.query_one(f"#{ACTING}", Select), self.acting_default)
            for field in self.fields:
                found = self.query(f"#field-{field.name}")
                if found:
                    refill_widget(field, found.first(), self.preset.get(field.name, ""), self.units)
        self.show_applying()

    def required_missing(self) -> list[str]:
        """Fields the action needs that are still empty (a default counts as given)."""
        return missing(self.fields, self.values())

    def unfilled(self) -> bool:
        """Whether a needed field is still empty and nobody pressed Enter yet (not a mistake, yet)."""
        return not self.entered and bool(self.required_missing())

    def focus_first(self) -> None:
        """Put the cursor in the first needed field still empty, so typing fills it (who acts is chosen)."""
        field = self.cursor_field()
        if field is not None:
            field.focus()

    def cursor_field(self) -> Widget | None:
        """The field the cursor starts in: the first needed one still empty, else the first empty one.

        Optional fields come after the needed ones: the play-test landed in an optional list first. Among
        counts with a default, one the rules offer a number for comes first: what is owed (Struggle for Rome's
        income form opened on grain, paid already, when only a pasture card was still to name).
        """
        shown = self.query(f"#field-{self.shown_list}") if self.shown_list else None
        if shown:
            return shown.first()  # the player showed the hand to pick among its cards (play-test 6: the item took it)
        fields = [f for f in self._shown(self.fields) if f.type != "bool" and f.name not in self.masked]
        empty = [f for f in fields if f.name not in self.values()]
        # A count with no default that the rules offer numbers for is a choice, not what is owed (Hellas's tile
        # turn offers its six turns: the voyage form opened there, not on the tile, and "Kor" was lost).
        owed = [f for f in empty if f.type == "int" and f.default is not None and self.suggestions.get(f.name)]
        for field in self._needed_empty(fields) or owed or empty or fields:
            found = self.query(f"#field-{field.name}")
            return found.first() if found else None
        return None

    def needed_field(self) -> Widget | None:
        """The first field still empty that the action needs or the rules work out only once it is named
        (a take's giver when several offer the card), else None."""
        fields = [f for f in self._shown(self.fields) if f.type != "bool" and f.name not in self.masked]
        for field in self._needed_empty(fields):
            found = self.query(f"#field-{field.name}")
            return found.first() if found else None
        return None

    def _needed_empty(self, fields: list[Field]) -> list[Field]:
        given, missing_now = self.values(), self.required_missing()
        return [f for f in fields if f.name in missing_now or (f.derived and f.name not in given)]

    def acting(self) -> str | None:
        """The player chosen to act, when the form shows the choice."""
        found = self.query(f"#{ACTING}")
        if not found:
            return None
        value = found.first(Select).value
        return value if isinstance(value, str) else None

    def values(self) -> dict[str, str]:
        """Every field shown with a value, as typed (a field the others leave out is not sent, whatever it holds)."""
        typed = self._typed()
        return {name: value for name, value in typed.items() if self._field(name).applies(typed)}

    def _field(self, name: str) -> Field:
        return next(f for f in self.fields if f.name == name)

    def _shown(self, fields: Sequence[Field]) -> list[Field]:
        """Those of ``fields`` the form shows with its values now (``Field.only_with``)."""
        typed = self._typed()
        return [f for f in fields if f.applies(typed)]

    def show_applying(self) -> None:
        """Show the fields that apply with the values now, label and input, and hide the others."""
        typed = self._typed()
        for field in self.fields:
            if not field.only_with:
                continue
            shown = field.applies(typed)
            for widget in self.query(f"#label-{field.name}, #field-{field.name}"):
                widget.display = shown

    def _typed(self) -> dict[str, str]:
        """Every field with a value, as typed, shown or not."""
        out: dict[str, str] = {}
        for field in self.fields:
            found = self.query(f"#field-{field.name}")
            if not found:
                continue  # a form being replaced loses its fields first (two picks in quick succession)
            widget = found.first()
            if isinstance(widget, Input | Stepper):
                if widget.value.strip():
                    out[field.name] = widget.value.strip()
            elif isinstance(widget, SelectionList):
                picked = [str(v).rpartition("#")[0] for v in widget.selected]
                if picked:
                    out[field.name] = ",".join(picked)
            elif isinstance(widget, Select):
                value = widget.value
                if isinstance(value, str) and value != _NONE:
                    out[field.name] = value
            elif isinstance(widget, Checkbox):
                out[field.name] = "yes" if widget.value else "no"
            elif isinstance(widget, Covered) and widget.value:
                out[field.name] = widget.value
        return out

    def enter(self, widget: Widget) -> None:
        """Enter in ``widget`` (a field of this form or part of one): what an open list highlights is picked,
        then the field submits, as its own Enter would (after the keys it has still to handle: call it from
        the field's queue, ``widget.call_later``)."""
        pick = pick_of(widget)
        if pick is not None:
            # An open list whose search found nothing: nothing is applied, not even the value picked before
            # (the player typed something else); the cursor comes back to the list, and the keys held with it.
            found = not pick.expanded or pick.query_one(PickOverlay).highlighted is not None
            # Another entry than the one shown is picked, not applied: a player applied an attack and a
            # purchase he had not read (the open list covered the check line). Enter again applies it.
            confirms, before = pick.confirms(), pick.value
            # A pick that changes the value leaves the cursor to the check of what it changed: on to the next
            # field the action still needs, else here (``cursor_after_pick``).
            changes = found and not confirms
            pick.pick_highlighted(refocus=not (found and confirms) and not changes)
            if changes and pick.value != before and pick.value != Select.NULL:
                # Said once the change is on its way ahead of it (``_field_changed``): the screen gives the keys
                # held since Enter back only after the check has placed the cursor.
                self._picking = pick.id
            elif changes:
                pick.focus()
                self.post_message(self.Chosen(self.action))
            elif found and pick.value != Select.NULL:
                pick.post_message(PickList.Submitted(pick))
        elif isinstance(widget, Input):
            widget.post_message(Input.Submitted(widget, widget.value))
        elif isinstance(widget, Tick):
            widget.post_message(Tick.Submitted(widget))
        elif isinstance(widget, CardList):
            widget.post_message(CardList.Submitted(widget))

    @on(Input.Changed)
    @on(Select.Changed)
    @on(Checkbox.Changed)
    @on(SelectionList.SelectedChanged)
    def _field_changed(self, event: Message) -> None:
        event.stop()
        control = getattr(event, "control", None)
        parts = control.ancestors_with_self if isinstance(control, Widget) else ()
        # A stepper's number is the stepper's field.
        field = next((w for w in parts if isinstance(w, Widget) and (w.id or "").startswith("field-")), None)
        if isinstance(field, Widget) and field.id and (field.has_focus_within or field.id == self._picking):
            self._set.add(field.id.removeprefix("field-"))  # the player's doing, not a preset nor a refill
        self.show_applying()
        self.post_message(self.Changed(self.action, self.values()))
        if isinstance(event, Select.Changed) and self._picking is not None and event.select.id == self._picking:
            self._picking, self._picked = None, event.select.id
            self.post_message(self.Chosen(self.action))

    def cursor_after_pick(self, apply: Widget | None) -> Widget | None:
        """Where the cursor goes now that the entry an Enter picked has been checked (None: no pick waits).

        Args:
            apply: The Apply button when the rules allow the entry as it stands, else None.

        Returns:
            The first field the action still needs, ahead of the pick, else before it; else the next field
            ahead that the player has not set in this form (an optional one, or one filled in for them: what
            they may still want to set); else ``apply``; else the field picked in. Never "who acts".
        """
        picked, self._picked = self._picked, None
        found = self.query(f"#{picked}") if picked else None
        if picked is None or not found:
            return None
        fields = [f for f in self._shown(self.fields) if f.name not in self.masked]
        names, name = [f.name for f in fields], picked.removeprefix("field-") if picked != ACTING else ""
        ahead = names[names.index(name) + 1 :] if name in names else names
        needed = [f.name for f in self._needed_empty(fields) if f.type != "bool"]
        # Allowed as it stands, an empty field the rules work out is passed by (the take's giver): Enter on it
        # would open its list, where the player meant to apply (the take loop's "tax Enter Enter").
        values = self.values()
        worked_out = {f.name for f in fields if f.derived and not values.get(f.name)} if apply is not None else set()
        needed = [n for n in needed if n not in worked_out]
        order = [n for n in ahead if n in needed] + needed + [n for n in ahead if n not in self._set | worked_out]
        # Looked up anew: a field whose offers changed with the pick was made anew meanwhile.
        target = self.query(f"#field-{order[0]}") if order else None
        moved = target.first() if target else apply
        if moved is None or (name and name not in self.values()):
            moved = found.first()  # nothing to go on to, or the pick emptied its field: still to fill in
        self.moved_on = (found.first(), moved) if moved is not found.first() else None
        return moved

    @on(Input.Submitted)
    @on(PickList.Submitted)
    @on(CardList.Submitted)
    @on(Tick.Submitted)
    def _submitted(self, event: Message) -> None:
        event.stop()
        self.entered = True
        self.post_message(self.Submitted(self.action))

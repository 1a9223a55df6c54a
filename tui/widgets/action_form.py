"""A form generated from an action's typed fields."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.suggester import SuggestFromList
from textual.widgets import Checkbox, Input, Label, Select

from engine.fields import Field

_NONE = ""
#: Catalogues up to this size are drop-downs; longer ones complete what is typed.
MAX_DROP_DOWN = 40


class ActionForm(Vertical):
    """One labelled input per field; choices become drop-downs.

    Args:
        action: Action name.
        fields: The action's fields.
        players: Player names, for ``player`` fields.
        suggestions: Likely values per field name, for free-text fields.
        preset: Initial values per field name.
        choices: ``(id, name)`` of every entry a catalogue field may name; a
            short catalogue becomes a drop-down, a long one completes names.
    """

    @dataclass
    class Changed(Message):
        """Some value changed; ``values`` holds every non-empty field as text."""

        action: str
        values: dict[str, str]

    def __init__(
        self,
        action: str,
        fields: Sequence[Field],
        players: Sequence[str],
        suggestions: Mapping[str, Sequence[str]],
        preset: Mapping[str, str] | None = None,
        choices: Mapping[str, Sequence[tuple[str, str]]] | None = None,
        **kwargs: object,
    ) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.choices = dict(choices or {})
        self.action = action
        self.fields = list(fields)
        self.players = list(players)
        self.suggestions = dict(suggestions)
        self.preset = dict(preset or {})

    def compose(self) -> ComposeResult:
        # A two-column grid (label, input) rather than a container per row:
        # fewer widgets, so forms appear faster.
        for field in self.fields:
            mark = "" if field.required and field.default is None else "?"
            yield Label(f"{field.name.replace('_', ' ')}{mark}", classes="form-label")
            yield self._input(field)

    def _input(self, field: Field) -> Input | Select[str] | Checkbox:
        key = f"field-{field.name}"
        initial = self.preset.get(field.name, "")
        if field.type == "bool":
            # A checkbox is far lighter than a drop-down, and yes/no is all it takes.
            checked = initial.lower() in ("yes", "true", "1") or (not initial and field.default is True)
            return Checkbox(field.help or field.name, checked, id=key, compact=True)
        pairs: list[tuple[str, str]] = []
        if field.type == "choice":
            pairs = [(c, c) for c in field.choices]
        elif field.type == "player":
            pairs = [(p, p) for p in self.players]
        elif field.type == "ref" and len(self.choices.get(field.name, ())) <= MAX_DROP_DOWN:
            pairs = list(self.choices.get(field.name, ()))
        if pairs:
            value = initial if initial in {i for i, _ in pairs} else Select.NULL
            # Content labels: a str label is markup, and player names are free text.
            options = [(Content(label), ident) for ident, label in pairs]
            return Select(options, id=key, value=value, prompt=field.name.replace("_", " "), compact=True)
        hints = list(self.suggestions.get(field.name, ())) or [label for _, label in self.choices.get(field.name, ())]
        placeholder = field.help or field.type
        if field.default is not None:
            placeholder += f" (default {field.default})"
        suggester = SuggestFromList(hints, case_sensitive=False) if hints else None
        return Input(initial, placeholder=placeholder, id=key, suggester=suggester, compact=True)

    def focus_first(self) -> None:
        """Put the cursor in the first field, so typing fills it."""
        fields = self.query("Input, Select, Checkbox")
        if fields:
            fields.first().focus()

    def values(self) -> dict[str, str]:
        """Every field with a value, as typed."""
        out: dict[str, str] = {}
        for field in self.fields:
            widget = self.query_one(f"#field-{field.name}")
            if isinstance(widget, Input):
                if widget.value.strip():
                    out[field.name] = widget.value.strip()
            elif isinstance(widget, Select):
                value = widget.value
                if isinstance(value, str) and value != _NONE:
                    out[field.name] = value
            elif isinstance(widget, Checkbox):
                out[field.name] = "yes" if widget.value else "no"
        return out

    @on(Input.Changed)
    @on(Select.Changed)
    @on(Checkbox.Changed)
    def _field_changed(self, event: Message) -> None:
        event.stop()
        self.post_message(self.Changed(self.action, self.values()))

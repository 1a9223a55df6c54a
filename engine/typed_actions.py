"""Actions whose handlers take typed arguments: a frozen dataclass built from the action's parsed fields.

A plain ``ActionSpec`` hands its handlers a mapping of field names to values, so ``args["aples"]`` passes
the type checker. ``typed_action`` declares the arguments as a dataclass whose attributes are the action's
fields, checks at import that the two agree (a field without an attribute, or an attribute without a field,
is a ``TypeError`` the plugin's author sees at once), and builds one from the parsed values before each
call, so a handler reads ``args.apples`` and mypy knows its type::

    @dataclass(frozen=True)
    class Pick:
        tree: str
        apples: int

    def picking(ctx: Context[State], args: Pick) -> State: ...

    PICK = typed_action("pick", picking, Pick, fields=(Field("tree", "ref"), Field("apples", "int")))
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

from engine.actions import ActionSpec, Args
from engine.errors import Violation
from engine.fields import Field
from engine.state import Context

A = TypeVar("A")
G = TypeVar("G")


def typed_action(
    name: str,
    apply: Callable[[Context[G], A], G],
    args: type[A],
    *,
    fields: tuple[Field, ...],
    check: Callable[[Context[G], A], Iterable[Violation]] | None = None,
    outcome: Callable[[Context[G], Context[G], A], Sequence[str]] | None = None,
    **spec: Any,
) -> ActionSpec:
    """An ``ActionSpec`` whose handlers receive ``args`` (a dataclass) instead of a mapping.

    Args:
        name: The action's name, as for ``ActionSpec``.
        apply: Pure handler: the context and the typed arguments to the next game state.
        args: The dataclass of the arguments: one attribute per field, by the field's name; an attribute
            of a field that is not required needs a default (None when the field is left out).
        fields: The action's fields, as for ``ActionSpec``.
        check: The rule check, taking the typed arguments.
        outcome: The outcome sentences, taking the typed arguments.
        **spec: Any other ``ActionSpec`` attribute (phases, who, help, text...), unchanged.

    Raises:
        TypeError: ``args`` is not a dataclass, or its attributes and the fields differ.
    """
    build = arguments_builder(args, fields)

    def applied(ctx: Context[G], values: Args) -> G:
        return apply(ctx, build(values))

    checked = None
    if check is not None:
        rule_check = check

        def checked(ctx: Context[G], values: Args) -> Iterable[Violation]:
            return rule_check(ctx, build(values))

    told = None
    if outcome is not None:
        tell = outcome

        def told(before: Context[G], after: Context[G], values: Args) -> Sequence[str]:
            return tell(before, after, build(values))

    return ActionSpec(name, applied, fields=fields, check=checked, outcome=told, **spec)


def arguments_builder(args: type[A], fields: tuple[Field, ...]) -> Callable[[Args], A]:
    """What turns an event's values into ``args``, once the dataclass and the fields are found to agree."""
    if not dataclasses.is_dataclass(args):
        raise TypeError(f"{args.__name__} is not a dataclass: typed arguments are a dataclass")
    attributes = {a.name: a for a in dataclasses.fields(args)}
    named = {f.name for f in fields}
    if set(attributes) != named:
        only_fields = sorted(named - set(attributes))
        only_attributes = sorted(set(attributes) - named)
        raise TypeError(
            f"{args.__name__} and the action's fields differ: "
            f"fields without an attribute {only_fields}, attributes without a field {only_attributes}"
        )
    for f in fields:
        attribute = attributes[f.name]
        no_default = attribute.default is dataclasses.MISSING and attribute.default_factory is dataclasses.MISSING
        if not f.required and no_default:
            raise TypeError(f"{args.__name__}.{f.name} needs a default: its field may be left out")

    def build(values: Mapping[str, Any]) -> A:
        # Only the declared names: an event also carries values the engine keeps beside them.
        return args(**{key: value for key, value in values.items() if key in attributes})

    return build

"""What a ruleset declares about its actions, and what rule checks return."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from engine.fields import Field

if TYPE_CHECKING:
    from engine.state import Context

Args = Mapping[str, Any]
Apply = Callable[["Context", Args], Any]
Check = Callable[["Context", Args], Iterable["Violation"]]
Suggest = Callable[["Context", str], Sequence[str]]


@dataclass(frozen=True)
class Violation:
    """A broken rule, explained: ``rule`` names it, ``message`` says why.

    Attributes:
        rule: Short name of the rule, as in the rules reference.
        message: What is wrong in this case, in one sentence.
        topic: Rules-reference topic to read more.
    """

    rule: str
    message: str
    topic: str = ""


def rule(name: str, message: str, topic: str) -> Violation:
    """A violation, named for how rule checks read: ``rule("Supply", "...", "build")``."""
    return Violation(name, message, topic)


@dataclass(frozen=True)
class ActionSpec:
    """A typed action players can take, declared by a ruleset.

    The engine lists, validates and applies actions from these specs alone,
    so no front end needs game-specific code.

    Attributes:
        name: Command name (``tabula act SAVE NAME``) and event type.
        apply: Pure handler: returns the new game state, never mutates.
        fields: Typed inputs.
        phases: Phase ids where the action belongs; empty means any phase.
        who: ``turn`` (only the player whose turn it is) or ``any``.
        check: Rule check; yields the violations of a proposed action.
        help: One line for lists and forms.
        topic: Rules-reference topic to read more.
        suggest: Likely values of a text field now (provinces on the board...),
            for forms and random play; the field still accepts others.
    """

    name: str
    apply: Apply
    fields: tuple[Field, ...] = ()
    phases: tuple[str, ...] = ()
    who: Literal["turn", "any"] = "turn"
    check: Check | None = None
    help: str = ""
    topic: str = ""
    suggest: Suggest | None = None

    def describe(self, phase: str) -> dict[str, Any]:
        """The JSON shape for ``tabula actions --json``."""
        return {
            "name": self.name,
            "phase": phase,
            "fields": [f.describe() for f in self.fields],
            "help": self.help,
        }

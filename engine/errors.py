"""The one exception family every user-facing message travels through.

Front ends catch ``TabulaError`` and show ``str(error)``: a single line that
names what went wrong. ``exit_code`` is the CLI contract: 1 for something a
rule (or an empty undo stack) refused, 2 for bad input or a bad file.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.actions import Violation


class TabulaError(Exception):
    """Base of every error meant to be shown to a person."""

    exit_code = 2

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class BadInput(TabulaError):
    """Unknown game, field, value or option: nothing was changed."""

    exit_code = 2


class SaveError(TabulaError):
    """A save file that cannot be read, written or trusted."""

    exit_code = 2


class Refused(TabulaError):
    """A request the session understood but will not carry out."""

    exit_code = 1


class NothingToUndo(Refused):
    """Undo or redo with an empty stack."""


class RuleRefused(Refused):
    """An action that breaks one or more rules and was not forced."""

    def __init__(self, action: str, violations: Sequence[Violation]) -> None:
        self.violations = tuple(violations)
        reasons = "; ".join(f"{v.rule}: {v.message}" for v in self.violations)
        super().__init__(f"{action} refused by the rules ({reasons}); use --force to override")

"""The one exception family every user-facing message travels through, and rule violations.

Front ends catch ``TabulaError`` and show ``str(error)``: a single line that
names what went wrong. ``exit_code`` is the CLI contract: 1 for something a
rule (or an empty undo stack) refused, 2 for bad input or a bad file.

This module is the leaf every other engine module may import: ``Violation``
lives here (not in ``actions``) so errors can carry violations without an
import cycle.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from engine.i18n import tr


class Fact(NamedTuple):
    """A printed fact the kit lacks, as the table is asked it and as the action that tells it (a named tuple:
    a frozen dataclass's generated methods cost half a millisecond of every start, benchmarks.run).

    Attributes:
        question: What the table is asked, in its words ("Does the board show Rome bordering Sinai?").
        action: The action that tells it (``connect``).
        fields: Its fields, in order.
    """

    question: str
    action: str
    fields: tuple[tuple[str, str], ...]


#: The rule a finished game refuses every action by (but a roll and a correction).
GAME_OVER = "Game over"
#: The rule a correction is refused by that would leave the table as it is (nothing to log).
NO_CHANGE = "No change"
#: Refusals nothing can be done about: no override is offered, no mend (a finished game; a correction to
#: what there is already).
FINAL = frozenset({GAME_OVER, NO_CHANGE})


@dataclass(frozen=True)
class Violation:
    """A broken rule, explained: ``rule`` names it, ``message`` says why.

    Attributes:
        rule: Short name of the rule, as in the rules reference.
        message: What is wrong in this case, in one sentence.
        topic: Rules-reference topic to read more.
        physical: The table itself could not do it (a card that is not
            there, a fourth Greek in a full city): overriding the rules
            cannot make it happen, only a correction of the app can.
        mend: For a physical one the app may have wrong, what makes it match
            the table when a correction of components is not the way (a
            printed fact is mended in the board kit); empty: a correction.
        holder: For a shortfall, the holder the units are missing from (a
            hidden one is not named where the whole table reads, see
            ``engine.hidden``); not part of what makes two violations one.
        told: For a refusal that only stands because the kit does not know a
            printed fact (a border nobody has told the app of), that fact:
            the question put to the table and the action that tells it. Once
            the table says the board shows it, the refused action is allowed.
            Not part of what makes two violations one.
        wanted: For a shortfall, the kind and how many were asked for (what
            the action named, which a hidden holder's refusal may still say).
            Not part of what makes two violations one.
    """

    rule: str
    message: str
    topic: str = ""
    physical: bool = False
    mend: str = ""
    holder: str = dataclasses.field(default="", compare=False)
    told: Fact | None = dataclasses.field(default=None, compare=False)
    wanted: tuple[str, int] | None = dataclasses.field(default=None, compare=False)

    def said(self) -> str:
        """``Rule: message`` in the language spoken (the rule's name stays English in saves)."""
        return f"{tr(self.rule)}: {tr(self.message)}"


def rule(name: str, message: str, topic: str) -> Violation:
    """A violation, named for how rule checks read: ``rule("Supply", "...", "build")``."""
    return Violation(name, message, topic)


def unknown_fact(name: str, message: str, topic: str, fact: Fact) -> Violation:
    """A refusal for want of a printed fact the kit lacks (see ``Violation.told``): the table can say "the
    board shows it" and go on."""
    return Violation(name, message, topic, told=fact)


def facts_lifting(violations: Sequence[Violation]) -> tuple[Fact, ...]:
    """The printed facts that, told, would lift every one of ``violations`` (each once, in order); none when
    any violation is of another kind (telling a border cannot pay a missing card)."""
    if not violations or any(v.told is None for v in violations):
        return ()
    return tuple(dict.fromkeys(v.told for v in violations if v.told is not None))


def unused(name: str, message: str, topic: str, field: str) -> Violation:
    """A value typed in a field the action, as the rest of it stands, has no use for (a goods symbol for a
    temple): nothing could carry it out as typed, so no override passes it, and leaving it out mends it.
    Dropping it without a word would tell the table it counted."""
    mend = tr("leave {field} out").format(field=field.replace("_", " "))
    return Violation(name, message, topic, physical=True, mend=mend)


class TabulaError(Exception):
    """Base of every error meant to be shown to a person."""

    exit_code = 2

    def __init__(self, message: str) -> None:
        message = tr(message)  # a message written whole is translated here; one built is built translated
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class BadInput(TabulaError):
    """Unknown game, field, value or option: nothing was changed."""

    exit_code = 2


class NotFound(BadInput):
    """A name that matches nothing in its catalogue; ``suggestions`` are the closest names."""

    def __init__(self, message: str, suggestions: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.suggestions = tuple(suggestions)


class SaveError(TabulaError):
    """A save file that cannot be read, written or trusted."""

    exit_code = 2


class Refused(TabulaError):
    """A request the session understood but will not carry out."""

    exit_code = 1


class NothingToUndo(Refused):
    """Undo or redo with an empty stack."""


class Conflict(Refused):
    """Another program changed the session since it was read, and the action no longer fits."""


class RuleRefused(Refused):
    """An action that breaks one or more rules and was not forced (or cannot be)."""

    def __init__(
        self,
        action: str,
        violations: Sequence[Violation],
        hint: str = "",
        forcible: bool | None = None,
        kept: str = "",
        note: str = "",
    ) -> None:
        self.action = action
        #: What of the board the refused action stated and was kept all the same (``Ruleset.stated``), or "".
        self.kept = kept
        #: What else the engine knows of it, kept with any hint (the user's kit knows the fact: ``catch_up``).
        self.note = note
        self.violations = specific(action, violations)
        self.physical = any(v.physical for v in self.violations)
        #: Whether nothing can be done about it (``FINAL``): the game is over (undo goes back into it), or the
        #: correction changes nothing. No override is offered, nor any other hint.
        self.final = any(v.rule in FINAL for v in self.violations)
        #: Whether overriding the rules would carry it out (False: something it needs is missing or wrong).
        self.forcible = not self.final and (not self.physical if forcible is None else forcible)
        reasons = "; ".join(v.said() for v in self.violations)
        from engine.spoken_names import action_word  # it reads this module's BadInput: imported here

        said = tr("{action} refused ({reasons})").format(action=action_word(action), reasons=reasons)
        super().__init__(said + "".join(f"; {part}" for part in (kept, note, hint) if part))

    def facts(self) -> tuple[Fact, ...]:
        """The printed facts that, told, would lift the whole refusal (``facts_lifting``)."""
        return facts_lifting(self.violations)

    def with_hint(self, hint: str) -> RuleRefused:
        """The same refusal, with what the person can do about it (each front end says it its own way); a
        ``final`` one has nothing to do about it (play-test: a refusal of ``next`` after the end still offered
        --force), and says so alone."""
        if self.final:
            return self
        return RuleRefused(self.action, self.violations, hint, self.forcible, self.kept, self.note)

    def noting(self, note: str) -> RuleRefused:
        """The same refusal, saying ``note`` too (before any hint a front end adds)."""
        return RuleRefused(self.action, self.violations, forcible=self.forcible, kept=self.kept, note=note)


def specific(action: str, violations: Sequence[Violation]) -> tuple[Violation, ...]:
    """The violations without the engine's "nobody may take it now" where the action's own rules say why
    (a once-a-round power already used): said first, the general reason read as the wrong one.

    A printed fact the kit lacks is no such reason: it says nothing of whose turn it is, and alone after the
    turn's reason was dropped it offered the fact as all that stood in the way (play-test 9: an out-of-turn
    fleet move was refused only for an unknown border, inviting the table to teach it for nothing).
    """
    from engine.spoken_names import action_word

    # The words ``actors.check`` says it in: the action as the language spoken names it.
    nobody = tr("nobody may take the {action} action now").format(action=action_word(action))
    # With whom the table waits for said after it ("…now: Cy first names who acts"): the same reason.
    rest = tuple(v for v in violations if not (v.rule == "Turn order" and v.message.startswith(nobody)))
    if all(v.told is not None for v in rest):
        return tuple(violations)
    return rest


class Impossible(Exception):
    """Raised inside a handler when the components it moves are not there.

    Not a ``TabulaError``: the session turns it into physical violations
    during the dry run, so a person sees the violation, never this.
    """

    def __init__(self, violation: Violation) -> None:
        super().__init__(violation.message)
        self.violation = violation

"""What a ruleset declares about its actions: fields, who may act, checks, outcome sentences."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

from engine.errors import FINAL, Violation, rule, unused
from engine.fields import Field
from engine.i18n import tr

if TYPE_CHECKING:
    from engine.state import Context, Table

__all__ = ["ActionSpec", "Args", "Proposal", "Violation", "Who", "rule", "unused"]

Args = Mapping[str, Any]
Apply = Callable[["Context", Args], Any]
Check = Callable[["Context", Args], Iterable[Violation]]
#: Values for fields left out, worked out from the table (the given values and the context).
Derive = Callable[["Context", Mapping[str, Any]], Mapping[str, Any]]
#: What a form offers for one field now (``ctx.actor`` acts; ``ctx.given`` holds what the form has so far).
Suggest = Callable[["Context", str], Sequence[str]]
#: Sentences about what an applied action did, from the contexts before and after.
Outcome = Callable[["Context", "Context", Args], Sequence[str]]
#: Seats that may take an action now, in the order the rules expect them.
Eligible = Callable[["Context"], Sequence[int]]
#: ``turn``: the turn holder (anyone when nobody has the turn); ``any``: any
#: player at any time; ``table``: nobody in particular (a shared roll);
#: or a function naming the seats that may act now (a role holder, the
#: opponent in a reaction window).
Who = Literal["turn", "any", "table"] | Eligible


@dataclass(frozen=True)
class ActionSpec:
    """A typed action players can take, declared by a ruleset.

    The engine lists, validates and applies actions from these specs alone,
    so no front end needs game-specific code.

    Attributes:
        name: Command name (``tabula act SAVE NAME``) and event type.
        apply: Pure handler: returns the new game state, never mutates it;
            components change hands only through ``ctx.move``.
        fields: Typed inputs.
        phases: Phase ids where the action belongs; empty means any phase.
        who: Who may take it now (see ``Who``).
        actor: Name of the field that names the acting player (``player``):
            it defaults to the expected actor and the event is theirs.
        check: Rule check; yields the violations of a proposed action.
        help: One line for lists and forms; its ``{placeholders}`` are filled from ``help_values``.
        topic: Rules-reference topic to read more.
        suggest: Likely values of a text field now, for forms and random play.
        text: Log line as a template over the fields and ``{actor}``
            ("{actor} builds {item}"); a plain fallback otherwise. A function of the event's fields chooses
            among templates where one line cannot say every case (a move with the Great Chieftain crosses no
            arrow: "moves 0 land and 0 sea arrows" said nothing).
        outcome: What happened, as sentences, beyond the components moved.
        derive: Values of fields left out that the table state decides (the only
            card a giver offered): filled in before the checks, so the event
            holds them and the table never types what the app knows.
        private: Fields whose values are secret (a card drawn face down): the
            log line reads "a hidden card" for them. A ``Field.secret`` field is
            one of them without being listed here.
        actor_of: Who acts, told by the other fields when the actor is not named
            (the owner of the space named): ``{actor field: name}`` or ``{}``.
        sets_start: The action chooses this round's start player (a roll-off
            before the first round): afterwards the ruleset's ``start_player``
            is asked again.
        tells_moves: The action's own sentences (its log text and outcome) say every component its handler
            moves ("Ann buys a legion in Babylon, paying 1 fish, 1 grain"): the log does not list those
            moves again; what the rules move by themselves after it is still listed. A function of the event's
            fields says it for some of them only (a buy says its cards and piece, not a marker it sends home).
        offered: Whether the action is listed now (None: whenever its phase is on): a one-off choice
            whose moment has passed (the first start player once round 1 has begun) is no longer
            offered. It can still be named, and its check says why not.
    """

    name: str
    apply: Apply
    fields: tuple[Field, ...] = ()
    phases: tuple[str, ...] = ()
    who: Who = "turn"
    actor: str = ""
    check: Check | None = None
    help: str = ""
    topic: str = ""
    suggest: Suggest | None = None
    text: str | Callable[[Mapping[str, Any]], str] = ""
    outcome: Outcome | None = None
    derive: Derive | None = None
    private: tuple[str, ...] = ()
    sets_start: bool = False
    actor_of: Derive | None = None
    offered: Callable[[Context], bool] | None = None
    tells_moves: bool | Callable[[Mapping[str, Any]], bool] = False
    #: Values of the help's placeholders (``roll {each} dice each``): the help stays one literal message,
    #: translated before they are filled in.
    help_values: tuple[tuple[str, Any], ...] = ()
    #: Other words a table types for the action, in any language (Mare Nostrum's ``battle``: attack, bitva):
    #: found as its name is (``Session.spec``), stored as its name.
    aliases: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        # A field declared secret is secret in the log too: said once, on the field.
        secret = tuple(f.name for f in self.fields if f.secret and f.name not in self.private)
        if secret:
            object.__setattr__(self, "private", (*self.private, *secret))

    def field(self, name: str) -> Field | None:
        """The field called ``name``, if any."""
        for f in self.fields:
            if f.name == name:
                return f
        return None

    @property
    def said(self) -> str:
        """The help in the language spoken ('' when none)."""
        said = tr(self.help) if self.help else ""
        return said.format(**dict(self.help_values)) if self.help_values else said

    def describe(self, phase: str) -> dict[str, Any]:
        """The JSON shape for ``tabula actions --json``."""
        return {
            "name": self.name,
            "phase": phase,
            "fields": [f.describe() for f in self.fields],
            "help": self.said,  # a sentence: in the language spoken (a filled-in help has no msgid)
        }


@dataclass(frozen=True)
class Proposal:
    """A validated, not yet applied action: the dry run's answer.

    Attributes:
        table: The state the action would lead to (None when it cannot be
            carried out at all).
        behind: The action's own rules it also breaks, kept back while it is
            out of its phase (the refusal names the phase alone); forcing it
            overrides them too, logged, and a physical one stops the override.
        base: The table it was checked on: ``Session.commit`` applies it only there.
    """

    spec: ActionSpec
    args: dict[str, Any]
    actor: int | None
    violations: tuple[Violation, ...]
    table: Table | None = None
    behind: tuple[Violation, ...] = ()
    base: Table | None = field(default=None, compare=False, repr=False)

    @property
    def legal(self) -> bool:
        """Whether no rule objects."""
        return not self.violations

    @property
    def forcible(self) -> bool:
        """Whether the table may override what objects (nothing physical is in the way)."""
        # Once the game is won nothing is left to override into (play-test: refusals after the end still
        # offered --force, and forcing one applied).
        over = any(v.rule in FINAL for v in self.violations)
        return self.table is not None and not over and not any(v.physical for v in self.violations + self.behind)


#: What a form offers for one field now, read from the table (``ctx.actor`` acts) and from the form's other
#: fields as filled in so far (``ctx.given``: the cards for the place named).
Offer = Callable[["Context"], Sequence[str]]


class NoneFits(list[str]):
    """An offer that is empty because the rules allow no value now (a voyage's Greek from a city while the reserve
    holds one): listings offer nothing, where a plain empty offer means "no idea" and the whole catalogue shows."""


def with_offers(actions: Sequence[ActionSpec], offers: Mapping[str, Mapping[str, Offer]]) -> tuple[ActionSpec, ...]:
    """The actions with ``suggest`` answering for the fields ``offers`` names, per action.

    An action's own ``suggest`` still answers its other fields.
    """
    return tuple(
        replace(spec, suggest=_joined(offers[spec.name], spec.suggest)) if spec.name in offers else spec
        for spec in actions
    )


def _joined(fields: Mapping[str, Offer], own: Suggest | None) -> Suggest:
    def suggest(ctx: Context, field_name: str) -> Sequence[str]:
        offer = fields.get(field_name)
        if offer is not None:
            return offer(ctx)
        return own(ctx, field_name) if own is not None else []

    return suggest

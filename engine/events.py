"""Events: the single source of truth of a session, and their save encoding.

Each event is stored as one inline TOML table of 60-80 bytes: short keys,
time as seconds since the session began, and no round or phase (replay knows
where each event happened). ``tomllib`` parses about 0.3 ms per KiB here, so
this keeps a 1,000-event save well under the 50 ms load budget.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.errors import SaveError
from engine.i18n import quoted, tr

#: The engine's action ending a turn (after the last, the step, phase or round): front ends name it by this.
NEXT = "next"
#: The engine's action ending the phase once its obligations are met.
NEXT_PHASE = "next-phase"
#: The engine's action recording a die roll.
ROLL = "roll"
#: Event types the engine itself handles (the rest belong to the ruleset).
ENGINE_EVENTS = frozenset({NEXT, NEXT_PHASE, ROLL})


# Slotted, not frozen: two events are built per event replayed, and a frozen
# dataclass's __init__ is several times slower. Nothing changes an event once made.
@dataclass(slots=True)
class Event:
    """One thing that happened at the table.

    Attributes:
        type: Action name (engine's or ruleset's).
        args: Canonical, TOML-friendly arguments.
        actor: Name of the acting player, or None for the table.
        round: Round in which it happened.
        phase: Phase id in which it happened.
        at: Unix time (seconds) it was recorded.
        forced: Rules the players chose to override; empty when none.
    """

    type: str
    args: Mapping[str, Any] = field(default_factory=dict)
    actor: str | None = None
    round: int = 1
    phase: str = ""
    at: int = 0
    forced: tuple[str, ...] = ()

    def encode(self, epoch: int) -> dict[str, Any]:
        """The save form: short keys, time since ``epoch``, empty parts left out."""
        out: dict[str, Any] = {"t": self.type}
        if self.actor is not None:
            out["by"] = self.actor
        out["at"] = self.at - epoch
        if self.args:
            out["a"] = dict(self.args)
        if self.forced:
            out["f"] = list(self.forced)
        return out

    def key(self) -> tuple[Any, ...]:
        """What a save keeps of the event (round and phase come from replay)."""
        return (self.type, dict(self.args), self.actor, self.at, self.forced)

    def describe(self) -> dict[str, Any]:
        """The JSON shape for ``tabula log --json`` (without the sequence)."""
        return {
            "type": self.type,
            "actor": self.actor,
            "round": self.round,
            "phase": self.phase,
            "args": dict(self.args),
            "forced": list(self.forced),
            "at": self.at,
        }


_KEYS = {"t", "by", "at", "a", "f"}


def decode(raw: Any, where: str | tuple[str, int], epoch: int) -> Event:
    """Rebuild an event from its save form, checking every type.

    Args:
        where: Where it stands, for messages: ``"events[3]"`` or ``("events", 3)``
            (the text is made only when something is wrong).

    Raises:
        SaveError: Anything missing, unknown or of the wrong type.
    """
    if not isinstance(raw, dict) or not raw.keys() <= _KEYS:
        raise SaveError(_wrong(raw, where))
    kind = raw.get("t")
    actor = raw.get("by")
    at = raw.get("at", 0)
    args = raw.get("a", _NO_ARGS)
    forced = raw.get("f", _NO_RULES)
    if (
        not isinstance(kind, str)
        or not kind
        or (actor is not None and not isinstance(actor, str))
        or not isinstance(at, int)
        or isinstance(at, bool)
        or not isinstance(args, dict)
        or not isinstance(forced, list)
        or not all(_plain_value(v) for v in args.values())
        or not all(isinstance(r, str) for r in forced)
    ):
        raise SaveError(_wrong(raw, where))
    # Round and phase are filled in by replay, which knows where it stands.
    return Event(kind, args, actor, 1, "", epoch + at, tuple(forced))


_NO_ARGS: dict[str, Any] = {}
_NO_RULES: list[str] = []


def _wrong(raw: Any, where: str | tuple[str, int]) -> str:
    """The one line saying what is wrong with an event's save form."""
    place = where if isinstance(where, str) else f"{where[0]}[{where[1]}]"
    return f"{place}: {_why(raw)}"


def _why(raw: Any) -> str:
    if not isinstance(raw, dict):
        return tr("expected a table")
    extra = set(raw) - _KEYS
    if extra:
        return tr("unknown key {key}").format(key=quoted(sorted(extra)[0]))
    kind, actor, at = raw.get("t"), raw.get("by"), raw.get("at", 0)
    if not isinstance(kind, str) or not kind:
        return tr("'t' (event type) must be text")
    if actor is not None and not isinstance(actor, str):
        return tr("'by' must be a player name")
    if not isinstance(at, int) or isinstance(at, bool):
        return tr("'at' must be a whole number of seconds")
    args = raw.get("a", {})
    if not isinstance(args, dict) or not all(_plain_value(v) for v in args.values()):
        return tr("'a' (arguments) must be a table of plain values")
    return tr("'f' (forced rules) must be a list of text")


def _plain_value(value: Any) -> bool:
    if isinstance(value, bool | int | str):
        return True
    if isinstance(value, list):
        return all(isinstance(v, bool | int | str) for v in value)
    return False

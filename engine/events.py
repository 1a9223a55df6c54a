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

#: Event types the engine itself handles (the rest belong to the ruleset).
ENGINE_EVENTS = frozenset({"next", "next-phase", "roll"})


@dataclass(frozen=True)
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


def decode(raw: Any, where: str, epoch: int) -> Event:
    """Rebuild an event from its save form, checking every type.

    Raises:
        SaveError: Anything missing, unknown or of the wrong type.
    """
    if not isinstance(raw, dict):
        raise SaveError(f"{where}: expected a table")
    extra = set(raw) - _KEYS
    if extra:
        raise SaveError(f"{where}: unknown key {sorted(extra)[0]!r}")
    kind = raw.get("t")
    actor = raw.get("by")
    at = raw.get("at", 0)
    args = raw.get("a", {})
    forced = raw.get("f", [])
    if not isinstance(kind, str) or not kind:
        raise SaveError(f"{where}: 't' (event type) must be text")
    if actor is not None and not isinstance(actor, str):
        raise SaveError(f"{where}: 'by' must be a player name")
    if not isinstance(at, int) or isinstance(at, bool):
        raise SaveError(f"{where}: 'at' must be a whole number of seconds")
    if not isinstance(args, dict) or not all(_plain_value(v) for v in args.values()):
        raise SaveError(f"{where}: 'a' (arguments) must be a table of plain values")
    if not isinstance(forced, list) or not all(isinstance(r, str) for r in forced):
        raise SaveError(f"{where}: 'f' (forced rules) must be a list of text")
    # Round and phase are filled in by replay, which knows where it stands.
    return Event(kind, args, actor, at=epoch + at, forced=tuple(forced))


def _plain_value(value: Any) -> bool:
    if isinstance(value, bool | int | str):
        return True
    if isinstance(value, list):
        return all(isinstance(v, bool | int | str) for v in value)
    return False

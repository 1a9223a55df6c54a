"""Small values a ruleset declares beside its hooks: the variants a session may switch on and each player's
progress toward victory (kept apart from ``engine.ruleset``, which holds the hooks themselves; that module
still exports both)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Variant:
    """An optional rule a session can switch on (``--variant ID``)."""

    id: str
    help: str = ""


# Slotted, not frozen: rulesets build one per player and condition after
# every event, and a frozen __init__ is several times slower.
@dataclass(slots=True)
class VictoryProgress:
    """How close one player is to one victory condition ("3 of 4").

    Attributes:
        player: The player's name.
        condition: Stable id of the condition.
        label: What the condition is called at the table.
        value: Progress so far.
        target: Value that wins; None while it is a printed fact nobody has told (Civilization's culture
            track before its spaces are given).
        met: Whether the condition holds now.
        leading: The target is the leader's value, not a goal to reach (Aquileia: the most points after six
            rounds wins): said "4 (leader 22)", not "4 of 22", which read as a goal (play-test 7).
    """

    player: str
    condition: str
    label: str
    value: int
    target: int | None
    met: bool
    leading: bool = False

    def describe(self) -> dict[str, Any]:
        """The JSON shape used by ``tabula show --json``."""
        return {
            "player": self.player,
            "condition": self.condition,
            "label": self.label,
            "value": self.value,
            "target": self.target,
            "met": self.met,
            **({"leading": True} if self.leading else {}),
        }

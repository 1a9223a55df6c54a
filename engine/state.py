"""The immutable values a session is made of: players, table state, context."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.phases import Position


@dataclass(frozen=True)
class Player:
    """A person at the table and the faction (civilization, colour...) they play."""

    name: str
    faction: str


@dataclass(frozen=True)
class Table:
    """Everything the replay of a log produces.

    Attributes:
        position: Round, phase, step and turn.
        game: The ruleset's own state; immutable by contract.
        winners: Indices of the players who have won, once someone has.
    """

    position: Position
    game: Any
    winners: tuple[int, ...] = ()


# Not frozen: a context is a short-lived view built twice per event, and a
# frozen dataclass's __init__ is six times slower. Handlers treat it as
# read-only; the state inside it is immutable anyway.
@dataclass(slots=True)
class Context:
    """What a ruleset handler sees: the state plus the session's fixed facts.

    Attributes:
        game: The ruleset's state before the action.
        position: Where the game is.
        players: Players in seating order (clockwise).
        variants: Variant ids switched on for this session.
        options: Session options, parsed by the ruleset's option fields.
        actor: Index of the acting player, or None for the table as a whole.
        phase: Id of the current phase.
        step: Name of the current step ('' in a phase without steps).
    """

    game: Any
    position: Position
    players: tuple[Player, ...]
    variants: frozenset[str] = frozenset()
    options: Mapping[str, Any] = field(default_factory=dict)
    actor: int | None = None
    phase: str = ""
    step: str = ""

    def player_index(self, name: str) -> int:
        """Index of the player with this (canonical) name."""
        for index, player in enumerate(self.players):
            if player.name == name:
                return index
        raise KeyError(name)

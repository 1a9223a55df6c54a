"""The immutable values a session is made of: players, table state, context."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Generic

from engine.counts import Counts
from engine.kits import Kit
from engine.ledger import Components, Ledger, Move
from engine.phases import Position

_NO_COMPONENTS = Components()
_EMPTY = Ledger(_NO_COMPONENTS, {})
_NO_KIT = Kit("")
_NOTHING_GIVEN: Mapping[str, Any] = MappingProxyType({})

# The game's own state type: ``Context[State]`` lets mypy catch a misspelt attribute of a game's state.
# It defaults to Any, so code written before (and the engine, which never looks inside) stays valid. The
# default needs typing_extensions, which only the type checker reads: at run time a plain TypeVar does,
# and importing typing_extensions would cost every start about 15 ms.
if TYPE_CHECKING:
    from typing_extensions import TypeVar

    GameT = TypeVar("GameT", default=Any)
else:
    from typing import TypeVar

    GameT = TypeVar("GameT")


@dataclass(frozen=True)
class Player:
    """A person at the table and the faction (civilization, colour...) they play."""

    name: str
    faction: str


# Slotted, not frozen: one is built per event replayed, and a frozen dataclass's
# __init__ is several times slower. A table is never changed once made.
@dataclass(slots=True, eq=True)
class Table(Generic[GameT]):
    """Everything the replay of a log produces.

    Attributes:
        position: Round, phase, step and turn.
        game: The ruleset's own state; immutable by contract.
        winners: Indices of the players who have won, once someone has.
        ledger: Where every physical component is.
        moves: The component moves of the event that made this table (for
            its outcome sentences); not part of the state's identity.
        kit: The board kit in force (a session's own copy; ``apply-kit`` changes it).
        handled: How many of ``moves``, the first ones, the action's own handler made (the rest the rules
            made by themselves after it: a turn passing, a phase ending).
    """

    position: Position
    game: GameT
    winners: tuple[int, ...] = ()
    ledger: Ledger = _EMPTY
    moves: tuple[Move, ...] = field(default=(), compare=False)
    kit: Kit = _NO_KIT
    handled: int = field(default=0, compare=False)


# Not frozen: a context is a short-lived view built twice per event, and a
# frozen dataclass's __init__ is six times slower. Handlers treat it as
# read-only except through ``move``, which is how components change hands.
@dataclass(slots=True)
class Context(Generic[GameT]):
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
        ledger: Where the components are; ``move`` changes it.
        moves: Moves made through this context, in order.
        kit: The board kit: the printed facts of the game.
        given: What a form holds so far for the action whose field is being offered (field name to value,
            as typed or parsed): an offer may depend on another field (the cards for the place named).
            Empty everywhere else.
    """

    game: GameT
    position: Position
    players: tuple[Player, ...]
    variants: frozenset[str] = frozenset()
    options: Mapping[str, Any] = field(default_factory=dict)
    actor: int | None = None
    phase: str = ""
    step: str = ""
    ledger: Ledger = _EMPTY
    moves: list[Move] = field(default_factory=list)
    kit: Kit = _NO_KIT
    given: Mapping[str, Any] = field(default_factory=lambda: _NOTHING_GIVEN)

    def player_index(self, name: str) -> int:
        """Index of the player with this (canonical) name."""
        for index, player in enumerate(self.players):
            if player.name == name:
                return index
        raise KeyError(name)

    def seat_of(self, faction: str) -> int | None:
        """Index of the player of a faction, if anyone plays it."""
        for index, player in enumerate(self.players):
            if player.faction == faction:
                return index
        return None

    def own(self, sort: str, seat: int) -> str:
        """A player's holder of a sort: ``own("hand", 1)`` -> ``hand:dark``."""
        return f"{sort}:{self.players[seat].faction}"

    def piece(self, kind: str, seat: int) -> str:
        """A player's kind of piece: ``piece("greek", 1)`` -> ``greek:dark``."""
        return f"{kind}:{self.players[seat].faction}"

    def count(self, holder: str, kind: str) -> int:
        """Units of a kind at a holder now."""
        return self.ledger.count(holder, kind)

    def holding(self, holder: str) -> Counts:
        """Everything at a holder now."""
        return self.ledger.holding(holder)

    def size(self, holder: str) -> int:
        """Units of every kind at a holder now."""
        return self.ledger.size(holder)

    def move(self, kind: str, n: int, src: str, dst: str, beyond_cap: bool = False) -> None:
        """Move components from one holder to another (the only way they change hands).

        Raises:
            Impossible: ``src`` lacks them or ``dst`` would pass a cap; the
                session reports it as a violation no override can pass.
        """
        if n == 0:
            return
        self.ledger = self.ledger.move(kind, n, src, dst, beyond_cap)
        if n > 0:
            self.moves.append(Move(kind, n, src, dst))
        else:
            self.moves.append(Move(kind, -n, dst, src))

    def move_all(self, src: str, dst: str, kinds: Any = None) -> None:
        """Move everything (or every unit of the given kinds) from one holder to another."""
        for kind, n in self.ledger.holding(src):
            if kinds is None or kind in kinds:
                self.move(kind, n, src, dst)

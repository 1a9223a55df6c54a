"""A game session: fixed setup plus an event log, replayed into table states.

The log is the only truth. ``tables[i]`` is the state after ``i`` events; as
states are immutable and share structure, keeping every one costs little and
makes undo to any depth O(1) with no replay at all.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from engine.actions import ActionSpec, Violation
from engine.errors import BadInput, NothingToUndo, RuleRefused
from engine.events import ENGINE_EVENTS, Event
from engine.fields import parse_fields
from engine.phases import PhaseSpec, Position
from engine.ruleset import Ruleset, VictoryProgress
from engine.state import Context, Player, Table
from engine.turns import ENGINE_ACTIONS, advance, check_advance


def now_iso() -> str:
    """Current UTC time, to the second, as saves store it."""
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


@dataclass(frozen=True)
class Proposal:
    """A validated, not yet applied action: the dry run's answer."""

    spec: ActionSpec
    args: dict[str, Any]
    actor: int | None
    violations: tuple[Violation, ...]

    @property
    def legal(self) -> bool:
        """Whether no rule objects."""
        return not self.violations


class Session:
    """One game night: players, options, the event log and undo/redo.

    Args:
        ruleset: The game's rules.
        players: Players in seating (clockwise) order.
        variants: Variant ids switched on.
        options: Parsed session options.
        name: Save name.
        rng: Source of virtual dice (recorded in events, so replay needs none).
    """

    def __init__(
        self,
        ruleset: Ruleset,
        players: Sequence[Player],
        variants: Sequence[str] = (),
        options: Mapping[str, Any] | None = None,
        name: str = "",
        rng: random.Random | None = None,
        created: str | None = None,
    ) -> None:
        self.ruleset = ruleset
        self.players = tuple(players)
        self.variants = tuple(variants)
        self.options = dict(options or {})
        self.name = name
        self.rng = rng or random.Random()
        self.created = created or now_iso()
        self.modified = self.created
        self.events: list[Event] = []
        self.redo_stack: list[Event] = []
        #: Called after every change (act, undo, redo): autosave hooks here.
        self.listeners: list[Callable[[Session], None]] = []
        self._names = tuple(p.name for p in self.players)
        self._variant_set = frozenset(self.variants)
        self.tables: list[Table] = [self._initial_table()]

    # -- construction --------------------------------------------------------

    @classmethod
    def new(
        cls,
        ruleset: Ruleset,
        players: Sequence[tuple[str, str | None]],
        variants: Sequence[str] = (),
        options: Mapping[str, Any] | None = None,
        name: str = "",
        rng: random.Random | None = None,
    ) -> Session:
        """Start a session, validating players, factions, variants and options.

        Raises:
            BadInput: Anything the ruleset does not accept.
        """
        seated = ruleset.assign_factions(players)
        chosen = ruleset.check_variants(variants)
        parsed = ruleset.parse_options(options or {})
        return cls(ruleset, seated, chosen, parsed, name=name, rng=rng)

    def _initial_table(self) -> Table:
        # Round 1 is entered like any other round (from the fictional round
        # 0), so a ruleset's ``enter`` hook handles the first round too.
        position = Position(turn=None)
        ctx = self.context(Table(position, None))
        game = self.ruleset.setup(ctx)
        game = self.ruleset.enter(replace(ctx, game=game), Position(round=0, turn=None))
        ctx = self.context(Table(position, game))
        position = replace(position, start=self.ruleset.start_player(ctx))
        if self.phase_of(position).order in ("clockwise", "fixed"):
            order = self.ruleset.turn_order(self.context(Table(position, game)))
            position = replace(position, turn=order[0] if order else None)
        return Table(position, game)

    def phase_of(self, position: Position) -> PhaseSpec:
        """The phase declaration at a position."""
        return self.ruleset.phases[position.phase]

    # -- views ---------------------------------------------------------------

    @property
    def table(self) -> Table:
        """The current state."""
        return self.tables[-1]

    @property
    def initial(self) -> Table:
        """The state before any event."""
        return self.tables[0]

    @property
    def phase(self) -> PhaseSpec:
        """The current phase's declaration."""
        return self.ruleset.phases[self.table.position.phase]

    @property
    def step_name(self) -> str:
        """Name of the current step ('' when the phase has no steps)."""
        return self.phase.step_names[self.table.position.step]

    @property
    def turn_player(self) -> Player | None:
        """Whose turn it is, if anyone's."""
        turn = self.table.position.turn
        return None if turn is None else self.players[turn]

    @property
    def winners(self) -> tuple[Player, ...]:
        """Players who have won (empty while the game goes on)."""
        return tuple(self.players[i] for i in self.table.winners)

    def context(self, table: Table | None = None, actor: int | None = None) -> Context:
        """The handler view of a table (the current one by default)."""
        table = table or self.table
        phase = self.ruleset.phases[table.position.phase]
        return Context(
            game=table.game,
            position=table.position,
            players=self.players,
            variants=self._variant_set,
            options=self.options,
            actor=actor,
            phase=phase.id,
            step=phase.step_names[table.position.step],
        )

    def victory(self) -> list[VictoryProgress]:
        """Every player's progress toward every victory condition."""
        return list(self.ruleset.victory(self.context()))

    def player_index(self, name: str) -> int:
        """Seat index of a player, by name, case-insensitively.

        Raises:
            BadInput: No such player.
        """
        wanted = name.strip().lower()
        for index, player in enumerate(self.players):
            if player.name.lower() == wanted:
                return index
        raise BadInput(f"no player {name!r} (players: {', '.join(self._names)})")

    # -- actions -------------------------------------------------------------

    def all_actions(self) -> list[ActionSpec]:
        """Every action of the ruleset, then the engine's own."""
        return [*self.ruleset.actions, *ENGINE_ACTIONS]

    def available(self) -> list[ActionSpec]:
        """Actions that belong to the current phase (the game not yet won)."""
        phase = self.phase.id
        if self.table.winners:
            return []
        out = [a for a in self.ruleset.actions if not a.phases or phase in a.phases]
        out.extend(ENGINE_ACTIONS)
        return out

    def spec(self, name: str) -> ActionSpec:
        """The action called ``name``.

        Raises:
            BadInput: No such action in this game.
        """
        key = name.strip().lower()
        for spec in self.all_actions():
            if spec.name == key:
                return spec
        names = ", ".join(a.name for a in self.available())
        raise BadInput(f"{self.ruleset.name} has no action {name!r} (now: {names})")

    def suggestions(self, spec: ActionSpec, field_name: str) -> list[str]:
        """Likely values for one field of an action right now."""
        if spec.suggest is None:
            return []
        return list(spec.suggest(self.context(actor=self.table.position.turn), field_name))

    def propose(
        self,
        name: str,
        raw: Mapping[str, Any] | None = None,
        actor: str | None = None,
    ) -> Proposal:
        """Dry run: parse the fields and collect violations; change nothing.

        Raises:
            BadInput: Unknown action, field or player, or a value that does
                not fit its field.
        """
        spec = self.spec(name)
        args = parse_fields(spec.fields, raw or {}, self._names, self.rng, what=spec.name)
        position = self.table.position
        who = position.turn if actor is None else self.player_index(actor)
        if who is None and spec.who == "turn":
            raise BadInput(f"{spec.name} needs the acting player now that nobody has the turn (--as NAME)")
        ctx = self.context(actor=who)
        violations = list(self._standard_checks(spec, ctx))
        if spec.name in ENGINE_EVENTS:
            violations.extend(check_advance(self.ruleset, ctx, spec.name, args))
        if spec.check is not None:
            violations.extend(spec.check(ctx, args))
        return Proposal(spec, args, who, tuple(violations))

    def _standard_checks(self, spec: ActionSpec, ctx: Context) -> list[Violation]:
        out = []
        if self.table.winners and spec.name != "roll":
            won = ", ".join(p.name for p in self.winners)
            out.append(Violation("Game over", f"the game is over; {won} won"))
        if spec.phases and ctx.phase not in spec.phases:
            wanted = " or ".join(self._phase_name(p) for p in spec.phases)
            out.append(Violation("Phase", f"{spec.name} belongs to the {wanted} phase, not {self.phase.name}"))
        turn = ctx.position.turn
        if spec.who == "turn" and turn is not None and ctx.actor not in (None, turn):
            out.append(
                Violation(
                    "Turn order",
                    f"it is {self.players[turn].name}'s turn, not {self.players[ctx.actor].name}'s"
                    if ctx.actor is not None
                    else f"it is {self.players[turn].name}'s turn",
                )
            )
        return out

    def _phase_name(self, phase_id: str) -> str:
        for phase in self.ruleset.phases:
            if phase.id == phase_id:
                return phase.name
        return phase_id

    def act(
        self,
        name: str,
        raw: Mapping[str, Any] | None = None,
        actor: str | None = None,
        force: bool = False,
        at: int | None = None,
    ) -> Event:
        """Validate and apply an action; forced past violations if asked.

        Raises:
            BadInput: The request itself is malformed.
            RuleRefused: A rule objects and ``force`` is False.
        """
        proposal = self.propose(name, raw, actor)
        if proposal.violations and not force:
            raise RuleRefused(proposal.spec.name, proposal.violations)
        position = self.table.position
        event = Event(
            type=proposal.spec.name,
            args=proposal.args,
            actor=None if proposal.actor is None else self.players[proposal.actor].name,
            round=position.round,
            phase=self.phase.id,
            at=int(time.time()) if at is None else at,
            forced=tuple(dict.fromkeys(v.rule for v in proposal.violations)),
        )
        self.tables.append(self.step(self.table, event))
        self.events.append(event)
        self.redo_stack.clear()
        self.touch()
        return event

    def step(self, table: Table, event: Event) -> Table:
        """Apply one already-accepted event to a table: the replay kernel."""
        actor = None if event.actor is None else self._names.index(event.actor)
        ctx = self.context(table, actor)
        position = table.position
        game = table.game
        if event.type in ("next", "next-phase"):
            position, game = advance(self.ruleset, ctx, event.type == "next-phase", event.args.get("player"))
        elif event.type != "roll":
            spec = self.ruleset.action(event.type)
            if spec is None:
                raise BadInput(f"unknown event type {event.type!r}")
            game = spec.apply(ctx, event.args)
        winners = table.winners
        # An event that left the game state itself untouched (a dice roll, a
        # turn passing) cannot change who has won: skip the victory check.
        if not winners and (game is not table.game or position.round != table.position.round):
            after = self.context(Table(position, game))
            winners = tuple(self.ruleset.winners(after, self.ruleset.victory(after)))
        return Table(position, game, winners)

    def touch(self) -> None:
        """Mark the session as changed now and tell the listeners."""
        self.modified = now_iso()
        for listener in self.listeners:
            listener(self)

    # -- undo / redo ---------------------------------------------------------

    def undo(self, steps: int = 1) -> list[Event]:
        """Take back the last ``steps`` events (they can be redone).

        Raises:
            BadInput: ``steps`` below 1.
            NothingToUndo: Fewer events than ``steps`` (nothing changes).
        """
        if steps < 1:
            raise BadInput("--steps must be at least 1")
        if steps > len(self.events):
            raise NothingToUndo("nothing to undo" if not self.events else f"only {len(self.events)} event(s) to undo")
        undone = []
        for _ in range(steps):
            event = self.events.pop()
            self.tables.pop()
            self.redo_stack.append(event)
            undone.append(event)
        self.touch()
        return undone

    def undo_to(self, count: int) -> list[Event]:
        """Undo until exactly ``count`` events remain ("undo to here")."""
        if not 0 <= count <= len(self.events):
            raise BadInput(f"there is no event {count} to go back to")
        if count == len(self.events):
            return []
        return self.undo(len(self.events) - count)

    def redo(self, steps: int = 1) -> list[Event]:
        """Re-apply undone events, most recently undone first.

        Raises:
            NothingToUndo: The redo stack holds fewer than ``steps`` events.
        """
        if steps < 1:
            raise BadInput("--steps must be at least 1")
        if steps > len(self.redo_stack):
            raise NothingToUndo(
                "nothing to redo" if not self.redo_stack else f"only {len(self.redo_stack)} event(s) to redo"
            )
        done = []
        for _ in range(steps):
            position = self.table.position
            event = replace(self.redo_stack[-1], round=position.round, phase=self.phase.id)
            self.tables.append(self.step(self.table, event))
            self.redo_stack.pop()
            self.events.append(event)
            done.append(event)
        self.touch()
        return done

    # -- replay --------------------------------------------------------------

    def replay(self, events: Sequence[Event], redo: Sequence[Event] = ()) -> None:
        """Rebuild from the initial state by applying saved events.

        Every event's arguments are parsed again against the action's fields,
        so a hand-edited log cannot smuggle in values no field accepts; round
        and phase are taken from where replay has got to.

        Raises:
            BadInput: An event that does not replay, naming its number.
        """
        for number, event in enumerate(events, start=1):
            try:
                checked = self._recheck(event)
                self.tables.append(self.step(self.table, checked))
            except BadInput as error:
                raise BadInput(f"event {number} ({event.type}) does not replay: {error}") from None
            except Exception as error:  # a ruleset handler fed hostile data
                raise BadInput(
                    f"event {number} ({event.type}) does not replay: {type(error).__name__}: {error}"
                ) from None
            self.events.append(checked)
        for number, event in enumerate(redo, start=1):
            try:
                self.redo_stack.append(self._recheck(event, check_position=False))
            except BadInput as error:
                raise BadInput(f"redo entry {number} ({event.type}) is invalid: {error}") from None

    def _recheck(self, event: Event, check_position: bool = True) -> Event:
        spec = self.spec(event.type)
        args = parse_fields(spec.fields, event.args, self._names, None, what=spec.name)
        if event.actor is not None and event.actor not in self._names:
            raise BadInput(f"unknown player {event.actor!r}")
        # Built directly: dataclasses.replace costs more than the rest of
        # this check, and replay calls it once per event.
        if not check_position:
            return Event(event.type, args, event.actor, event.round, event.phase, event.at, event.forced)
        position = self.table.position
        return Event(event.type, args, event.actor, position.round, self.phase.id, event.at, event.forced)

    # -- summaries -----------------------------------------------------------

    def describe_event(self, event: Event) -> str:
        """One human line for a log entry."""
        if event.type in ENGINE_EVENTS:
            text = " ".join(f"{k}={_plain(v)}" for k, v in event.args.items())
            text = f"{event.type} {text}".strip()
        else:
            text = self.ruleset.describe(event.type, event.args)
        who = f"{event.actor}: " if event.actor else ""
        forced = f"  [forced: {', '.join(event.forced)}]" if event.forced else ""
        return f"{who}{text}{forced}"

    def summary(self) -> dict[str, Any]:
        """The JSON shape of ``tabula show --json``."""
        ctx = self.context()
        turn = self.turn_player
        return {
            "game": self.ruleset.id,
            "name": self.name,
            "round": self.table.position.round,
            "phase": self.phase.id,
            "step": self.step_name,
            "turn": None if turn is None else turn.name,
            "players": [
                {"name": p.name, "faction": p.faction, **self.ruleset.trackers(ctx, i)}
                for i, p in enumerate(self.players)
            ],
            "victory": [v.describe() for v in self.victory()],
            "winners": [p.name for p in self.winners],
            "events": len(self.events),
        }

    def same_as(self, other: Session) -> bool:
        """Whether two sessions hold the same setup, log, redo stack and state."""
        return (
            self.ruleset.id == other.ruleset.id
            and self.players == other.players
            and self.variants == other.variants
            and self.options == other.options
            and self.events == other.events
            and [e.key() for e in self.redo_stack] == [e.key() for e in other.redo_stack]
            and self.table == other.table
        )


def _plain(value: Any) -> str:
    if isinstance(value, list | tuple):
        return ",".join(str(v) for v in value)
    return str(value)

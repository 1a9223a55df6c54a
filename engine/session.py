"""A game session: fixed setup plus an event log, replayed into table states.

The log is the only truth. ``tables[i]`` is the state after ``i`` events; as
states are immutable and share structure, keeping every one costs little and
makes undo to any depth O(1) with no replay at all.

An action is checked by a dry run: its fields are parsed (names resolved in
their catalogues), the acting player is settled, the rules are asked, and the
handler is run on the current state. Components a handler moves but the
table does not have make a *physical* violation, which no override passes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from engine import kitfiles, stepping
from engine.actions import ActionSpec, Proposal
from engine.errors import BadInput
from engine.events import Event
from engine.fields import Field
from engine.i18n import N_, tr
from engine.kits import Kit
from engine.ledger import Components, labeller
from engine.made_once import MadeOnce
from engine.names import Catalogue, Entry
from engine.phases import PhaseSpec, Position
from engine.ruleset import Ruleset, VictoryProgress
from engine.state import Context, Player, Table
from engine.table_actions import APPLY_KIT, ENGINE_ACTIONS, engine_catalogue


def now_iso() -> str:
    """Current UTC time, to the second, as saves store it."""
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


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
        kits: Sequence[Kit] = (),
    ) -> None:
        self.ruleset = ruleset
        #: The session's own kits: the one it was made with, then each applied later (``apply-kit``).
        self.kits: list[Kit] = list(kits) or [kitfiles.shipped(ruleset)]
        self.players = tuple(players)
        self.variants = tuple(variants)
        self.options = dict(options or {})
        self.name = name
        self.rng = rng or random.Random()
        # The dice every proposal rolls until an action is taken: the preview of a virtual roll is the roll applied.
        self._dice = self.rng.random()
        self.created = created or now_iso()
        self.modified = self.created
        self.events: list[Event] = []
        self.redo_stack: list[Event] = []
        self.dropped: list[str] = []
        #: Whether what the table states of the board is kept for later sessions (``engine.learning``).
        self.teaches = True
        #: Printed facts refused actions stated, laid over every table's kit (``engine.learning.keep_stated``).
        self.stated: list[dict[str, list[dict[str, Any]]]] = []
        self._stated_over: MadeOnce[Kit, Kit] = MadeOnce()
        #: Called after every change (act, undo, redo): autosave hooks here.
        self.listeners: list[Callable[[Session], None]] = []
        self._names = tuple(p.name for p in self.players)
        self._variant_set = frozenset(self.variants)
        self._players_catalogue = Catalogue.of(N_("player"), self._names)
        self._specs = {a.name: a for a in self.all_actions()}
        self._actions_catalogue = Catalogue.of(N_("action"), [Entry(n, n, a.aliases) for n, a in self._specs.items()])
        owners = [(p.faction, p.name) for p in self.players]
        label = labeller(lambda holder: ruleset.holder_label(holder, self.players), owners)
        self.components = Components(
            ruleset.components(self.players), ruleset.caps, ruleset.private_holders, label, owners
        )
        self.tables: list[Table] = [stepping.initial_table(self.ruleset, self.components, self.kits[0], self.context)]
        from engine.log import Narrator  # the parts read the session: imported here (no cycle)
        from engine.timeline import History

        #: Undo, redo and replay (``engine.timeline``), and the log as people read it (``engine.log``).
        self.history, self.narrator = History(self), Narrator(self)

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
        kit: Kit | None = None,
    ) -> Session:
        """Start a session, validating players, factions, variants and options.

        Args:
            kit: The board kit it copies (default: the one shipped with the game).

        Raises:
            BadInput: Anything the ruleset does not accept.
        """
        seated = ruleset.assign_factions(players)
        chosen = ruleset.check_variants(variants)
        parsed = ruleset.parse_options(options or {})
        return cls(ruleset, seated, chosen, parsed, name=name, rng=rng, kits=[kit] if kit else ())

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

    def context(
        self, table: Table | None = None, actor: int | None = None, given: Mapping[str, Any] | None = None
    ) -> Context:
        """The handler view of a table (the current one by default); ``given``: what a form holds so far, for
        the offers of its fields (``Context.given``)."""
        table = table or self.table
        phase = self.ruleset.phases[table.position.phase]
        ctx = Context(
            game=table.game,
            position=table.position,
            players=self.players,
            variants=self._variant_set,
            options=self.options,
            actor=actor,
            phase=phase.id,
            step=phase.step_names[table.position.step],
            ledger=table.ledger,
            moves=[],
            kit=table.kit if not self.stated else self._with_stated(table.kit),
        )
        if given:
            ctx.given = dict(given)
        return ctx

    def _with_stated(self, kit: Kit) -> Kit:
        from engine.learning import stated_over  # only once a refused action stated a fact

        return stated_over(self, kit)

    def victory(self) -> list[VictoryProgress]:
        """Every player's progress toward every victory condition."""
        return list(self.ruleset.victory(self.context()))

    def player_index(self, name: str) -> int:
        """Seat index of a player, by name, forgivingly ("ondrej" finds Ondřej).

        Raises:
            NotFound: No such player (with the closest names).
        """
        return self._names.index(self._players_catalogue.resolve(name).id)

    def catalogue(self, name: str, table: Table | None = None) -> Catalogue:
        """A catalogue as it stands at ``table`` (now by default): players, holders, components, or the game's."""
        if name == "player":
            return self._players_catalogue
        ctx = self.context(table)
        own = engine_catalogue(name, ctx, self.ruleset, self.players, self.components, self.initial.ledger)
        return own if own is not None else self.ruleset.catalogue(ctx, name)

    def entry_name(self, field: Field, value: str, table: Table | None = None) -> str:
        """The display name of a ref field's stored id."""
        try:
            found = self.catalogue(field.catalogue, table).get(value)
        except BadInput:
            found = None
        return found.label if found is not None else value

    # -- actions -------------------------------------------------------------

    def all_actions(self) -> list[ActionSpec]:
        """Every action of the ruleset, then the engine's own (``roll`` too: older saves may hold rolls)."""
        return [*self.ruleset.actions, *ENGINE_ACTIONS, APPLY_KIT]

    def apply_kit(self, kit: Kit, at: int | None = None) -> Event:
        """Bring a corrected kit into the session from now on, as a logged event (undo takes it back).

        Raises:
            BadInput: The kit is another game's.
        """
        if kit.game != self.ruleset.id:
            raise BadInput(tr("that is a kit of {kit}, not {game}").format(kit=kit.game, game=self.ruleset.id))
        if kit not in self.kits:
            self.kits.append(kit)
        return self.act(APPLY_KIT.name, {"version": self.kits.index(kit)}, at=at)

    def available(self) -> list[ActionSpec]:
        """Actions that belong to the current phase and are offered now (only corrections once the game is won;
        see ``engine.proposing.available``)."""
        from engine.proposing import available

        return available(self)

    def spec(self, name: str) -> ActionSpec:
        """The action called ``name`` (forgivingly).

        Raises:
            NotFound: No such action in this game (with the closest names).
        """
        found = self._specs.get(name)
        if found is not None:  # the usual case, and replay's once an event: no import on the way
            return found
        from engine.proposing import find_spec

        return find_spec(self, name)

    def spec_named(self, name: str) -> ActionSpec | None:
        """The action with exactly this name, or None."""
        return self._specs.get(name)

    def suggestions(
        self, spec: ActionSpec, field_name: str, given: Mapping[str, Any] | None = None, actor: int | None = None
    ) -> list[str]:
        """Likely values for one field of an action right now; ``given``: the action's other fields as a form
        or a command line holds them so far (an offer may depend on them); ``actor``: the seat acting (default:
        the one the rules expect)."""
        from engine.proposing import suggestions

        return suggestions(self, spec, field_name, given, actor)

    def expected_actor(self, spec: ActionSpec) -> Player | None:
        """The player the rules expect to take an action now, if one can be told."""
        from engine.proposing import expected_actor

        return expected_actor(self, spec)

    def propose(
        self,
        name: str,
        raw: Mapping[str, Any] | None = None,
        actor: str | None = None,
    ) -> Proposal:
        """Dry run: parse the fields, settle the actor, collect violations, try it; change nothing (see
        ``engine.proposing``).

        Raises:
            BadInput: Unknown action, field or player, or a value that does
                not fit its field.
        """
        from engine.proposing import propose  # it reads the session: imported here, not at the top (no cycle)
        from engine.restating import retried  # an earlier refusal's statement said again differently

        return retried(self, propose(self, name, raw, actor), lambda: propose(self, name, raw, actor))

    def _catalogues(self, table: Table | None = None) -> Callable[[str], Catalogue]:
        # One context and one catalogue per name for all the fields of one action (replay parses every event).
        found: dict[str, Catalogue] = {}

        def lookup(name: str) -> Catalogue:
            catalogue = found.get(name)
            if catalogue is None:
                catalogue = found[name] = self.catalogue(name, table)
            return catalogue

        return lookup

    def act(
        self,
        name: str,
        raw: Mapping[str, Any] | None = None,
        actor: str | None = None,
        force: bool = False,
        at: int | None = None,
    ) -> Event:
        """Validate and apply an action; forced past rule violations if asked (never past physical ones).

        Raises:
            BadInput: The request itself is malformed.
            RuleRefused: A rule objects and ``force`` is False, or the
                components it needs are not there.
        """
        return self.commit(self.propose(name, raw, actor), force, at)

    def commit(self, proposal: Proposal, force: bool = False, at: int | None = None) -> Event:
        """Apply an action already checked (``propose``) on the table as it still stands: a front end that
        checked it as it was filled in applies it without a second dry run.

        Raises:
            Conflict: The table has changed since the check (check it again).
            RuleRefused: A rule objects and ``force`` is False, or the components it needs are not there.
            BadInput: Its event, as the save keeps it, would not replay (``History.check_kept``).
        """
        return self.history.commit(proposal, force, at)

    def step(self, table: Table, event: Event) -> Table:
        """Apply one already-accepted event to a table: the replay kernel (``engine.stepping``).

        Raises:
            Impossible: The event moves components that are not there.
        """
        return stepping.step(self.ruleset, self.kits, self._names, self.context, table, event)

    def touch(self) -> None:
        """Mark the session as changed now and tell the listeners."""
        self.modified = now_iso()
        for listener in self.listeners:
            listener(self)

    # -- the story (engine.log.Narrator) -----------------------------------

    def describe_event(self, event: Event, index: int | None = None) -> str:
        """One line for a log entry (``index``: its 1-based place, for names as they stood)."""
        return self.narrator.describe_event(event, index)

    def outcome(self, index: int) -> list[str]:
        """What the ``index``-th event (1-based) changed at the table, as sentences."""
        return self.narrator.outcome(index)

    def preview(self, proposal: Proposal) -> list[str]:
        """What a proposed action would do, in the action's own sentences."""
        return self.narrator.preview(proposal)

    # -- through time (engine.timeline.History) -----------------------------

    def undo(self, steps: int = 1) -> list[Event]:
        """Take back the last ``steps`` events; they can be redone (``History.undo``)."""
        return self.history.undo(steps)

    def undo_to(self, count: int) -> list[Event]:
        """Undo until exactly ``count`` events remain (``History.undo_to``)."""
        return self.history.undo_to(count)

    def redo(self, steps: int = 1) -> list[Event]:
        """Re-apply undone events, each checked again; one that no longer fits is dropped (``History.redo``)."""
        return self.history.redo(steps)

    def replay(self, events: Sequence[Event], redo: Sequence[Event] = (), first: int = 1) -> None:
        """Rebuild from the initial state by applying saved events (``History.replay``)."""
        self.history.replay(events, redo, first)

    def turn_begun(self, rolls: bool = False) -> bool:
        """Whether the turn holder has acted in the current turn (``History.turn_begun``)."""
        return self.history.turn_begun(rolls)

    def same_as(self, other: Session) -> bool:
        """Whether two sessions hold the same setup, log, redo stack and state (``engine.sameness``)."""
        from engine.sameness import same_sessions

        return same_sessions(self, other)

    def summary(self) -> dict[str, Any]:
        """The JSON shape of ``tabula show --json`` (see ``engine.summary``)."""
        from engine.summary import summary

        return summary(self)

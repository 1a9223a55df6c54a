"""The contract between the engine and one game's rules.

A ruleset subclasses ``Ruleset`` and fills in data: phases, actions, victory
conditions, calculators. Every hook is a pure function of immutable state, so
the engine can replay, undo and compare sessions without knowing the game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic

from engine.actions import ActionSpec
from engine.calc import CalcSpec
from engine.declared import Variant as Variant
from engine.declared import VictoryProgress as VictoryProgress
from engine.errors import BadInput, Violation
from engine.field_sets import parse_fields
from engine.fields import Field
from engine.i18n import N_, quoted, tr
from engine.kits import Kit, KitSchema
from engine.ledger import Cap, Component, Move
from engine.names import Catalogue
from engine.phases import PhaseSpec, Position
from engine.seating import seat
from engine.state import Context, GameT, Player
from engine.views import Glance, Place, View

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

    from engine.battle import Battle
    from engine.events import Event


class Ruleset(Generic[GameT]):
    """Base class of every game's rules; override what the game needs.

    Class attributes hold the declarations; methods are pure hooks with
    sensible defaults so a small game stays small.
    """

    id: str = ""
    name: str = ""
    version: str = "1"
    #: How many rounds the game lasts, when the rules fix it (Aquileia's six); None when play decides.
    rounds: int | None = None
    min_players: int = 2
    max_players: int = 4
    factions: tuple[str, ...] = ()
    variants: tuple[Variant, ...] = ()
    options: tuple[Field, ...] = ()
    #: Options a save carries from older rules, set by ``migrate`` so its log keeps meaning what it meant;
    #: never offered when a session is made.
    legacy_options: tuple[Field, ...] = ()
    phases: tuple[PhaseSpec, ...] = ()
    actions: tuple[ActionSpec, ...] = ()
    calculators: tuple[CalcSpec, ...] = ()
    #: Package holding ``rules/*.md`` (the rules reference) and the demo save.
    package: str = ""
    #: File name of the bundled demo session inside ``package``.
    demo: str = "demo.toml"
    #: Holder caps ("3 Greeks in a city"); see ``engine.ledger``.
    caps: tuple[Cap, ...] = ()
    #: Holder sorts whose contents are secret: hands, face-down piles.
    private_holders: tuple[str, ...] = ()
    #: Holder sorts ``show`` counts rather than lists (a player's deck of tech cards not yet researched:
    #: forty names a player, and nothing to decide); ``show --json`` still lists them.
    counted_holders: tuple[str, ...] = ()
    #: Private holder sorts whose size is secret too (Aquileia's hand, l.1: nobody need show how many cards
    #: they hold): a screen the others read says "hidden" with no number, and ``show --json`` counts nothing.
    secret_counts: tuple[str, ...] = ()
    #: Whether a bare ``next`` right after an action passed its player's turn by itself is refused as a slip
    #: (the new holder names himself: ``next --as NAME``); for games whose turns often pass by themselves.
    guards_next: bool = False
    #: Whether the game uses six-sided dice (else the engine's ``roll`` is not offered).
    uses_dice: bool = True
    #: The shape of the game's board kit (its printed facts); None: the game has no kit.
    kit_schema: KitSchema | None = None
    #: File name of the shipped kit inside ``package``.
    kit_file: str = "kit.toml"

    # -- setup ---------------------------------------------------------------

    def assign_factions(self, wanted: Sequence[tuple[str, str | None]]) -> tuple[Player, ...]:
        """Validate players and give a free faction to those who named none (``engine.seating.seat``).

        Raises:
            BadInput: Wrong player count, duplicate names or factions, or an
                unknown faction.
        """
        return seat(self, wanted)

    def free_factions(self, player_count: int) -> Sequence[str]:
        """Factions handed out, in order, to players who did not choose one."""
        return self.factions

    def parse_options(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Parse session options against ``options`` (and ``legacy_options``); defaults fill the gaps."""
        return parse_fields((*self.options, *self.legacy_options), raw, what=tr("session option"))

    def check_variants(self, variants: Sequence[str]) -> tuple[str, ...]:
        """Normalise variant ids; unknown ones are bad input (with the closest names)."""
        known = Catalogue.of(N_("variant"), [(v.id, v.id) for v in self.variants])
        out = []
        for variant in variants:
            if not self.variants:
                raise BadInput(
                    tr("{game} has no variants ({variant} given)").format(game=self.name, variant=quoted(variant))
                )
            key = known.resolve(variant).id
            if key not in out:
                out.append(key)
        return tuple(out)

    def setup(self, ctx: Context[Any]) -> GameT:
        """The game state before the first event (``ctx.game`` is None).

        Every limited component starts in the box; setup moves them where
        the rules put them (``ctx.move``).
        """
        raise NotImplementedError

    # -- components and names --------------------------------------------------

    def components(self, players: Sequence[Player]) -> Sequence[Component]:
        """The physical components of a game for these players (see ``engine.ledger``)."""
        return ()

    def learned(self, ctx: Context[GameT], kit: Kit) -> Kit:
        """The kit with what the table entered during play (a province added, a border connected)."""
        return kit

    def stated(self, ctx: Context[GameT], action: str, args: dict[str, Any]) -> Kit:
        """The kit with the printed facts an action states though it is refused (a tile's description, read
        off the tile wherever it then goes): the engine keeps them as it keeps what an action taught
        (``engine.learning``). By default an action states nothing.

        Args:
            ctx: The table the action was tried on.
            action: The action's name.
            args: Its fields, parsed.

        Returns:
            ``ctx.kit`` itself when nothing is stated.
        """
        return ctx.kit

    def drawn(self, kit: Kit) -> list[str]:
        """The kit's board drawn as plain text lines, to check against the printed one (``engine.drawn``)."""
        return []

    def drawn_session(self, ctx: Context[GameT], width: int | None = None) -> list[str]:
        """The board as it lies in a session, drawn as plain text lines (empty: the game draws none).

        Only what lies open on the table: what would tell a hand or a face-down pile is never drawn.

        Args:
            ctx: The table now.
            width: The widest line wanted, where the game can split its drawing to fit (None: as wide as it
                is); a name is never cut.
        """
        return []

    def holders(self, ctx: Context[GameT]) -> Sequence[str]:
        """Holders that may hold something even when empty now (a discard pile, a player's first pile),
        so the table can correct them; the ledger's holders and the places' are known anyway."""
        return ()

    def faction_name(self, faction: str) -> str:
        """A faction as people read it, in the language spoken ("světlý" for ``light``); ids stay in JSON."""
        return tr(faction) if faction else ""

    def holder_label(self, holder: str, players: Sequence[Player]) -> str | None:
        """A holder's name in sentences ("Athens", "the Poseidon deck"); None: the engine's default."""
        return None

    def holder_label_at(self, ctx: Context[GameT], holder: str) -> str | None:
        """A holder's name in the log's sentences as the table stands at ``ctx``, where the kit or what the
        table taught names it (a space renamed "gold 1a" once a "gold 1b" was added); None: ``holder_label``."""
        return None

    def counted_with(self, holder: str, kind: str) -> tuple[str, ...]:
        """The holders whose units of ``kind`` the game counts as ``holder``'s, ``holder`` first (a correction sets
        them together: Mare Nostrum's caravans of a province stand on its goods' symbols too)."""
        return (holder,)

    def kind_home(self, kind: str) -> str | None:
        """Where units of ``kind`` are kept while out of play (Civilization's event cards: their deck), the
        source a correction naming none takes them from and puts them back to; None: the owner's reserve, else
        the box."""
        return None

    def allows_over_cap(self, ctx: Context[GameT], holder: str) -> bool:
        """Whether a holder may be past its cap for now (a rule's temporary exception)."""
        return False

    def catalogue(self, ctx: Context[GameT], name: str) -> Catalogue:
        """The catalogue a ``ref`` field names, as it stands at ``ctx`` (the data's and the table's entries).

        Raises:
            BadInput: The ruleset has no such catalogue (a ruleset bug).
        """
        raise BadInput(tr("{game} has no catalogue of {name}").format(game=self.name, name=name))

    # -- turns ---------------------------------------------------------------

    def turn_order(self, ctx: Context[GameT]) -> tuple[int, ...]:
        """Seat order of turns in the current step: clockwise from the start."""
        count = len(ctx.players)
        start = ctx.position.start
        return tuple((start + i) % count for i in range(count))

    def start_player(self, ctx: Context[GameT]) -> int:
        """Start player of the round that ``ctx.position`` has just begun."""
        return ctx.position.start

    def enter(self, ctx: Context[GameT], previous: Position) -> GameT:
        """Game state after the table moved from ``previous`` to ``ctx.position``.

        Use it for what happens automatically at a new phase or round.
        """
        return ctx.game

    def phase_active(self, ctx: Context[GameT]) -> bool:
        """Whether the phase at ``ctx.position`` happens this round (e.g. setup only in round 1)."""
        return True

    def turn_end(self, ctx: Context[GameT]) -> GameT:
        """Game state once the player at ``ctx.position.turn`` ends their turn."""
        return ctx.game

    def turn_may_end(self, ctx: Context[GameT]) -> Sequence[Violation]:
        """Why the current player's turn may not end yet (empty: it may)."""
        return ()

    def phase_may_end(self, ctx: Context[GameT]) -> Sequence[Violation]:
        """What must still happen before the current phase may end: its obligations."""
        return ()

    def step_may_end(self, ctx: Context[GameT]) -> Sequence[Violation]:
        """What must still happen before the current step (``ctx.step``) may give way to the next step."""
        return ()

    def chooser(self, ctx: Context[GameT]) -> int | None:
        """In a ``chosen`` phase, the seat that names who acts next (a role holder); None: anyone."""
        return None

    def chosen_turns_taken(self, ctx: Context[GameT]) -> bool:
        """Whether, in a ``chosen`` phase, a player's own action takes the turn ``next`` would give them: the
        chooser's first with nobody on turn, the named player's once the holder owes nothing
        (``engine.taken_turns``); False, the default, leaves every turn to ``next``."""
        return False

    def turn_done(self, ctx: Context[GameT]) -> bool:
        """Whether the turn holder has nothing left to decide: the turn then passes by itself."""
        return False

    def passes_idle_steps(self, ctx: Context[GameT]) -> bool:
        """Whether a step taken in turn whose order is empty (nobody has anything to do) goes on by itself to
        the next step or phase (``engine.turns``); False, the default, keeps it waiting for the table's word,
        as logs written before a game said so were played."""
        return False

    def passes_after_others(self, ctx: Context[GameT]) -> bool:
        """Whether the turn also passes by itself after another player's action left the holder nothing to
        decide (the last duty holding the turn was another's); False keeps it for the holder's ``next``."""
        return False

    def waiting(self, ctx: Context[GameT]) -> Sequence[int] | None:
        """In a phase everyone plays at once, the seats that still owe something, when the game knows better
        than its actions' ``who`` (Struggle for Rome's roll: only who owes a card or income); None: ask them."""
        return None

    def awaited(self, ctx: Context[GameT]) -> str | None:
        """The action the table is waiting for now (the Merchant's size, the next take), if one is:
        the app opens its form, so nobody picks what the rules already say comes next."""
        return None

    def phase_done(self, ctx: Context[GameT]) -> bool:
        """In a phase where everyone acts at once, whether nobody has anything left to decide: the
        phase then ends by itself (an exchange that is over), so nobody types what the app knows."""
        return False

    def pending(self, ctx: Context[GameT]) -> Sequence[str]:
        """Things in progress the table must see: offers, a battle, a reaction window."""
        return ()

    # -- results -------------------------------------------------------------

    def victory(self, ctx: Context[GameT]) -> Sequence[VictoryProgress]:
        """Every player's progress toward every victory condition."""
        return ()

    def verdict(self, ctx: Context[GameT]) -> Sequence[str]:
        """Once someone has won: how it was decided, where more than the goal did (a tie broken by gold).

        Plain sentences, shown under the winners in ``show``, the log and the app.
        """
        return ()

    def won(self, ctx: Context[GameT]) -> tuple[int, ...]:
        """Who has won at ``ctx``; asked after every change, so a game whose end is a flag may answer fast."""
        return self.winners(ctx, self.victory(ctx))

    def winners(self, ctx: Context[GameT], progress: Sequence[VictoryProgress]) -> tuple[int, ...]:
        """Players who have won: by default everyone who meets a condition."""
        names = {p.player for p in progress if p.met}
        return tuple(i for i, player in enumerate(ctx.players) if player.name in names)

    def trackers(self, ctx: Context[GameT], player: int) -> dict[str, Any]:
        """JSON-ready counters of one player for ``show`` (coins, points...)."""
        return {}

    def places(self, ctx: Context[GameT]) -> Sequence[Place]:
        """The board as rows for the map panel (empty: the game has no map)."""
        return ()

    def glance(self, ctx: Context[GameT]) -> Glance:
        """What the table needs always in sight (a strip above the panels); empty by default."""
        return Glance()

    def views(self, ctx: Context[GameT]) -> Sequence[View]:
        """Computed results of the current step for the phase wizard (income due, roles...)."""
        return ()

    def guide(self, ctx: Context[GameT]) -> str:
        """What to do at the table now, in the language spoken: the phase's guide (a game may say it for the
        variant in play)."""
        return self.phases[ctx.position.phase].said_guide

    # -- the story of the session (``engine.story``) ------------------------------------------------

    #: Component kinds (by base, ``gold`` for ``gold:red``) counted as a player's income when they come to
    #: that player's holders from outside (the bank, the box, a supply, the board); empty: no income.
    income_kinds: tuple[str, ...] = ()
    #: Phases whose arrivals count as income (empty: every phase).
    income_phases: tuple[str, ...] = ()
    #: Whether income is paid as a round opens, by the event that ends the round before (it is then told
    #: in the round it opens); else in the round of the event that paid it (prizes at a round's end).
    income_opens_round: bool = False
    #: Counted words of income kinds that are no component (``{"pasture cards": ("{n} pasture card", "{n} pasture
    #: cards")}``); any other such word is said ``3 trade``, right only for a word without a plural.
    income_words: Mapping[str, tuple[str, str]] = {}
    #: Actions whose events settle a battle (the story asks ``battle`` about each).
    battle_actions: tuple[str, ...] = ()

    def income(
        self, event: Event, moves: Sequence[Move], seats: Mapping[str, int], names: Sequence[str]
    ) -> dict[int, dict[str, int]]:
        """What each seat received as income in ``event`` (``moves``: the components it moved; ``seats``: each
        faction's seat; ``names``: the players' names in seating order), by kind.

        The default counts the ``income_kinds`` that reach a player's holder from a holder no player owns
        during the ``income_phases``. A game whose income is not a component (a trade dial) adds it here.
        """
        from engine.income_count import counted_income  # only the story counts income

        return counted_income(self.income_kinds, self.income_phases, event, moves, seats)

    def battle(self, before: Context[GameT], after: Context[GameT], event: Event) -> Battle | None:
        """What a battle event tells afterwards (one of ``battle_actions``); None: not a battle after all."""
        return None

    def describe(self, event_type: str, args: Mapping[str, Any]) -> str:
        """One log line for an event without a ``text`` template ('' for the engine's plain line)."""
        return ""

    def by_itself(self, before: Context[GameT], after: Context[GameT]) -> Sequence[str]:
        """What the rules did by themselves during an event, beyond the action (a phase entered that
        pays out or activates on its own), as sentences for its outcome."""
        return ()

    def forgone(self, before: Context[GameT], after: Context[GameT]) -> Sequence[str]:
        """What a step of the turn order (``next``, ``next-phase``) gives up for good that no holding shows (a
        player's chance to act in a phase it ends), one phrase each: asked before the step, as discards are."""
        return ()

    # -- files ---------------------------------------------------------------

    def migrate(self, data: dict[str, Any], from_version: str) -> dict[str, Any]:
        """Bring a save written by an older version of this ruleset up to date."""
        return data

    def resource(self, name: str) -> Traversable:
        """A file shipped inside the ruleset's package."""
        from importlib import resources  # only the rules and demo commands need it

        return resources.files(self.package).joinpath(name)

    def action(self, name: str) -> ActionSpec | None:
        """The action spec with this name, if any."""
        for spec in self.actions:
            if spec.name == name:
                return spec
        return None

"""The engine's own actions, in every game: ``next``, ``next-phase``, ``roll`` and ``correct``.

``correct`` is how the app is made to match the table when the two differ:
any player, in any phase, sets what one holder has of one kind, with a
reason. The difference comes from (or goes back to) the box unless another
holder is named, so even a correction never creates or destroys a component.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.actions import ActionSpec
from engine.errors import NO_CHANGE, BadInput, Impossible, NotFound, Violation
from engine.events import NEXT, NEXT_PHASE, ROLL
from engine.fields import Field
from engine.i18n import N_, quoted, tr
from engine.ledger import BOX, Components, Ledger
from engine.names import Catalogue, Entry, fold, listed, shortened
from engine.outcomes import cards
from engine.owned_names import owner_aliases
from engine.state import Context, Player, Table

if TYPE_CHECKING:
    from engine.ruleset import Ruleset


def _unused(ctx: Context, args: Mapping[str, Any]) -> Any:  # pragma: no cover
    # Engine events are applied by the session itself, never through here.
    return ctx.game


#: The sort of holder that keeps a player's pieces off the board (``reserve:light``).
RESERVE = "reserve"


def _reserve_source(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The source of a correction that names none: the owner's reserve for an owned piece, when exactly one of
    that owner's reserves holds the kind (at the Hellas play-test a ship corrected onto a tile was refused, every
    ship being out of the box, until the reserve was typed) or, taken off, is the one the owner has; else where
    the game keeps the kind (``Ruleset.kind_home``: play-test 9 took a Civilization event card "from the box"
    instead of its deck); else the box."""
    ledger = ctx.ledger
    holder, kind, wanted = args.get("holder"), str(args.get("kind") or ""), args.get("count")
    if args.get("source") or holder is None or wanted is None or not kind:
        return {}
    ruleset = _ruleset_of(ctx.kit.game)
    have = counted(ctx.kit.game, ledger, str(holder), kind, ruleset)
    owner = kind.partition(":")[2]
    if owner and str(holder).partition(":")[0] != RESERVE and wanted != have:
        # Coming in: the reserve that holds some; going back: the owner's only reserve (play-test 9: a Greek
        # taken off Athens went "back to the box", not to its reserve).
        reserves = [h for h in ledger.where(kind) if _owned_reserve(h, owner)]
        if wanted < have and not reserves:  # all of them out: the owner's one reserve takes them back
            reserves = [h for h in ledger.holders(RESERVE) if _owned_reserve(h, owner)]
        if len(reserves) == 1:
            return {"source": reserves[0]}
    home = ruleset.kind_home(kind) if ruleset is not None else None
    return {"source": home} if home and home != holder and wanted != have else {}


def _unchanged(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    """A correction to the count the holder has already changes nothing: refused, not logged (play-test: "now
    holds 6 bronze coins (was 6; no change)" stood in the log as a correction). Checked when it is proposed, not
    when applied: a save that logged one still replays. A hidden holder is named without its count."""
    holder, kind, wanted = args.get("holder"), args.get("kind"), args.get("count")
    if holder is None or kind is None or wanted is None:
        return []
    if counted(ctx.kit.game, ctx.ledger, holder, kind) != wanted:
        return []
    comp = ctx.ledger.components
    if comp.is_private(holder):
        said = tr("{holder} holds that many already").format(holder=comp.label(holder))
    else:
        said = tr("{holder} holds {amount} already").format(holder=comp.label(holder), amount=comp.amount(kind, wanted))
    # Physical: forcing it would log the same nothing.
    return [Violation(NO_CHANGE, said, "corrections", physical=True)]


def _owned_reserve(holder: str, owner: str) -> bool:
    """Whether ``holder`` is a reserve of ``owner`` (``reserve:light``, or a part of it, ``reserve:light.ships``)."""
    sort, _, rest = holder.partition(":")
    return sort == RESERVE and rest.partition(".")[0] == owner


#: The type of a correction's event (the table telling the app what lies on it).
CORRECTION = "correct"

CORRECT = ActionSpec(
    CORRECTION,
    _unused,
    fields=(
        Field("holder", "ref", "where the table differs from the app", catalogue="holder"),
        Field("kind", "ref", "which component", catalogue="component"),
        Field("count", "int", "how many are there on the table", min=0, max=999),
        Field("reason", "str", "what happened at the table"),
        Field(
            "source",
            "ref",
            "where the difference comes from or goes to (default: the owner's reserve, else the box)",
            False,
            catalogue="holder",
        ),
    ),
    derive=_reserve_source,
    check=_unchanged,
    # The table corrects the app, whoever types it; --as names a player when it matters.
    who="table",
    help="Make the app match the table: set how many of a component a holder has (logged as a correction).",
    topic="corrections",
    text="{actor} corrects {holder} ({reason})",
)

#: Bring a corrected board kit into the session (``tabula kit apply``): never offered as an action,
#: since the kit itself is read from a file and kept in the save; ``version`` is its place there.
APPLY_KIT = ActionSpec(
    "apply-kit",
    _unused,
    fields=(Field("version", "int", "the session's kit to use from now on", min=0, max=999),),
    who="table",
    help="Use a corrected board kit from now on.",
    topic="kits",
    text="{actor} brings in a corrected board kit",
)

ENGINE_ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec(
        NEXT,
        _unused,
        fields=(
            Field("player", "player", "who acts next, where it is chosen", required=False),
            # Worked out, never asked: the chooser naming the next player before the turn holder has done
            # anything names who follows, and the turn goes on (see ``engine.turns``).
            Field("ahead", "bool", "the player named acts once this turn ends; it goes on", False, asked=False),
        ),
        who="any",
        help="End this turn; after the last turn, move on to the next step, phase or round.",
        topic="turns",
        text="{actor} ends the turn",
    ),
    ActionSpec(
        NEXT_PHASE,
        _unused,
        who="any",
        help="End the whole phase now and move on to the next one.",
        topic="turns",
        # A phase end is the table's word, whoever typed it: said so every time (play-test: one round credited
        # it to Mirek, the next to the table, as the actor was told or not).
        text="The table ends the phase",
    ),
    ActionSpec(
        ROLL,
        _unused,
        fields=(
            Field("dice", "dice", "faces shown, e.g. 6,3,2, or roll:N to roll N dice here", min=1, max=30),
            Field("why", "str", "what the roll is for", required=False),
        ),
        who="any",
        help="Record a roll of six-sided dice: typed in from the table or rolled here.",
        topic="dice",
        text="{actor} rolls {dice} (for: {why})",
    ),
    CORRECT,
)


def counted_with(game: str, holder: str, kind: str, ruleset: Ruleset | None = None) -> tuple[str, ...]:
    """The holders a correction of ``holder`` counts together (``Ruleset.counted_with``), ``holder`` first.

    Args:
        game: The game's id (the kit's), to find its ruleset where the caller has none at hand.
        ruleset: The session's ruleset, where the caller has it.
    """
    if ruleset is None:
        ruleset = _ruleset_of(game)
    found = ruleset.counted_with(holder, kind) if ruleset is not None else ()
    return found if found and found[0] == holder else (holder,)


def counted(game: str, ledger: Ledger, holder: str, kind: str, ruleset: Ruleset | None = None) -> int:
    """Units of ``kind`` a correction finds at ``holder``: with the holders the game counts together with it."""
    return sum(ledger.count(h, kind) for h in counted_with(game, holder, kind, ruleset))


def _ruleset_of(game: str) -> Ruleset | None:
    """The ruleset of a game by its id, as registered (None for one that is not: a test's own rules)."""
    from engine import registry  # the registry imports every game: not at import time

    if not game:
        return None
    try:
        info = registry.get(game)
    except BadInput:
        return None
    return info.load(speak=False) if info.id == game else None


def apply_correction(ctx: Context, args: Mapping[str, Any], ruleset: Ruleset | None = None) -> None:
    """Move units so the holder has exactly ``count`` of the kind (past caps: it is what the table shows).

    The holder's count includes the holders the game counts with it (Mare Nostrum's caravans of a province,
    named goods or not): units come into the holder itself; they leave it where the table's count says which
    holder lost them (all of them go, or only one holder has any), and are refused otherwise.
    """
    holder, kind, wanted = args["holder"], args["kind"], args["count"]
    source = args.get("source") or BOX
    if source == holder:
        raise Impossible(Violation("Correction", "the source and the holder are the same", "corrections", True))
    group = counted_with(ctx.kit.game, holder, kind, ruleset)
    change = wanted - sum(ctx.ledger.count(h, kind) for h in group)
    if change < 0:
        _take_back(ctx, kind, -change, group, source, wanted == 0)
        return
    try:
        if change > 0:
            ctx.move(kind, change, source, holder, beyond_cap=True)
    except Impossible:
        if source != BOX:
            raise
        # Every unit is somewhere already: the table knows where this one really comes from.
        comp = ctx.ledger.components
        found = _in_play(ctx.ledger, kind).items()
        # A hand or a face-down deck is named only as secret: the correction must not show what it holds.
        shown = [f"{comp.label(h)}: {n}" for h, n in found if not comp.is_private(h)]
        secret = sum(n for h, n in found if comp.is_private(h))
        hidden = [tr("{n} in hidden places").format(n=secret)] if secret else []
        message = tr("{problem}: name where it comes from as the source ({where})").format(
            problem=_all_out(comp, kind), where="; ".join([*shown, *hidden])
        )
        raise Impossible(Violation("Correction", message, "corrections", True)) from None


def _take_back(ctx: Context, kind: str, n: int, group: tuple[str, ...], source: str, every: bool) -> None:
    """Move ``n`` units of ``kind`` from the group's holders to ``source`` (``every``: all they have)."""
    having = {h: ctx.ledger.count(h, kind) for h in group if ctx.ledger.count(h, kind)}
    if len(having) > 1 and not every:
        # Which of them lost it is the table's to say: correct that holder itself.
        comp = ctx.ledger.components
        shown = "; ".join(f"{comp.label(h)}: {count}" for h, count in having.items())
        message = tr("{things} stand in several places here: correct the one that changed ({where})").format(
            things=comp.word(kind, 2), where=shown
        )
        raise Impossible(Violation("Correction", message, "corrections", True))
    for h, have in having.items():
        if n:
            ctx.move(kind, min(have, n), h, source, beyond_cap=True)
            n -= min(have, n)


def _all_out(comp: Components, kind: str) -> str:
    """``all 30 action cards are out of the box`` (out of the box, not in play: a bank holds some)."""
    pool = comp.pool_of.get(kind)
    total = comp.pools[pool] if pool else comp.limits.get(kind, 0)
    if total == 1 and not pool:
        return tr("the only {thing} is out of the box").format(thing=comp.word(kind, 1))
    things = tr(pool) if pool else comp.word(kind, total)
    return tr("all {total} {things} are out of the box").format(total=total, things=things)


def _in_play(ledger: Ledger, kind: str) -> dict[str, int]:
    """Where the units of a kind are; for a pool's kind, where the pool's things are out of the box (the
    box holds 30 Treasures only while no action card is out)."""
    pool = ledger.components.pool_of.get(kind)
    if not pool:
        return ledger.where(kind)
    out: dict[str, int] = {}
    for each in ledger.components.pool_kinds[pool]:
        for holder, n in ledger.where(each).items():
            if holder != BOX:
                out[holder] = out.get(holder, 0) + n
    return out


def correction_outcome(comp: Components, before: Table, after: Table, args: Mapping[str, Any]) -> list[str]:
    """``Alena's hand: 2 cards now (was 1; 1 flood card came from the box). Reason: ...``; a hidden holder (a hand, a
    face-down deck) counts its cards, as a move between hidden places does: the log is read by everyone."""
    holder, kind = args["holder"], args["kind"]
    reason = tr("Reason: {reason}").format(reason=args["reason"])
    source = comp.label(args.get("source") or BOX)
    # The holder, then its count: "Jana's figures on the map now holds" read wrong for a plural holder (play-test
    # 9), and a holder's name says nothing of whether it is one thing or many.
    said = tr("Correction: {holder}: {amount} now (was {old}; {change}).")
    if comp.is_private(holder):
        # Counted, not named, but where they came from or went is said (play-test 6: "now holds 3 cards (was
        # 4)" left the table guessing where the fourth went). Only the kind typed moved, and the command that
        # names it is read by everyone: the change names it (play-test 9: "1 card from the bank" said which
        # card nobody could tell).
        old, new = before.ledger.size(holder), after.ledger.size(holder)
        change = _change(old, new, source, lambda n: comp.amount(kind, n))
        return [said.format(holder=comp.label(holder), amount=cards(new), old=old, change=change), reason]
    group = counted_with(before.kit.game, holder, kind)
    old, new = (sum(table.ledger.count(h, kind) for h in group) for table in (before, after))
    change = _change(old, new, source, lambda n: comp.amount(kind, n))
    return [said.format(holder=comp.label(holder), amount=comp.amount(kind, new), old=old, change=change), reason]


def _change(old: int, new: int, source: str, count: Callable[[int], str]) -> str:
    """``3 coins came from the bank``, ``1 card went back to the bank`` or ``no change``: what a correction moved,
    and where."""
    if new == old:
        return tr("no change")
    # Said with the holders' names as they stand (Czech cannot decline a name into "zpět do: krabice").
    if new > old:
        return tr("{n} came from {source}").format(n=count(new - old), source=source)
    return tr("{n} went back to {source}").format(n=count(old - new), source=source)


def engine_catalogue(
    name: str, ctx: Context, ruleset: Ruleset, players: Sequence[Player], components: Components, initial: Ledger
) -> Catalogue | None:
    """The engine's own catalogues: holders and components (None for any other name)."""
    if name == "holder":
        return _holders(ctx, ruleset, players, components, initial)
    if name == "component":
        return _components(players, components)
    return None


def _holders(ctx: Context, ruleset: Ruleset, players: Sequence[Player], comp: Components, initial: Ledger) -> Catalogue:
    holders = {BOX, *initial.holders(), *ctx.ledger.holders(), *ruleset.holders(ctx)}
    for place in ruleset.places(ctx):
        if place.holder:
            holders.add(place.holder)
    factions = {p.faction: p for p in players}
    for holder in list(holders):
        kind, _, rest = holder.partition(":")
        if rest in factions:
            holders.update(f"{kind}:{f}" for f in factions)
    entries = []
    for holder in sorted(holders):
        kind, _, rest = holder.partition(":")
        label = comp.label(holder)
        # "coins Petr", "Petr's coins", "coins of Petr", Czech "mince Petra": the owner and the sort name it.
        owner = factions[rest].name if rest in factions else None
        aliases = [f"{kind} {owner}", *owner_aliases(kind, owner)] if owner is not None else []
        base, dot, _ = rest.partition(".")
        if dot and base:
            # A holder named by its place: "province:rome" for "province:rome.land" (the play-test's correction
            # was refused); where the place has several ("symbol:babylon" of its goods), the refusal lists them.
            aliases.append(f"{kind}:{base}")
        if "'s " in label:
            aliases.append(label.replace("'s ", " "))  # "Avesonn hand" for "Avesonn's hand"
        if label.lower().startswith("the "):
            aliases.append(label[4:])  # "Ares deck" for "the Ares deck"
        entries.append(Entry(holder, label, tuple(aliases)))
    return _unique(N_("holder"), entries)


def _components(players: Sequence[Player], comp: Components) -> Catalogue:
    factions = {p.faction: p.name for p in players}
    entries = []
    for kind, component in comp.by_kind.items():
        name = component.name or component.kind
        owner = kind.partition(":")[2]
        if owner:
            # Built in the language spoken (a player's name is no message); the English name with the
            # faction or the player still answers.
            player = factions.get(owner, owner)
            label = f"{tr(name)} ({player})"
            entries.append(Entry(kind, label, (f"{name} {owner}", f"{name} {player}")))
        else:
            entries.append(Entry(kind, name))
    return _unique(N_("component"), entries)


def _unique(kind: str, entries: list[Entry]) -> Catalogue:
    """A catalogue where a name or alias that two entries would answer to is dropped (the ids stay), and a
    refusal of such a name lists the entries it could mean."""
    # By the names as written (not as shown): the catalogue answers to the Czech ones by itself.
    seen: dict[str, set[str]] = {}
    for entry in entries:
        for key in {fold(entry.id), fold(entry.name or entry.id), *(fold(a) for a in entry.aliases)}:
            seen.setdefault(key, set()).add(entry.id)
    fixed = []
    for entry in entries:
        name = entry.name or entry.id
        label = name if len(seen[fold(name)]) == 1 else entry.id
        aliases = tuple(a for a in entry.aliases if len(seen[fold(a)]) == 1)
        fixed.append(Entry(entry.id, label, aliases))
    labels = {entry.id: entry.label for entry in fixed}
    shared = {key: tuple(labels[i] for i in sorted(ids)) for key, ids in seen.items() if len(ids) > 1}
    return _Shared(kind, tuple(fixed), shared=shared)


@dataclass(frozen=True)
class _Shared(Catalogue):
    """A catalogue that knows the names several of its entries answer to (``shared``: the folded name to their
    labels): such a name is refused with the entries it could mean, not as unknown."""

    shared: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def not_found(self, text: str) -> NotFound:
        could = self.shared.get(fold(text))
        if not could:
            return super().not_found(text)
        said = tr("{name} could be {names}: name one of them")
        return NotFound(said.format(name=quoted(shortened(text.strip())), names=listed(list(could), "or")), could)

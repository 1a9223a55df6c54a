"""What a screen everyone reads must not show: what lies in hidden holders (hands, face-down piles).

The ledger knows every card, hidden or not, and says so when a move cannot be made ("Ann's hand has no
Void card"): true, and exactly what a thief naming cards to probe a hand wants to read. Everything the
whole table reads (the command line's refusals and dry runs, the app's status line and form, ``show
--json``) passes through here first: a refusal about a hidden holder says only that the choice is not
possible, and the show document counts a hidden holder instead of listing it. A player's own screen
(``viewer``) still sees that player's own holders.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from copy import deepcopy
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any

from engine.actions import Proposal
from engine.errors import RuleRefused, TabulaError, Violation
from engine.events import Event
from engine.i18n import ntr, tr
from engine.ledger import BOX

if TYPE_CHECKING:
    from engine.actions import ActionSpec
    from engine.fields import Field
    from engine.ledger import Ledger, Move
    from engine.session import Session


def hidden_holders(session: Session, viewer: str | None = None) -> list[str]:
    """Every holder whose contents the audience may not see: the game's private holders that hold something
    or belong to a player, but a viewer's own (``viewer``: a player's name; None: the table)."""
    comp = session.components
    found = {h for h in session.table.ledger.holders() if comp.is_private(h)}
    found |= {f"{sort}:{p.faction}" for sort in comp.private for p in session.players}
    own = next((p.faction for p in session.players if p.name == viewer), None)
    return sorted(h for h in found if own is None or h.partition(":")[2] != own)


def hidden_offer(session: Session, seat: int, offered: Sequence[str]) -> bool:
    """Whether every offered card lies in the seat's private holders (a hand), so naming them would show it."""
    if not session.ruleset.private_holders:
        return False
    held = held_hidden(session, seat)
    return all(held[kind] >= n for kind, n in Counter(offered).items())


def lists_hand(
    session: Session,
    seat: int,
    offered: Sequence[str],
    viewer: str | None = None,
    *,
    spec: ActionSpec | None = None,
    field: Field | None = None,
    given: Mapping[str, Any] | None = None,
) -> bool:
    """Whether what the player at ``seat`` may choose (``offered``: the cards to offer, the card to give) may be
    listed to the audience: always where it is not all in that player's hidden holders; where it is, only to
    that player (``viewer``: the name of the player who reads it, as ``tabula act --as NAME`` says; None: the
    table, whose list is the whole catalogue, which tells nothing), but where the rules would offer it all the
    same with that hand empty (``spec``'s ``field``, with the other fields ``given``): the cards lying face up
    on offer, which the taker happens to hold too (Mare Nostrum's play-test: ``take`` hid the offered taxes)."""
    if viewer is not None and viewer == session.players[seat].name:
        return True
    if not hidden_offer(session, seat, offered):
        return True
    if spec is None or field is None or spec.suggest is None:
        return False
    ctx = session.context(actor=seat, given={k: v for k, v in (given or {}).items() if k != field.name})
    ctx.ledger = emptied_of_hand(session, seat)
    try:
        anyway = Counter(str(v) for v in spec.suggest(ctx, field.name))
    except TabulaError:
        return False
    return all(anyway[kind] >= n for kind, n in Counter(offered).items())


def emptied_of_hand(session: Session, seat: int) -> Ledger:
    """The table's ledger with the hidden holders of the player at ``seat`` (a hand) put in the box."""
    private = set(session.ruleset.private_holders)
    faction = session.players[seat].faction
    ledger = session.table.ledger
    for holder in ledger.holders():
        sort, _, owner = holder.partition(":")
        if sort in private and owner == faction:
            for kind, n in list(ledger.holding(holder)):
                ledger = ledger.move(kind, n, holder, BOX)
    return ledger


def held_hidden(session: Session, seat: int) -> Counter[str]:
    """What the hidden holders of the player at ``seat`` (a hand) hold, by kind."""
    private = set(session.ruleset.private_holders)
    faction = session.players[seat].faction
    ledger = session.table.ledger
    held: Counter[str] = Counter()
    for holder in ledger.holders():
        sort, _, owner = holder.partition(":")
        if sort in private and owner == faction:
            held.update(dict(ledger.holding(holder)))
    return held


def secret_seat(
    session: Session, spec: ActionSpec, field: Field, seat: int | None, values: Mapping[str, str]
) -> int | None:
    """The seat that alone may read what a secret field names (``Field.secret``: a card drawn face down), or
    None for a field anybody reads (or a secret whose drawer is not known yet).

    Args:
        session: The session.
        spec: The action.
        field: One of its fields.
        seat: Who acts in the form (None: nobody in particular, a table's action).
        values: The form's values so far, as typed.
    """
    if not field.secret:
        return None
    if field.seen_by is None:
        return seat
    given = {name: value for name, value in values.items() if name != field.name}
    try:
        return field.seen_by(session.context(actor=seat, given=given))
    except TabulaError:
        return None


def shared_violations(
    session: Session, violations: Iterable[Violation], viewer: str | None = None
) -> tuple[Violation, ...]:
    """The violations as the audience may read them: the ledger's shortfall of a hidden holder ("Ann's hand has
    no Void card") names what was asked for, never the holder with it ("Ann's Void card cannot be taken"), nor
    what the holder has; and where anything else refuses the action too, it is left out, so the refusal reads
    the same whatever the hand holds. (A game's own message never names a hidden card:
    ``tests/test_hidden_cards.py`` walks them all.)"""
    found = tuple(violations)
    if not any(v.holder for v in found):
        return found
    hidden = set(hidden_holders(session, viewer))
    told = tuple(v for v in found if v.holder not in hidden)
    if told:
        # Refused for another reason too, it is refused whatever the hand holds: a shortfall said only of the
        # cards not held let a player name every card in turn and read the opponent's hand (issue 35).
        return told
    return tuple(_shared(session, v) for v in found)


def _shared(session: Session, violation: Violation) -> Violation:
    # Said as a player would say it ("Bo has no ore"; play-tests: "Bo's ore cannot be taken" read as a rule
    # about ore), and no more than the refusal itself tells: that the player lacks what was asked for, never
    # what the hand holds instead (the ledger's own "has 1 tax card, not 3"), nor the hidden holder with it
    # (issue 32: the player typed is named, as the cards typed are).
    comp = session.components
    owner = violation.holder.partition(":")[2]
    player = next((p.name for p in session.players if p.faction == owner), None)
    if violation.wanted is None or player is None:
        said = tr("that card cannot be taken from {holder}").format(holder=comp.label(violation.holder))
    else:
        kind, n = violation.wanted
        if n == 1:
            said = tr("{player} has no {thing}").format(player=player, thing=comp.word(kind, 1))
        else:
            said = tr("{player} has fewer than {amount}").format(player=player, amount=comp.amount(kind, n))
    mend = violation.mend if _holds_elsewhere(session, violation.holder) else ""
    return Violation(violation.rule, said, violation.topic, physical=True, mend=mend)


def _holds_elsewhere(session: Session, holder: str) -> bool:
    """Whether the owner of a hidden ``holder`` has cards in another hidden holder, as the table counts them
    (Hellas: cards drawn this turn). A mend of a hidden shortfall speaks of those ("a card drawn this turn is
    playable from the next turn"): said where there are none, it sent the play-test looking for a draw."""
    owner = holder.partition(":")[2]
    ledger = session.table.ledger
    private = set(session.ruleset.private_holders)
    return any(
        h != holder and h.partition(":")[2] == owner and h.partition(":")[0] in private and ledger.size(h)
        for h in ledger.holders()
    )


@dataclass(frozen=True)
class _Told(Proposal):
    """A dry run as the audience reads it once a hidden shortfall is left out: whether forcing would carry it
    out is what the reasons said tell (a card not held left no table to force, and ``forcible`` said so)."""

    overridable: bool = False

    @property
    def forcible(self) -> bool:
        """Whether the reasons said may be overridden."""
        return self.overridable


def shared_proposal(session: Session, proposal: Proposal, viewer: str | None = None) -> Proposal:
    """A dry run's answer with its violations as the audience may read them."""
    violations = shared_violations(session, proposal.violations, viewer)
    behind = shared_violations(session, proposal.behind, viewer)
    if violations == proposal.violations and behind == proposal.behind:
        return proposal
    shared = replace(proposal, violations=violations, behind=behind)
    if len(violations) == len(proposal.violations):
        return shared
    overridable = not any(v.physical for v in violations + behind)
    return _Told(**{f.name: getattr(shared, f.name) for f in fields(Proposal)}, overridable=overridable)


class Public(str):
    """An action's outcome sentence that names no hidden card (a battle's final score, its loot): a dry run's
    preview says it as it is even where hidden cards move, and counts only those (``shared_preview``)."""

    __slots__ = ()


def counted_out(moves: Iterable[Move], leaves: Callable[[str, str], bool]) -> dict[str, int]:
    """How many units leave each holder by the moves from ``src`` to ``dst`` that ``leaves`` picks, in the
    order they first leave: what is said of a secret holding before its contents are shown (counted, not
    named)."""
    counted: dict[str, int] = {}
    for move in moves:
        if leaves(move.src, move.dst):
            counted[move.src] = counted.get(move.src, 0) + move.n
    return counted


def shared_preview(
    session: Session, proposal: Proposal, viewer: str | None = None, shown: Sequence[str] = ()
) -> list[str]:
    """What a dry run would do, as the audience may read it before it is done: an action that takes cards out
    of a hand the audience does not see (a purchase paid from it, the app choosing the set) says how many
    leave it, not which (its own sentences named them: "paying 1 fish, 1 gems" on the shared screen).

    Args:
        session: The session.
        proposal: The dry run.
        viewer: The player who looks (None: the table).
        shown: Holders shown on the screen for this entry (a hand its player showed): named as before.
    """
    lines = session.preview(proposal)
    if proposal.table is None or not lines:
        return lines
    hidden = set(hidden_holders(session, viewer)) - set(shown)
    counted = counted_out(proposal.table.moves, lambda src, dst: src in hidden and dst not in hidden)
    if not counted:
        return lines
    label = session.components.label
    # The action's sentences that name no hidden card (a battle's score and loot) stay; the rest are counted.
    out: list[str] = [line for line in lines if isinstance(line, Public)]
    for src, n in counted.items():
        kind = _only_kind(session, proposal.table.moves, src, hidden)
        if kind is None:
            out.append(
                ntr("{count} card leaves {place}.", "{count} cards leave {place}.", n).format(count=n, place=label(src))
            )
        else:
            amount = session.components.amount(kind, n)
            out.append(
                ntr("{amount} leaves {place}.", "{amount} leave {place}.", n).format(amount=amount, place=label(src))
            )
    return out


def _only_kind(session: Session, moves: Iterable[Move], src: str, hidden: set[str]) -> str | None:
    """The kind of the units leaving a shared face-down pile when naming it tells nothing (Hellas's landscape deck
    said "1 card leaves" of a tile), else None: one kind leaves, and no other kind of its group (a pile holds its
    group: a deck's cards, the tiles) lies hidden anywhere, so the audience knows the pile holds that kind alone.
    A player's hand is never so named: it may hold several groups."""
    comp = session.components
    if src.partition(":")[2] in comp.owner_names:
        return None
    kinds = {move.kind for move in moves if move.src == src}
    component = comp.by_kind.get(next(iter(kinds))) if len(kinds) == 1 else None
    if component is None or not component.group:
        return None
    kind = next(iter(kinds))
    siblings = [k for k, c in comp.by_kind.items() if c.group == component.group and k != kind]
    ledger = session.table.ledger
    return None if any(ledger.count(h, k) for h in hidden for k in siblings) else kind


def check_lines(session: Session, proposal: Proposal, viewer: str | None = None) -> list[str]:
    """The dry run's answer (``act --check``) as the audience may read it: allowed with what was checked, as the
    log would say it ("place: allowed (Ann places at Dolus)": the play-test could not tell which space a bare
    "allowed" was about), and what it would do (a battle's totals and losses); or every rule that objects."""
    proposal = shared_proposal(session, proposal, viewer)
    if proposal.legal:
        actor = None if proposal.actor is None else session.players[proposal.actor].name
        # The log's line hides a secret field's value ("a hidden card"), as the log does once it is taken.
        said = session.describe_event(Event(proposal.spec.name, proposal.args, actor))
        from engine.spoken_names import action_word  # the action as typed in the language spoken

        lines = [tr("{action}: allowed ({event})").format(action=action_word(proposal.spec.name), event=said)]
        return lines + [f"   {line}" for line in shared_preview(session, proposal, viewer)]
    lines = [v.said() for v in proposal.violations]
    return lines + [tr("also, if forced: {rule}").format(rule=v.said()) for v in proposal.behind]


def shared_refusal(
    session: Session, refused: RuleRefused, viewer: str | None = None, forced: bool = False
) -> RuleRefused:
    """A refusal as the audience may read it (the same refusal when it tells nothing hidden).

    Args:
        session: The session.
        refused: The refusal.
        viewer: The player who reads it (None: the table).
        forced: Whether the action was forced: then what stops it is said, a hidden shortfall too (as the
            table sees a card not played); unforced, a shortfall beside other reasons is left out.
    """
    if forced:
        unforced = [v for v in refused.violations if not v.physical]
        violations = (*unforced, *shared_violations(session, [v for v in refused.violations if v.physical], viewer))
        return RuleRefused(refused.action, violations, forcible=False, kept=refused.kept)
    violations = shared_violations(session, refused.violations, viewer)
    if violations == refused.violations:
        return refused
    # A shortfall left out, whether forcing would carry it out is what the reasons said read (it would
    # refuse again, saying the shortfall): "cannot be overridden" said only of a card not held told it too.
    forcible = refused.forcible or not any(v.physical for v in violations)
    return RuleRefused(refused.action, violations, forcible=forcible, kept=refused.kept)


def public_event(session: Session, event: Event) -> dict[str, Any]:
    """An event's JSON (``log --json``, ``act --json``) as the audience may read it: a secret field's value
    (a card drawn face down) is null, as its log line says "a hidden card"."""
    out = event.describe()
    spec = session.spec_named(event.type)
    if spec is not None and spec.private:
        out["args"] = {k: None if k in spec.private else v for k, v in out["args"].items()}
    return out


def public_moves(session: Session, moves: Sequence[Move]) -> list[dict[str, object]]:
    """Moves as JSON: the kind of one between hidden places (a hand to a face-down pile) is null, as the
    move's sentence counts cards without naming them."""
    comp = session.components
    out = []
    for move in moves:
        described = move.describe()
        if comp.is_private(move.dst) and (comp.is_private(move.src) or move.src == BOX):
            described["kind"] = None
        out.append(described)
    return out


def public_summary(session: Session, document: dict[str, Any], viewer: str | None = None) -> dict[str, Any]:
    """The ``show --json`` document as the audience may read it: every hidden holder's contents are left
    out, and ``hidden`` says how many units it holds (a player's ``hidden``: ``{sort: count}``), but of a
    holder whose size is secret too (``Ruleset.secret_counts``: Aquileia's hand), which is left out whole."""
    comp = session.components
    own = next((p.faction for p in session.players if p.name == viewer), None)
    uncounted = set(session.ruleset.secret_counts)
    out = deepcopy(document)
    for player in out["players"]:
        faction = player["faction"]
        holdings = player["holdings"]
        secret = {s for s in holdings if comp.is_private(f"{s}:{faction}") and faction != own}
        counted = {s: sum(holdings[s].values()) for s in sorted(secret) if s not in uncounted}
        if counted:
            player["hidden"] = counted
        if secret:
            player["holdings"] = {s: items for s, items in holdings.items() if s not in secret}
    for row in (*out["places"], *out["supplies"]):
        holder = row.get("holder") or ""
        if holder and comp.is_private(holder) and holder.partition(":")[2] != own:
            row["hidden"] = sum(row["contents"].values())
            row["contents"] = {}
    seat = next((i for i, p in enumerate(session.players) if p.name == viewer), None)
    if seat is not None:
        # The viewer's own counters as they may read them: what their own hidden cards add (Aquileia's
        # forecast counted no laurel in hand: play-test 7).
        own_view = session.ruleset.trackers(session.context(actor=seat), seat)
        out["players"][seat].update(own_view)
    return out

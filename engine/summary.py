"""The whole table as one JSON-ready document: ``tabula show --json`` (schema in ``docs/json.md``).

Round, phase and turn, who acts next, each player's counters and holdings,
the places of the board with what stands on them, the supplies and decks,
and what is pending (things in progress, what must happen before the phase
may end).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine import actors
from engine.actions import NoneFits
from engine.errors import NotFound
from engine.forms import asked_fields
from engine.hidden import lists_hand
from engine.i18n import N_, tr
from engine.ledger import BOX, Ledger, sort
from engine.names import Catalogue, fold_words
from engine.spoken_names import field_word
from engine.turns import check_advance

if TYPE_CHECKING:
    from engine.actions import ActionSpec
    from engine.fields import Field
    from engine.kits import Kit
    from engine.session import Session
    from engine.state import Context


def summary(session: Session) -> dict[str, Any]:
    """The document; every value is plain JSON (no Python reprs)."""
    ctx = session.context()
    table = session.table
    ledger = table.ledger
    turn = session.turn_player
    factions = {p.faction for p in session.players}
    places = list(session.ruleset.places(ctx))
    at_places = {p.holder for p in places if p.holder}
    return {
        "game": session.ruleset.id,
        "name": session.name,
        "round": table.position.round,
        "phase": session.phase.id,
        "phase_name": session.phase.title,
        "rounds": session.ruleset.rounds,
        "step": session.step_name,
        "turn": None if turn is None else turn.name,
        "acts_next": acts_next(session),
        "start_player": session.players[table.position.start].name,
        "players": [
            {
                "name": p.name,
                "faction": p.faction,
                **session.ruleset.trackers(ctx, i),
                "holdings": _holdings(ledger, [h for h in ledger.holders() if h.partition(":")[2] == p.faction]),
            }
            for i, p in enumerate(session.players)
        ],
        "places": [
            {
                "id": p.id,
                "name": p.name,
                "kind": p.kind,
                "owner": p.owner,
                "summary": p.summary,
                "holder": p.holder or None,
                "contents": dict(ledger.holding(p.holder)) if p.holder else {},
            }
            for p in places
        ],
        "supplies": [
            {
                "holder": h,
                "name": session.components.label(h),
                "private": session.components.is_private(h),
                "contents": dict(ledger.holding(h)),
            }
            for h in ledger.holders()
            if h not in at_places and h.partition(":")[2] not in factions and h != BOX
        ],
        "pending": [{"text": text} for text in session.ruleset.pending(ctx)]
        + [{"text": v.said(), "rule": v.rule, "before": before} for v, before in obligations(session)],
        "kit": {"title": table.kit.title, "missing": _missing(session, ctx)},
        "victory": [v.describe() for v in session.victory()],
        "winners": [p.name for p in session.winners],
        "verdict": list(session.ruleset.verdict(ctx)) if session.winners else [],
        "events": len(session.events),
    }


def acts_next(session: Session) -> str | None:
    """Who the rules expect to act next: whom the awaited action names (an answer in another's turn),
    else the turn holder, else whom the phase's step names."""
    ctx = session.context()
    turn = session.turn_player
    if turn is not None:
        awaited = session.ruleset.awaited(ctx)
        spec = next((s for s in session.available() if s.name == awaited), None) if awaited else None
        seat = actors.expected(spec, ctx) if spec is not None and callable(spec.who) else None
        if seat is None and awaited == "next" and session.phase.order == "chosen":
            # The holder has nothing left to decide; a role holder names who goes next (the Statesman).
            seat = session.ruleset.chooser(ctx)
        return turn.name if seat is None else session.players[seat].name
    if session.phase.order == "chosen":
        chooser = session.ruleset.chooser(ctx)
        if chooser is not None:
            return session.players[chooser].name
    available = session.available()
    # What the rules wait for first (the next take), then any action that names its player (Cleopatra's
    # owner may swap, but the table waits on the taker).
    awaited = session.ruleset.awaited(ctx)
    ordered = sorted(available, key=lambda spec: spec.name != awaited)
    for spec in ordered:
        if callable(spec.who):
            seat = actors.expected(spec, ctx)
            if seat is not None:
                return session.players[seat].name
    return None


def waiting_for(session: Session) -> list[str]:
    """Who still has something to do in a phase everyone plays at once (Aquileia's placement, Struggle for
    Rome's roll, Mare Nostrum's trade), in seat order from the start player: whom the action the rules wait
    for names (its ``who`` says whom), else whom any of the phase's actions names, the turn, step and
    correction actions aside. Empty while one player holds the turn, or where the phase names nobody in
    particular ("turn: everyone" said nothing of whom the table still waited on).
    """
    if session.turn_player is not None or session.winners:
        return []
    ctx = session.context()
    owing = session.ruleset.waiting(ctx)
    if owing is not None:
        waiting = set(owing)
    else:
        named = [spec for spec in session.available() if callable(spec.who) and spec.name not in _NOT_WAITED]
        awaited = session.ruleset.awaited(ctx)
        # What the rules wait for first: an option open all phase long (Cleopatra's swap) is not waited on.
        wanted = [spec for spec in named if spec.name == awaited] or named
        waiting = {seat for spec in wanted for seat in actors.eligible(spec, ctx) or ()}
    count = len(session.players)
    start = session.table.position.start
    seats = [(start + i) % count for i in range(count)]
    return [session.players[seat].name for seat in seats if seat in waiting]


#: Actions anybody may take at any moment: taking one is never what the table waits for.
_NOT_WAITED = frozenset({"next", "next-phase", "roll", "correct"})


def waiting_said(session: Session, nxt: str | None, then: str = N_("; next to act: {name}")) -> str:
    """Who acts, as a header says it with nobody holding the turn: whom the phase still waits for ("waiting
    for: Anna, Petr"; "turn: everyone" where it names nobody), then who acts next (``nxt``, said with
    ``then``) unless it waits for them already. The command line, ``show`` and the app's header say it alike."""
    waiting = waiting_for(session)
    said = tr("waiting for: {names}").format(names=", ".join(waiting)) if waiting else tr("turn: everyone")
    return said + (tr(then).format(name=nxt) if nxt and nxt not in waiting else "")


def kit_behind(session: Session) -> bool:
    """Whether the user's kit has learned printed facts since this session began (``engine.teach.taught_since``),
    as what the session was told lays over its own kit."""
    from engine.teach import taught_since

    return taught_since(_told_kit(session, session.context()), session.ruleset)


def told_kit(session: Session) -> Kit:
    """The session's kit with what its table told the app during play laid over it."""
    return _told_kit(session, session.context())


def _told_kit(session: Session, ctx: Context) -> Kit:
    """The session's kit with what its table told the app during play laid over it (a tile described)."""
    from engine.errors import TabulaError

    kit = session.table.kit
    try:
        return session.ruleset.learned(ctx, kit)
    except TabulaError:  # what the table told does not fit the kit's rules: the kit alone speaks
        return kit


def _missing(session: Session, ctx: Context) -> list[str]:
    """What the kit still lacks, counting what the table told the app during play, and the lists whose size is
    not known (Aquileia's Stadium spaces), as ``kit show`` says them."""
    from engine.teach import open_lists

    learned = _told_kit(session, ctx)
    return [*learned.missing(), *open_lists(learned, session.ruleset)]


def _holdings(ledger: Ledger, holders: list[str]) -> dict[str, dict[str, int]]:
    return {sort(h): dict(ledger.holding(h)) for h in holders}


def obligations(session: Session) -> list[tuple[Any, str]]:
    """What must still happen before the turn, then the phase, may end (the duty of a won battle shows
    while it can still be done, not only when someone tries to move on)."""
    if session.table.winners:
        return []
    ctx = session.context()
    turn = list(session.ruleset.turn_may_end(ctx)) if ctx.position.turn is not None else []
    phase = [v for v in check_advance(session.ruleset, ctx, "next-phase", {}) if v not in turn]
    return [(v, "turn end") for v in dict.fromkeys(turn)] + [(v, "phase end") for v in dict.fromkeys(phase)]


def describe_action(session: Session, spec: ActionSpec, viewer: str | None = None) -> dict[str, Any]:
    """``tabula actions --json``: the action, its fields, the choices of every named field, who acts
    (``viewer``: the player who reads it, whose own hidden cards it may list; None: the table)."""
    out = spec.describe(session.phase.id)
    expected = session.expected_actor(spec)
    reader = None if viewer is None else session.player_index(viewer)
    if reader is not None and reader in (actors.eligible(spec, session.context()) or ()):
        expected = session.players[reader]  # the one reading it acts (``--as``): listed as they would take it
    out["actor"] = None if expected is None else expected.name
    # Fields another phase asks for (the Stadium's laurels in the Arena's prizes), or about a hero the one
    # acting has not got (Hammurabi's free influence), are left out.
    seat = None if expected is None else session.player_index(expected.name)
    asked = {f.name for f in asked_fields(session, spec, seat)}
    out["fields"] = [f for f in out["fields"] if spec.field(f["name"]) is None or f["name"] in asked]
    for field in out["fields"]:
        declared = spec.field(field["name"])
        if declared is None:
            continue
        if declared.catalogue:
            field["choices"] = session.catalogue(declared.catalogue).describe()
            if spec.suggest is not None:
                # What is there to pick now (the free spaces), where the rules narrow the catalogue.
                known = {c["id"] for c in field["choices"]}
                suggested = session.suggestions(spec, declared.name, actor=seat)
                offered = [i for i in suggested if i in known]
                # Cards in the actor's hand are theirs to see: the shared listing names the catalogue only.
                secret = expected is not None and not lists_hand(
                    session, session.player_index(expected.name), offered, viewer, spec=spec, field=declared
                )
                # An offer names a place once per unit that fits there: compared by the places it names.
                if offered and len(set(offered)) < len(known) and not secret:
                    field["offered"] = offered
                elif isinstance(suggested, NoneFits):
                    field["offered"] = []  # the rules allow none now
        if declared.type == "player":
            field["choices"] = [{"id": p.name, "name": p.name} for p in session.players]
            if spec.suggest is not None and field["name"] != spec.actor:
                # Whom the rules let it name now (a trade's partner is never the trader).
                names = [p.name for p in session.players]
                offered = [n for n in session.suggestions(spec, declared.name) if n in names]
                if offered and len(offered) < len(names):
                    field["offered"] = offered
        if field["name"] == spec.actor:
            field["actor"] = True
            field["required"] = False
            if expected is not None:
                field["default"] = expected.name
    return out


def field_values(
    session: Session,
    spec: ActionSpec,
    field: Field,
    given: Mapping[str, Any] | None = None,
    viewer: str | None = None,
) -> list[str]:
    """What a field takes now: players, choices, yes/no, what the rules offer first, then the catalogue
    (``given``: the action's other fields as typed so far; ``viewer``: who reads it, see ``field_offers``)."""
    likely, rest = field_offers(session, spec, field, given, viewer)
    return [*likely, *rest]


def field_offers(
    session: Session,
    spec: ActionSpec,
    field: Field,
    given: Mapping[str, Any] | None = None,
    viewer: str | None = None,
) -> tuple[list[str], list[str]]:
    """A field's values in two parts: what the rules offer now, and the rest of its catalogue (what only
    an override could take, or what the rules cannot foresee: a table names it when it must). ``given``:
    the action's other fields as a form or a command line holds them so far, which an offer may read;
    ``viewer``: the player who reads them (their own hidden cards are listed), None: the table."""
    if field.type == "player":
        return [p.name for p in session.players], []
    if field.type in ("choice", "choices"):
        return list(field.choices), []
    if field.type == "bool":
        return ["yes", "no"], []
    likely = list(dict.fromkeys(session.suggestions(spec, field.name, given)))
    expected = session.expected_actor(spec) if likely and field.catalogue else None
    seat = None if expected is None else session.player_index(expected.name)
    if seat is not None and not lists_hand(session, seat, likely, viewer, spec=spec, field=field, given=given):
        # The cards in the acting player's hand are theirs to see: a shell's completion or the app's command
        # line, read by the whole table, offers the catalogue in its own order, which tells nothing.
        likely = []
    if field.catalogue:
        return likely, [i for i in session.catalogue(field.catalogue).ids() if i not in set(likely)]
    return likely, []


def narrowed(session: Session, spec: ActionSpec, raw: Mapping[str, Any], error: NotFound) -> NotFound:
    """A name no entry of its field's catalogue has, but a word several share (``caravan``), refused with the
    entries the rules offer now where they narrow the catalogue (issue 32: ``occupy buildings=caravan`` was
    told of caravans its province had not); ``raw``: the action's fields as typed. A misspelt name keeps the
    catalogue's closest ("Chna capital": China capital). Cards only their holder may see are never offered."""
    for field in spec.fields:
        if field.type not in ("ref", "refs") or not field.catalogue or field.name not in raw:
            continue
        catalogue = session.catalogue(field.catalogue)
        typed = raw[field.name]
        items = [str(w) for w in typed] if isinstance(typed, list) else str(typed).split(",")
        bad = next((w.strip() for w in items if w.strip() and catalogue.get(w) is None), None)
        if bad is None:
            continue
        words = set(fold_words(bad).split())
        sharing = [e for e in catalogue.entries if words <= set(fold_words(e.label).split())]
        given = {k: v for k, v in raw.items() if k != field.name}
        likely = set(field_offers(session, spec, field, given)[0])
        entries = tuple(e for e in catalogue.entries if e.id in likely)
        if not words or len(sharing) < 2 or not entries or len(entries) == len(catalogue.entries):
            return error
        found = Catalogue(catalogue.kind, entries).not_found(bad)
        return NotFound(f"{field_word(field.name)}: {found}", found.suggestions)
    return error

"""Building an action's form from what the session knows (no widgets are laid out here).

The form knows who the rules expect to act, offers only the entries that
exist (a catalogue's places, techs, cards), and for a list of cards only
the cards the ruleset says are there to pick (the holder's hand, the
cards on offer), one box per card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from engine.actions import ActionSpec
from engine.errors import TabulaError
from engine.fields import Field
from engine.forms import asked_fields
from engine.hidden import emptied_of_hand, held_hidden, hidden_offer, secret_seat
from engine.i18n import tr
from engine.ledger import Ledger
from engine.outcomes import count
from engine.session import Session
from engine.summary import acts_next
from engine.turns import still_to_act
from tui.app.widgets.action_form import ActionForm


def acting_seat(session: Session, spec: ActionSpec, pinned: int | None) -> int | None:
    """Whom the form names as acting: whom the rules expect, else the pinned player, else the turn holder.

    None when nobody in particular acts (a shared roll).
    """
    if spec.who == "table":
        return None
    expected = session.expected_actor(spec)
    if expected is not None:
        return session.players.index(expected)
    if pinned is not None and pinned < len(session.players):
        return pinned
    return seat_now(session)


def seat_now(session: Session) -> int:
    """The turn holder; when nobody has the turn (Aquileia's placing), whom the header names; else seat 1."""
    turn = session.table.position.turn
    if turn is not None:
        return turn
    names = [p.name for p in session.players]
    nxt = acts_next(session)
    return names.index(nxt) if nxt in names else 0


def form_for(
    session: Session,
    spec: ActionSpec,
    preset: Mapping[str, str],
    pinned: int | None,
    acting: str | None = None,
    revealed: int | None = None,
    shared: bool = True,
) -> ActionForm:
    """The form for ``spec``: who acts, then one input per field, filled with what is known.

    Args:
        session: The open session.
        spec: The action.
        preset: Values already known (a place picked on the map).
        pinned: The player the hand panel is pinned to, if any.
        acting: Who acts, when the table already chose (the form is rebuilt for them).
        revealed: The seat whose hidden cards its player chose to show (else they stay hidden); on a
            player's own screen, that player's.
        shared: Whether the screen is passed around the table (else a player's own or the table's view,
            where nobody else's cards can be shown).
    """
    players = [p.name for p in session.players]
    seat = players.index(acting) if acting in players else acting_seat(session, spec, pinned)
    values = dict(preset)
    shown: str | None = None
    if seat is not None:
        if spec.actor:
            # The action names its actor in a field: fill that field in, no extra choice.
            values.setdefault(spec.actor, players[seat])
        else:
            shown = players[seat]
    for name, value in _derived(session, spec, seat, values).items():
        values.setdefault(name, as_typed(value))
    suggestions: dict[str, list[str]] = {}
    choices: dict[str, list[tuple[str, str]]] = {}
    units: dict[str, list[tuple[str, str]]] = {}
    masked: dict[str, str] = {}
    searched: dict[str, str] = {}
    fields = asked_fields(session, spec, seat)
    for field in fields:
        secret = _secret(session, spec, field, seat, values, revealed, shared)
        if secret:
            masked[field.name] = secret
            continue
        offered = _offered(session, spec, field, seat, values)
        if field.catalogue:
            try:
                catalogue = session.catalogue(field.catalogue)
            except TabulaError:
                continue
            names = {e.id: e.label for e in catalogue.entries}
            searched |= {e.id: e.searched for e in catalogue.entries if e.searched != e.label}
            owner = hand_seat(session, spec, seat, offered, field, values)
            if owner is not None and owner != revealed:
                # The cards are in a hidden hand: named on the shared screen only once their player says so.
                who = players[owner]
                cards = count(len(offered), "hidden card")
                if shared:
                    masked[field.name] = tr("{cards}: key {key} shows them to {name}").format(
                        cards=cards, key=owner + 1, name=who
                    )
                else:
                    masked[field.name] = tr("{cards}: {name} chooses them in their own view").format(
                        cards=cards, name=who
                    )

            elif field.type == "refs" and offered:
                units[field.name] = [(i, names.get(i, i)) for i in offered]
            else:
                # What the rules say is there to pick first, then the rest of the catalogue. Where nothing fits the
                # form as filled in (a caravan's good still to name, a province refused), the order the rules give
                # with the other fields left out: the acting player's own provinces first, not the board's
                # (play-test 9, L6: ``wes`` took West of Cyrene for Carthage's player).
                order = offered or _unfilled_offer(session, spec, field, seat, values)
                first = [i for i in dict.fromkeys(order) if i in names]
                choices[field.name] = [(i, names[i]) for i in first] + [
                    (e.id, e.label) for e in catalogue.entries if e.id not in first
                ]
        elif offered:
            suggestions[field.name] = offered
    return ActionForm(
        spec.name, fields, players, suggestions, values, choices, shown, units, masked, searched, id="action-form"
    )


def hand_seat(
    session: Session,
    spec: ActionSpec,
    seat: int | None,
    offered: Sequence[str],
    field: Field,
    values: Mapping[str, str],
) -> int | None:
    """The seat whose hidden hand a field of ``spec``'s form lists (``offered``; None: no one's): the acting
    seat's where it holds every card offered; else, whoever the form names instead, the hand of whom the rules
    expect to act where the list is that hand, card for card (the card the Merchant owes is his: the play-test's
    list named them all once the short player was named to act). Not a list of the bank's cards that such a
    hand happens to hold too (Cleopatra's card to take, for another player named to act), nor a list the rules
    make the same with that hand empty (the cards lying face up on offer, which the taker happens to hold
    too: the play-test's take form hid two offered taxes behind the taker's key)."""
    if not offered:
        return None
    owner: int | None = None
    if seat is not None and hidden_offer(session, seat, offered):
        owner = seat
    else:
        expected = session.expected_actor(spec) if spec.who != "table" else None
        other = None if expected is None else session.players.index(expected)
        if other is not None and other != seat and Counter(offered) == held_hidden(session, other):
            owner = other
    if owner is None or _offered(session, spec, field, seat, values, emptied_of_hand(session, owner)) == list(offered):
        return None
    return owner


def hand_seats(session: Session, spec: ActionSpec, seat: int | None, values: Mapping[str, str]) -> set[int]:
    """The seats whose hidden hands the card lists of ``spec``'s form for ``seat`` (with ``values``) list: the
    players who may show them (their number key, then yes), whoever is named as acting."""
    lists = ((field, _offered(session, spec, field, seat, values)) for field in spec.fields if field.catalogue)
    found = (hand_seat(session, spec, seat, offered, field, values) for field, offered in lists)
    return {s for s in found if s is not None}


def _secret(
    session: Session,
    spec: ActionSpec,
    field: Field,
    seat: int | None,
    values: Mapping[str, str],
    revealed: int | None,
    shared: bool,
) -> str:
    """What a form shows instead of a card drawn face down (``Field.secret``) to all but its drawer, as it shows
    a hand: its drawer looks first (play-tests: the drawn cards were typed by name on the shared screen)."""
    drawer = secret_seat(session, spec, field, seat, values) if field.secret else None
    if not field.secret or (drawer is not None and drawer == revealed):
        return ""
    if drawer is None:
        return tr("Drawn in secret: named once it is known who draws it")
    name = session.players[drawer].name
    if shared:
        return tr("Drawn in secret: key {key} shows the list to {name}").format(key=drawer + 1, name=name)
    return tr("Drawn in secret: {name} names it in their own view").format(name=name)


def secret_drawers(session: Session, spec: ActionSpec, seat: int | None, values: Mapping[str, str]) -> set[int]:
    """The seats that draw what the form's secret fields name (who may look at their lists)."""
    drawers = {secret_seat(session, spec, f, seat, values) for f in spec.fields if f.secret}
    return {s for s in drawers if s is not None}


def as_typed(value: object) -> str:
    """``value`` as a field holds it typed: a list as its items with commas (``str`` of a list put
    "['wine'" into the cards field, refused once applied), a yes/no as the word."""
    if isinstance(value, list | tuple):
        return ",".join(as_typed(item) for item in value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _derived(session: Session, spec: ActionSpec, seat: int | None, values: Mapping[str, str]) -> dict[str, object]:
    """What the action works out from the table for the fields not filled in yet (shown, so it can be changed)."""
    if spec.derive is None or (seat is None and spec.who != "table"):
        return {}
    given = {k: v for k, v in values.items() if k != spec.actor}
    try:
        # A table action (turning a card up) has no actor: its derivation reads the table alone.
        ctx = session.context() if seat is None else session.context(actor=seat)
        return dict(spec.derive(ctx, given))
    except (TabulaError, KeyError, ValueError):
        return {}  # a guess that cannot be made is simply not offered


def offered_for(
    session: Session, spec: ActionSpec, field: Field, seat: int | None, values: Mapping[str, str]
) -> list[str]:
    """What the rules offer for ``field`` of ``spec``'s form for ``seat``, the other fields as in ``values``
    (empty: the rules offer nothing in particular)."""
    return _offered(session, spec, field, seat, values)


def _offered(
    session: Session,
    spec: ActionSpec,
    field: Field,
    seat: int | None,
    values: Mapping[str, str],
    ledger: Ledger | None = None,
) -> list[str]:
    """What the ruleset says may go in the field now (repeats: one per card), or nothing; the offer sees the
    form's other fields as filled in (the cards of the place named: the Stadium's laurels, not the horses).
    ``ledger``: the components as they would lie instead (a hand emptied, ``_emptied``)."""
    if spec.suggest is None:
        return []
    given = {name: value for name, value in values.items() if name != field.name}
    ctx = session.context(actor=seat, given=given)
    if ledger is not None:
        ctx.ledger = ledger
    try:
        return [str(v) for v in spec.suggest(ctx, field.name)]
    except TabulaError:
        return []


def _unfilled_offer(
    session: Session, spec: ActionSpec, field: Field, seat: int | None, values: Mapping[str, str]
) -> list[str]:
    """What the ruleset offers for ``field`` with the form's other fields left empty (who acts aside): the order
    a list keeps while nothing fits the values filled in."""
    kept = {name: value for name, value in values.items() if name == spec.actor}
    if not set(values) - set(kept) - {field.name}:
        return []  # nothing else filled in: the offer made already
    return _offered(session, spec, field, seat, kept)


def kept_form(
    fresh: tuple[ActionForm, dict[str, str], str | None] | None, current: ActionForm | None, form: ActionForm
) -> ActionForm | None:
    """The open form ``current``, if it is ``form`` as made (not yet mounted) and nobody has touched it since it
    was made (``fresh``: the open form as made, its values and who acts): kept, rather than built and styled anew
    (an undo, a redo or a change made elsewhere leaves most forms as they were)."""
    if fresh is None or current is None or fresh[0] is not current or not _alike(current, form):
        return None
    if current.entered or current.values() != fresh[1] or current.acting() != fresh[2]:
        return None  # typed in, or Enter pressed: a form made anew starts from what it is made with, as before
    current.entered = False
    return current


def _alike(form: ActionForm, other: ActionForm) -> bool:
    """Whether two forms are made from the same things (the same action, fields, choices and values)."""
    parts = ("action", "fields", "players", "suggestions", "preset", "choices", "acting_default", "units", "masked")
    return all(getattr(form, part) == getattr(other, part) for part in parts)


def sole_follower(session: Session) -> str | None:
    """In a turn order someone chooses, the one player left to act after this turn (not named ahead yet),
    else None."""
    position = session.table.position
    if session.phase.order != "chosen" or position.turn is None:
        return None
    left = still_to_act(session.ruleset, session.context())
    if len(left) != 1 or position.named == left[0]:
        return None
    return session.players[left[0]].name

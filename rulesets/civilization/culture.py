"""The culture track: markers moving, culture event cards drawn and discarded, great persons.

The track's printed facts (its length, the event lines, the great-person
spaces, the hand limit and where it rises) come from the kit's ``track``;
where the kit does not know one, the table gives it once, at the first
``arts`` (or as a session option at ``new``), and the kit keeps it
(``kitlearn``). Nothing is guessed: culture waits for the track. Culture event cards are alike to
the app (it counts them; their texts stay on the table), so a draw is
automatic: one card from the deck into the hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.state import Context
from rulesets.civilization.catalogues import book, name_of
from rulesets.civilization.common import PLAYER, V13_LOG, due, me, older
from rulesets.civilization.components import EVENT, game, holder_of, realm
from rulesets.civilization.data import LIMITS
from rulesets.civilization.state import Realm, State

TRACK_END = 21
#: The kit's track facts and the session options that may give them at ``new``.
OPTION_OF = {
    "spaces": "culture_spaces",
    "event_lines": "event_lines",
    "person_spaces": "person_spaces",
    "hand_limit_spaces": "hand_limit_spaces",
}
#: What the panels show while a fact is unknown (nothing is drawn or won by it: culture waits for the track).
SHOWN: dict[str, Any] = {"spaces": TRACK_END, "event_lines": [], "person_spaces": [], "hand_limit_spaces": []}
#: The track's facts as ``arts`` asks them the first time, where neither the kit nor the session knows them.
TRACK_FIELDS = (
    Field("spaces", "int", "the culture track's last space", False, min=5, max=60, needed=N_("once, for the track")),
    Field("event_lines", "ints", "spaces of the event lines", False, needed=N_("once, for the track")),
    Field("person_spaces", "ints", "great-person spaces", False, needed=N_("once, for the track")),
    Field(
        "hand_limit_spaces",
        "ints",
        "spaces under which the hand limit rises (0 for none)",
        False,
        needed=N_("once, for the track"),
    ),
)


def known_track(ctx: Context, key: str) -> Any:
    """A printed fact of the culture track: the kit's, else what the table gave (at the first arts, or as a
    session option at ``new``); None while nobody has said it."""
    for entry in ctx.kit.entries("track"):
        known = ctx.kit.known("track", entry["id"], key)
        if known is not None:
            return known
    if key == "hand_limit":
        return LIMITS["events_hand"]
    told = dict(game(ctx).track).get(key)
    if told is not None:
        return told
    return ctx.options.get(OPTION_OF[key])


def track(ctx: Context, key: str) -> Any:
    """A printed fact of the culture track as the panels show it (see ``SHOWN`` while unknown)."""
    known = known_track(ctx, key)
    return SHOWN[key] if known is None else known


def unknown_track(ctx: Context) -> list[str]:
    """The track's facts nobody has given yet (the kit's keys)."""
    return [key for key in OPTION_OF if known_track(ctx, key) is None]


def from_kit(ctx: Context, key: str) -> bool:
    """Whether the kit knows a fact of the track (so the session option is not used)."""
    return any(ctx.kit.known("track", e["id"], key) is not None for e in ctx.kit.entries("track"))


#: The track's facts as a person reads them.
FACT_LABELS = {
    "spaces": N_("last space"),
    "event_lines": N_("event lines"),
    "person_spaces": N_("great-person spaces"),
    "hand_limit_spaces": N_("hand-limit spaces"),
}


def _said(value: Any) -> str:
    if isinstance(value, list | tuple):
        return ", ".join(map(str, value)) or tr("none")
    return str(value)


def _typed(args: Mapping[str, Any], key: str) -> Any:
    value = args.get(key)
    if key == "hand_limit_spaces" and value is not None:
        return [space for space in value if space]  # 0: none printed
    return value


#: How a refusal for the unknown track is mended: it is a printed fact, which no override stands in for.
TRACK_MEND = N_("the track's facts are printed on the board: give them, no override stands in for them")


def check_track(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    """The track is asked once, where unknown; a fact given where it is known must agree."""
    out = []
    missing = [key for key in unknown_track(ctx) if args.get(key) is None]
    if missing:
        said = tr(
            "the kit does not know the culture track: give it once as printed on the board ({fields}; "
            "0 for no hand-limit space)"
        )
        # The track is printed on the board: forcing the arts past it would move the marker along nothing.
        said = said.format(fields=", ".join(f"{k}=" for k in missing))
        out.append(Violation("Culture track", said, "culture", physical=True, mend=TRACK_MEND))
    for key, label in FACT_LABELS.items():
        known, typed = known_track(ctx, key), _typed(args, key)
        if known is None or typed is None or typed == known:
            continue
        said = tr("the culture track's {fact} is {known}, not {typed}")
        fact = tr(label)
        out.append(rule("Culture track", said.format(fact=fact, known=_said(known), typed=_said(typed)), "culture"))
    end = args.get("spaces") or known_track(ctx, "spaces")
    for key in ("event_lines", "person_spaces", "hand_limit_spaces"):
        for space in _typed(args, key) or ():
            if end is not None and (space < 1 or space > end):
                said = tr("space {space} is not on a track of {end} spaces").format(space=space, end=end)
                out.append(rule("Culture track", said, "culture"))
            elif space < 1:  # the track's end not given yet: a space before the first is wrong all the same
                out.append(
                    rule("Culture track", tr("space {space} is not on the track").format(space=space), "culture")
                )
    return out


def told_track(ctx: Context, state: State, args: Mapping[str, Any]) -> State:
    """The track's facts the table gave where nobody knew them, kept for the session and its kit."""
    given = tuple(
        (key, _typed(args, key)) for key in OPTION_OF if args.get(key) is not None and known_track(ctx, key) is None
    )
    return replace(state, track=(*state.track, *given)) if given else state


def track_end(ctx: Context) -> int:
    """The last space of the culture track (reaching it wins, l. 8)."""
    end: int = track(ctx, "spaces")
    return end


def hand_limit(ctx: Context, mine: Realm) -> int:
    """Culture event cards a player may keep: 2 at the start, plus one per limit space reached (l. 126)."""
    rises = track(ctx, "hand_limit_spaces")
    return int(track(ctx, "hand_limit")) + sum(1 for space in rises if mine.culture >= space)


def held(ctx: Context, seat: int) -> int:
    """Culture event cards in a player's hand."""
    return ctx.count(ctx.own("hand", seat), EVENT)


def advance(ctx: Context, seat: int, steps: int) -> Realm:
    """A player's marker moves on: crossing or landing on an event line draws a card (l. 125), stopping on a
    great-person space makes a great person due (l. 129 names only stepping onto the icon, where the line before
    it names crossing too; the marker moves by the whole amount at once, l. 122). Logs before version 14 gave one
    for passing the space as well (``V13_LOG``)."""
    mine = realm(ctx, seat)
    start, end = mine.culture, min(mine.culture + steps, track_end(ctx))
    lines = sum(1 for line in track(ctx, "event_lines") if start < line <= end)
    passed = bool(ctx.options.get(V13_LOG))
    persons = sum(1 for space in track(ctx, "person_spaces") if (start < space <= end if passed else space == end))
    persons = persons if end > start else 0
    ctx.move("event", lines, "deck", ctx.own("hand", seat))
    return mine.but(culture=end, pending_persons=mine.pending_persons + persons)


def advance_sentence(before: Context, after: Context, seat: int) -> list[str]:
    """``Ondrej's marker moves from 4 to 7 on the culture track; a great person is due.``"""
    old, new = realm(before, seat), realm(after, seat)
    name = before.players[seat].name
    if new.culture == old.culture:
        return []
    moves = tr("{player}'s marker moves from {old} to {new} on the culture track.")
    out = [moves.format(player=name, old=old.culture, new=new.culture)]
    due_now = new.pending_persons - old.pending_persons
    if due_now == 1:
        out.append(tr("{player} is due a great person: record the draw with great-person.").format(player=name))
    elif due_now:
        more = ntr(
            "{player} is due {n} great persons: record the draw with great-person.",
            "{player} is due {n} great persons: record the draw with great-person.",
            due_now,
        )
        out.append(more.format(player=name, n=due_now))
    # Read against the track as it stands after (the first arts may be what taught it).
    limit = hand_limit(after, new)
    if limit > hand_limit(after, old):
        said = ntr(
            "{player}'s hand limit rises to {n} culture event card.",
            "{player}'s hand limit rises to {n} culture event cards.",
            limit,
        )
        out.append(said.format(player=name, n=limit))
    return out


def discard_excess(ctx: Context) -> None:
    """End of city management: cards above the hand limit go to the discard pile (l. 126)."""
    state = game(ctx)
    for seat, mine in enumerate(state.realms):
        excess = held(ctx, seat) - hand_limit(ctx, mine)
        ctx.move("event", max(excess, 0), ctx.own("hand", seat), "discard")


# -- actions ----------------------------------------------------------------------


def great_person(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    mine = realm(ctx, seat)
    if older(ctx):  # an older log recorded the name only
        mine = mine.but(persons=mine.persons + (args["person"],))
    else:  # the card comes off the great person deck (l. 129): one card, one holder
        ctx.move(book(ctx).persons[args["person"]], 1, "greats", ctx.own("persons", seat))
    return game(ctx).with_realm(seat, mine.but(pending_persons=max(mine.pending_persons - 1, 0)))


def check_great_person(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = []
    if realm(ctx, me(ctx)).pending_persons < 1:
        out.append(
            rule("Great persons", "a great person comes from a great-person space on the culture track", "culture")
        )
    if older(ctx):
        return out
    person = args["person"]
    name = name_of(book(ctx).catalogues["person"], person)
    holder = holder_of(ctx, person)
    mend = tr("if the table differs, correct the great persons first")
    if holder is not None:
        # Each great person is one card (l. 129): drawn once, it is not in the deck for anyone else.
        said = tr("{player} holds {person} already: there is one card of each great person")
        message = said.format(player=ctx.players[holder].name, person=name)
        out.append(Violation("Great persons", message, "culture", physical=True, mend=mend))
    elif not book(ctx).persons.get(person):
        message = tr("no card is left for {person}: the blank great person cards are all in use").format(person=name)
        out.append(Violation("Great persons", message, "culture", physical=True))
    return out


def great_person_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    seat = me(before)
    person = name_of(book(before).catalogues["person"], args["person"])
    left = realm(after, seat).pending_persons
    out = tr("{player} now has {person}.").format(player=before.players[seat].name, person=person)
    if left:
        out += " " + ntr("{n} more due.", "{n} more due.", left).format(n=left)
    return [out]


def play_event(ctx: Context, args: Mapping[str, Any]) -> State:
    ctx.move("event", 1, ctx.own("hand", me(ctx)), "discard")
    return game(ctx)


def check_play_event(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    """An empty hand is said as such: how many cards a player holds is seen at the table, only which are not."""
    if ctx.ledger.count(ctx.own("hand", me(ctx)), "event"):
        return []
    said = tr("{player} holds no culture event card").format(player=ctx.players[me(ctx)].name)
    return [Violation("Culture", said, "culture", physical=True)]


ACTIONS = (
    ActionSpec(
        "great-person",
        great_person,
        fields=(PLAYER, Field("person", "ref", "the great person drawn", catalogue="person")),
        who=due(lambda ctx, mine, seat: mine.pending_persons > 0),
        actor="player",
        check=check_great_person,
        help="Record the great person drawn for a great-person space (add-person first if it is not listed).",
        topic="culture",
        text="{actor} draws the great person {person}",
        outcome=great_person_outcome,
    ),
    ActionSpec(
        "play-event",
        play_event,
        fields=(PLAYER,),
        who="any",
        actor="player",
        check=check_play_event,
        help="Play a culture event card from hand (it goes to the discard pile).",
        topic="culture",
        text="{actor} plays a culture event card",
    ),
)

"""The arrows a counted move teaches the app (issue 34): the places it passes, step by step.

A move counts its land and sea arrows (``move``). Naming the crossings and cities it passes on the way, in
order (``via``), splits it into steps of one arrow each, from the tribe's crossing to the one it ends on
(``to``). A step's kind is known when the kit knows its arrow, or when it is the first one: its kind is
``first``, or the only kind crossed. The counts less the known kinds leave the rest over; when only one kind
is left, every step still unknown is of that kind, and each whose two ends the app knows is a printed arrow
told, kept for the next game's kit as an arrow crossed alone is. When both kinds are left the app cannot
tell which step is which, and learns nothing of those steps.

A counted move of two arrows or more from a crossing the app knows to the crossing it names, where the arrows
the kit knows lead nowhere, keeps the way's count (the kit's ``routes``): a later ``move-to`` there, this
evening or the next, pays it without a count (it was refused while one arrow on the way was not taught).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

from engine.actions import Violation, rule, unused
from engine.i18n import N_, tr
from engine.state import Context
from rulesets.struggle_for_rome.board import Board
from rulesets.struggle_for_rome.common import me, tribe_kind
from rulesets.struggle_for_rome.placenames import said as place_said
from rulesets.struggle_for_rome.standing import start_of
from rulesets.struggle_for_rome.taught import here, route_id
from rulesets.struggle_for_rome.words import arrows_said

TOPIC = "tribes"
#: An arrow's kind, as a step of a move crosses it.
KINDS = ("land", "sea")
#: The kit's kind of a move's first arrow, when the move says the other kind.
FIRST_KNOWN = {
    "land": N_("the board kit knows the first arrow, from {one} to {other}, as a land arrow"),
    "sea": N_("the board kit knows the first arrow, from {one} to {other}, as a sea arrow"),
}
#: More arrows of a kind known on the way than the move counts.
MORE_KNOWN = {
    "land": N_("the board kit knows more land arrows on this way than the move counts"),
    "sea": N_("the board kit knows more sea arrows on this way than the move counts"),
}
#: An arrow learned, as the outcome names it.
LEARNED = {"land": N_("land arrow"), "sea": N_("sea arrow")}
#: A step whose arrow's kind is not known (the start unknown, or the kit not knowing it).
UNTOLD = ""


def first_kind(args: Mapping[str, Any]) -> str:
    """The kind of the first arrow a counted move crosses: the only kind counted, else ``first`` ("": unsaid)."""
    land, sea = args.get("land", 0), args.get("sea", 0)
    return "land" if not sea else "sea" if not land else args.get("first") or UNTOLD


def path(ctx: Context, args: Mapping[str, Any]) -> list[str | None]:
    """The places a move touches in order: the tribe's crossing (None: unknown), those passed, the goal."""
    return [start_of(ctx, me(ctx), tribe_kind(ctx)), *(args.get("via") or ()), args.get("to")]


def _printed(b: Board, one: str | None, other: str | None) -> str | None:
    """The kind of the arrow the kit knows between two places; None when it knows none, or both kinds."""
    if one is None or other is None:
        return None
    kinds = {kind for _, _, kind in b.direct(one, other) or ()}
    return kinds.pop() if len(kinds) == 1 else None


def kinds(ctx: Context, args: Mapping[str, Any]) -> list[str]:
    """Each step's arrow kind as far as the kit, ``first`` and the counts tell it (``UNTOLD``: not known).

    The counts must match the steps (one arrow each); otherwise no step is told.
    """
    places = path(ctx, args)
    counted = {"land": args.get("land", 0), "sea": args.get("sea", 0)}
    if len(places) - 1 != sum(counted.values()):
        return [UNTOLD] * (len(places) - 1)
    b = here(ctx)
    steps = [_printed(b, one, other) or UNTOLD for one, other in pairwise(places)]
    if steps and not steps[0]:
        steps[0] = first_kind(args)
    left = {kind: counted[kind] - steps.count(kind) for kind in KINDS}
    # Only one kind left over: every step not known yet is of that kind.
    if min(left.values()) == 0 and max(left.values()) == steps.count(UNTOLD):
        only = max(left, key=lambda kind: left[kind])
        steps = [kind or only for kind in steps]
    return steps


def learned(ctx: Context, args: Mapping[str, Any]) -> list[tuple[tuple[str, str], str]]:
    """The printed arrows a move tells: ``((one end, other end), kind)`` for each step the kit does not know."""
    places = path(ctx, args)
    b = here(ctx)
    out: list[tuple[tuple[str, str], str]] = []
    for (one, other), kind in zip(pairwise(places), kinds(ctx, args), strict=False):
        if one is None or other is None or not kind or b.one_arrow(one, other):
            continue
        if ((one, other), kind) not in out:
            out.append(((one, other), kind))
    return out


def route(ctx: Context, args: Mapping[str, Any]) -> tuple[str, dict[str, Any]] | None:
    """The way a counted move keeps, as the kit's ``routes`` id and facts; None when it keeps none: a free move
    (the Great Chieftain's count is not paid, so not checked), one arrow (the arrow itself is told), the start
    or the first arrow's kind unknown, or a way the kit knows already."""
    if args.get("chieftain") or not ("land" in args or "sea" in args):
        return None
    start, goal = path(ctx, args)[0], args.get("to")
    land, sea, first = args.get("land", 0), args.get("sea", 0), first_kind(args)
    if start is None or not goal or start == goal or not first or land + sea < 2:
        return None
    b = here(ctx)
    if b.complete or b.known_routes(start, goal):
        return None
    return route_id(start, goal), {"ends": [start, goal], "land": land, "sea": sea, "first": first}


def checks(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    """The places passed against the counts and the arrows the kit knows (L9)."""
    via: Sequence[str] = args.get("via") or ()
    if not via:
        return []
    if not args.get("to"):
        return [rule("Move", tr("name the crossing the tribe ends on (to) after the places it passes"), TOPIC)]
    places = path(ctx, args)
    counted = args.get("land", 0) + args.get("sea", 0)
    if len(places) - 1 != counted:
        said = tr("via names {named} places passed: a move over {n} arrows passes {passed}")
        return [unused("Move", said.format(named=len(via), n=counted, passed=max(counted - 1, 0)), TOPIC, "via")]
    b = here(ctx)
    for one, other in pairwise(places):
        if one is not None and one == other:
            return [rule("Move", tr("an arrow joins two different places"), TOPIC)]
        if one is not None and other is not None and b.one_arrow(one, other) is False:
            said = tr("no arrow joins {one} and {other} (the board kit)")
            return [rule("Move", said.format(one=place_said(b.name(one)), other=place_said(b.name(other))), TOPIC)]
    steps = [_printed(b, one, other) for one, other in pairwise(places)]
    first = first_kind(args)
    if steps and steps[0] and first and steps[0] != first:
        ends = {"one": place_said(b.name(places[0] or "")), "other": place_said(b.name(places[1] or ""))}
        return [rule("Move", tr(FIRST_KNOWN[steps[0]]).format(**ends), TOPIC)]
    for kind in KINDS:
        if steps.count(kind) > args.get(kind, 0):
            return [rule("Move", tr(MORE_KNOWN[kind]), TOPIC)]
    return []


def outcome(before: Context, args: Mapping[str, Any]) -> list[str]:
    """The line saying which arrows a move taught (none: no line)."""
    b = here(before)
    arrows = [
        tr("{kind} {one} — {other}").format(
            kind=tr(LEARNED[kind]), one=place_said(b.name(one)), other=place_said(b.name(other))
        )
        for (one, other), kind in learned(before, args)
    ]
    out = [tr("The app learns from this move: {arrows}.").format(arrows="; ".join(arrows))] if arrows else []
    kept = route(before, args)
    if kept is not None:
        (one, other), land, sea = kept[1]["ends"], kept[1]["land"], kept[1]["sea"]
        said = tr("The app keeps this way's count for later moves: {one} to {other}, {arrows}.")
        named = {"one": place_said(b.name(one)), "other": place_said(b.name(other))}
        out.append(said.format(**named, arrows=arrows_said(land, sea)))
    return out

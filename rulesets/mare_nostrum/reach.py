"""Adjacency: land borders, sea zones, and provinces linked by a player's fleets.

Provinces joined by a chain of a player's fleets count as neighbours for
that player (other players' fleets in the same zones do not matter). Borders
come from the session's kit and what the table told (``atlas``): one the kit
does not know is neither allowed nor denied for good, but asked for once.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.errors import Fact, Violation, rule, unknown_fact
from engine.i18n import N_, tr
from rulesets.mare_nostrum.board import Board
from rulesets.mare_nostrum.state import State

#: How the table tells the app about a border, once: only for a refusal the engine cannot offer the fact of
#: itself (several borders, any one of which would do); a single unknown border is a ``Fact`` the engine offers
#: when it alone stands in the way, and a rule's own words inviting it would invite it for a move refused anyway.
CONNECT = N_("if the board shows that border, tell it once with connect")


def fleet_seas(b: Board, civ: str, start: Iterable[str]) -> set[str]:
    """Sea zones reachable from provinces ``start`` along the civ's fleet chain."""
    start = set(start)
    atlas = b.state.atlas
    frontier = [sid for sid in atlas.waters if b.fleets(sid, civ) and start.intersection(atlas.coasts(sid))]
    seen = set(frontier)
    while frontier:
        current = frontier.pop()
        for other in atlas.sea_neighbours(current):
            if other not in seen and b.fleets(other, civ):
                seen.add(other)
                frontier.append(other)
    return seen


def reach(b: Board, civ: str, held: Iterable[str]) -> set[str]:
    """Provinces next to ``held`` for this civ: by land or along its fleets."""
    held = set(held)
    atlas = b.state.atlas
    out: set[str] = set()
    for pid in held:
        out |= atlas.neighbours(pid)
    for sid in fleet_seas(b, civ, held):
        out |= atlas.coasts(sid)
    return out - held


def blockade_seas(b: Board, civ: str, origin: str, target: str) -> list[str]:
    """Sea zones where Greece may blockade legions of ``civ`` sailing from ``origin`` to ``target`` (p.11).

    Only a transport by fleet (the target is no land neighbour) into a province holding Greek influence,
    by another civilization while Greece is played; the zones are those of the carrier's fleet chain
    that hold a Greek fleet.
    """
    state = b.state
    if civ == "greece" or state.player_of("greece") is None or b.influence(target) != "greece":
        return []
    atlas = state.atlas
    if target in atlas.neighbours(origin):
        return []
    chain = fleet_seas(b, civ, [origin])
    if not any(target in atlas.coasts(sid) for sid in chain):
        return []
    return sorted(sid for sid in chain if b.fleets(sid, "greece"))


def unfought_seas(b: Board, uncapped: bool = False) -> list[str]:
    """Sea zones on the announced transport's route holding a Greek fleet that has not fought it yet.

    ``uncapped``: a log from before version 7, whose Greek fleets could fight one transport again and again.
    """
    transport = b.state.transport
    if transport is None:
        return []
    seas = blockade_seas(b, *transport[:3])
    if uncapped:
        return seas
    fought = b.state.blockaders
    return [sid for sid in seas if b.fleets(sid, "greece") > fought.count(sid)]


def sea_neighbours(state: State, sid: str) -> set[str]:
    """Sea zones known to border a sea zone."""
    return state.atlas.sea_neighbours(sid)


def apart_rule(state: State, a: str, b: str, name: str, topic: str, said: str = "{why}") -> Violation:
    """The violation of a move from ``a`` to ``b`` that are not taken to border (``said`` wraps the reason as
    ``{why}``): where the kit does not know that border, the table may tell it (``connect``, the violation's
    fact) and go on."""
    message = said.replace("{why}", apart(state, a, b))  # not format(): said may hold a name the table typed
    atlas = state.atlas
    if atlas.border(a, b) is None:
        question = tr("Does the board show {place} bordering {other}?").format(place=atlas.name(a), other=atlas.name(b))
        return unknown_fact(name, message, topic, Fact(question, "connect", (("a", a), ("b", b))))
    return rule(name, message, topic)


def sea_link_rule(b: Board, civ: str, origin: str, target: str, name: str, topic: str, said: str) -> Violation | None:
    """The refusal of a march that the civ's fleets would carry if one coast the kit does not know were there.

    Sea-linked provinces are neighbours only through fleets (p.6-7): when a fleet chain touches one end and
    the other end's coast on that chain is unknown, that coast is the missing fact. Asking for a land border
    instead (play-test 8: "North of Athens borders South of Rome") would lead the table to teach a false one.
    None when no fleet chain could make the link.
    """
    atlas = b.state.atlas
    for start, end in ((target, origin), (origin, target)):
        chain = fleet_seas(b, civ, [start])
        if not chain:
            continue
        open_seas = sorted((sid for sid in chain if atlas.border(end, sid) is None), key=atlas.name)
        if open_seas:
            sid = open_seas[0]
            place, sea = atlas.name(end), atlas.name(sid)
            # What the fact is, not how to tell it: the engine offers it when nothing else stands in the way.
            why = tr("the kit does not say that {place} lies on the coast of {sea}")
            message = said.replace("{why}", why.format(place=place, sea=sea))
            question = tr("Does the board show {place} on the coast of {sea}?").format(place=place, sea=sea)
            return unknown_fact(name, message, topic, Fact(question, "connect", (("a", end), ("b", sid))))
    return None


def apart(state: State, a: str, b: str) -> str:
    """Why two places are not taken to border: the kit says so, or it does not know.

    An unknown border is said as a fact, without how to tell it: ``apart_rule`` carries the fact, and the engine
    offers it only when nothing else refuses the move (play-test 9: an out-of-turn fleet move invited ``connect``).
    """
    atlas = state.atlas
    if atlas.border(a, b) is False:
        return tr("{place} does not border {other}").format(place=atlas.name(b), other=atlas.name(a))
    return tr("the kit does not say that {place} borders {other}").format(place=atlas.name(b), other=atlas.name(a))

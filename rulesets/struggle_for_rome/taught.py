"""The printed board as this session knows it: the session's kit with what the table told in play laid over it.

The table tells the app a landscape or a crossing the kit lacks (``mapping``), an arrow by crossing it
alone (a move of one arrow from a known crossing to a named one), and a way's count by counting a move
between two crossings the app knows where the arrows it knows lead nowhere (``crossed.route``). Those facts
are kept in the state (``State.told``) and read by the rules at once through ``here``; ``learned`` hands them,
with the cities the table added, to the next game's kit. A fact only fills what the kit does not know, and one
the kit's checks refuse is left out, so the kit always imports again.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from engine.kits import UNKNOWN, Kit, KitError, from_data
from engine.state import Context
from rulesets.struggle_for_rome.board import Board, board
from rulesets.struggle_for_rome.cities_learned import learned as cities_learned
from rulesets.struggle_for_rome.common import game
from rulesets.struggle_for_rome.kit import SCHEMA
from rulesets.struggle_for_rome.placenames import neutral, neutral_kit
from rulesets.struggle_for_rome.state import State, Told

#: Where a section's facts came from, once the table told some of them.
SOURCE = "told at the table"
#: The facts a new entry of each section must have (unknown until told).
REQUIRED = {
    "landscapes": ("kind",),
    "crossings": ("landscapes", "cities"),
    "arrows": ("ends", "kind"),
    # A way the table counted once (``crossed.route``): kept whole, or not at all.
    "routes": ("ends", "land", "sea"),
    # A city told with its landscapes as it is added (``add-city``): its other facts come with the city.
    "cities": ("towers", "province", "eagle", "three"),
}


def arrow_id(ends: Iterable[str]) -> str:
    """An arrow's id from its two ends, in either order: two sessions crossing it teach the same arrow."""
    return "--".join(sorted(ends))


def route_id(start: str, goal: str) -> str:
    """A counted way's id: from one crossing to the other, in that order (the first arrow is the one left by)."""
    return f"{start}--{goal}"


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def _with(data: Mapping[str, Any], fact: Told) -> dict[str, Any] | None:
    """The kit document with one told fact filled in; None when it tells nothing the kit does not know."""
    section = data.get(fact.section) or {"source": SOURCE, "entries": []}
    entries = list(section["entries"])
    facts = {key: _plain(value) for key, value in fact.facts}
    index = next((i for i, e in enumerate(entries) if e["id"] == fact.id), None)
    if fact.section == "arrows" and index is None:
        ends = sorted(facts["ends"])
        if any(e.get("ends") != UNKNOWN and sorted(e.get("ends") or ()) == ends for e in entries):
            return None  # the kit knows this arrow under another id
    if index is None and fact.section == "landscapes" and "name" in facts:
        # A save made in Czech before play-test 9 told the name in Czech: kept in English words (``placenames``).
        owners = [str(e["name"]) for s in ("cities", "crossings") for e in (data.get(s) or {}).get("entries", ())]
        facts["name"] = neutral(str(facts["name"]), fact.id, owners)
    if index is None and fact.section in ("arrows", "routes") and "name" not in facts:
        # Named by its ends as the kit names them (play-test 12: exported as "nahe--rhine-bend", the id).
        facts = {"name": _ends_named(data, facts.get("ends") or ()), **facts}
    if index is None:
        entries.append({"id": fact.id, **dict.fromkeys(REQUIRED[fact.section], UNKNOWN), **facts})
    else:
        old = entries[index]
        filled = {k: v for k, v in facts.items() if k != "name" and old.get(k, UNKNOWN) == UNKNOWN}
        if not filled:
            return None
        entries[index] = {**old, **filled}
    source = section["source"] if SOURCE in section["source"] else f"{section['source']}; {SOURCE}"
    return {**data, fact.section: {**section, "source": source, "entries": entries}}


def _ends_named(data: Mapping[str, Any], ends: Iterable[str]) -> str:
    """``Nahe – Rhine bend``: an arrow's or a way's ends by the names the kit document gives them (an id it
    lacks as it is)."""
    names = {str(e["id"]): str(e.get("name") or e["id"]) for s in ("crossings", "cities") for e in _entries(data, s)}
    return " – ".join(names.get(str(end), str(end)) for end in ends)


def _entries(data: Mapping[str, Any], section: str) -> list[Mapping[str, Any]]:
    found = data.get(section) or {}
    return list(found.get("entries", ())) if isinstance(found, Mapping) else []


def lay_over(kit: Kit, told: Iterable[Told], strict: bool = False) -> Kit:
    """``kit`` with the told facts filled in, the oldest first.

    Raises:
        KitError: With ``strict``, a fact the kit's checks refuse (else it is left out).
    """
    told = tuple(told)
    if not told:
        return kit
    data: dict[str, Any] = kit.to_data()
    if not strict:
        # Most often every fact fits: one check of them all, not one a fact (a replay lays them over often).
        whole: dict[str, Any] | None = data
        for fact in told:
            whole = None if whole is None else _with(whole, fact)
        if whole is not None:
            try:
                return from_data(whole, SCHEMA, kit.game, "learned", kit.origin)
            except KitError:
                pass
    changed = False
    for fact in told:
        trial = _with(data, fact)
        if trial is None:
            continue
        try:
            from_data(trial, SCHEMA, kit.game, "learned")
        except KitError:
            if strict:
                raise
            continue
        data, changed = trial, True
    return from_data(data, SCHEMA, kit.game, "learned", kit.origin) if changed else kit


def learned(ctx: Context, kit: Kit) -> Kit:
    """``kit`` with everything the table told in play: the cities it added, then the landscapes, crossings
    and arrows."""
    return lay_over(cities_learned(ctx, kit), game(ctx).told)


# The session kit changes only when the table tells something: made once for each (kept alive here, so
# an id is never reused while cached).
_KITS: dict[tuple[int, tuple[Any, ...], tuple[Told, ...]], tuple[Kit, Kit]] = {}


def session_kit(ctx: Context) -> Kit:
    """The kit the rules read: the session's, with what the table told in play."""
    state: State | None = ctx.game
    base = neutral_kit(ctx.kit)  # a kit taught in Czech before play-test 9 named its landscapes in Czech
    if state is None or (not state.told and not state.cities):  # None: before setup
        return base
    key = (id(ctx.kit), state.cities, state.told)
    found = _KITS.get(key)
    if found is not None and found[0] is ctx.kit:
        return found[1]
    if len(_KITS) > 64:
        _KITS.clear()
    # A fact told since the last kit made (the usual step of a replay): laid over that kit alone.
    before = _KITS.get((id(ctx.kit), state.cities, state.told[:-1])) if state.told else None
    fresh = before is None or before[0] is not ctx.kit
    made = learned(ctx, base) if fresh or before is None else lay_over(before[1], state.told[-1:])
    _KITS[key] = (ctx.kit, made)
    return made


def here(ctx: Context) -> Board:
    """The board as this session knows it."""
    return board(session_kit(ctx))


def fact(section: str, ident: str, facts: Mapping[str, Any]) -> Told:
    """A printed fact as the state keeps it."""
    return _fact(section, ident, facts)


def _fact(section: str, ident: str, facts: Mapping[str, Any]) -> Told:
    # Kept in the (immutable, hashable) state: a list is kept as a tuple.
    return Told(section, ident, tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in facts.items()))


def tell(ctx: Context, section: str, ident: str, facts: Mapping[str, Any], state: State | None = None) -> State:
    """The state (the session's, unless given) with a printed fact told."""
    state = game(ctx) if state is None else state
    return replace(state, told=(*state.told, _fact(section, ident, facts)))


def refused(
    ctx: Context, section: str, ident: str, facts: Mapping[str, Any], before: Iterable[Told] = ()
) -> str | None:
    """Why the kit cannot hold a fact the table tells (one of its checks), or None when it can (``before``:
    facts told with it, first: the new landscapes a city's landscapes name)."""
    try:
        lay_over(session_kit(ctx), (*before, _fact(section, ident, facts)), strict=True)
    except KitError as error:
        # "learned: crossings.x.landscapes: why": the table reads only why.
        parts = str(error).split(": ", 2)
        return parts[-1]
    return None

"""The kit with what the table told the app during play, for ``tabula kit export GAME --from SAVE``.

Techs, wonders, buildings and great persons added, levels and icons given
to techs the kit listed without them, governments of added techs, start
techs placed where the kit did not know them, and the first cost the table
gave each figure the kit does not price, what a star of a unit type's upgrade
token adds where the kit did not say, the printed attack and health of the
unit cards played where the kit did not know them, and the culture track's
printed facts given at the first arts, whether a civilization's printed sheet gives the start pieces
listed, and what a hut or village marker gives where the table said it. Whatever stays unknown
is written ``"?"``; the result is checked like any kit.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.kits import UNKNOWN, Kit, from_data
from engine.names import fold
from engine.state import Context
from rulesets.civilization.catalogues import fact
from rulesets.civilization.components import game
from rulesets.civilization.kit import ERAS, FIGURE_COST, FIGURES, GAME, SCHEMA
from rulesets.civilization.state import Added
from rulesets.civilization.table_setup import PRINTED

Doc = dict[str, Any]


def _section(data: Doc, name: str, source: str) -> list[Doc]:
    found = data.setdefault(name, {"source": source, "entries": []})
    entries: list[Doc] = found["entries"]
    return entries


def _entry(entries: list[Doc], ident: str) -> Doc | None:
    return next((e for e in entries if e["id"] == ident), None)


def _fill(entry: Doc, key: str, value: Any) -> None:
    """A fact the table gave, where the kit has none yet."""
    if value and entry.get(key, UNKNOWN) == UNKNOWN:
        entry[key] = value


def _government(data: Doc, tech: Doc, a: Added) -> None:
    governments = _section(data, "governments", "entered during play")
    named = next((g for g in governments if fold(g["name"]) == fold(a.name) or g["id"] == a.id), None)
    if named is None:
        named = {"id": a.id, "name": a.name, "tech": a.id}
        governments.append(named)
    _fill(named, "tech", tech["id"])
    _fill(tech, "government", named["id"])


def _tech(data: Doc, a: Added) -> None:
    techs = _section(data, "techs", "entered during play")
    entry = _entry(techs, a.id)
    if entry is None:
        entry = {"id": a.id, "name": a.name, "level": UNKNOWN}
        techs.append(entry)
    _fill(entry, "level", a.level)
    _fill(entry, "movement", a.movement)
    if a.upgrade and entry.get("upgrades", UNKNOWN) == UNKNOWN:
        entry["upgrades"], entry["rank"] = [a.upgrade], a.rank or 2
    if a.government:
        _government(data, entry, a)
    if entry.get("obsoletes", UNKNOWN) == UNKNOWN:
        eras = list(ERAS) if a.obsoletes else []
        entry["obsoletes"] = eras
        # The wonders of those eras list the tech back (the kit's cross-check asks for both sides).
        for wonder in _section(data, "wonders", "entered during play"):
            listed = wonder.get("obsoleted_by")
            if wonder.get("era") in eras and isinstance(listed, list) and a.id not in listed:
                # A new list: the kit's own entries share theirs (``to_data`` copies entries, not their lists).
                wonder["obsoleted_by"] = [*listed, a.id]


def _named(data: Doc, a: Added) -> None:
    section, unknown = {
        "wonder": ("wonders", {"era": UNKNOWN, "cost": UNKNOWN, "obsoleted_by": UNKNOWN}),
        "building": ("buildings", {"cost": UNKNOWN, "tech": UNKNOWN}),
        "person": ("persons", {"kind": UNKNOWN}),
    }[a.catalogue]
    entries = _section(data, section, "entered during play")
    if _entry(entries, a.id) is None:
        entries.append({"id": a.id, "name": a.name, **unknown})


def _figures(data: Doc, priced: tuple[tuple[str, int], ...]) -> None:
    figures = _section(data, "figures", "entered during play")
    for item, cost in priced:
        entry = _entry(figures, item)
        if entry is None:  # a kit written before it priced figures
            label = next((f.label for f in FIGURES if f.id == item), item)
            figures.append({"id": item, "name": label, "cost": cost})
        else:
            _fill(entry, "cost", cost)


def stated_cost(ctx: Context, action: str, args: Mapping[str, Any]) -> Kit:
    """The kit with a figure's cost a refused ``build`` typed, where the kit does not price it (``Ruleset.stated``):
    the hammers printed on the card are true whatever refused the build (play-test 12: ``cost=4`` for an army was
    refused as a hammer short, and the next army build asked for the cost again). A cost no figure can have is
    not kept (the check says so)."""
    item, typed = args.get("item"), args.get("cost")
    if action != "build" or not isinstance(typed, int) or not FIGURE_COST[0] <= typed <= FIGURE_COST[1]:
        return ctx.kit
    if item not in {f.id for f in FIGURES} or fact(ctx, "figures", item, "cost") is not None:
        return ctx.kit
    if item in dict(game(ctx).priced):
        return ctx.kit
    data = ctx.kit.to_data()
    _figures(data, ((item, typed),))
    return from_data(data, SCHEMA, GAME, "the session's kit", ctx.kit.origin)


def _stars(data: Doc, stars: tuple[tuple[str, int], ...]) -> None:
    units = _section(data, "units", "entered during play")
    for unit, attack in stars:
        entry = _entry(units, unit)
        if entry is not None and entry.get("star_attack", UNKNOWN) == UNKNOWN:
            entry["star_attack"] = attack


def _cards(data: Doc, cards: tuple[tuple[str, int, int], ...]) -> None:
    entries = _section(data, "unit_cards", "entered during play")
    for card, attack, health in cards:
        entry = _entry(entries, card)
        if entry is not None:
            _fill_list(entry, "attack", attack)  # 0 is a fact too
            _fill_list(entry, "health", health)


def _track(data: Doc, told: tuple[tuple[str, Any], ...]) -> None:
    """The culture track's facts the table gave at the first arts (a kit written without the track gets it)."""
    entries = _section(data, "track", "entered during play")
    if not entries:
        entries.append({"id": "culture-track", "name": "Culture track", "hand_limit": 2})
    for key, value in told:
        _fill_list(entries[0], key, value)


def _fill_list(entry: Doc, key: str, value: Any) -> None:
    """``_fill``, where an empty list is a fact too (no hand-limit space printed)."""
    if entry.get(key, UNKNOWN) == UNKNOWN:
        entry[key] = list(value) if isinstance(value, list | tuple) else value


def _markers(data: Doc, told: tuple[tuple[str, str], ...]) -> None:
    """What the table said a hut or village marker gives (a free tech, a coin), where the kit did not say."""
    entries = _section(data, "huts", "entered during play")
    for marker, gift in told:
        entry = _entry(entries, marker)
        if entry is not None and gift in ("free-tech", "coin"):  # "other": the table's to apply, no fact to keep
            _fill(entry, "free_techs" if gift == "free-tech" else "coins", 1)


def learned(ctx: Context, kit: Kit) -> Kit:
    """``kit`` completed with what the table entered in this session (see the module's docstring)."""
    data = kit.to_data()
    state = game(ctx)
    for a in state.added:
        if a.catalogue == "tech":
            _tech(data, a)
        else:
            _named(data, a)
    civilizations = _section(data, "civilizations", "entered during play")
    for seat, player in enumerate(ctx.players):
        start = state.realms[seat].start_tech
        entry = _entry(civilizations, player.faction)
        if entry is None and start:
            civilizations.append({"id": player.faction, "name": player.faction.capitalize(), "start_tech": start})
        elif entry is not None:
            _fill(entry, "start_tech", start)
            sheet = state.realms[seat].start_sheet
            if sheet and entry.get(PRINTED, UNKNOWN) == UNKNOWN:
                entry[PRINTED] = sheet == "yes"  # the printed sheet's word on the start pieces: false is a fact too
    if state.priced:
        _figures(data, state.priced)
    if state.stars:
        _stars(data, state.stars)
    if state.cards:
        _cards(data, state.cards)
    if state.track:
        _track(data, state.track)
    if state.markers:
        _markers(data, state.markers)
    for section in data.values():
        # The board has more than the kit counted: the count was wrong, so it is no longer claimed.
        if isinstance(section, dict) and len(section.get("entries", ())) > section.get("count", 10**6):
            del section["count"]
    return from_data(data, SCHEMA, GAME, "the session's kit", kit.origin)
